import { GYM_TIME_ZONE, ORDER_MESSAGES } from '@power-gym/contracts';
import type { Prisma } from '../generated/prisma/client.ts';
import { HttpError } from '../lib/http-error.ts';

/** Why a code may not be used: discount_refusal's answers (prisma/functions/discount_refusal.sql). */
export type DiscountRefusal =
  'discountInvalid' | 'discountExpired' | 'discountUsedUp' | 'discountUsedUpByMember';

/** The answer to each refusal, for the checkout, the cart, renewals and the public check. */
export const DISCOUNT_REFUSALS: Record<DiscountRefusal, readonly [400, string]> = {
  discountInvalid: [400, ORDER_MESSAGES.discountInvalid],
  discountExpired: [400, ORDER_MESSAGES.discountExpired],
  discountUsedUp: [400, ORDER_MESSAGES.discountUsedUp],
  discountUsedUpByMember: [400, ORDER_MESSAGES.discountUsedUpByMember],
};

/** Who would use a code, and when. */
export interface DiscountUse {
  memberId: number;
  now: Date;
}

/** Why `memberId` may not use `codigo` now, or null when they may (discount_refusal.sql). */
export async function discountRefusal(
  db: Prisma.TransactionClient,
  codigo: string,
  { memberId, now }: DiscountUse,
): Promise<DiscountRefusal | null> {
  const [row] = await db.$queryRaw<{ refusal: DiscountRefusal | null }[]>`
    SELECT discount_refusal(${codigo}::text, ${memberId}::int, ${now.toISOString()}::timestamp(3),
                            ${GYM_TIME_ZONE}::text) AS refusal`;
  return row?.refusal ?? null;
}

/**
 * The discount a code names, for an order of the member that keeps it: null without a code; a 400
 * that changes nothing for a code no discount has, past its last day or out of uses. A code with a
 * limit stays locked until the transaction ends, so its last use cannot be taken twice.
 */
export async function discountOf(
  tx: Prisma.TransactionClient,
  codigo: string | undefined,
  use: DiscountUse,
) {
  if (!codigo) return null;
  const refusal = await discountRefusal(tx, codigo, use);
  if (refusal) throw new HttpError(...DISCOUNT_REFUSALS[refusal]);
  return tx.descuento.findUniqueOrThrow({
    where: { codigo },
    select: { codigo: true, descuento: true },
  });
}
