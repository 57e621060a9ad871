// 'Aumento de cuota' (docs/architecture.md, 'Débito automático'): the admin sets a class's new price
// from a day at least PRICE_NOTICE_DAYS ahead; members whose débito pays for the class are mailed
// when it is set; on that day the class's price changes, once, and so does each of those débitos
// (the subscription sync then tells Mercado Pago, once each).
import {
  PRICE_CHANGE_MESSAGES,
  formatGymDate,
  formatMoney,
  type PriceChangeDto,
} from '@power-gym/contracts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { addDays, gymToday } from '../../lib/local-period.ts';
import { paragraphsMail } from '../outbox/templates.ts';
import { sweepInBatches } from '../sweep.ts';
import { membershipAmount } from './amount.ts';

type Tx = Prisma.TransactionClient;

interface PriceChangeRow {
  id: number;
  activityId: number;
  price: number;
  effectiveFrom: Date;
  noticed: number;
  appliedAt: Date | null;
  withdrawnAt: Date | null;
  createdAt: Date;
}

const asDay = (date: Date) => date.toISOString().slice(0, 10);
const dayDate = (day: string) => new Date(`${day}T00:00:00.000Z`);

function priceChangeDto(row: PriceChangeRow): PriceChangeDto {
  return {
    id: row.id,
    activityId: row.activityId,
    price: row.price,
    effectiveFrom: asDay(row.effectiveFrom),
    state: row.appliedAt ? 'Aplicado' : row.withdrawnAt ? 'Retirado' : 'Programado',
    noticed: row.noticed,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The live débitos (not cancelled) whose membership includes the class. */
function debitsPaying(db: Tx, activityId: number) {
  return db.subscription.findMany({
    where: { status: { not: 'Cancelled' }, order: { lines: { some: { activityId } } } },
    select: {
      id: true,
      orderId: true,
      order: {
        select: {
          payerEmail: true,
          user: { select: { email: true, name: true, lastName: true } },
        },
      },
    },
  });
}

export interface ScheduleInput {
  activityId: number;
  price: number;
  effectiveFrom: string;
  noticeDays: number;
  publicUrl: string;
  now?: Date;
}

/** POST /activity/{id}/price-changes: schedules the rise and mails each member with a débito. */
export async function schedulePriceChange(
  prisma: PrismaClient,
  { activityId, price, effectiveFrom, noticeDays, publicUrl, now = new Date() }: ScheduleInput,
  notFound: string,
): Promise<PriceChangeDto> {
  if (effectiveFrom < addDays(gymToday(now), noticeDays)) {
    throw new HttpError(400, PRICE_CHANGE_MESSAGES.tooSoon);
  }
  return prisma.$transaction(async (tx) => {
    const [activity] = await tx.$queryRaw<{ name: string; price: number }[]>`
      SELECT name, price FROM "Activity" WHERE id = ${activityId} AND "archivedAt" IS NULL FOR UPDATE`;
    if (!activity) throw new HttpError(404, notFound);
    if (activity.price === price) throw new HttpError(409, PRICE_CHANGE_MESSAGES.samePrice);
    const duplicate = await tx.priceChange.count({
      where: {
        activityId,
        effectiveFrom: dayDate(effectiveFrom),
        appliedAt: null,
        withdrawnAt: null,
      },
    });
    if (duplicate > 0) throw new HttpError(409, PRICE_CHANGE_MESSAGES.duplicate);

    const debits = await debitsPaying(tx, activityId);
    const when = formatGymDate(`${effectiveFrom}T12:00:00.000Z`);
    for (const debit of debits) {
      const { user, payerEmail } = debit.order;
      const mail = paragraphsMail(
        `Aumento de cuota: ${activity.name}`,
        `Hola ${user.name} ${user.lastName},`,
        [
          `Desde el ${when}, la cuota de ${activity.name} pasa de ${formatMoney(activity.price)} ` +
            `a ${formatMoney(price)} por mes.`,
          'Tu débito automático cobrará el monto nuevo desde esa fecha. Si no querés seguir, ' +
            'podés cancelarlo cuando quieras desde Mis actividades.',
        ],
        { label: 'Ver mis abonos', url: `${publicUrl}/sociodashboard?seccion=actividades` },
      );
      await tx.emailOutbox.create({ data: { to: payerEmail ?? user.email, ...mail } });
    }
    const row = await tx.priceChange.create({
      data: { activityId, price, effectiveFrom: dayDate(effectiveFrom), noticed: debits.length },
    });
    return priceChangeDto(row);
  });
}

/** GET /activity/{id}/price-changes: every rise of the class, the latest day first. */
export async function listPriceChanges(prisma: PrismaClient, activityId: number) {
  const rows = await prisma.priceChange.findMany({
    where: { activityId },
    orderBy: [{ effectiveFrom: 'desc' }, { id: 'desc' }],
    take: 100,
  });
  return rows.map(priceChangeDto);
}

/** DELETE /activity/{id}/price-changes/{changeId}: withdrawn before its day; once applied, 409. */
export async function withdrawPriceChange(
  prisma: PrismaClient,
  activityId: number,
  changeId: number,
): Promise<PriceChangeDto> {
  return prisma.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<PriceChangeRow[]>`
      SELECT * FROM "PriceChange" WHERE id = ${changeId} AND "activityId" = ${activityId} FOR UPDATE`;
    if (!row) throw new HttpError(404, PRICE_CHANGE_MESSAGES.notFound);
    if (row.appliedAt) throw new HttpError(409, PRICE_CHANGE_MESSAGES.alreadyApplied);
    if (row.withdrawnAt) return priceChangeDto(row);
    return priceChangeDto(
      await tx.priceChange.update({ where: { id: changeId }, data: { withdrawnAt: new Date() } }),
    );
  });
}

/**
 * Applies, once each, the rises whose day has come (today in the gym's zone): the class's price,
 * then the amount of every live débito that pays for it. Answers how many rises were applied.
 */
export function applyDuePriceChanges(prisma: PrismaClient, now = new Date()): Promise<number> {
  const today = dayDate(gymToday(now));
  return sweepInBatches(
    prisma,
    (tx, limit) => tx.$queryRaw`
      SELECT id FROM "PriceChange"
       WHERE "appliedAt" IS NULL AND "withdrawnAt" IS NULL AND "effectiveFrom" <= ${today}
       ORDER BY "effectiveFrom", id LIMIT ${limit} FOR UPDATE SKIP LOCKED`,
    async (tx, id) => {
      const change = await tx.priceChange.update({ where: { id }, data: { appliedAt: now } });
      await tx.activity.update({ where: { id: change.activityId }, data: { price: change.price } });
      for (const debit of await debitsPaying(tx, change.activityId)) {
        await tx.subscription.update({
          where: { id: debit.id },
          data: { amount: await membershipAmount(tx, debit.orderId) },
        });
      }
      return true;
    },
  );
}
