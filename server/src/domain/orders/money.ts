import { Prisma } from '../../generated/prisma/client.ts';

/**
 * The order total: whole pesos minus a whole percentage. sum × (100 − p) is an integer number of
 * centavos, so the result is exact and needs no rounding.
 */
export function discountedTotal(sumPesos: number, percent: number | null): Prisma.Decimal {
  const centavos = BigInt(sumPesos) * BigInt(100 - (percent ?? 0));
  return new Prisma.Decimal(centavos.toString()).dividedBy(100);
}
