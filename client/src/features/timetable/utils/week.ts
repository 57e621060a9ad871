import { dateLabel, daysFrom, WEEK_DAYS, type TimetableEntryDto } from '@power-gym/contracts';

/** The seven dates of the week the timetable lists from `from`. */
export const weekDates = (from: string) => daysFrom(from, WEEK_DAYS);

/** A day's heading in the timetable: 'Miércoles 2/12'. */
export function dayHeading(date: string): string {
  const label = dateLabel(date);
  return `${label.charAt(0).toUpperCase()}${label.slice(1)}`;
}

/** The places a coming session has left, as the timetable says it. */
export function placesLabel(free: number): string {
  if (free <= 0) return 'Completa';
  return free === 1 ? 'Queda 1 lugar' : `Quedan ${free} lugares`;
}

/** The entries of each date, in the order of `dates`, each day's by start. */
export function groupByDate(
  entries: readonly TimetableEntryDto[],
  dates: readonly string[],
): { date: string; entries: TimetableEntryDto[] }[] {
  return dates.map((date) => ({
    date,
    entries: entries
      .filter((entry) => entry.date === date)
      .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt)),
  }));
}

/** The classes present in a week, by name, for the filter. */
export function classesOf(entries: readonly TimetableEntryDto[]): { id: number; name: string }[] {
  const byId = new Map(entries.map((entry) => [entry.activityId, entry.activity]));
  return [...byId]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
}
