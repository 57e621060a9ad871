// Running counts of orders per state (prisma/functions/order_state_counts.sql): the admin's
// Ordenes total at any size without counting the table (docs/architecture.md, 'Lists at volume');
// and the running revenue per local day and ratings per class 'Resumen' reads
// (prisma/functions/revenue_days.sql, rating_counts.sql).
import type { OrderState } from '@power-gym/contracts';
import type { PrismaClient } from '../generated/prisma/client.ts';

/** How many orders are in these states now. */
export async function countOrders(
  prisma: PrismaClient,
  states: readonly OrderState[],
): Promise<number> {
  const [row] = await prisma.$queryRaw<{ total: number }[]>`
    SELECT coalesce(sum(delta), 0)::int AS total
      FROM "OrderStateCount" WHERE state::text = ANY(${[...states]})`;
  return row?.total ?? 0;
}

/** Folds the +1 / -1 rows into one per state, so reading the counts stays cheap. */
export async function compactOrderCounts(prisma: PrismaClient): Promise<void> {
  await prisma.$executeRaw`SELECT compact_order_state_counts()`;
}

/** Folds each local day's revenue rows and each class's rating rows into one, for 'Resumen'. */
export async function compactInsightTotals(prisma: PrismaClient): Promise<void> {
  await prisma.$executeRaw`SELECT compact_revenue_days(), compact_rating_counts()`;
}
