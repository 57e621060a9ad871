// The background sweeps' one loop (docs/architecture.md, 'Background jobs').
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';

type Tx = Prisma.TransactionClient;

/** How many rows one sweep transaction claims. */
const SWEEP_BATCH = 100;

/**
 * Sweeps in batches until nothing is left: each transaction claims up to a batch of ids with
 * `claim` (a SELECT … FOR UPDATE SKIP LOCKED, so several instances sweep at once without waiting
 * for, or doing, the same row) and applies `apply` to each. Returns how many `apply` changed.
 */
export async function sweepInBatches(
  prisma: PrismaClient,
  claim: (tx: Tx, limit: number) => Promise<{ id: number }[]>,
  apply: (tx: Tx, id: number) => Promise<boolean>,
): Promise<number> {
  let total = 0;
  for (;;) {
    const { claimed, changed } = await prisma.$transaction(async (tx) => {
      const rows = await claim(tx, SWEEP_BATCH);
      let count = 0;
      for (const row of rows) if (await apply(tx, row.id)) count += 1;
      return { claimed: rows.length, changed: count };
    });
    total += changed;
    if (claimed < SWEEP_BATCH || changed === 0) return total;
  }
}
