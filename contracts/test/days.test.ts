import { describe, expect, it } from 'vitest';
import { addDays, dateLabel, daysFrom, sessionLabel, weekdayOf } from '../src/index.ts';

describe('calendar days (AAAA-MM-DD)', () => {
  it('moves across months, years and a leap day', () => {
    expect(addDays('2026-11-30', 7)).toBe('2026-12-07');
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2027-01-04', -7)).toBe('2026-12-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysFrom('2026-12-29', 4)).toEqual([
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
  });

  it('names a day and a session as members read them', () => {
    expect(weekdayOf('2026-12-02')).toBe('Miercoles');
    expect(weekdayOf('2026-12-06')).toBe('Domingo');
    expect(dateLabel('2026-11-30')).toBe('lunes 30/11');
    expect(dateLabel('2026-12-02')).toBe('miércoles 2/12');
    expect(dateLabel('2026-12-05')).toBe('sábado 5/12');
    expect(sessionLabel('2027-01-01', '08:00')).toBe('viernes 1/1 08:00');
  });
});
