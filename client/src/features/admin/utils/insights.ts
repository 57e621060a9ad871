import {
  dayLabel,
  WEEKDAYS,
  formatMoney,
  type ClassFiguresDto,
  type FigureDto,
  type MonthRevenueDto,
  type RateDto,
  type SlotOccupancyDto,
  type Weekday,
} from '@power-gym/contracts';

/** What a figure's change is measured against. */
const AGAINST = 'respecto del mes anterior';

/** '+3', '−2' (a true minus sign) or '0'. */
function signed(difference: number): string {
  if (difference > 0) return `+${difference}`;
  if (difference < 0) return `\u2212${Math.abs(difference)}`;
  return '0';
}

/** '+3 respecto del mes anterior', '−2 respecto del mes anterior', 'Sin cambios respecto…'. */
export function changeText({ value, previous }: FigureDto): string {
  const difference = value - previous;
  return difference === 0 ? `Sin cambios ${AGAINST}` : `${signed(difference)} ${AGAINST}`;
}

const percent = new Intl.NumberFormat('es-AR', { style: 'percent', maximumFractionDigits: 0 });

/** A share from 0 to 1 as a whole percentage ('75%'); '—' when there is none. */
export function formatRate(rate: number | null): string {
  return rate === null ? '—' : percent.format(rate);
}

/** A rate's change in percentage points ('+10 puntos respecto del mes anterior'). */
export function rateChangeText({ value, previous }: RateDto): string {
  if (value === null || previous === null) return 'Sin datos para comparar con el mes anterior';
  const points = Math.round(value * 100) - Math.round(previous * 100);
  if (points === 0) return `Sin cambios ${AGAINST}`;
  return `${signed(points)} ${Math.abs(points) === 1 ? 'punto' : 'puntos'} ${AGAINST}`;
}

