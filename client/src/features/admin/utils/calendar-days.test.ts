import { describe, expect, it } from 'vitest';
import { dayMonth, weekdayName } from './calendar-days';

describe('calendar days (AAAA-MM-DD)', () => {
  it('names a day as the year list reads it', () => {
    expect(weekdayName('2027-07-09')).toBe('viernes');
    expect(dayMonth('2027-07-09')).toBe('09/07');
  });
});
