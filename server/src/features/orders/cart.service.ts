import {
  MAX_LINE_QUANTITY,
  ORDER_MESSAGES,
  growsPastPlacesLeft,
  placesLeftMessage,
  type CartDto,
  type CartLineInput,
  type OrderDto,
  type OrderLineDto,
} from '@power-gym/contracts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { prismaErrorCode } from '../../lib/database-errors.ts';
import { lockOrder } from '../../domain/bookings/orders.ts';
import { discountOf } from '../../domain/discount-codes.ts';
import { priceLine } from '../../domain/money.ts';
import { saleRefusalError, saleRefusals } from '../../domain/slot-sale.ts';
import { getOrderDto, orderLineSelect, toOrderLineDto } from './order-dto.ts';

type Tx = Prisma.TransactionClient;

async function assertUserExists(db: Tx | PrismaClient, userId: number): Promise<void> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true } });
  if (!user) throw new HttpError(404, ORDER_MESSAGES.userNotFound);
}

/** The user's open cart, created when missing; two racing calls still end with one. */
export async function findOrCreateCart(prisma: PrismaClient, userId: number): Promise<CartDto> {
  const existing = await prisma.order.findFirst({ where: { userId, state: 'Cart' } });
  if (existing) return { order: await getOrderDto(prisma, existing.id), isNew: false };
  await assertUserExists(prisma, userId);
  try {
    const created = await prisma.order.create({ data: { userId } });
    return { order: await getOrderDto(prisma, created.id), isNew: true };
  } catch (error) {
    if (prismaErrorCode(error) !== 'P2002') throw error;
    const winner = await prisma.order.findFirstOrThrow({ where: { userId, state: 'Cart' } });
    return { order: await getOrderDto(prisma, winner.id), isNew: false };
  }
}

