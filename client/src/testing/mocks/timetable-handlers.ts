import { WEEK_DAYS, WEEKDAYS, type TimetableEntryDto } from '@power-gym/contracts';
import { http, HttpResponse } from 'msw';
import { activitiesFixture } from './fixtures';

const DAY_MS = 86_400_000;

/** Today in the gym's time zone (Argentina, UTC−3 all year), as the server defaults `from`. */
function gymToday(): string {
  return new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A timetable entry: a held session of a fixture class unless `overrides` say otherwise. */
export function timetableEntry(
  overrides: Partial<TimetableEntryDto> & Pick<TimetableEntryDto, 'date' | 'hour'>,
): TimetableEntryDto {
  const { date, hour } = overrides;
  return {
    startsAt: new Date(`${date}T${hour.padStart(5, '0')}:00-03:00`).toISOString(),
    status: 'Programada',
    reason: null,
    free: 5,
    diaHoraId: 11,
    activityId: 1,
    activity: 'Funcional',
    trainers: ['Laura Gómez'],
    day: WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7] ?? 'Lunes',
    ...overrides,
  };
}

/** Every fixture slot's session in the week from `from`, held, its stock as the places left. */
function fixtureWeek(from: string): TimetableEntryDto[] {
  const dates = Array.from({ length: WEEK_DAYS }, (_, offset) => addDays(from, offset));
  return activitiesFixture.flatMap((activity) =>
    activity.diaHoras.flatMap((slot) =>
      dates
        .filter(
          (date) => WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7] === slot.day,
        )
        .map((date) =>
          timetableEntry({
            date,
            hour: slot.hour,
            free: slot.stock,
            diaHoraId: slot.id,
            activityId: activity.id,
            activity: activity.name,
            trainers: activity.trainers.map((trainer) => trainer.name),
          }),
        ),
    ),
  );
}

/**
 * GET /timetable: `entries`, when a test sets them, else every fixture slot's week; either way the
 * seven days from `from` (default today), by start. `froms` keeps the `from` of each request (null
 * when absent). Reset after each test.
 */
export const timetableDb = {
  entries: null as TimetableEntryDto[] | null,
  froms: [] as (string | null)[],
  reset() {
    this.entries = null;
    this.froms = [];
  },
};

export const timetableHandlers = [
  http.get('*/api/timetable', ({ request }) => {
    const asked = new URL(request.url).searchParams.get('from');
    timetableDb.froms.push(asked);
    const from = asked ?? gymToday();
    const to = addDays(from, WEEK_DAYS - 1);
    const week = (timetableDb.entries ?? fixtureWeek(from))
      .filter((entry) => entry.date >= from && entry.date <= to)
      .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
    return HttpResponse.json(week);
  }),
];
