// A legal request's row as the routes answer it, and the row locked for a change.
import type {
  LegalRequestDto,
  LegalRequestOutcomeDto,
  LegalRequestState as StateLabel,
} from '@power-gym/contracts';
import type { LegalRequest, LegalRequestState, Prisma } from '../../generated/prisma/client.ts';

type Tx = Prisma.TransactionClient;

export const STATE_LABELS: Record<LegalRequestState, StateLabel> = {
  SinConfirmar: 'Sin confirmar',
  Confirmada: 'Confirmada',
  Resuelta: 'Resuelta',
  Rechazada: 'Rechazada',
};

export const STATES_BY_LABEL = Object.fromEntries(
  Object.entries(STATE_LABELS).map(([state, label]) => [label, state]),
) as Record<StateLabel, LegalRequestState>;

export type Endings = LegalRequestOutcomeDto['endings'];

export function outcomeDto(row: LegalRequest): LegalRequestOutcomeDto {
  return {
    code: row.code,
    kind: row.kind,
    state: STATE_LABELS[row.state],
    reason: row.reason,
    orderId: row.orderId,
    endings: (row.endings as Endings | null) ?? [],
  };
}

export const adminSelect = {
  include: { user: { select: { id: true, name: true, lastName: true } } },
} as const;

export function legalRequestDto(
  row: Prisma.LegalRequestGetPayload<typeof adminSelect>,
): LegalRequestDto {
  return {
    code: row.code,
    kind: row.kind,
    state: STATE_LABELS[row.state],
    reason: row.reason,
    email: row.email,
    member: row.user
      ? { id: row.user.id, name: `${row.user.name} ${row.user.lastName}`.trim() }
      : null,
    orderId: row.orderId,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

/**
 * The request `code`, locked for the rest of the transaction (every change of a request runs
 * under it, so a confirm and a second confirm or the admin's answer run one after another;
 * orders are locked after it); null when there is none.
 */
export async function lockRequest(tx: Tx, code: string): Promise<LegalRequest | null> {
  const rows = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM "LegalRequest" WHERE code = ${code} FOR UPDATE`;
  const id = rows[0]?.id;
  return id === undefined ? null : tx.legalRequest.findUniqueOrThrow({ where: { id } });
}

/** The live member with this address (any case), if any: the same query for both forms. */
export function memberByEmail(db: Tx, email: string) {
  return db.user.findFirst({
    where: { email: { equals: email, mode: 'insensitive' }, deletedAt: null },
    select: { id: true },
  });
}

/** Long enough for Mercado Pago's answer, which a confirm and the admin's refund wait for. */
export const WITH_PROVIDER = { maxWait: 10_000, timeout: 30_000 } as const;
