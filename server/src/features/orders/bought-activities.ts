import {
  WEEKDAYS,
  type BoughtActivityDto,
  type PageRequest,
  type Weekday,
} from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { pageSlice, type Page } from '../../lib/paging.ts';

interface BoughtActivityRow {
  id: number;
  name: string;
  image: string;
  slots: { day: Weekday; hour: string }[];
  since: Date;
}

/**
 * 'Mis actividades', one page: the distinct classes of a member's paid orders, each with its
 * distinct slots and the date of its first purchase; the latest bought first. One grouped query
 * over the member's orders (index Order(userId, createdAt)), however many they bought.
 */
export async function listBoughtActivities(
  prisma: PrismaClient,
  userId: number,
  page: PageRequest,
): Promise<Page<BoughtActivityDto>> {
  const { skip, take } = pageSlice(page);
  const [rows, counted] = await Promise.all([
    prisma.$queryRaw<BoughtActivityRow[]>`
      SELECT a.id, a.name, a.image, min(o."createdAt") AS since,
             json_agg(DISTINCT jsonb_build_object('day', d.day, 'hour', d.hour)) AS slots
        FROM "Order" o
        JOIN "OrderLine" l ON l."orderId" = o.id
        JOIN "Activity" a ON a.id = l."activityId"
        JOIN "DiaHora" d ON d.id = l."diaHoraId"
       WHERE o."userId" = ${userId} AND o.state = 'Complete'
       GROUP BY a.id
       ORDER BY max(o."createdAt") DESC, a.id DESC
       LIMIT ${take} OFFSET ${skip}`,
    prisma.$queryRaw<{ total: number }[]>`
      SELECT count(DISTINCT l."activityId")::int AS total
        FROM "Order" o JOIN "OrderLine" l ON l."orderId" = o.id
       WHERE o."userId" = ${userId} AND o.state = 'Complete'`,
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      slots: [...row.slots].sort(
        (a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day) || a.hour.localeCompare(b.hour),
      ),
      since: row.since.toISOString(),
    })),
    total: counted[0]?.total ?? 0,
  };
}
