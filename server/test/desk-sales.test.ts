// Issue 32: 'Venta en recepción' — the desk sells a membership paid in cash or by transfer, with
// the cart's prices, discount codes and places; a paid order like any other; 'Caja del día'.
import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  DESK_MESSAGES,
  MESSAGES,
  type CashDayDto,
  type OrderDto,
} from '@power-gym/contracts';
import { renderOrderMail } from '../src/domain/outbox/index.ts';
import { asAdmin, send } from './support/admin.ts';
import { stockOf } from './support/fixtures.ts';
import { useTestWorld } from './support/test-world.ts';
import type { SignedInUser } from './support/tokens.ts';

const world = useTestWorld({ shop: true, members: ['Ana', 'Juan', 'Rita'], admin: true });

const URL = 'http://localhost:3001';
const lunes = () => world.shop.slots.lunes.id; // Pilates, 9999, 10 places
const miercoles = () => world.shop.slots.miercoles.id; // Boxeo, 5000, 3 places

const sell = (by: SignedInUser, body: object) =>
  send(world.app, 'post', '/api/order/desk', { auth: by, body });

async function deskStaff() {
  await world.prisma.user.update({
    where: { id: world.rita.user.id },
    data: { role: 'recepcion' },
  });
}

const mailsOf = (orderId: number) =>
  world.prisma.emailOutbox.findMany({ where: { orderId }, select: { kind: true, to: true } });

describe('POST /api/order/desk', () => {
  it('sells a paid membership with the code, recording who took the money', async () => {
    await deskStaff();
    // Ana's own cart holds a line: the desk sale leaves it alone.
    const cart = await world.prisma.order.create({ data: { userId: world.ana.user.id } });
    await world.prisma.orderLine.create({
      data: {
        orderId: cart.id,
        diaHoraId: miercoles(),
        activityId: world.shop.activities.boxeo.id,
        quantity: 1,
        unitPrice: 5000,
        subtotal: 5000,
      },
    });

    const res = await sell(world.rita, {
      userId: world.ana.user.id,
      lines: [{ diaHoraId: lunes(), quantity: 1 }],
      codigo: 'power10',
      paymentMethod: 'Efectivo',
    }).expect(201);
    const order = res.body as OrderDto;
    expect(order).toMatchObject({ state: 'Complete', total: '8999.10', discountCode: 'POWER10' });
    const row = await world.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(row).toMatchObject({
      userId: world.ana.user.id,
      soldById: world.rita.user.id,
      deskPayment: 'Efectivo',
      membership: 'Active',
    });
    expect(await stockOf(world.prisma, lunes())).toBe(9);
    expect(await mailsOf(order.id)).toEqual([
      { kind: 'paymentConfirmed', to: world.ana.account.email },
    ]);
    const mail = await renderOrderMail(world.prisma, 'paymentConfirmed', order.id, URL);
    expect(mail?.text).toContain(
      '¡Gracias! Recibimos tu pago en recepción (efectivo) y tus lugares quedaron reservados.',
    );
    const carts = await world.prisma.order.findMany({
      where: { userId: world.ana.user.id, state: 'Cart' },
      include: { lines: true },
    });
    expect(carts.map((c) => [c.id, c.lines.length])).toEqual([[cart.id, 1]]);
  });

  it('refuses a sale with no places left, writing nothing', async () => {
    await deskStaff();
    await world.prisma.diaHora.update({ where: { id: miercoles() }, data: { stock: 1 } });
    const before = await world.prisma.order.count();
    const res = await sell(world.rita, {
      userId: world.juan.user.id,
      lines: [
        { diaHoraId: lunes(), quantity: 1 },
        { diaHoraId: miercoles(), quantity: 2 },
      ],
      paymentMethod: 'Transferencia',
    }).expect(409);
    expect(res.body.error).toMatch(/Boxeo/);
    expect(await world.prisma.order.count()).toBe(before);
    expect(await stockOf(world.prisma, lunes())).toBe(10);
    expect(await world.prisma.emailOutbox.count()).toBe(0);
  });

  it('checks the member, the lines, the payment and who sells', async () => {
    await deskStaff();
    const line = { diaHoraId: lunes(), quantity: 1 };
    const unknown = await sell(world.rita, {
      userId: 999_999,
      lines: [line],
      paymentMethod: 'Efectivo',
    }).expect(404);
    expect(unknown.body).toEqual({ error: DESK_MESSAGES.memberNotFound });
    const twice = await sell(world.rita, {
      userId: world.ana.user.id,
      lines: [line, line],
      paymentMethod: 'Efectivo',
    }).expect(400);
    expect(twice.body).toEqual({
      error: MESSAGES.invalidInput,
      fields: { lines: DESK_MESSAGES.duplicateLine },
    });
    const card = await sell(world.rita, {
      userId: world.ana.user.id,
      lines: [line],
      paymentMethod: 'Tarjeta',
    }).expect(400);
    expect(card.body.fields).toEqual({ paymentMethod: DESK_MESSAGES.paymentInvalid });
    const member = await sell(world.juan, {
      userId: world.ana.user.id,
      lines: [line],
      paymentMethod: 'Efectivo',
    }).expect(403);
    expect(member.body).toEqual({ error: AUTH_MESSAGES.forbidden });
    expect(await world.prisma.order.count({ where: { state: { not: 'Cart' } } })).toBe(0);
  });

  it("is refunded by an admin's cancel without Mercado Pago: the desk gives the money back", async () => {
    await deskStaff();
    const sold = await sell(world.rita, {
      userId: world.ana.user.id,
      lines: [{ diaHoraId: lunes(), quantity: 2 }],
      paymentMethod: 'Efectivo',
    }).expect(201);
    const id = (sold.body as OrderDto).id;
    const res = await asAdmin(world, 'put', `/api/order/${id}`, { state: 'Canceled' }).expect(200);
    expect((res.body as { order: OrderDto }).order.state).toBe('Refunded');
    const mail = await renderOrderMail(world.prisma, 'orderRefunded', id, URL);
    expect(mail?.text).toMatch(
      new RegExp(
        `Te devolvimos \\$\\s19\\.998,00 del pedido #${id} en recepción \\(efectivo\\) y sus lugares se liberaron\\.`,
      ),
    );
    expect(await stockOf(world.prisma, lunes())).toBe(10);
    const day = (await send(world.app, 'get', '/api/order/desk', { auth: world.rita }).expect(200))
      .body as CashDayDto;
    expect(day.total).toBe('0.00');
    expect(day.sellers[0]?.sales.map((sale) => sale.refunded)).toEqual([true]);
  });
});

