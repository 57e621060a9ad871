import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import type { ListSectionId } from '../sections';
import { columnsOf } from './table-values';

/** A column's room: a fixed width, or a share (`flex`) of what is left above `minWidth`. */
export interface ColumnSize {
  width?: number;
  flex?: number;
  minWidth?: number;
}

/**
 * Sizes chosen so each section's desktop columns fit the content beside the side bar at 1280 px
 * (about 930 px): short values get a fixed width, texts and lists share the rest and wrap.
 */
const DESKTOP_SIZES: Record<string, ColumnSize> = {
  id: { width: 64 },
  fullName: { flex: 1, minWidth: 120 },
  name: { flex: 1, minWidth: 110 },
  lastName: { flex: 1, minWidth: 110 },
  email: { flex: 1.5, minWidth: 170 },
  phoneNumber: { width: 130 },
  image: { width: 80 },
  isAdmin: { width: 120 },
  role: { width: 120 },
  video: { flex: 1, minWidth: 140 },
  description: { flex: 2, minWidth: 160 },
  price: { width: 116 },
  diaHoras: { flex: 1.5, minWidth: 150 },
  trainers: { flex: 1, minWidth: 120 },
  specialty: { flex: 1, minWidth: 130 },
  experience: { flex: 1.5, minWidth: 160 },
  activities: { flex: 1, minWidth: 130 },
  activity: { flex: 1, minWidth: 120 },
  day: { width: 100 },
  hour: { width: 80 },
  capacity: { width: 100 },
  stock: { width: 120 },
  waiting: { width: 100 },
  codigo: { flex: 1, minWidth: 120 },
  descuento: { width: 110 },
  endsOn: { width: 110 },
  maxUses: { width: 120 },
  maxUsesPerMember: { width: 120 },
  state: { width: 112 },
  total: { width: 116 },
  totalPrice: { width: 116 },
  user: { flex: 1, minWidth: 110 },
  soldBy: { flex: 1, minWidth: 120 },
  lines: { flex: 1.5, minWidth: 120 },
  discountCode: { width: 120 },
  discountPercent: { width: 120 },
  paymentId: { width: 140 },
  paymentStatus: { width: 116 },
  paymentStatusDetail: { flex: 1, minWidth: 160 },
  reservedUntil: { width: 130 },
  period: { width: 120 },
  renewsOrderId: { width: 120 },
  hiddenAt: { width: 110 },
  rating: { width: 120 },
  // 'Débito': one word, 'Pendiente' or 'Cancelada' at the longest.
  debit: { width: 96 },
  subscription: { width: 96 },
};
const DEFAULT_SIZE: ColumnSize = { flex: 1, minWidth: 120 };

/** On a phone (about 330 px of table) the few columns shown share the width and wrap by word. */
const PHONE_SIZES: Record<string, ColumnSize> = {
  id: { width: 52 },
  // A slot's hour and line fit narrow columns: with its day, class and two buttons, 330 px.
  hour: { width: 52 },
  waiting: { width: 60 },
  // Money is one unbreakable '$ 120.000,00'.
  price: { width: 88 },
  total: { width: 88 },
};
const PHONE_DEFAULT_SIZE: ColumnSize = { flex: 1, minWidth: 64 };

export function columnSize(key: string, phone: boolean): ColumnSize {
  if (phone) return PHONE_SIZES[key] ?? PHONE_DEFAULT_SIZE;
  return DESKTOP_SIZES[key] ?? DEFAULT_SIZE;
}

/** Which columns a section shows at each width; the column menu can show the others. */
interface ColumnPlan {
  /** Columns shown first, in this order; the others follow in the rows' key order. */
  first?: readonly string[];
  /** All a phone shows besides 'Acciones'. */
  phone: readonly string[];
  /** Shown from 1536 px only: at 1280 px they would push the rest into a sideways scroll. */
  wide?: readonly string[];
  /** Columns computed from the row (utils/grid-columns.tsx), shown first and on phones only. */
  computed?: readonly string[];
  /**
   * Shown only when picked in the column menu: totalPrice repeats total, activities repeat lines,
   * a discount's percentage follows from its code, and a payment's id matters only when tracing
   * that payment.
   */
  onRequest?: readonly string[];
  /** Filtered lists where some columns are worth more than others (ColumnView). */
  views?: Partial<Record<ColumnView, ViewPlan>>;
}

