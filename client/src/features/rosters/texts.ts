import {
  dateLabel,
  daysBetween,
  sessionLabel,
  type CheckInMethod,
  type RosterEntryDto,
  type StaffSessionDto,
} from '@power-gym/contracts';

/** The staff's day and its rosters: the texts the desk and the profesor read. */
export const STAFF_DAY_TEXTS = {
  loading: 'Cargando clases…',
  loadError: 'No pudimos cargar las clases del día.',
  empty: 'No hay clases este día.',
  sessionsLabel: (date: string) => `Clases del ${dateLabel(date)}`,
  takeAttendance: 'Tomar asistencia',
  seeRoster: 'Ver lista',
} as const;

export const ROSTER_TEXTS = {
  loading: 'Cargando lista…',
  loadError: 'No pudimos cargar la lista.',
  empty: 'Nadie tiene esta clase.',
  notHeld: (why: string) => `${why}. No se toma asistencia en esta clase.`,
  attended: 'Vino',
  markError: 'No se pudo registrar la asistencia.',
  makeup: 'Recupera',
  skipped: 'Avisó que no viene',
  unpaid: 'Sin pagar',
} as const;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const RELATIVE_DAYS: Readonly<Record<number, string>> = { [-1]: 'Ayer', 0: 'Hoy', 1: 'Mañana' };

/**
 * The day shown, in words: 'Hoy, viernes 27/11', 'Mañana, sábado 28/11', 'Martes 1/12'; with the
 * year when it is not this one ('Lunes 4/1/2027').
 */
export function dayInWords(date: string, today: string): string {
  const label =
    dateLabel(date) + (date.slice(0, 4) === today.slice(0, 4) ? '' : `/${date.slice(0, 4)}`);
  const relative = RELATIVE_DAYS[daysBetween(today, date)];
  return relative ? `${relative}, ${label}` : label.charAt(0).toUpperCase() + label.slice(1);
}

/** A session as the staff names it: 'Funcional 18:30'. */
export const sessionShortName = (session: { activity: string; hour: string }) =>
  `${session.activity} ${session.hour}`;

/** The roster's heading: 'Funcional · viernes 27/11 18:30'. */
export const rosterTitle = (session: StaffSessionDto) =>
  `${session.activity} · ${sessionLabel(session.date, session.hour)}`;

/**
 * A session's places and who came: '12 de 25 lugares · 2 recuperan · 1 avisó que no viene ·
 * Vinieron 8'; make-ups and skips only when there are any, who came only when it is held.
 */
export function sessionCounts(session: StaffSessionDto): string {
  const { held, capacity, makeups, skipped, attended, status } = session;
  return [
    `${held} de ${plural(capacity, 'lugar', 'lugares')}`,
    makeups > 0 ? plural(makeups, 'recupera', 'recuperan') : null,
    skipped > 0
      ? `${skipped} ${skipped === 1 ? 'avisó que no viene' : 'avisaron que no vienen'}`
      : null,
    status === 'Programada' ? `Vinieron ${attended}` : null,
  ]
    .filter((part) => part !== null)
    .join(' · ');
}

/** 'Vinieron 3 de 10': of everyone on the roster. */
export function attendedOf(entries: readonly RosterEntryDto[]): string {
  return `Vinieron ${entries.filter((entry) => entry.attended).length} de ${entries.length}`;
}

const METHOD_TEXTS: Record<CheckInMethod, string> = {
  Pase: 'Con el pase',
  Numero: 'Con el número del pase',
  Busqueda: 'Buscado en recepción',
  Lista: 'Marcado en la lista',
};

/** How an attendance was recorded and by whom: 'Con el pase · registró Ana Pérez'. */
export function attendanceDetail({ method, markedBy }: RosterEntryDto): string | null {
  const parts = [
    method ? METHOD_TEXTS[method] : null,
    markedBy ? `registró ${markedBy}` : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** A member as a roster lists them: 'Pérez, Ana'; and as a sentence names them: 'Ana Pérez'. */
export const listedName = ({ member }: RosterEntryDto) => `${member.lastName}, ${member.name}`;
export const fullName = ({ member }: RosterEntryDto) => `${member.name} ${member.lastName}`;

/** The chips of an entry: a make-up, 'No voy', not paid yet, more than one place. */
export function entryChips(entry: RosterEntryDto): string[] {
  return [
    entry.kind === 'Recupera' ? ROSTER_TEXTS.makeup : null,
    entry.skipped ? ROSTER_TEXTS.skipped : null,
    entry.paid ? null : ROSTER_TEXTS.unpaid,
    entry.places > 1 ? `${entry.places} lugares` : null,
  ].filter((chip) => chip !== null);
}