describe('GET /api/order/desk (Caja del día)', () => {
  it("adds up each seller's cash and transfers of the day", async () => {
    await deskStaff();
    const sale = (by: SignedInUser, userId: number, paymentMethod: string) =>
      sell(by, { userId, lines: [{ diaHoraId: lunes(), quantity: 1 }], paymentMethod }).expect(201);
    await sale(world.rita, world.ana.user.id, 'Efectivo');
    await sale(world.rita, world.juan.user.id, 'Transferencia');
    await sale(world.admin, world.juan.user.id, 'Efectivo');

    const res = await send(world.app, 'get', '/api/order/desk', { auth: world.rita }).expect(200);
    const day = res.body as CashDayDto;
    expect([day.cash, day.transfer, day.total]).toEqual(['19998.00', '9999.00', '29997.00']);
    expect(
      day.sellers.map((s) => [s.seller.name, s.cash, s.transfer, s.total, s.sales.length]),
    ).toEqual([
      ['Admin', '9999.00', '0.00', '9999.00', 1],
      ['Rita', '9999.00', '9999.00', '19998.00', 2],
    ]);
    expect(day.sellers[1]?.sales[0]).toMatchObject({
      member: { id: world.ana.user.id, name: 'Ana', lastName: 'Prueba' },
      classes: ['Pilates'],
      total: '9999.00',
      paymentMethod: 'Efectivo',
    });
    const other = await send(world.app, 'get', '/api/order/desk?date=2020-01-01', {
      auth: world.admin,
    }).expect(200);
    expect(other.body).toMatchObject({ sellers: [], total: '0.00' });
  });
});