/** A filtered list's own choice of columns: 'paid' lists only paid orders. */
export type ColumnView = 'paid';

interface ViewPlan {
  /** Shown at every width, whatever the plan says. */
  show: readonly string[];
  /** Hidden on a phone, where `show` takes their room. */
  phoneHide: readonly string[];
}

export const COLUMN_PLANS: Record<ListSectionId, ColumnPlan> = {
  // 'Rol' takes the room of the picture, and 'Débito' that of 'Administrador' (which 'Rol' also
  // says: an admin's role reads 'Administrador'); both are shown from 1536 px.
  usuarios: {
    phone: ['fullName', 'email'],
    computed: ['fullName'],
    wide: ['image', 'isAdmin'],
  },
  clases: { phone: ['name', 'price'], wide: ['video'] },
  instructores: { phone: ['name', 'specialty'] },
  ordenes: {
    // 'Vencimiento' says when an order's hold on its places ends: its reservation while unpaid,
    // its membership once paid; 'Reservada hasta' alone is in the column menu.
    first: [
      'id',
      'user',
      'state',
      'paymentStatus',
      'soldBy',
      'total',
      'lines',
      'period',
      'subscription',
    ],
    phone: ['id', 'user', 'state', 'total'],
    // A desk sale's seller and the code fit from 1536 px; the code's percentage is in the menu.
    wide: ['soldBy', 'discountCode'],
    onRequest: [
      'discountPercent',
      'totalPrice',
      'activities',
      'paymentId',
      'paymentStatusDetail',
      'reservedUntil',
      'renewsOrderId',
    ],
    // Paid orders only ('Pagada', 'Por vencer'): every state is 'Pagada', so on a phone
    // 'Vencimiento' takes the room of 'Estado'.
    views: { paid: { show: ['period'], phoneHide: ['state'] } },
  },
  // 'En espera' opens the slot's line (its count is a button): on a phone too.
  'dias-y-horas': { phone: ['day', 'hour', 'activity', 'waiting'] },
  descuentos: { phone: ['codigo', 'descuento'] },
  // 'Visible' says whether the public sees it; on a phone with the stars and the text.
  resenas: {
    first: ['id', 'hiddenAt', 'rating', 'description', 'user', 'activity'],
    phone: ['hiddenAt', 'rating', 'description'],
  },
};

export type ScreenWidth = 'phone' | 'desktop' | 'wide';

/**
 * The grid's visibility of each of `columns` (the actions column always shows), in the list's
 * `view` when it is filtered to one.
 */
export function columnVisibility(
  section: ListSectionId,
  columns: readonly string[],
  screen: ScreenWidth,
  view?: ColumnView,
): GridColumnVisibilityModel {
  const plan = COLUMN_PLANS[section];
  const swap = view === undefined ? undefined : plan.views?.[view];
  const shown = new Set(swap?.show);
  const hiddenOnDesktop = new Set([
    ...(plan.computed ?? []),
    ...(plan.onRequest ?? []),
    ...(screen === 'wide' ? [] : (plan.wide ?? [])),
  ]);
  const onPhone = new Set(plan.phone.filter((column) => !swap?.phoneHide.includes(column)));
  return Object.fromEntries(
    columns.map((column) => [
      column,
      shown.has(column) ||
        (screen === 'phone' ? onPhone.has(column) : !hiddenOnDesktop.has(column)),
    ]),
  );
}

/**
 * A section's column keys: the first row's keys minus the hidden ones, its `first` ones leading
 * and its computed ones before all.
 */
export function sectionColumnKeys(section: ListSectionId, rows: readonly object[]): string[] {
  const rowKeys = columnsOf(rows);
  if (rowKeys.length === 0) return [];
  const { computed = [], first = [] } = COLUMN_PLANS[section];
  const leading = first.filter((key) => rowKeys.includes(key));
  return [...computed, ...leading, ...rowKeys.filter((key) => !leading.includes(key))];
}
