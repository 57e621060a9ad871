import type { EditableSectionId } from './sections';

/** How long the admin forms' success and failure popups stay up (1500 ms). */
export const ADMIN_POPUP_MS = 1500;

/** The admin's popup texts; the tests check them word for word. */
export const ORDER_CANCEL_TEXTS = {
  confirm: '¿Seguro quieres cancelar esta orden?',
  confirmButton: 'Si, estoy seguro',
  cancelButton: 'No estoy seguro',
  success: 'Orden cancelada correctamente',
  failure: 'Algo salió mal al cancelar la orden',
} as const;

/** Cancelling a paid order: the server refunds it in full through Mercado Pago. */
export const ORDER_REFUND_TEXTS = {
  confirm: (orderId: number) => `¿Cancelar y reembolsar la orden N° ${orderId}?`,
  detail:
    'La orden está pagada: se devolverá el total al socio por Mercado Pago y sus lugares quedarán libres.',
  confirmButton: 'Si, reembolsar',
  cancelButton: 'No estoy seguro',
  success: 'Orden reembolsada',
  failure: 'No se pudo reembolsar la orden',
} as const;

/** Ordenes: cancelling a member's débito automático (the membership runs to its end). */
export const DEBIT_CANCEL_TEXTS = {
  label: (orderId: number) => `Cancelar el débito automático de la orden ${orderId}`,
  confirm: (orderId: number) => `¿Cancelar el débito automático de la orden N° ${orderId}?`,
  detail: (member: string) =>
    `No se le volverá a cobrar a ${member}. Su abono sigue vigente hasta que termine.`,
  confirmButton: 'Si, cancelar el débito',
  cancelButton: 'No estoy seguro',
  success: 'Débito automático cancelado',
  failure: 'No se pudo cancelar el débito automático',
} as const;

export const USER_DELETE_TEXTS = {
  confirm: '¿Seguro que quieres borrar el usuario?',
  confirmButton: 'Si, borrar',
  cancelButton: 'Cancelar',
  success: 'Usuario borrado correctamente',
  failure: 'Algo salió mal al borrar el usuario',
} as const;

type CreatableSectionId = Exclude<EditableSectionId, 'usuarios'>;

/** 'Borrar' in Clases, Instructores, Dias y horas and Descuentos; the failure adds the server's reason. */
export const DELETE_TEXTS: Record<
  CreatableSectionId,
  { confirm: string; success: string; failure: string }
> = {
  clases: {
    confirm: '¿Seguro que quieres borrar la clase?',
    success: 'Clase borrada correctamente',
    failure: 'No se pudo borrar la clase',
  },
  instructores: {
    confirm: '¿Seguro que quieres borrar el instructor?',
    success: 'Instructor borrado correctamente',
    failure: 'No se pudo borrar el instructor',
  },
  'dias-y-horas': {
    confirm: '¿Seguro que quieres borrar el dia y hora?',
    success: 'Dia y hora borrado correctamente',
    failure: 'No se pudo borrar el dia y hora',
  },
  descuentos: {
    confirm: '¿Seguro que quieres borrar el descuento?',
    success: 'Descuento borrado correctamente',
    failure: 'No se pudo borrar el descuento',
  },
};
export const DELETE_BUTTONS = { confirmButton: 'Si, borrar', cancelButton: 'Cancelar' } as const;

export const CREATE_TEXTS: Record<CreatableSectionId, { success: string; failure: string }> = {
  clases: {
    success: 'Se creó la clase correctamente',
    failure: 'Algo salió mal al crear la clase',
  },
  instructores: {
    success: 'Se creó el instructor correctamente',
    failure: 'Algo salió mal al crear el instructor',
  },
  'dias-y-horas': {
    success: 'Se creó el dia y hora correctamente',
    failure: 'Algo salió mal al crear el dia y hora',
  },
  descuentos: {
    success: 'Descuento creado correctamente',
    failure: 'Algo salió mal al crear el descuento',
  },
};

export const EDIT_TEXTS: Record<EditableSectionId, { success: string; failure: string }> = {
  usuarios: {
    success: 'Usuario editado correctamente',
    failure: 'Algo salió mal al editar el usuario',
  },
  clases: {
    success: 'Actividad editada correctamente',
    failure: 'Algo salió mal al editar la actividad',
  },
  instructores: {
    success: 'Instructor editado correctamente',
    failure: 'Algo salió mal al editar el instructor',
  },
  'dias-y-horas': {
    success: 'Dia y hora editado correctamente',
    failure: 'Algo salió mal al editar el dia y hora',
  },
  descuentos: {
    success: 'Descuento editado correctamente',
    failure: 'Algo salió mal al editar el descuento',
  },
};

/** The class edit page's slot and trainer links, including the failure to remove a slot. */
export const CLASS_LINK_TEXTS = {
  detachSlotConfirm: '¿Seguro que quieres quitar este día y horario de la clase?',
  detachSlotConfirmButton: 'Si, quitar',
  detachSlotCancelButton: 'Cancelar',
  detachSlotFailure: 'No se pudo borrar este día-hora de la actividad',
  attachSlotFailure: 'No se pudo agregar este día-hora a la actividad',
  addTrainerFailure: 'No se pudo agregar el instructor a la actividad',
  removeTrainerFailure: 'No se pudo quitar el instructor de la actividad',
} as const;

/** Ordenes → 'Exportar CSV'. */
export const EXPORT_ORDERS_TEXTS = {
  title: 'Exportar órdenes',
  description:
    'Las órdenes creadas entre estas fechas (ambas incluidas), en un archivo CSV para abrir con una planilla de cálculo.',
  downloading: 'Descargando las órdenes…',
  failure: 'No pudimos exportar las órdenes, intentá nuevamente',
} as const;

