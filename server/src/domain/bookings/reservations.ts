// The one maker of a reserved (Created) order outside the checkout: a renewal, a waitlist offer and
// the booking features to come (docs/architecture.md, 'The life of a place'). The checkout makes
// its reservation in SQL with the same pieces (prisma/functions/checkout_order.sql).
import { Prisma, type MailKind } from '../../generated/prisma/client.ts';
import { utcTimestamp } from '../../lib/sql-time.ts';
import { discountedTotal, priceLine } from '../money.ts';
import { saleRefusalOf, type SaleRefusal } from '../slot-sale.ts';
import { takeOrderPlaces } from './places.ts';

type Tx = Prisma.TransactionClient;

export interface ReservationRequest {
  userId: number;
  /** Each slot with the class it is sold as, and how many places. */
  lines: readonly { diaHoraId: number; activityId: number; quantity: number }[];
  discount: { codigo: string; descuento: number } | null;
  payerEmail: string | null;
  reservedUntil: Date;
  /** The paid order this renews, for a renewal. */
  renewsOrderId?: number;
  /** False only for a renewal within its period: the membership it renews keeps the places. */
  takePlaces: boolean;
  /** null: no mail (a débito's renewal is paid in the same transaction; its receipt says it). */
  mail: Extract<MailKind, 'orderCreated' | 'waitlistOffer'> | null;
  now: Date;
}

/** Why a reservation could not be made; nothing of it is written once the caller rolls back. */
export type ReservationRefusal =
  | { refusal: 'slotLeftClass'; diaHoraId: number }
  | { refusal: 'slotOffSale'; diaHoraId: number }
  | { refusal: 'noStock'; diaHoraId: number; activity: string; day: string; hour: string };

interface SlotOfLine {
  diaHoraId: number;
  slotActivityId: number | null;
  saleRefusal: SaleRefusal | null;
  name: string;
  price: number;
  day: string;
  hour: string;
}

/**
 * Creates a Created order of `lines`, priced from each class today (domain/money.ts), holding its
 * places until `reservedUntil`, with the review placeholders and the mail a reservation earns
 * (open_reservation in prisma/functions/bookings.sql). A slot that no longer belongs to its line's
 * class, is off sale (archived: domain/slot-sale.ts), or has too few places, refuses it: the caller must then roll its transaction back, since
 * the order row and any places already taken are written.
 */
export async function createReservedOrder(
  tx: Tx,
  request: ReservationRequest,
): Promise<{ orderId: number } | ReservationRefusal> {
  const slots = await slotsOf(tx, request.lines);
  const priced = [];
  for (const line of request.lines) {
    const slot = slots.get(line.diaHoraId);
    if (!slot || slot.slotActivityId !== line.activityId) {
      return { refusal: 'slotLeftClass', diaHoraId: line.diaHoraId };
    }
    if (slot.saleRefusal) return { refusal: 'slotOffSale', diaHoraId: line.diaHoraId };
    priced.push({ ...line, ...priceLine(slot.price, line.quantity) });
  }
  const sum = priced.reduce((total, line) => total + line.subtotal, 0);
  const order = await tx.order.create({
    data: {
      userId: request.userId,
      state: 'Created',
      renewsOrderId: request.renewsOrderId ?? null,
      placesTaken: request.takePlaces,
      total: discountedTotal(sum, request.discount?.descuento ?? null),
      discountCode: request.discount?.codigo ?? null,
      discountPercent: request.discount?.descuento ?? null,
      payerEmail: request.payerEmail,
      reservedUntil: request.reservedUntil,
      createdAt: request.now,
      updatedAt: request.now,
      lines: { create: priced },
    },
    select: { id: true },
  });
  if (request.takePlaces) {
    const short = await takeOrderPlaces(tx, order.id, request.now);
    const slot = short === null ? undefined : slots.get(short);
    if (slot) {
      const { diaHoraId, name: activity, day, hour } = slot;
      return { refusal: 'noStock', diaHoraId, activity, day, hour };
    }
  }
  await tx.$executeRaw`
    SELECT open_reservation(${order.id}::int, ${request.mail}::text, ${utcTimestamp(request.now)})`;
  return { orderId: order.id };
}

/** The lines' slots with the class each is sold as (its name and today's price). */
async function slotsOf(
  tx: Tx,
  lines: ReservationRequest['lines'],
): Promise<Map<number, SlotOfLine>> {
  const rows = await tx.$queryRaw<SlotOfLine[]>`
    SELECT d.id AS "diaHoraId", d."activityId" AS "slotActivityId",
           ${saleRefusalOf(Prisma.sql`d.id`)} AS "saleRefusal", a.name, a.price,
           d.day::text AS day, d.hour
      FROM jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) AS l("diaHoraId" int, "activityId" int)
      JOIN "DiaHora" d ON d.id = l."diaHoraId"
      JOIN "Activity" a ON a.id = l."activityId"`;
  return new Map(rows.map((row) => [row.diaHoraId, row]));
}
