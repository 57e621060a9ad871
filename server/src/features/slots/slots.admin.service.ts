// Admin writes on weekly slots. A slot's stock is the places still free; capacity - stock are the
// places members hold (domain/bookings/places.ts, holdsPlaces). Every write that reads those
// figures locks the slot row first, so checkout's conditional decrement and a release wait for it.
import {
  ADMIN_MESSAGES,
  capacityBelowTakenMessage,
  type AdminSlotDto,
  type AttachSlotBody,
  type CreateSlotBody,
  type DiaHoraWithActivityDto,
  type UpdateSlotBody,
} from '@power-gym/contracts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { archiveChange } from '../../domain/catalog.ts';
import { HttpError } from '../../lib/http-error.ts';
import { dropCartLines, refusingWhenReferenced } from '../../domain/cart-lines.ts';
import type { Bookings } from '../../domain/bookings/index.ts';
import { lockSlot as lockSlotRow, slotIsHeld } from '../../domain/bookings/places.ts';
import { getSlot } from './slots.service.ts';

type Tx = Prisma.TransactionClient;

/** Locks the slot; 404 when it does not exist. */
async function lockSlot(tx: Tx, id: number) {
  const slot = await lockSlotRow(tx, id);
  if (!slot) throw new HttpError(404, ADMIN_MESSAGES.slotNotFound);
  return slot;
}

/** POST /diahora/create: a free slot, every place available. */
export async function createSlot(
  prisma: PrismaClient,
  { day, hour, capacity }: CreateSlotBody,
): Promise<DiaHoraWithActivityDto> {
  const slot = await prisma.diaHora.create({
    data: { day, hour, capacity, stock: capacity },
    select: { id: true },
  });
  return getSlot(prisma, slot.id);
}

/**
 * PUT /diahora/{id}. A new capacity keeps the places already taken: stock becomes
 * capacity - taken, and a capacity below taken is refused. Places a raise frees go to the
 * slot's waitlist.
 */
export async function updateSlot(
  prisma: PrismaClient,
  id: number,
  { capacity, ...fields }: UpdateSlotBody,
  bookings: Bookings,
): Promise<DiaHoraWithActivityDto> {
  return prisma.$transaction(async (tx) => {
    const slot = await lockSlot(tx, id);
    const taken = slot.capacity - slot.stock;
    if (capacity !== undefined && capacity < taken) {
      throw new HttpError(409, capacityBelowTakenMessage(taken));
    }
    await tx.diaHora.update({
      where: { id },
      data: { ...fields, ...(capacity !== undefined && { capacity, stock: capacity - taken }) },
      select: { id: true },
    });
    await bookings.placesAdded(tx, id);
    return getSlot(tx, id);
  });
}

/** POST /diahora/activity: gives a free slot to a class; the same pair again changes nothing. */
export async function attachSlot(
  prisma: PrismaClient,
  { activityId, diaHoraId }: AttachSlotBody,
): Promise<DiaHoraWithActivityDto> {
  return prisma.$transaction(async (tx) => {
    const slot = await lockSlot(tx, diaHoraId);
    const activity = await tx.activity.findUnique({
      where: { id: activityId },
      select: { id: true },
    });
    if (!activity) throw new HttpError(404, ADMIN_MESSAGES.activityNotFound);
    if (slot.activityId !== null && slot.activityId !== activityId) {
      throw new HttpError(409, ADMIN_MESSAGES.slotOfOtherActivity);
    }
    await tx.diaHora.update({
      where: { id: diaHoraId },
      data: { activityId },
      select: { id: true },
    });
    return getSlot(tx, diaHoraId);
  });
}

/**
 * DELETE /diahora/activity/{activityId}/{diaHoraId}: frees the slot from its class, refused while
 * anyone holds a place in it (a reservation or a running membership). Lines still in carts stay;
 * checkout then answers that the slot has no class, and a renewal of an expired membership that
 * its slot left.
 */
export async function detachSlot(
  prisma: PrismaClient,
  { activityId, diaHoraId }: { activityId: number; diaHoraId: number },
): Promise<DiaHoraWithActivityDto> {
  return prisma.$transaction(async (tx) => {
    const slot = await lockSlot(tx, diaHoraId);
    if (slot.activityId !== activityId) throw new HttpError(404, ADMIN_MESSAGES.slotNotInActivity);
    if (await slotIsHeld(tx, diaHoraId)) throw new HttpError(409, ADMIN_MESSAGES.slotHasBookings);
    await tx.diaHora.update({
      where: { id: diaHoraId },
      data: { activityId: null },
      select: { id: true },
    });
    return getSlot(tx, diaHoraId);
  });
}

/**
 * DELETE /diahora/{id}: refused while an order past the cart (paid, reserved or cancelled) has a
 * line of the slot: those orders keep their history. Lines in open carts leave the carts.
 */
export async function deleteSlot(prisma: PrismaClient, id: number): Promise<void> {
  await prisma.$transaction(async (tx) => {
    await dropCartLines(tx, { diaHoraId: id });
    await lockSlot(tx, id);
    const ordered = await tx.orderLine.count({
      where: { diaHoraId: id, order: { state: { not: 'Cart' } } },
    });
    if (ordered > 0) throw new HttpError(409, ADMIN_MESSAGES.slotInOrders);
    await refusingWhenReferenced(ADMIN_MESSAGES.slotInOrders, () =>
      tx.diaHora.delete({ where: { id }, select: { id: true } }),
    );
  });
}

/**
 * 'Archivar' / 'Restaurar': an archived slot leaves the public pages and the sale
 * (prisma/functions/slot_sale.sql); the memberships that hold it run to their end. Restored, the
 * places freed meanwhile go to its waitlist. Archiving again keeps the first date.
 */
export async function setSlotArchived(
  prisma: PrismaClient,
  id: number,
  archived: boolean,
  bookings: Bookings,
): Promise<AdminSlotDto> {
  return prisma.$transaction(async (tx) => {
    await lockSlot(tx, id);
    await tx.diaHora.updateMany(archiveChange(id, archived));
    if (!archived) await bookings.placesAdded(tx, id);
    return getSlot(tx, id);
  });
}
