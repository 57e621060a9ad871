import { dateLabel, type DeskPayment } from '@power-gym/contracts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** 'Venta en recepción': what the desk reads while selling. */
export const DESK_SALE_TEXTS = {
  title: 'Venta en recepción',
  memberStep: 'Socio',
  search: 'Buscar socio',
  searchHint: 'Nombre, apellido o e-mail; Enter busca',
  searchButton: 'Buscar',
  registerMember: 'Registrar socio nuevo',
  searching: 'Buscando socios…',
  searchError: 'No pudimos buscar socios.',
  results: 'Socios encontrados',
  found: (count: number) => `${plural(count, 'socio encontrado', 'socios encontrados')}.`,
  notFound: (query: string) => `No encontramos socios con «${query}».`,
  chosen: (name: string) => `Socio elegido: ${name}`,
  change: 'Cambiar',
  memberRequired: 'Elegí el socio',
  classesStep: 'Clases',
  activity: 'Clase',
  activityPlaceholder: 'Elegí una clase',
  activityRequired: 'Elegí la clase',
  slot: 'Día y horario',
  slotPlaceholder: 'Elegí el día y horario',
  slotRequired: 'Elegí el día y horario',
  places: 'Lugares',
  add: 'Agregar',
  loadingClasses: 'Cargando clases…',
  classesError: 'No pudimos cargar las clases.',
  noClasses: 'No hay clases con horarios a la venta.',
  linesLabel: 'Clases de la venta',
  noLines: 'Todavía no agregaste clases.',
  listTotal: (amount: string) => `Total de lista: ${amount}`,
  remove: (line: string) => `Quitar ${line}`,
  paymentStep: 'Pago',
  code: 'Código de descuento',
  codeHint: 'Opcional: el descuento se aplica al registrar la venta',
  payment: 'Forma de pago',
  submit: 'Registrar venta',
  failed: 'No pudimos registrar la venta. Intentá de nuevo',
  done: 'Venta registrada',
  charged: (orderId: number, amount: string, payment: DeskPayment) =>
    `Orden N.º ${orderId}: se cobraron ${amount} (${payment}).`,
  discount: (code: string, percent: number) => `Incluye el ${percent}% de descuento de ${code}.`,
} as const;

/** The places a slot has left, as its option reads them. */
export function placesLeftText(left: number): string {
  if (left <= 0) return 'sin lugares';
  return left === 1 ? 'queda 1 lugar' : `quedan ${left} lugares`;
}

/** 'Caja del día': what each seller took, by payment. */
export const CASH_DAY_TEXTS = {
  title: 'Caja del día',
  shown: (date: string) => `Ventas del ${dateLabel(date)}`,
  loading: 'Cargando caja del día…',
  loadError: 'No pudimos cargar la caja del día.',
  empty: 'No hubo ventas en recepción este día.',
  cash: 'Efectivo',
  transfer: 'Transferencia',
  total: 'Total',
  sales: (seller: string) => `Ventas de ${seller}`,
  sellerTotals: (seller: string) => `Caja de ${seller}`,
  dayTotals: 'Total del día',
  refunded: 'Reembolsada',
  refundedNote: 'Las ventas reembolsadas figuran tachadas y no se cuentan en la caja.',
} as const;