const monthFormat = new Intl.DateTimeFormat('es-AR', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortMonthFormat = new Intl.DateTimeFormat('es-AR', {
  month: 'short',
  year: '2-digit',
  timeZone: 'UTC',
});

function monthDate(month: string): number {
  const [year = 1970, number = 1] = month.split('-').map(Number);
  return Date.UTC(year, number - 1, 1);
}

/** 'AAAA-MM' as a person reads it: 'marzo de 2025'. */
export function monthLabel(month: string): string {
  return monthFormat.format(monthDate(month));
}

/** 'AAAA-MM' under a chart's bar: 'mar 25'. */
export function shortMonthLabel(month: string): string {
  return shortMonthFormat.format(monthDate(month));
}

/** 'AAAA-MM-DD' as the gym writes dates: '31/03/2025'. */
export function dayText(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

export interface RevenueRow {
  month: string;
  /** 'marzo de 2025' */
  label: string;
  /** 'mar 25' */
  shortLabel: string;
  paid: number;
  refunded: number;
  net: number;
  discounts: number;
}

/** The months of the period with their pesos as numbers, for the chart and its summary. */
export function revenueRows(revenue: readonly MonthRevenueDto[]): RevenueRow[] {
  return revenue.map((row) => ({
    month: row.month,
    label: monthLabel(row.month),
    shortLabel: shortMonthLabel(row.month),
    paid: Number(row.paid),
    refunded: Number(row.refunded),
    net: Number(row.net),
    discounts: Number(row.discounts),
  }));
}

const sum = (values: readonly number[]) =>
  Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;

/**
 * The chart's text for screen readers: 'Ingreso neto de los últimos 12 meses: total …; el mes más
 * alto fue marzo de 2025, con …. Descuentos otorgados: ….'
 */
export function revenueSummary(revenue: readonly MonthRevenueDto[]): string {
  const rows = revenueRows(revenue);
  const period = rows.length === 1 ? 'del último mes' : `de los últimos ${rows.length} meses`;
  if (rows.length === 0 || rows.every((row) => row.net === 0 && row.discounts === 0)) {
    return `Sin ingresos en el período.`;
  }
  const best = rows.reduce((top, row) => (row.net > top.net ? row : top));
  const total = sum(rows.map((row) => row.net));
  const discounts = sum(rows.map((row) => row.discounts));
  return (
    `Ingreso neto ${period}: total ${formatMoney(total)}; ` +
    `el mes más alto fue ${best.label}, con ${formatMoney(best.net)}. ` +
    `Descuentos otorgados: ${formatMoney(discounts)}.`
  );
}

/** 'Clase', or 'Sin clase' for a slot whose class is gone. */
export function slotClassName(slot: SlotOccupancyDto): string {
  return slot.activity?.name ?? 'Sin clase';
}

export function isFull(slot: SlotOccupancyDto): boolean {
  return slot.capacity > 0 && slot.occupancy >= 1;
}

/** The occupancy scale's steps, lowest first: the cell's colour and the legend. */
export const OCCUPANCY_LEVELS = [
  { label: '0–24%', from: 0, background: '#23232a', color: '#f5f5f4' },
  { label: '25–49%', from: 0.25, background: '#3b2418', color: '#f5f5f4' },
  { label: '50–74%', from: 0.5, background: '#6e2c0f', color: '#f5f5f4' },
  { label: '75–99%', from: 0.75, background: '#b23f0e', color: '#ffffff' },
  { label: '100%', from: 1, background: '#ff5a1f', color: '#0b0b0d' },
] as const;

export type OccupancyLevel = (typeof OCCUPANCY_LEVELS)[number];

/** The step of the scale an occupancy (0 to 1) falls in. */
export function occupancyLevel(occupancy: number): OccupancyLevel {
  return OCCUPANCY_LEVELS.findLast((level) => occupancy >= level.from) ?? OCCUPANCY_LEVELS[0];
}

/** The week's grid: every hour with a class (earliest first) and each day's slots at it. */
export function weekGrid(occupancy: readonly SlotOccupancyDto[]) {
  const hours = [...new Set(occupancy.map((slot) => slot.hour))].sort();
  const cells = new Map<string, SlotOccupancyDto[]>();
  for (const slot of occupancy) {
    const key = `${slot.day} ${slot.hour}`;
    cells.set(key, [...(cells.get(key) ?? []), slot]);
  }
  return {
    days: WEEKDAYS,
    hours,
    at: (day: Weekday, hour: string) => cells.get(`${day} ${hour}`) ?? [],
  };
}

/** 'Funcional, Lunes 19:00' */
export function slotName(slot: SlotOccupancyDto): string {
  return `${slotClassName(slot)}, ${dayLabel(slot.day)} ${slot.hour}`;
}

/**
 * The week grid's text for screen readers: how many slots, the average occupancy, the fullest one
 * and how many are full.
 */
export function occupancySummary(occupancy: readonly SlotOccupancyDto[]): string {
  if (occupancy.length === 0) return 'No hay horarios con clase.';
  const average = occupancy.reduce((total, slot) => total + slot.occupancy, 0) / occupancy.length;
  const fullest = occupancy.reduce((top, slot) => (slot.occupancy > top.occupancy ? slot : top));
  const full = occupancy.filter(isFull).length;
  const waiting = occupancy.reduce((total, slot) => total + slot.waiting, 0);
  return (
    `${occupancy.length} ${occupancy.length === 1 ? 'horario' : 'horarios'} con clase, ` +
    `ocupación promedio ${formatRate(average)}. ` +
    `El más ocupado: ${slotName(fullest)} (${formatRate(fullest.occupancy)}). ` +
    `${full} ${full === 1 ? 'completo' : 'completos'}, ${waiting} ${waiting === 1 ? 'persona' : 'personas'} en espera.`
  );
}

/** The three most booked classes, most first, and the three least booked, least first. */
export function rankedClasses(classes: readonly ClassFiguresDto[]) {
  const byBooked = [...classes].sort(
    (a, b) => b.booked - a.booked || a.name.localeCompare(b.name, 'es'),
  );
  const top = byBooked.slice(0, 3);
  // A class never shows in both lists: with fewer than six, the least booked are the rest.
  const bottom = byBooked.slice(top.length).reverse().slice(0, 3);
  return { top, bottom };
}

const rating = new Intl.NumberFormat('es-AR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** An average of stars with one decimal ('4,3'); '—' without ratings. */
export function formatRating(average: number | null): string {
  return average === null ? '—' : rating.format(average);
}

/** Classes by average rating, best first, those without ratings last. */
export function classesByRating(classes: readonly ClassFiguresDto[]) {
  return [...classes].sort(
    (a, b) =>
      (b.averageRating ?? -1) - (a.averageRating ?? -1) ||
      b.ratings - a.ratings ||
      a.name.localeCompare(b.name, 'es'),
  );
}

/** '1 lugar', '12 lugares' */
export function placesText(count: number): string {
  return `${count} ${count === 1 ? 'lugar' : 'lugares'}`;
}

/** `count` months ('AAAA-MM') up to `month`, the latest first: what 'Asistencia' offers. */
export function monthsUpTo(month: string, count: number): string[] {
  const [year = 1970, number = 1] = month.split('-').map(Number);
  return Array.from({ length: count }, (_, back) => {
    const date = new Date(Date.UTC(year, number - 1 - back, 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** '1 ausencia', '4 ausencias' */
export function noShowsText(count: number): string {
  return `${count} ${count === 1 ? 'ausencia' : 'ausencias'}`;
}
