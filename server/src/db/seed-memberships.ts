// The demo's members and their paid memberships (prisma/seed/memberships.json): the places that
// make some slots nearly full are booked by real orders, so the stock invariant (docs/architecture.md,
// 'Data rules') holds on the demo data and 'Resumen' reads the same figures from every block.
import { lineSubtotal, MEMBERSHIP_DAYS, REMINDER_DAYS } from '@power-gym/contracts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import type { SeedData, SeedMembership } from './seed-data.ts';

const DAY_MS = 86_400_000;

/**
 * Creates each demo member missing from the database with one paid order (Complete, membership
 * Active, a MEMBERSHIP_DAYS period from its payment, paid by hand) of a place in each of their
 * slots, taking the places with the checkout's conditional decrement. A member who already has an
 * order is left alone, so a second run changes nothing.
 */
export async function seedMemberships(
  prisma: PrismaClient,
  data: SeedData,
  activityIds: ReadonlyMap<string, number>,
  now = new Date(),
): Promise<void> {
  for (const member of data.memberships) {
    await prisma.$transaction(async (tx) => {
      const { paidDaysAgo: _days, slots: _slots, ...profile } = member;
      const user = await tx.user.upsert({
        where: { email: member.email },
        create: profile,
        update: {},
        select: { id: true, _count: { select: { orders: true } } },
      });
      if (user._count.orders > 0) return;
      const lines = await Promise.all(member.slots.map((slot) => lineOf(tx, activityIds, slot)));
      const paidAt = new Date(now.getTime() - member.paidDaysAgo * DAY_MS);
      const periodEnd = new Date(paidAt.getTime() + MEMBERSHIP_DAYS * DAY_MS);
      const reminderAt = new Date(periodEnd.getTime() - REMINDER_DAYS * DAY_MS);
      await tx.order.create({
        data: {
          userId: user.id,
          state: 'Complete',
          total: lines.reduce((sum, line) => sum + line.subtotal, 0),
          paymentId: `manual-seed-${member.uid}`,
          paymentStatus: 'approved',
          paidAt,
          membership: 'Active',
          periodStart: paidAt,
          periodEnd,
          reminderAt,
          // The demo shows 'Por vencer' without mailing example.com addresses.
          reminderQueuedAt: reminderAt <= now ? now : null,
          createdAt: paidAt,
          lines: { create: lines },
        },
      });
      for (const line of lines) await takePlace(tx, line.diaHoraId, member);
    });
  }
}

type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

async function lineOf(
  tx: Tx,
  activityIds: ReadonlyMap<string, number>,
  [activity, day, hour]: SeedMembership['slots'][number],
) {
  const activityId = activityIds.get(activity);
  const slot =
    activityId === undefined
      ? null
      : await tx.diaHora.findFirst({
          where: { activityId, day, hour },
          select: { id: true, activityId: true, activity: { select: { price: true } } },
        });
  if (!slot?.activity || slot.activityId === null) {
    throw new Error(`Seed data refers to unknown slot ${activity} ${day} ${hour}`);
  }
  const unitPrice = slot.activity.price;
  return {
    diaHoraId: slot.id,
    activityId: slot.activityId,
    quantity: 1,
    unitPrice,
    subtotal: lineSubtotal(unitPrice, 1),
  };
}

/** One place of the slot, never below zero (the checkout's conditional decrement). */
async function takePlace(tx: Tx, diaHoraId: number, member: SeedMembership): Promise<void> {
  const taken = await tx.$executeRaw`
    UPDATE "DiaHora" SET stock = stock - 1, "updatedAt" = now() WHERE id = ${diaHoraId} AND stock >= 1`;
  if (taken !== 1) throw new Error(`Seed: no place left for ${member.email} on slot ${diaHoraId}`);
}

/** Fails loudly when a slot's stock is not capacity − its booked places (prisma/functions/places_held.sql). */
export async function assertStockInvariant(prisma: PrismaClient): Promise<void> {
  const breaches = await prisma.$queryRaw<{ slot_id: number; stock: number; expected: number }[]>`
    SELECT slot_id, stock, expected FROM stock_breaches()`;
  if (breaches.length > 0) {
    const list = breaches
      .map((b) => `slot ${b.slot_id}: stock ${b.stock}, expected ${b.expected}`)
      .join('; ');
    throw new Error(`Seed: stock is not capacity − booked places on ${list}`);
  }
}
