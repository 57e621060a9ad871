// 'Actividad' (docs/api.md): the audit trail newest first, filtered by who, what and when.
import type { AuditAction, AuditEntryDto, AuditListQuery, Role } from '@power-gym/contracts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { localPeriod } from '../../lib/local-period.ts';
import { pageSlice, type Page } from '../../lib/paging.ts';

function whereOf(query: AuditListQuery): Prisma.AuditEntryWhereInput {
  const where: Prisma.AuditEntryWhereInput = {};
  if (query.actorId !== undefined) where.actorId = query.actorId;
  if (query.action !== undefined) where.action = query.action;
  if (query.from !== undefined || query.to !== undefined) {
    // Whole days in the gym's time zone; a missing end is open.
    const from = query.from
      ? localPeriod({ from: query.from, to: query.from }, 1).start
      : undefined;
    const to = query.to ? localPeriod({ from: query.to, to: query.to }, 1).end : undefined;
    where.at = { ...(from ? { gte: from } : {}), ...(to ? { lt: to } : {}) };
  }
  return where;
}

export async function listAuditEntries(
  prisma: PrismaClient,
  query: AuditListQuery,
): Promise<Page<AuditEntryDto>> {
  const where = whereOf(query);
  const [rows, total] = await Promise.all([
    prisma.auditEntry.findMany({
      where,
      orderBy: [{ at: 'desc' }, { id: 'desc' }],
      ...pageSlice(query),
    }),
    prisma.auditEntry.count({ where }),
  ]);
  const actorIds = [...new Set(rows.flatMap((row) => (row.actorId === null ? [] : [row.actorId])))];
  const actors = new Map(
    (
      await prisma.user.findMany({
        where: { id: { in: actorIds } },
        select: { id: true, name: true, lastName: true },
      })
    ).map((user) => [user.id, `${user.name} ${user.lastName}`.trim()]),
  );
  return {
    total,
    rows: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor:
        row.actorId === null
          ? null
          : {
              id: row.actorId,
              name: actors.get(row.actorId) ?? `Usuario ${row.actorId}`,
              role: (row.actorRole ?? 'socio') as Role,
            },
      action: row.action as AuditAction,
      entity: row.entity,
      entityId: row.entityId,
      requestId: row.requestId,
      ip: row.ip,
      before: row.before,
      after: row.after,
    })),
  };
}
