import { expect } from 'vitest';
import type { PrismaClient } from '../../src/generated/prisma/client.ts';

/** The running counts (domain/order-counts.ts) say exactly how many orders each state holds. */
export async function orderCountsMatch(prisma: PrismaClient): Promise<void> {
  const [counted, actual] = await Promise.all([
    prisma.orderStateCount.groupBy({ by: ['state'], _sum: { delta: true } }),
    prisma.order.groupBy({ by: ['state'], _count: { _all: true } }),
  ]);
  const byState = (rows: { state: string; n: number }[]) =>
    Object.fromEntries(rows.filter((row) => row.n !== 0).map((row) => [row.state, row.n]));
  expect(byState(counted.map((row) => ({ state: row.state, n: row._sum.delta ?? 0 })))).toEqual(
    byState(actual.map((row) => ({ state: row.state, n: row._count._all }))),
  );
}
