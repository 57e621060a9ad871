import {
  ORDER_STATE_LABELS,
  ORDER_STATES,
  formatGymDate,
  truncate,
  formatMoney,
  paymentStatusLabel,
  paymentRejectionReason,
  FAILED_PAYMENT_STATUSES,
  ROLE_LABELS,
  ROLES,
  type OrderPeriodDto,
  type OrderState,
  type Role,
  type SubscriptionDto,
} from '@power-gym/contracts';
import type { SortChoice } from '../hooks/use-list-controls';

/** A dashboard row: any list item with an id. */
export type AdminRow = { id: number } & object;

/** Never shown as columns: bookkeeping (timestamps) and identity internals. */
export const HIDDEN_COLUMNS: ReadonlySet<string> = new Set([
  'createdAt',
  'updatedAt',
  'userId',
  'users',
  'activityId',
  'createdInDb',
  'uid',
  // Shown by the sections themselves: a class's, trainer's or slot's 'Archivada' mark.
  'archivedAt',
  // A profesor's trainer is a bare id: the edit page names it.
  'trainerId',
  // A desk sale's payment reads in 'Estado del pago'.
  'deskPayment',
]);

const COLUMN_LABELS: Record<string, string> = {
  id: 'Id',
  name: 'Nombre',
  lastName: 'Apellido',
  email: 'Email',
  phoneNumber: 'Teléfono',
  image: 'Imagen',
  isAdmin: 'Administrador',
  role: 'Rol',
  video: 'Video',
  description: 'Descripción',
  price: 'Precio',
  diaHoras: 'Dias y horas',
  trainers: 'Instructores',
  specialty: 'Especialidad',
  experience: 'Experiencia',
  activities: 'Clases',
  activity: 'Clase',
  day: 'Día',
  hour: 'Hora',
  capacity: 'Capacidad',
  stock: 'Lugares libres',
  waiting: 'En espera',
  codigo: 'Código',
  descuento: 'Descuento',
  endsOn: 'Vence el',
  maxUses: 'Usos máximos',
  maxUsesPerMember: 'Usos por socio',
  state: 'Estado',
  total: 'Total',
  user: 'Usuario',
  soldBy: 'Vendido por',
  lines: 'Clases',
  discountCode: 'Código de descuento',
  discountPercent: 'Descuento aplicado',
  paymentId: 'Id de pago',
  paymentStatus: 'Estado del pago',
  paymentStatusDetail: 'Motivo del rechazo',
  reservedUntil: 'Reservada hasta',
  period: 'Vencimiento',
  renewsOrderId: 'Renueva la orden',
  rating: 'Calificación',
  hiddenAt: 'Visible',
  // A member's débito automático (Usuarios) and an order's (Ordenes).
  debit: 'Débito',
  subscription: 'Débito',
};

const MONEY_KEYS = new Set(['price', 'total']);
const PERCENT_KEYS = new Set(['descuento', 'discountPercent']);
const DATE_KEYS = new Set(['reservedUntil']);
/** Calendar days ('AAAA-MM-DD', no time zone), shown as dd/mm/aaaa. */
const DAY_KEYS = new Set(['endsOn']);
const TEXT_CUT = 80;

const dateTime = new Intl.DateTimeFormat('es-AR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Argentina/Buenos_Aires',
});

export function field(row: object, key: string): unknown {
  return (row as Record<string, unknown>)[key];
}

/** The columns of a table: the keys of its first row minus the hidden ones. */
export function columnsOf(rows: readonly object[]): string[] {
  const first = rows[0];
  return first ? Object.keys(first).filter((key) => !HIDDEN_COLUMNS.has(key)) : [];
}

export function columnLabel(key: string): string {
  return COLUMN_LABELS[key] ?? key;
}

/** How a nested record reads: a person's full name, a name, a slot's day and hour, a line's class. */
export function nameOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const name = field(value, 'name');
  const lastName = field(value, 'lastName');
  if (typeof name === 'string') return typeof lastName === 'string' ? `${name} ${lastName}` : name;
  const day = field(value, 'day');
  const hour = field(value, 'hour');
  if (typeof day === 'string' && typeof hour === 'string') return `${day} ${hour}`;
  const activity = nameOf(field(value, 'activity'));
  if (activity) {
    const quantity = field(value, 'quantity');
    const slot = nameOf(field(value, 'diaHora'));
    return `${activity}${slot ? ` (${slot})` : ''}${typeof quantity === 'number' && quantity > 1 ? ` x${quantity}` : ''}`;
  }
  const codigo = field(value, 'codigo');
  return typeof codigo === 'string' ? codigo : undefined;
}

function isOrderState(value: unknown): value is OrderState {
  return (ORDER_STATES as readonly unknown[]).includes(value);
}

