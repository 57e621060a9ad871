import { describe, expect, it } from 'vitest';
import { notHeldText, trainersSentence } from '@/lib/format';
import { classesOf, dayHeading, placesLabel, weekDates } from './week';
import { timetableEntry } from '@/testing/mocks/timetable-handlers';

describe('timetable week', () => {
  it('counts seven calendar days across a month and a year', () => {
    expect(weekDates('2026-12-28')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it("heads each day with its weekday, accented, and 'day/month'", () => {
    expect(weekDates('2026-11-30').map(dayHeading)).toEqual([
      'Lunes 30/11',
      'Martes 1/12',
      'Miércoles 2/12',
      'Jueves 3/12',
      'Viernes 4/12',
      'Sábado 5/12',
      'Domingo 6/12',
    ]);
  });

  it('says the places left, and why a session is not held', () => {
    expect([5, 2, 1, 0].map(placesLabel)).toEqual([
      'Quedan 5 lugares',
      'Quedan 2 lugares',
      'Queda 1 lugar',
      'Completa',
    ]);
    expect(notHeldText({ status: 'Cancelada', reason: 'Lluvia' })).toBe('Cancelada: Lluvia');
    expect(notHeldText({ status: 'Cerrado', reason: 'Navidad' })).toBe('Cerrado: Navidad');
    expect(trainersSentence(['Ana', 'Bruno', 'Carla'])).toBe('Ana, Bruno y Carla');
  });

  it('lists each class of the week once, by name', () => {
    const entries = [
      timetableEntry({ date: '2026-11-30', hour: '08:00', activityId: 3, activity: 'Yoga' }),
      timetableEntry({ date: '2026-11-30', hour: '09:00', activityId: 4, activity: 'Ábdominales' }),
      timetableEntry({ date: '2026-12-01', hour: '08:00', activityId: 3, activity: 'Yoga' }),
    ];
    expect(classesOf(entries)).toEqual([
      { id: 4, name: 'Ábdominales' },
      { id: 3, name: 'Yoga' },
    ]);
  });
});
