// POST /solicitudes/{code}/confirm: the mailed link's token confirms the request, once. The
// request's row is locked for the whole confirm, Mercado Pago's refund included, so two confirms
// at once give one outcome and the second answers it; the order's own transition (domain/refunds.ts)
// meets the admin's refund and a débito's charge.
import { LEGAL_REQUEST_MESSAGES, type LegalRequestOutcomeDto } from '@power-gym/contracts';
import type { LegalRequest, PrismaClient } from '../../generated/prisma/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { tellProviderOfEndedDebits, type RefundDeps } from '../../domain/refunds.ts';
import { queueLegalRequestMail } from '../../domain/outbox/legal-request-mails.ts';
import { pushSubscription } from '../../domain/subscriptions/sync.ts';
import { confirmArrepentimiento, type Decision } from './arrepentimiento.ts';
import { confirmBaja } from './baja.ts';
import { lockRequest, outcomeDto, WITH_PROVIDER, type Endings } from './rows.ts';
import { tokenMatches } from './secrets.ts';

const linkInvalid = (status: 400 | 410) =>
  new HttpError(status, LEGAL_REQUEST_MESSAGES.linkInvalid);

interface Confirmed {
  row: LegalRequest;
  /** What Mercado Pago must hear once this commits: débitos the baja or the refund ended. */
  debitIds: number[];
  refundedOrderId: number | null;
}

export async function confirmLegalRequest(
  prisma: PrismaClient,
  deps: RefundDeps,
  { code, token }: { code: string; token: string },
  now = new Date(),
): Promise<LegalRequestOutcomeDto> {
  const confirmed = await prisma.$transaction(async (tx): Promise<Confirmed> => {
    const request = await lockRequest(tx, code);
    // An unknown code answers as a wrong token: the link tells nothing about other requests.
    if (!request || !tokenMatches(token, request.tokenHash)) throw linkInvalid(400);
    if (request.state !== 'SinConfirmar') {
      return { row: request, debitIds: [], refundedOrderId: null };
    }
    if (request.tokenExpiresAt <= now) throw linkInvalid(410);

    let decision: Decision;
    let endings: Endings | null = null;
    let debitIds: number[] = [];
    let userId = request.userId;
    let ended: { debits: number; renewals: number } | undefined;
    if (request.kind === 'Arrepentimiento') {
      decision = await confirmArrepentimiento(tx, deps, request, now);
    } else {
      const baja = await confirmBaja(tx, deps.bookings, request, now);
      decision = { state: 'Resuelta', reason: null };
      ({ endings, debitIds, userId } = baja);
      ended = { debits: baja.debitIds.length, renewals: baja.renewals };
    }
    const refunded =
      request.kind === 'Arrepentimiento' &&
      decision.state === 'Resuelta' &&
      decision.reason === null;
    const row = await tx.legalRequest.update({
      where: { id: request.id },
      data: {
        state: decision.state,
        reason: decision.reason,
        userId,
        confirmedAt: now,
        resolvedAt: decision.state === 'Confirmada' ? null : now,
        ...(endings === null ? {} : { endings }),
      },
    });
    await queueLegalRequestMail(tx, row.email, {
      kind: 'legalRequestOutcome',
      data: {
        kind: row.kind,
        code: row.code,
        state: decision.state,
        reason: decision.reason,
        orderId: row.orderId,
        refunded,
        ended,
        endings: endings ?? [],
      },
    });
    return { row, debitIds, refundedOrderId: refunded ? row.orderId : null };
  }, WITH_PROVIDER);

  for (const id of confirmed.debitIds) {
    await pushSubscription(prisma, deps.provider, deps.logger, id);
  }
  if (confirmed.refundedOrderId !== null) {
    await tellProviderOfEndedDebits(prisma, deps, confirmed.refundedOrderId);
  }
  return outcomeDto(confirmed.row);
}
