// Whether a slot is on sale has one home, the database's slot_sale_refusal
// (prisma/functions/slot_sale.sql): the cart asks it here, the checkout in its statement,
// renewals and waitlist offers through domain/bookings/. The public catalogue lists the same
// slots (PUBLIC_SLOT in catalog.ts).
import { ORDER_MESSAGES } from '@power-gym/contracts';
import { Prisma } from '../generated/prisma/client.ts';
import { HttpError } from '../lib/http-error.ts';

type Tx = Prisma.TransactionClient;

/** Why a slot may not be sold now: it has no class, or it or its class is archived. */
export type SaleRefusal = 'slotWithoutActivity' | 'slotOffSale';

/** The SQL of the rule for the slot id `slotId` (a column or a value). */
export const saleRefusalOf = (slotId: Prisma.Sql) => Prisma.sql`slot_sale_refusal(${slotId})`;

/** The refusal of each slot off sale among `ids` (slots on sale and unknown ones are absent). */
export async function saleRefusals(
  db: Tx,
  ids: readonly number[],
): Promise<Map<number, SaleRefusal>> {
  if (ids.length === 0) return new Map();
  const rows = await db.$queryRaw<{ id: number; refusal: SaleRefusal | null }[]>`
    SELECT id, ${saleRefusalOf(Prisma.sql`id`)} AS refusal
      FROM unnest(${[...ids]}::int[]) AS id`;
  return new Map(
    rows.flatMap((row) => (row.refusal === null ? [] : [[row.id, row.refusal] as const])),
  );
}

/** The answer to a refusal: 400 a slot without a class, 409 one archived. */
export function saleRefusalError(refusal: SaleRefusal): HttpError {
  return refusal === 'slotWithoutActivity'
    ? new HttpError(400, ORDER_MESSAGES.slotWithoutActivity)
    : new HttpError(409, ORDER_MESSAGES.slotOffSale);
}
