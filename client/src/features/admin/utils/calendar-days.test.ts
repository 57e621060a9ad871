import { describe, expect, it } from 'vitest';
import { addDays, dayHeading, dayMonth, daysFrom, weekdayName } from './calendar-days';

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

  it('names a day as the week and the year lists read it', () => {
    expect(dayHeading('2026-11-30')).toBe('lunes 30/11');
    expect(dayHeading('2026-12-02')).toBe('miércoles 2/12');
    expect(dayHeading('2026-12-05')).toBe('sábado 5/12');
    expect(dayHeading('2026-12-06')).toBe('domingo 6/12');
    expect(weekdayName('2027-07-09')).toBe('viernes');
    expect(dayMonth('2027-07-09')).toBe('09/07');
  });
});