/** 'Vaciar carrito': drops the open cart and its lines and opens an empty one. */
export async function resetCart(
  prisma: PrismaClient,
  userId: number,
): Promise<{ newOrderId: number }> {
  await assertUserExists(prisma, userId);
  return prisma.$transaction(async (tx) => {
    const carts = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM "Order" WHERE "userId" = ${userId} AND state = 'Cart' FOR UPDATE`;
    await tx.order.deleteMany({ where: { id: { in: carts.map((cart) => cart.id) } } });
    const created = await tx.order.create({ data: { userId } });
    return { newOrderId: created.id };
  });
}

/** Locks a cart: 404 unknown, 409 already confirmed. */
async function lockCart(tx: Tx, orderId: number) {
  const order = await lockOrder(tx, orderId);
  if (order.state !== 'Cart') throw new HttpError(409, ORDER_MESSAGES.notCart);
  return order;
}

/**
 * Keeps a discount code on the cart (or removes it, without a code): the checkout applies it
 * whichever browser the member pays from. An unknown code is refused and changes nothing.
 */
export async function setCartDiscount(
  prisma: PrismaClient,
  orderId: number,
  codigo: string | undefined,
): Promise<OrderDto> {
  return prisma.$transaction(async (tx) => {
    const cart = await lockCart(tx, orderId);
    const discount = await discountOf(tx, codigo, { memberId: cart.userId, now: new Date() });
    await tx.order.update({
      where: { id: orderId },
      data: {
        discountCode: discount?.codigo ?? null,
        discountPercent: discount?.descuento ?? null,
      },
    });
    return getOrderDto(tx, orderId);
  });
}

/** What a line needs of its slot, read from the database: its class's price and its places left. */
interface SlotForLine {
  activity: { id: number; name: string; price: number };
  day: string;
  hour: string;
  stock: number;
}

/**
 * The slots of the lines as the database has them now (the cart is locked by the caller, so two
 * changes to one cart run one after the other): 404 for an unknown slot, 400 for one without class,
 * 409 for one off sale (domain/slot-sale.ts).
 * The places are taken only at checkout, which checks the stock again.
 */
export async function slotsForLines(
  tx: Tx,
  diaHoraIds: number[],
): Promise<Map<number, SlotForLine>> {
  const slots = await tx.diaHora.findMany({
    where: { id: { in: diaHoraIds } },
    select: {
      id: true,
      day: true,
      hour: true,
      stock: true,
      activity: { select: { id: true, name: true, price: true } },
    },
  });
  const found = new Map(slots.map((slot) => [slot.id, slot]));
  const offSale = await saleRefusals(tx, diaHoraIds);
  const result = new Map<number, SlotForLine>();
  for (const id of diaHoraIds) {
    const slot = found.get(id);
    if (!slot) throw new HttpError(404, ORDER_MESSAGES.slotNotFound);
    const refusal = offSale.get(id);
    if (refusal) throw saleRefusalError(refusal);
    const { activity, day, hour, stock } = slot;
    if (!activity) throw new HttpError(400, ORDER_MESSAGES.slotWithoutActivity);
    result.set(id, { activity, day, hour, stock });
  }
  return result;
}

function slotOf(slots: Map<number, SlotForLine>, diaHoraId: number): SlotForLine {
  const slot = slots.get(diaHoraId);
  if (!slot) throw new HttpError(400, ORDER_MESSAGES.slotWithoutActivity);
  return slot;
}

/** A line may not grow past its slot's places left (409, 'Solo queda 1 lugar para …'). */
function checkPlacesLeft(slot: SlotForLine, next: number, current: number): void {
  if (growsPastPlacesLeft(slot.stock, current, next)) {
    throw new HttpError(
      409,
      placesLeftMessage(slot.stock, slot.activity.name, slot.day, slot.hour),
    );
  }
}

/**
 * 'Guardar' and the sign-in merge never hold more places than are left: a quantity is capped at
 * the slot's stock, yet a line keeps at least 1 (a full slot's line stays, for the cart to flag).
 */
function capAtStock(slot: SlotForLine, quantity: number): number {
  return Math.max(1, Math.min(quantity, slot.stock));
}

function checkQuantity(quantity: number): void {
  if (quantity > MAX_LINE_QUANTITY) {
    throw new HttpError(400, ORDER_MESSAGES.quantityInvalid, {
      quantity: ORDER_MESSAGES.quantityInvalid,
    });
  }
}

/** The lines of an order, in slot order (its callers have already found the order). */
export async function getOrderLines(
  tx: Tx | PrismaClient,
  orderId: number,
): Promise<OrderLineDto[]> {
  const rows = await tx.orderLine.findMany({
    where: { orderId },
    select: orderLineSelect,
    orderBy: { diaHoraId: 'asc' },
  });
  return rows.map(toOrderLineDto);
}

/** The cart's running total (no discount until checkout). */
async function refreshCartTotal(tx: Tx, orderId: number): Promise<void> {
  const { _sum } = await tx.orderLine.aggregate({ where: { orderId }, _sum: { subtotal: true } });
  await tx.order.update({ where: { id: orderId }, data: { total: _sum.subtotal ?? 0 } });
}

/**
 * 'Guardar' and the sign-in merge: the cart becomes exactly these lines, priced from the database,
 * each capped at its slot's places left (capAtStock).
 */
export async function saveCartLines(
  prisma: PrismaClient,
  orderId: number,
  lines: CartLineInput[],
): Promise<OrderLineDto[]> {
  const merged = new Map<number, number>();
  for (const line of lines) {
    merged.set(line.diaHoraId, (merged.get(line.diaHoraId) ?? 0) + line.quantity);
  }
  for (const quantity of merged.values()) checkQuantity(quantity);
  return prisma.$transaction(async (tx) => {
    await lockCart(tx, orderId);
    const slots = await slotsForLines(tx, [...merged.keys()]);
    await tx.orderLine.deleteMany({ where: { orderId } });
    await tx.orderLine.createMany({
      data: [...merged].map(([diaHoraId, asked]) => {
        const slot = slotOf(slots, diaHoraId);
        const { activity } = slot;
        const quantity = capAtStock(slot, asked);
        return {
          orderId,
          diaHoraId,
          quantity,
          activityId: activity.id,
          ...priceLine(activity.price, quantity),
        };
      }),
    });
    await refreshCartTotal(tx, orderId);
    return getOrderLines(tx, orderId);
  });
}

export interface CartLineChange {
  orderId: number;
  diaHoraId: number;
  quantity?: number | undefined;
  /** 'add' grows an existing line by quantity (default 1); 'set' replaces its quantity. */
  mode: 'add' | 'set';
}

/**
 * One slot into the cart: a new line, or the existing line grown (add) or replaced (set); growing
 * past the slot's places left is refused (409) and changes nothing.
 */
export async function changeCartLine(
  prisma: PrismaClient,
  { orderId, diaHoraId, quantity, mode }: CartLineChange,
): Promise<OrderLineDto[]> {
  return prisma.$transaction(async (tx) => {
    await lockCart(tx, orderId);
    const slot = slotOf(await slotsForLines(tx, [diaHoraId]), diaHoraId);
    const { activity } = slot;
    const existing = await tx.orderLine.findUnique({
      where: { orderId_diaHoraId: { orderId, diaHoraId } },
      select: { quantity: true },
    });
    const next = mode === 'add' && existing ? existing.quantity + (quantity ?? 1) : (quantity ?? 1);
    checkQuantity(next);
    checkPlacesLeft(slot, next, existing?.quantity ?? 0);
    const priced = { quantity: next, activityId: activity.id, ...priceLine(activity.price, next) };
    await tx.orderLine.upsert({
      where: { orderId_diaHoraId: { orderId, diaHoraId } },
      create: { orderId, diaHoraId, ...priced },
      update: priced,
    });
    await refreshCartTotal(tx, orderId);
    return getOrderLines(tx, orderId);
  });
}
