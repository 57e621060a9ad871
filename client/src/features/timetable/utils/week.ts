import {
  dayLabel,
  WEEK_DAYS,
  WEEKDAYS,
  type TimetableEntryDto,
  type Weekday,
} from '@power-gym/contracts';

const DAY_MS = 86_400_000;

/** `date` ('AAAA-MM-DD') moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The seven dates of the week the timetable lists from `from`. */
export function weekDates(from: string): string[] {
  return Array.from({ length: WEEK_DAYS }, (_, offset) => addDays(from, offset));
}

/** The weekday of a date ('AAAA-MM-DD'), as slots name it ('Miercoles'). */
export function weekdayOf(date: string): Weekday {
  const sundayFirst = new Date(`${date}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7] as Weekday;
}

/** A day's heading in the timetable: 'Miércoles 2/12'. */
export function dayHeading(date: string): string {
  const [, month, dayOfMonth] = date.split('-').map(Number);
  return `${dayLabel(weekdayOf(date))} ${dayOfMonth}/${month}`;
}

/** The places a coming session has left, as the timetable says it. */
export function placesLabel(free: number): string {
  if (free <= 0) return 'Completa';
  return free === 1 ? 'Queda 1 lugar' : `Quedan ${free} lugares`;
}

/** Why a session is not held: 'Cancelada: Profe con licencia', 'Cerrado: Navidad'. */
export function notHeldLabel(entry: Pick<TimetableEntryDto, 'status' | 'reason'>): string {
  return entry.reason ? `${entry.status}: ${entry.reason}` : entry.status;
}

const trainerList = new Intl.ListFormat('es', { type: 'conjunction' });

/** A class's trainers as a sentence reads them: 'Laura Gómez y Pedro Ruiz'. */
export function trainersLabel(trainers: readonly string[]): string {
  return trainerList.format(trainers);
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
