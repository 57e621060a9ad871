// Money: the one definition of a line's price, an order's total and how an amount reads, for the
// server, the client's cart and the mails. The checkout prices in SQL with the same rules
// (prisma/functions/line_subtotal.sql, discounted_total.sql); server/test/db/money-parity.test.ts
// holds each pair to the same figures.

/** A line's subtotal in whole pesos: the class's price (whole pesos) times the places. */
export function lineSubtotal(unitPrice: number, quantity: number): number {
  return unitPrice * quantity;
}

/**
 * An order's total in centavos: whole pesos minus a whole percentage (null: no discount).
 * sum × (100 − p) is a whole number of centavos, so the result is exact and needs no rounding.
 */
export function discountedTotalCentavos(sumPesos: number, percent: number | null): number {
  return sumPesos * (100 - (percent ?? 0));
}

/** Centavos as the API writes an amount: '1234.50'. */
export function centavosToDecimal(centavos: number): string {
  const sign = centavos < 0 ? '-' : '';
  const whole = Math.abs(centavos);
  return `${sign}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

const pesos = new Intl.NumberFormat('es-AR', {
  style: 'currency',
  currency: 'ARS',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Pesos as every screen and mail shows money ('$ 9.000,00'); takes the API's decimal strings. */
export function formatMoney(amount: number | string): string {
  return pesos.format(typeof amount === 'string' ? Number(amount) : amount);
}
