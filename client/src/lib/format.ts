const pesos = new Intl.NumberFormat('es-AR', {
  style: 'currency',
  currency: 'ARS',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Pesos as money in es-AR ('$ 9.000,00'); accepts the server's decimal strings too. */
export function formatMoney(amount: number | string): string {
  return pesos.format(typeof amount === 'string' ? Number(amount) : amount);
}

/** A purchase date as the gym reads it ('05/03/2025'), and a slot's day ('Miércoles'). */
export { dayLabel, formatGymDate as formatDate } from '@power-gym/contracts';
