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

const day = new Intl.DateTimeFormat('es-AR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'America/Argentina/Buenos_Aires',
});

/** A purchase date as the gym reads it: '05/03/2025'. */
export function formatDate(iso: string): string {
  return day.format(new Date(iso));
}

/** Weekdays are stored without accents ('Miercoles', 'Sabado'); members read them with them. */
const DAY_LABELS: Readonly<Record<string, string>> = { Miercoles: 'Miércoles', Sabado: 'Sábado' };

/** A slot's day as a member reads it: 'Miércoles'. */
export function dayLabel(day: string): string {
  return DAY_LABELS[day] ?? day;
}
