// 'Solicitudes' for the admin (docs/api.md): every request, newest first, and the answer to one
// that waits ('Confirmada': an arrepentimiento after the days the law gives, or one Mercado Pago
// could not refund). 'Resuelta' on an arrepentimiento refunds the order through the one refund
// path, as the confirm would have; either way the person is mailed the outcome.
import {
  LEGAL_REQUEST_MESSAGES,
  type LegalRequestDto,
  type LegalRequestListQuery,
  type ResolveLegalRequestBody,
} from '@power-gym/contracts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { pageOf, pageSlice, type Page } from '../../lib/paging.ts';
import {
  refundAtProvider,
  refundLockedOrder,
  tellProviderOfEndedDebits,
  type RefundDeps,
} from '../../domain/refunds.ts';
import { queueLegalRequestMail } from '../../domain/outbox/legal-request-mails.ts';
import { matchingOrder } from './arrepentimiento.ts';
import {
  adminSelect,
  legalRequestDto,
  lockRequest,
  STATES_BY_LABEL,
  WITH_PROVIDER,
} from './rows.ts';

export function listLegalRequests(
  prisma: PrismaClient,
  query: LegalRequestListQuery,
): Promise<Page<LegalRequestDto>> {
  const where: Prisma.LegalRequestWhereInput =
    query.state === undefined ? {} : { state: STATES_BY_LABEL[query.state] };
  return pageOf(
    prisma.legalRequest.findMany({
      where,
      ...adminSelect,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      ...pageSlice(query),
    }),
    prisma.legalRequest.count({ where }),
    legalRequestDto,
  );
}

export async function resolveLegalRequest(
  prisma: PrismaClient,
  deps: RefundDeps,
  code: string,
  body: ResolveLegalRequestBody,
  now = new Date(),
): Promise<LegalRequestDto> {
  let refundedOrderId: number | null = null;
  const dto = await prisma.$transaction(async (tx) => {
    const request = await lockRequest(tx, code);
    if (!request) throw new HttpError(404, LEGAL_REQUEST_MESSAGES.notFound);
    if (request.state !== 'Confirmada') throw new HttpError(409, LEGAL_REQUEST_MESSAGES.notWaiting);
    let reason = body.reason ?? null;
    if (body.state === 'Resuelta' && request.kind === 'Arrepentimiento') {
      const order = await matchingOrder(tx, request);
      if (order) {
        // Mercado Pago refusing answers the admin 502 and changes nothing: try again later.
        await refundAtProvider(tx, deps, order.id);
        const outcome = await refundLockedOrder(tx, deps, order.id, now);
        if (outcome === 'refunded') refundedOrderId = order.id;
        if (outcome === 'alreadyRefunded' && reason === null) {
          reason = LEGAL_REQUEST_MESSAGES.alreadyRefunded;
        }
      }
    }
    const row = await tx.legalRequest.update({
      where: { id: request.id },
      data: { state: body.state, reason, resolvedAt: now },
      ...adminSelect,
    });
    await queueLegalRequestMail(tx, row.email, {
      kind: 'legalRequestOutcome',
      data: {
        kind: row.kind,
        code: row.code,
        state: body.state,
        reason,
        orderId: row.orderId,
        refunded: refundedOrderId !== null,
      },
    });
    return legalRequestDto(row);
  }, WITH_PROVIDER);
  if (refundedOrderId !== null) await tellProviderOfEndedDebits(prisma, deps, refundedOrderId);
  return dto;
}
