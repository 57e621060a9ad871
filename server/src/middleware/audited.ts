// The audit trail's writer (docs/architecture.md, 'Audit trail'). A route declares what it changes
// with `audited(prisma, action, subject)` after its guard: the row is read before the handler runs
// and again once it answers 2xx, and one AuditEntry is inserted before the answer leaves, so a
// client that got its 2xx can read the entry. A refused or failed request records nothing.
import type { Request, RequestHandler, Response } from 'express';
import type { AuditAction, Role } from '@power-gym/contracts';
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';
import { optionalCaller } from './auth.ts';

/** The row an audited route changes: where its key is, and how it reads as JSON. */
export interface AuditSubject {
  entity: string;
  /** The key the request names; null when the row does not exist yet (a create). */
  key: (req: Request) => string | null;
  /** A create's key, from its answer. */
  keyFromAnswer?: (answer: unknown) => string | null;
  /** The row as the trail keeps it: no names, e-mails or phones (people appear by id). */
  snapshot: (prisma: PrismaClient, key: string) => Promise<unknown>;
}

/** Who is recorded: anyone who calls (default), or only staff (a member's own cart is theirs). */
export type AuditWho = 'anyone' | 'staff';

/** What an audited() middleware records: its action, and whose calls. */
export interface AuditDeclaration {
  action: AuditAction;
  who: AuditWho;
}

const auditByHandler = new WeakMap<RequestHandler, AuditDeclaration>();

/** The audit an audited() middleware declares (the attack suite checks every write has one). */
export function auditOf(handler: unknown): AuditDeclaration | undefined {
  return typeof handler === 'function' ? auditByHandler.get(handler as RequestHandler) : undefined;
}

const MAX_ID = 2_147_483_647;

/** A database id (a positive int4) written as text, or null: validation answers the rest. */
export function idOf(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

/** A key from a path parameter holding an id. */
export const paramKey =
  (name: string) =>
  (req: Request): string | null =>
    idOf(req.params[name]) === null ? null : String(req.params[name]);

/** A key from a body field holding a positive integer id. */
export const bodyKey =
  (name: string) =>
  (req: Request): string | null => {
    const value: unknown = (req.body as Record<string, unknown> | undefined)?.[name];
    return typeof value === 'number' ? (idOf(String(value)) === null ? null : String(value)) : null;
  };

/** The answer's `id`, for creates. */
export const answerId = (answer: unknown): string | null => {
  const id = (answer as { id?: unknown } | null)?.id;
  return typeof id === 'number' || typeof id === 'string' ? String(id) : null;
};

/** JSON as jsonb stores it: Decimals and Dates as strings, undefined dropped. */
function asJson(value: unknown): Prisma.InputJsonValue | undefined {
  if (value === null || value === undefined) return undefined;
  return JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue;
}

function isStaff(role: Role | null | undefined): boolean {
  return role != null && role !== 'socio';
}

export function audited(
  prisma: PrismaClient,
  action: AuditAction,
  subject: AuditSubject,
  { who = 'anyone' }: { who?: AuditWho } = {},
): RequestHandler {
  const middleware: RequestHandler = async (req, res, next) => {
    const caller = await optionalCaller(req).catch(() => null);
    if (who === 'staff' && !isStaff(caller?.user?.role)) {
      next();
      return;
    }
    const key = subject.key(req);
    const before = key === null ? null : await subject.snapshot(prisma, key);
    let answer: unknown;
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      answer = body;
      return json(body);
    };
    deferEnd(
      res,
      req,
      async () => {
        if (res.statusCode < 200 || res.statusCode >= 300) return null;
        const finalKey = key ?? subject.keyFromAnswer?.(answer) ?? null;
        const after = finalKey === null ? null : await subject.snapshot(prisma, finalKey);
        const user = caller?.user ?? null;
        return {
          actorId: user?.id ?? null,
          actorRole: user?.role ?? null,
          action,
          entity: subject.entity,
          entityId: finalKey,
          requestId: req.id,
          ip: req.ip ?? null,
          before: asJson(before),
          after: asJson(after),
        };
      },
      prisma,
    );
    next();
  };
  auditByHandler.set(middleware, { action, who });
  return middleware;
}

/**
 * Builds the entry and inserts it before the response's end reaches the client. The change is
 * already committed; if the insert fails the answer stays what it was and the entry goes to the
 * log at error level, whole, so nothing is lost silently.
 */
function deferEnd(
  res: Response,
  req: Request,
  entryOf: () => Promise<Prisma.AuditEntryUncheckedCreateInput | null>,
  prisma: PrismaClient,
): void {
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  let ended = false;
  res.end = ((...args: unknown[]) => {
    if (ended) return end(...args);
    ended = true;
    let entry: Prisma.AuditEntryUncheckedCreateInput | null = null;
    entryOf()
      .then(async (built) => {
        entry = built;
        if (entry) await prisma.auditEntry.create({ data: entry });
      })
      .catch((err: unknown) =>
        req.log.error({ err, url: req.originalUrl, entry }, 'audit entry lost'),
      )
      .finally(() => end(...args));
    return res;
  }) as Response['end'];
}