function isRole(value: unknown): value is Role {
  return (ROLES as readonly unknown[]).includes(value);
}

/**
 * 'Estado del pago': Mercado Pago's status in Spanish, or how a desk sale was paid ('Efectivo',
 * 'Transferencia'), which a refund's status ('refunded') would otherwise hide.
 */
function paymentText(status: string, row: object | undefined): string {
  const deskPayment = row === undefined ? undefined : field(row, 'deskPayment');
  if (typeof deskPayment !== 'string') return paymentStatusLabel(status);
  return status === deskPayment ? deskPayment : `${deskPayment} · ${paymentStatusLabel(status)}`;
}

/** A paid order's membership period, as GET /order answers it. */
export function isPeriod(value: unknown): value is OrderPeriodDto {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof field(value, 'endsAt') === 'string' &&
    typeof field(value, 'status') === 'string'
  );
}

/** A paid order's period, unless the order was refunded since: then it holds nothing. */
export function heldPeriod(row: object | undefined, value: unknown): OrderPeriodDto | undefined {
  if (!isPeriod(value)) return undefined;
  return row !== undefined && field(row, 'state') === 'Refunded' ? undefined : value;
}

/** An order's débito automático, as GET /order answers it. */
function isSubscription(value: unknown): value is SubscriptionDto {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof field(value, 'status') === 'string' &&
    typeof field(value, 'amount') === 'number'
  );
}

/** A reservation runs while its order is still waiting for payment and its time has not passed. */
function reservationRuns(row: object | undefined, value: unknown, now: number): boolean {
  return (
    row !== undefined &&
    field(row, 'state') === 'Created' &&
    typeof value === 'string' &&
    Date.parse(value) > now
  );
}

/**
 * A cell's text, readable by a person: lists as names, money, percentages, Sí/No, an order's state
 * in the same Spanish the member reads, 'Reservada hasta' only while the reservation runs, and
 * 'Vencimiento': when the order's hold on its places ends (a paid order's period, with its status,
 * or a running reservation); an order's 'Débito' by its state.
 */
export function cellText(key: string, value: unknown, row?: object, now = Date.now()): string {
  if (key === 'state' && isOrderState(value)) return ORDER_STATE_LABELS[value];
  if (key === 'paymentStatus' && typeof value === 'string') return paymentText(value, row);
  if (key === 'role' && isRole(value)) return ROLE_LABELS[value];
  // Mercado Pago's status_detail in Spanish, only where the payment failed.
  if (key === 'paymentStatusDetail') {
    const status = row === undefined ? undefined : field(row, 'paymentStatus');
    return typeof status === 'string' && FAILED_PAYMENT_STATUSES.includes(status)
      ? paymentRejectionReason(typeof value === 'string' ? value : null)
      : '—';
  }
  if (key === 'period') {
    const period = heldPeriod(row, value);
    if (period) return `${formatGymDate(period.endsAt)} · ${period.status}`;
    const reservedUntil = row === undefined ? undefined : field(row, 'reservedUntil');
    return row !== undefined && reservationRuns(row, reservedUntil, now)
      ? `Reserva hasta ${dateTime.format(new Date(String(reservedUntil)))}`
      : '—';
  }
  if (key === 'reservedUntil' && row !== undefined && !reservationRuns(row, value, now)) return '—';
  // 'Débito': the state of the order's débito ('Activa', 'Pendiente', 'Pausada', 'Cancelada').
  if (key === 'subscription') return isSubscription(value) ? value.status : '—';
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (Array.isArray(value)) {
    const names = [...new Set(value.map((item) => nameOf(item) ?? String(item)))];
    return names.length > 0 ? names.join(', ') : '—';
  }
  if (typeof value === 'object') return nameOf(value) ?? '—';
  if (MONEY_KEYS.has(key) && (typeof value === 'number' || typeof value === 'string')) {
    return formatMoney(value);
  }
  if (PERCENT_KEYS.has(key)) return `${String(value)}%`;
  if (DATE_KEYS.has(key) && typeof value === 'string') return dateTime.format(new Date(value));
  if (DAY_KEYS.has(key) && typeof value === 'string') return value.split('-').reverse().join('/');
  if (typeof value === 'string') return truncate(value, TEXT_CUT);
  return String(value);
}

/** What a row is called in control labels: 'Editar Ana Pérez', 'Cancelar orden 12'. */
export function rowName(row: AdminRow): string {
  return nameOf(row) ?? `#${row.id}`;
}

export interface SortOption {
  value: SortChoice;
  label: string;
}

/** The sort dropdown: the server's sorts, newest first (docs/api.md, 'Paging'). */
export const SORT_OPTIONS: readonly SortOption[] = [
  { value: 'created', label: 'Ultimos creados' },
  { value: 'updated', label: 'Ultimos modificados' },
];
