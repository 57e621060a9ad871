import { sessionLabel, type AdminSessionDto } from '@power-gym/contracts';
import { trainersSentence } from '@/lib/format';
import { dayText } from '../../utils/insights';

/** 'Semana': the texts the admin reads; the tests check them word for word. */
export const WEEK_TEXTS = {
  title: 'Semana',
  description:
    'Las clases de cada día con sus lugares. Cancelá una clase que no se dicta: sus socios reciben un mail y una clase para recuperar.',
  range: (from: string, to: string) => `Del ${dayText(from)} al ${dayText(to)}`,
  navigation: 'Cambiar de semana',
  previous: 'Semana anterior',
  today: 'Hoy',
  next: 'Semana siguiente',
  loading: 'Cargando semana…',
  loadError: 'No pudimos cargar la semana.',
  noClasses: 'Sin clases',
  emptyWeek: 'No hay clases esta semana.',
  todayMark: 'Hoy',
  noTrainers: 'Sin instructor asignado',
  cancel: {
    button: 'Cancelar clase',
    title: (name: string) => `Cancelar ${name}`,
    detail: 'Los socios que tienen esta clase reciben un mail y una clase para recuperar.',
    reason: 'Motivo',
    reasonHint: 'Lo leen los socios. Hasta 120 caracteres.',
    back: 'Volver',
    submit: 'Cancelar clase',
    success: 'Clase cancelada',
    failure: 'No se pudo cancelar la clase',
  },
  restore: {
    button: 'Volver a programar',
    confirm: '¿Volver a programar la clase?',
    detail: (name: string) =>
      `${name}. La clase se dicta: las clases para recuperar que dio y nadie usó se retiran, con un mail a sus socios.`,
    confirmButton: 'Sí, volver a programar',
    cancelButton: 'No',
    success: 'La clase vuelve a estar programada',
    failure: 'No se pudo volver a programar la clase',
  },
} as const;

/** A session as the admin names it: 'Pilates lunes 30/11 18:00'. */
export function sessionName(session: AdminSessionDto): string {
  return `${session.activity} ${sessionLabel(session.date, session.hour)}`;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * A held session's places in words: '6 de 10 lugares · 1 no va · 2 recuperan · 3 libres'; the
 * skips and make-ups only when there are any.
 */
export function placesSummary({ held, capacity, skipped, makeups, free }: AdminSessionDto): string {
  return [
    `${held} de ${plural(capacity, 'lugar', 'lugares')}`,
    skipped > 0 ? plural(skipped, 'no va', 'no van') : null,
    makeups > 0 ? plural(makeups, 'recupera', 'recuperan') : null,
    plural(free, 'libre', 'libres'),
  ]
    .filter((part) => part !== null)
    .join(' · ');
}

/** 'Con Laura Gómez y Pablo Ruiz'. */
export function trainersText(trainers: readonly string[]): string {
  return trainers.length === 0 ? WEEK_TEXTS.noTrainers : `Con ${trainersSentence(trainers)}`;
}
