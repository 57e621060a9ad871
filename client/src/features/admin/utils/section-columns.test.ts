import { describe, expect, it } from 'vitest';
import { columnVisibility, sectionColumnKeys } from './section-columns';

const order = {
  id: 201,
  userId: 7,
  state: 'Created',
  total: '100.00',
  totalPrice: '100.00',
  discountCode: null,
  discountPercent: null,
  paymentId: null,
  paymentStatus: null,
  reservedUntil: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  lines: [],
  period: null,
  renewsOrderId: null,
  activities: [],
  user: { id: 7, name: 'Ana', lastName: 'Pérez', email: 'ana@example.com' },
  soldBy: null,
  deskPayment: null,
  subscription: null,
};

const user = {
  id: 7,
  uid: 'uid',
  email: 'ana@example.com',
  name: 'Ana',
  lastName: 'Pérez',
  phoneNumber: null,
  image: null,
  isAdmin: false,
  role: 'socio',
  trainerId: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  debit: null,
};

const visible = (model: Record<string, boolean>) =>
  Object.entries(model)
    .filter(([, shown]) => shown)
    .map(([column]) => column);

describe('sectionColumnKeys', () => {
  it("puts an order's id, buyer, states, total, classes, 'Vencimiento' and 'Débito' first", () => {
    expect(sectionColumnKeys('ordenes', [order])).toEqual([
      'id',
      'user',
      'state',
      'paymentStatus',
      'soldBy',
      'total',
      'lines',
      'period',
      'subscription',
      'totalPrice',
      'discountCode',
      'discountPercent',
      'paymentId',
      'reservedUntil',
      'renewsOrderId',
      'activities',
    ]);
  });

  it("leads users with the computed full name, and keeps the rows' order otherwise", () => {
    expect(sectionColumnKeys('usuarios', [user])).toEqual([
      'fullName',
      'id',
      'email',
      'name',
      'lastName',
      'phoneNumber',
      'image',
      'isAdmin',
      'role',
      'debit',
    ]);
  });

  it('has no columns without rows', () => {
    expect(sectionColumnKeys('usuarios', [])).toEqual([]);
  });
});

describe('columnVisibility', () => {
  const orderKeys = sectionColumnKeys('ordenes', [order]);
  const userKeys = sectionColumnKeys('usuarios', [user]);

  it("shows what matters of an order at 1280 px, its 'Vencimiento' and 'Débito' included, and the seller and discount from 1536 px", () => {
    const desktop = [
      'id',
      'user',
      'state',
      'paymentStatus',
      'total',
      'lines',
      'period',
      'subscription',
    ];
    expect(visible(columnVisibility('ordenes', orderKeys, 'desktop'))).toEqual(desktop);
    expect(visible(columnVisibility('ordenes', orderKeys, 'wide'))).toEqual([
      'id',
      'user',
      'state',
      'paymentStatus',
      'soldBy',
      'total',
      'lines',
      'period',
      'subscription',
      'discountCode',
    ]);
    expect(visible(columnVisibility('ordenes', orderKeys, 'desktop', 'paid'))).toEqual(desktop);
  });

  it("shows a paid order's period instead of its state on a phone when only paid orders are listed", () => {
    // On a phone the period takes the room of the state, 'Pagada' on every row.
    expect(visible(columnVisibility('ordenes', orderKeys, 'phone', 'paid'))).toEqual([
      'id',
      'user',
      'total',
      'period',
    ]);
  });

  it("shows an order's id, buyer, state and total on a phone", () => {
    expect(visible(columnVisibility('ordenes', orderKeys, 'phone'))).toEqual([
      'id',
      'user',
      'state',
      'total',
    ]);
  });

  it('shows a user by full name and e-mail on a phone, by name and last name elsewhere', () => {
    expect(visible(columnVisibility('usuarios', userKeys, 'phone'))).toEqual(['fullName', 'email']);
    expect(visible(columnVisibility('usuarios', userKeys, 'desktop'))).not.toContain('fullName');
  });

  it("shows a user's role and débito at 1280 px, and the picture and 'Administrador' from 1536 px", () => {
    const desktop = ['id', 'email', 'name', 'lastName', 'phoneNumber', 'role', 'debit'];
    expect(visible(columnVisibility('usuarios', userKeys, 'desktop'))).toEqual(desktop);
    expect(visible(columnVisibility('usuarios', userKeys, 'wide'))).toEqual([
      'id',
      'email',
      'name',
      'lastName',
      'phoneNumber',
      'image',
      'isAdmin',
      'role',
      'debit',
    ]);
  });

  it("shows a slot's day, hour, line and class on a phone: 'En espera' opens the line", () => {
    const slot = {
      id: 13,
      day: 'Viernes',
      hour: '18:30',
      capacity: 25,
      stock: 0,
      waiting: 2,
      activityId: 1,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
      activity: { id: 1, name: 'Funcional', price: 5000 },
    };
    const keys = sectionColumnKeys('dias-y-horas', [slot]);
    expect(visible(columnVisibility('dias-y-horas', keys, 'phone'))).toEqual([
      'day',
      'hour',
      'waiting',
      'activity',
    ]);
    expect(visible(columnVisibility('dias-y-horas', keys, 'desktop'))).toContain('waiting');
  });
});
