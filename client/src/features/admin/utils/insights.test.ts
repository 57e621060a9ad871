import type { ClassFiguresDto, SlotOccupancyDto } from '@power-gym/contracts';
import { describe, expect, it } from 'vitest';
import {
  changeText,
  classesByRating,
  formatRate,
  formatRating,
  monthsUpTo,
  occupancyLevel,
  rankedClasses,
  rateChangeText,
  revenueSummary,
  weekGrid,
} from './insights';

const figures = (booked: number[]): ClassFiguresDto[] =>
  booked.map((count, index) => ({
    activityId: index + 1,
    name: `Clase ${index + 1}`,
    booked: count,
    averageRating: null,
    ratings: 0,
  }));

describe("'Resumen' figures", () => {
  it('writes a change with its sign, a true minus, or none', () => {
    expect(changeText({ value: 10, previous: 7 })).toBe('+3 respecto del mes anterior');
    expect(changeText({ value: 5, previous: 7 })).toBe('\u22122 respecto del mes anterior');
    expect(changeText({ value: 7, previous: 7 })).toBe('Sin cambios respecto del mes anterior');
  });

  it('writes rates as whole percentages and their change in points', () => {
    expect(formatRate(0.666)).toBe('67%');
    expect(formatRate(null)).toBe('—');
    expect(rateChangeText({ value: 0.5, previous: 0.49 })).toBe(
      '+1 punto respecto del mes anterior',
    );
    expect(rateChangeText({ value: 0.4, previous: 0.5 })).toBe(
      '\u221210 puntos respecto del mes anterior',
    );
    expect(rateChangeText({ value: 0.5, previous: null })).toBe(
      'Sin datos para comparar con el mes anterior',
    );
  });

  it('says when the period sold nothing', () => {
    const empty = { paid: '0.00', refunded: '0.00', net: '0.00', discounts: '0.00' };
    expect(revenueSummary([{ month: '2025-03', ...empty }])).toBe('Sin ingresos en el período.');
    expect(revenueSummary([])).toBe('Sin ingresos en el período.');
  });

  it('puts each occupancy on its step of the scale', () => {
    expect([0, 0.24, 0.25, 0.5, 0.99, 1].map((share) => occupancyLevel(share).label)).toEqual([
      '0–24%',
      '0–24%',
      '25–49%',
      '50–74%',
      '75–99%',
      '100%',
    ]);
  });

  it('lays the week out by hour, with two classes at the same time in one cell', () => {
    const slot = (diaHoraId: number, day: SlotOccupancyDto['day'], hour: string) => ({
      diaHoraId,
      day,
      hour,
      activity: null,
      capacity: 10,
      held: 0,
      occupancy: 0,
      waiting: 0,
    });
    const grid = weekGrid([
      slot(1, 'Lunes', '19:00'),
      slot(2, 'Lunes', '08:00'),
      slot(3, 'Lunes', '19:00'),
    ]);
    expect(grid.hours).toEqual(['08:00', '19:00']);
    expect(grid.at('Lunes', '19:00').map((found) => found.diaHoraId)).toEqual([1, 3]);
    expect(grid.at('Martes', '19:00')).toEqual([]);
  });

  it('never ranks a class both among the most and the least booked', () => {
    const { top, bottom } = rankedClasses(figures([5, 1, 9, 3]));
    expect(top.map((found) => found.booked)).toEqual([9, 5, 3]);
    expect(bottom.map((found) => found.booked)).toEqual([1]);
    expect(rankedClasses(figures([2, 4])).bottom).toEqual([]);
  });

  it('rates with one decimal, those without ratings last', () => {
    expect(formatRating(4.25)).toBe('4,3');
    expect(formatRating(5)).toBe('5,0');
    expect(formatRating(null)).toBe('—');
    const classes = figures([0, 0, 0]).map((found, index) => ({
      ...found,
      averageRating: [null, 3, 4.5][index] ?? null,
      ratings: [0, 2, 1][index] ?? 0,
    }));
    expect(classesByRating(classes).map((found) => found.averageRating)).toEqual([4.5, 3, null]);
  });
});

describe("'Asistencia' months", () => {
  it('goes back month by month across the new year, the latest first', () => {
    expect(monthsUpTo('2025-02', 4)).toEqual(['2025-02', '2025-01', '2024-12', '2024-11']);
  });
});