/**
 * 'Archivar' / 'Restaurar' in Clases, Instructores and Dias y horas: an archived row leaves the
 * public pages and the sale; its orders and memberships stay. The failure adds the server's reason.
 */
export type ArchivableSectionId = 'clases' | 'instructores' | 'dias-y-horas';
export const ARCHIVE_TEXTS: Record<
  ArchivableSectionId,
  {
    /** The mark on an archived row: 'Archivada' or 'Archivado'. */
    mark: string;
    archive: { confirm: string; detail: string; success: string; failure: string };
    restore: { confirm: string; detail: string; success: string; failure: string };
  }
> = {
  clases: {
    mark: 'Archivada',
    archive: {
      confirm: '¿Archivar la clase?',
      detail:
        'Deja de verse en la web y de venderse, con sus horarios. Los abonos pagos siguen hasta su vencimiento.',
      success: 'Clase archivada',
      failure: 'No se pudo archivar la clase',
    },
    restore: {
      confirm: '¿Restaurar la clase?',
      detail: 'Vuelve a verse en la web y a venderse.',
      success: 'Clase restaurada',
      failure: 'No se pudo restaurar la clase',
    },
  },
  instructores: {
    mark: 'Archivado',
    archive: {
      confirm: '¿Archivar el instructor?',
      detail: 'Deja de verse en Nuestro Staff y en las páginas de las clases.',
      success: 'Instructor archivado',
      failure: 'No se pudo archivar el instructor',
    },
    restore: {
      confirm: '¿Restaurar el instructor?',
      detail: 'Vuelve a verse en Nuestro Staff y en sus clases.',
      success: 'Instructor restaurado',
      failure: 'No se pudo restaurar el instructor',
    },
  },
  'dias-y-horas': {
    mark: 'Archivado',
    archive: {
      confirm: '¿Archivar el dia y hora?',
      detail:
        'Deja de verse en la web y de venderse. Los abonos pagos siguen hasta su vencimiento.',
      success: 'Dia y hora archivado',
      failure: 'No se pudo archivar el dia y hora',
    },
    restore: {
      confirm: '¿Restaurar el dia y hora?',
      detail: 'Vuelve a verse en la web y a venderse.',
      success: 'Dia y hora restaurado',
      failure: 'No se pudo restaurar el dia y hora',
    },
  },
};
export const ARCHIVE_BUTTONS = {
  archive: { label: 'Archivar', confirmButton: 'Si, archivar', cancelButton: 'Cancelar' },
  restore: { label: 'Restaurar', confirmButton: 'Si, restaurar', cancelButton: 'Cancelar' },
} as const;

/** Reseñas → 'Ocultar' / 'Mostrar': a hidden review stays, out of the public pages. */
export const REVIEW_VISIBILITY_TEXTS = {
  shown: 'Visible',
  hidden: 'Oculta',
  hide: {
    label: 'Ocultar',
    confirm: '¿Ocultar la reseña?',
    detail: 'Deja de verse en la web; queda guardada y podés volver a mostrarla.',
    confirmButton: 'Si, ocultar',
    cancelButton: 'Cancelar',
    success: 'Reseña oculta',
    failure: 'No se pudo ocultar la reseña',
  },
  show: {
    label: 'Mostrar',
    confirm: '¿Mostrar la reseña?',
    detail: 'Vuelve a verse en la web.',
    confirmButton: 'Si, mostrar',
    cancelButton: 'Cancelar',
    success: 'Reseña visible',
    failure: 'No se pudo mostrar la reseña',
  },
} as const;

/** 'Editar textos': what the edit page never shows (a class's description, a trainer's experience and classes). */
export const EDIT_TEXTS_DIALOG = {
  button: 'Editar textos',
  title: (name: string) => `Editar textos de ${name}`,
  submit: 'Guardar',
  clases: EDIT_TEXTS.clases,
  instructores: EDIT_TEXTS.instructores,
} as const;

/** A class's day ('AAAA-MM-DD') as the admin reads it: 'dd/mm/aaaa'. */
const dayText = (day: string) => day.split('-').reverse().join('/');

/** Clases → 'Aumento de cuota': a class's new price from a day announced ahead. */
export const PRICE_CHANGE_TEXTS = {
  button: (name: string) => `Aumento de cuota de ${name}`,
  title: (name: string) => `Aumento de cuota: ${name}`,
  currentPrice: (price: string) => `Precio actual: ${price}`,
  price: 'Precio nuevo',
  effectiveFrom: 'Desde el',
  dateRequired: 'Elegí desde qué día rige el precio nuevo',
  effectiveFromHint: (days: number) =>
    `Al menos ${days} días después de hoy: los socios con débito automático reciben un aviso por mail.`,
  submit: 'Programar aumento',
  failure: 'No se pudo programar el aumento',
  scheduled: 'Aumento programado',
  noticed: (count: number) =>
    `Se avisó a ${count} ${count === 1 ? 'socio' : 'socios'} con débito automático.`,
  list: 'Aumentos de esta clase',
  loading: 'Cargando los aumentos',
  loadError: 'No pudimos cargar los aumentos',
  empty: 'No hay aumentos programados para esta clase.',
  from: (day: string) => `desde el ${dayText(day)}`,
  noticedCount: (count: number) => `Avisados: ${count}`,
  withdraw: {
    button: 'Retirar',
    label: (price: string, day: string) => `Retirar el aumento a ${price} desde el ${dayText(day)}`,
    confirm: '¿Retirar el aumento?',
    detail: (day: string) => `El precio no cambiará el ${dayText(day)}.`,
    confirmButton: 'Retirar',
    cancelButton: 'Volver',
    success: 'Aumento retirado',
    failure: 'No se pudo retirar el aumento',
  },
} as const;
