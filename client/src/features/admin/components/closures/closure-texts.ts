import { dayMonth, weekdayName } from '../../utils/calendar-days';

/** A day of the year's lists: 'martes 08/12'. */
export function closureDay(date: string): string {
  return `${weekdayName(date)} ${dayMonth(date)}`;
}

/** 'Feriados y cierres': the texts the admin reads; the tests check them word for word. */
export const CLOSURE_TEXTS = {
  title: 'Feriados y cierres',
  description:
    'El gimnasio cierra los feriados nacionales y abre todos los demás días. Desde hoy, podés abrir un feriado o cerrar cualquier día.',
  year: 'Año',
  loading: 'Cargando feriados y cierres…',
  loadError: 'No pudimos cargar los feriados y cierres.',
  holidays: 'Feriados nacionales',
  noHolidays: (year: number) => `No hay feriados nacionales en ${year}.`,
  closures: 'Cierres del gimnasio',
  noClosures: (year: number) => `No cerraste el gimnasio ningún otro día de ${year}.`,
  closed: 'Cerrado',
  open: 'Abierto',
  openHoliday: {
    button: 'Abrir este día',
    label: (date: string, holiday: string) => `Abrir este día: ${closureDay(date)}, ${holiday}`,
  },
  closeHoliday: {
    button: 'Cerrar este día',
    label: (date: string, holiday: string) => `Cerrar este día: ${closureDay(date)}, ${holiday}`,
  },
  openClosure: {
    button: 'Abrir',
    label: (date: string, reason: string) => `Abrir el ${closureDay(date)} (${reason})`,
  },
  /** The question before opening or closing a day from the lists, and its outcome. */
  confirmOpen: {
    title: (date: string) => `¿Abrir el gimnasio el ${closureDay(date)}?`,
    detail:
      'Las clases de ese día se dictan. Las clases para recuperar que dio el cierre y nadie usó se retiran, con un mail a sus socios.',
    confirmButton: 'Sí, abrir',
    cancelButton: 'No',
    success: (date: string) => `El gimnasio abre el ${closureDay(date)}`,
    failure: 'No se pudo abrir el día',
  },
  confirmClose: {
    title: (date: string) => `¿Cerrar el gimnasio el ${closureDay(date)}?`,
    detail: 'Los socios con clases ese día reciben un mail y una clase para recuperar.',
    confirmButton: 'Sí, cerrar',
    cancelButton: 'No',
    success: (date: string) => `El gimnasio cierra el ${closureDay(date)}`,
    failure: 'No se pudo cerrar el día',
  },
  form: {
    title: 'Cerrar un día',
    detail: 'Los socios con clases ese día reciben un mail y una clase para recuperar.',
    date: 'Fecha',
    dateRequired: 'Elegí el día que cierra el gimnasio',
    reason: 'Motivo',
    reasonHint: 'Lo leen los socios. Hasta 120 caracteres.',
    submit: 'Cerrar el gimnasio',
    failure: 'No se pudo cerrar el gimnasio ese día',
  },
} as const;
