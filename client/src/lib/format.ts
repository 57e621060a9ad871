import { formatGymDate, GYM_TIME_ZONE } from '@power-gym/contracts';

/** A purchase date as the gym reads it ('05/03/2025'), and a slot's day ('Miércoles'). */
export { dayLabel, formatGymDate as formatDate } from '@power-gym/contracts';

const gymTime = new Intl.DateTimeFormat('es-AR', {
  timeZone: GYM_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment in the gym's time zone, as a deadline reads: '25/12/2026 a las 18:30'. */
export function formatDateTime(date: Date | string): string {
  const moment = typeof date === 'string' ? new Date(date) : date;
  return `${formatGymDate(moment)} a las ${gymTime.format(moment)}`;
}

const gymDayParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: GYM_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** A moment's day in the gym's time zone as a date field and the API write it: 'AAAA-MM-DD'. */
export function gymDay(date: Date = new Date()): string {
  const parts = Object.fromEntries(
    gymDayParts.formatToParts(date).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Why a session is not held: 'Cancelada: Profe con licencia', 'Cerrado: Navidad'. */
export function notHeldText({ status, reason }: { status: string; reason: string | null }): string {
  return reason ? `${status}: ${reason}` : status;
}

const trainerList = new Intl.ListFormat('es', { type: 'conjunction' });

/** A class's trainers as a sentence reads them: 'Laura Gómez y Pedro Ruiz'. */
export function trainersSentence(trainers: readonly string[]): string {
  return trainerList.format(trainers);
}
