// Admin writes on classes. Each answers the class in the GET /activity/all shape.
import {
  ADMIN_MESSAGES,
  type ActivityDto,
  type AdminActivityDto,
  type CreateActivityBody,
  type UpdateActivityBody,
} from '@power-gym/contracts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { archiveChange } from '../../domain/catalog.ts';
import { HttpError } from '../../lib/http-error.ts';
import { dropCartLines, refusingWhenReferenced } from '../../domain/cart-lines.ts';
import { getActivitySummary } from './activities.service.ts';

type Tx = Prisma.TransactionClient;

async function assertActivityExists(db: Tx, id: number): Promise<void> {
  const row = await db.activity.findUnique({ where: { id }, select: { id: true } });
  if (!row) throw new HttpError(404, ADMIN_MESSAGES.activityNotFound);
}

async function assertTrainersExist(db: Tx, ids: number[]): Promise<void> {
  const found = await db.trainer.count({ where: { id: { in: ids } } });
  if (found !== ids.length) throw new HttpError(404, ADMIN_MESSAGES.trainerNotFound);
}

/**
 * Gives free slots to a class. The conditional update claims only slots without a class, so two
 * admins racing for one slot cannot both get it.
 */
async function claimFreeSlots(tx: Tx, activityId: number, slotIds: number[]): Promise<void> {
  const claimed = await tx.diaHora.updateMany({
    where: { id: { in: slotIds }, activityId: null },
    data: { activityId },
  });
  if (claimed.count === slotIds.length) return;
  const existing = await tx.diaHora.count({ where: { id: { in: slotIds } } });
  if (existing !== slotIds.length) throw new HttpError(404, ADMIN_MESSAGES.slotNotFound);
  throw new HttpError(409, ADMIN_MESSAGES.slotOfOtherActivity);
}

/** POST /activity: the class with its trainers and its slots, all or nothing. */
export async function createActivity(
  prisma: PrismaClient,
  { trainers, diaHoraId, ...fields }: CreateActivityBody,
): Promise<ActivityDto> {
  return prisma.$transaction(async (tx) => {
    await assertTrainersExist(tx, trainers);
    const activity = await tx.activity.create({
      data: { ...fields, trainers: { connect: trainers.map((id) => ({ id })) } },
      select: { id: true },
    });
    await claimFreeSlots(tx, activity.id, diaHoraId);
    return getActivitySummary(tx, activity.id);
  });
}

/** PUT /activity/{id}: the class fields sent, nothing else. */
export async function updateActivity(
  prisma: PrismaClient,
  id: number,
  fields: UpdateActivityBody,
): Promise<ActivityDto> {
  return prisma.$transaction(async (tx) => {
    await assertActivityExists(tx, id);
    await tx.activity.update({ where: { id }, data: fields, select: { id: true } });
    return getActivitySummary(tx, id);
  });
}

/** addTrainer / deleteTrainer: both idempotent; both ids must exist. */
export async function setActivityTrainer(
  prisma: PrismaClient,
  { activityId, trainerId }: { activityId: number; trainerId: number },
  linked: boolean,
): Promise<ActivityDto> {
  return prisma.$transaction(async (tx) => {
    await assertActivityExists(tx, activityId);
    await assertTrainersExist(tx, [trainerId]);
    const change = { id: trainerId };
    await tx.activity.update({
      where: { id: activityId },
      data: { trainers: linked ? { connect: change } : { disconnect: change } },
      select: { id: true },
    });
    return getActivitySummary(tx, activityId);
  });
}

/**
 * DELETE /activity/{id}: refused while an order past the cart (paid, reserved or cancelled) has a
 * line of the class: those orders keep their history. Lines in open carts leave the carts; the
 * class's slots become free slots; its trainers stay.
 */
export async function deleteActivity(prisma: PrismaClient, id: number): Promise<void> {
  await prisma.$transaction(async (tx) => {
    await dropCartLines(tx, { activityId: id });
    const rows = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM "Activity" WHERE id = ${id} FOR UPDATE`;
    if (rows.length === 0) throw new HttpError(404, ADMIN_MESSAGES.activityNotFound);
    const ordered = await tx.orderLine.count({
      where: { activityId: id, order: { state: { not: 'Cart' } } },
    });
    if (ordered > 0) throw new HttpError(409, ADMIN_MESSAGES.activityInOrders);
    await refusingWhenReferenced(ADMIN_MESSAGES.activityInOrders, () =>
      tx.activity.delete({ where: { id }, select: { id: true } }),
    );
  });
}

/**
 * 'Archivar' / 'Restaurar': an archived class leaves the public pages and the sale (its slots with
 * it: prisma/functions/slot_sale.sql); its orders, memberships and reviews stay. Archiving again
 * keeps the first date.
 */
export async function setActivityArchived(
  prisma: PrismaClient,
  id: number,
  archived: boolean,
): Promise<AdminActivityDto> {
  return prisma.$transaction(async (tx) => {
    await assertActivityExists(tx, id);
    await tx.activity.updateMany(archiveChange(id, archived));
    return getActivitySummary(tx, id);
  });
}
