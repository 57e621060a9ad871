import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { ORDER_MESSAGES, noStockMessage, type OrderDto } from '@power-gym/contracts';
import { checkoutOrder } from '../src/features/orders/checkout.ts';
import { getOrderDto } from '../src/features/orders/order-dto.ts';
import { renderOrderMail } from '../src/domain/outbox/index.ts';
import { LOCAL_PUBLIC_URL, sendDueMails } from '../src/jobs/mail-sender.ts';
import { buildApp } from './support/app.ts';
import { stockOf } from './support/fixtures.ts';
import { cartWith, validateCode } from './support/orders.ts';
import { authEnv, type SignedInUser } from './support/tokens.ts';
import { useTestWorld } from './support/test-world.ts';

const world = useTestWorld({
  env: { DISCOUNT_RATE_LIMIT: '3', RESERVATION_MINUTES: '45' },
  shop: true,
  members: ['Ana', 'Juan'],
  admin: true,
});

const checkout = (member: SignedInUser, body: object) =>
  request(world.app).post('/api/order/checkout').set(member.auth).send(body);

/** Runs the outbox sender once and returns what it handed to the SMTP transport. */
async function deliverMails(): Promise<
  { to: string; subject: string; html: string; text: string }[]
> {
  const delivered: { to: string; subject: string; html: string; text: string }[] = [];
  await sendDueMails(world.prisma, {
    sendMail: async (mail) => {
      delivered.push(mail as (typeof delivered)[number]);
    },
  });
  return delivered;
}

/** A refused checkout leaves the stock as given, the order a cart, and no review or mail. */
async function expectNothingChanged(orderId: number, stock: { lunes: number; miercoles: number }) {
  expect(await stockOf(world.prisma, world.shop.slots.lunes.id)).toBe(stock.lunes);
  expect(await stockOf(world.prisma, world.shop.slots.miercoles.id)).toBe(stock.miercoles);
  const row = await world.prisma.order.findUniqueOrThrow({ where: { id: orderId } });
  expect(row.state).toBe('Cart');
  expect(await world.prisma.review.count()).toBe(0);
  expect(await world.prisma.emailOutbox.count()).toBe(0);
}

describe('POST /api/order/checkout', () => {
  it('reserves, prices, discounts, queues the mail and opens a new cart in one go', async () => {
    const orderId = await cartWith(world.app, world.ana, [
      { diaHoraId: world.shop.slots.lunes.id, quantity: 3 },
      { diaHoraId: world.shop.slots.miercoles.id, quantity: 1 },
    ]);
    // Someone edits the saved line's price by hand: checkout re-prices from the activity.
    await world.prisma.orderLine.updateMany({
      where: { orderId },
      data: { unitPrice: 1, subtotal: 1 },
    });
    const before = Date.now();
    const res = await checkout(world.ana, { orderId, codigo: 'quince' }).expect(200);
    const order = res.body as OrderDto;
    // (3 × 9999 + 5000) × 0.85 = 29747.45
    expect(order).toMatchObject({
      id: orderId,
      state: 'Created',
      total: '29747.45',
      discountCode: 'QUINCE',
      discountPercent: 15,
    });
    expect(order.lines).toMatchObject([
      { quantity: 3, unitPrice: 9999, subtotal: 29997 },
      { quantity: 1, unitPrice: 5000, subtotal: 5000 },
    ]);
    const reservedUntil = new Date(order.reservedUntil ?? 0).getTime();
    expect(reservedUntil).toBeGreaterThanOrEqual(before + 45 * 60_000 - 1000);
    expect(reservedUntil).toBeLessThanOrEqual(Date.now() + 45 * 60_000 + 1000);

    expect(await stockOf(world.prisma, world.shop.slots.lunes.id)).toBe(7);
    expect(await stockOf(world.prisma, world.shop.slots.miercoles.id)).toBe(2);
    const row = await world.prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(row.total.toFixed(2)).toBe('29747.45');
    expect(
      await world.prisma.review.findMany({
        where: { userId: world.ana.user.id },
        select: { activityId: true, rating: true },
        orderBy: { activityId: 'asc' },
      }),
    ).toEqual([
      { activityId: world.shop.activities.pilates.id, rating: null },
      { activityId: world.shop.activities.boxeo.id, rating: null },
    ]);
    const mails = await deliverMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe(world.ana.account.email);
    expect(mails[0]?.text).toContain('Pilates');
    expect(
      await world.prisma.order.count({ where: { userId: world.ana.user.id, state: 'Cart' } }),
    ).toBe(1);
  });

  it('applies a discount exactly: 3 × 9999 with 15% is 25497.45', async () => {
    const orderId = await cartWith(world.app, world.ana, [
      { diaHoraId: world.shop.slots.lunes.id, quantity: 3 },
    ]);
    const res = await checkout(world.ana, { orderId, codigo: ' QUINCE ' }).expect(200);
    expect(res.body.total).toBe('25497.45');
  });

  it('is idempotent: a repeat returns the same order and reserves nothing more', async () => {
    const orderId = await cartWith(world.app, world.ana, [
      { diaHoraId: world.shop.slots.lunes.id, quantity: 2 },
    ]);
    const first = await checkout(world.ana, { orderId }).expect(200);
    const second = await checkout(world.ana, { orderId, codigo: 'POWER10' }).expect(200);
    const put = await request(world.app)
      .put('/api/order/checkout')
      .set(world.ana.auth)
      .send({ orderId, state: 'Created' })
      .expect(200);
    expect(second.body).toEqual(first.body);
    expect(put.body).toEqual(first.body);
    expect(await stockOf(world.prisma, world.shop.slots.lunes.id)).toBe(8);
    expect(await world.prisma.emailOutbox.count()).toBe(1);
    expect(await world.prisma.order.count({ where: { userId: world.ana.user.id } })).toBe(2);
  });

  it('answers 409 naming the slot when places run out, and changes nothing', async () => {
    const orderId = await cartWith(world.app, world.ana, [
      { diaHoraId: world.shop.slots.lunes.id, quantity: 2 },
      { diaHoraId: world.shop.slots.miercoles.id, quantity: 2 },
    ]);
    // The places went to others after the member filled the cart.
    await world.prisma.diaHora.update({
      where: { id: world.shop.slots.miercoles.id },
      data: { stock: 1 },
    });
    const res = await checkout(world.ana, { orderId }).expect(409);
    expect(res.body).toEqual({ error: noStockMessage('Boxeo', 'Miercoles', '09:30') });
    await expectNothingChanged(orderId, { lunes: 10, miercoles: 1 });
  });

  it('refuses an unknown discount code and changes nothing', async () => {
    const orderId = await cartWith(world.app, world.ana, [
      { diaHoraId: world.shop.slots.lunes.id, quantity: 1 },
    ]);
    const res = await checkout(world.ana, { orderId, codigo: 'GRATIS' }).expect(400);
    expect(res.body).toEqual({ error: ORDER_MESSAGES.discountInvalid });
    expect(await stockOf(world.prisma, world.shop.slots.lunes.id)).toBe(10);
    expect((await world.prisma.order.findUniqueOrThrow({ where: { id: orderId } })).state).toBe(
      'Cart',
    );
  });

  it('refuses tampered totals and states, an empty cart and a stranger', async () => {
    const orderId = await cartWith(world.app, world.ana, [
      { diaHoraId: world.shop.slots.lunes.id, quantity: 1 },
    ]);
    await checkout(world.ana, { orderId, total: 1 }).expect(400);
    await request(world.app)
      .put('/api/order/checkout')
      .set(world.ana.auth)
      .send({ orderId, state: 'Complete' })
      .expect(400);
    await checkout(world.ana, { orderId: 'uno' }).expect(400);
    const res = await checkout(world.juan, { orderId }).expect(403);
    expect(res.body.error).toBeDefined();
    await checkout(world.ana, { orderId: 99_999 }).expect(404);
    const juanCart = await cartWith(world.app, world.juan, []);
    expect((await checkout(world.juan, { orderId: juanCart }).expect(400)).body).toEqual({
      error: ORDER_MESSAGES.cartEmpty,
    });
    expect(await stockOf(world.prisma, world.shop.slots.lunes.id)).toBe(10);
    await checkout(world.admin, { orderId }).expect(200);
  });

  it('keeps an existing review untouched', async () => {
    await world.prisma.review.create({
      data: {
        userId: world.ana.user.id,
        activityId: world.shop.activities.pilates.id,
        rating: 4,
        description: 'Bien',
      },
    });
    const orderId = await cartWith(world.app, world.ana, [
      { diaHoraId: world.shop.slots.lunes.id, quantity: 1 },
    ]);
    await checkout(world.ana, { orderId }).expect(200);
    expect(
      await world.prisma.review.findMany({ select: { rating: true, description: true } }),
    ).toEqual([{ rating: 4, description: 'Bien' }]);
  });

  it('the domain call is idempotent too', async () => {
    const orderId = await cartWith(world.app, world.ana, [
      { diaHoraId: world.shop.slots.lunes.id, quantity: 1 },
    ]);
    const caller = { uid: world.ana.user.uid };
    const a = await checkoutOrder(world.prisma, { orderId, caller });
    const b = await checkoutOrder(world.prisma, { orderId, caller });
    expect(b).toEqual(a);
    expect(await stockOf(world.prisma, world.shop.slots.lunes.id)).toBe(9);
  });
});

// The checkout answers from the rows its own statements return and renders the mail from data
// in hand: both must say exactly what a fresh read of the committed order says.
describe('what the checkout answers and mails', () => {
  it('answers exactly the committed order, as a fresh read returns it', async () => {
    const orderId = await cartWith(world.app, world.ana, [
      { diaHoraId: world.shop.slots.miercoles.id, quantity: 2 },
      { diaHoraId: world.shop.slots.lunes.id, quantity: 3 },
    ]);
    const res = await checkout(world.admin, { orderId, codigo: 'power10' }).expect(200);
    expect(res.body).toEqual(await getOrderDto(world.prisma, orderId));
    const order = res.body as OrderDto;
    expect(order).toMatchObject({
      userId: world.ana.user.id,
      state: 'Created',
      total: '35997.30', // (3 × 9999 + 2 × 5000) × 0.9
      discountCode: 'POWER10',
      discountPercent: 10,
    });
    // Lines in slot order, with the class and the places left after this checkout.
    expect(order.lines).toMatchObject([
      {
        diaHoraId: world.shop.slots.lunes.id,
        activityId: world.shop.activities.pilates.id,
        subtotal: 29997,
        activity: { name: 'Pilates', image: '/media/a.jpg', price: 9999 },
        diaHora: { day: 'Lunes', hour: '18:00', stock: 7, capacity: 10 },
      },
      {
        diaHoraId: world.shop.slots.miercoles.id,
        activityId: world.shop.activities.boxeo.id,
        subtotal: 10000,
        activity: { name: 'Boxeo', price: 5000 },
        diaHora: { day: 'Miercoles', hour: '09:30', stock: 1, capacity: 3 },
      },
    ]);
  });

  it('queues the mail a fresh read of the committed order would write, to the buyer', async () => {
    await world.prisma.user.update({
      where: { id: world.ana.user.id },
      data: { name: 'Ana <b>', lastName: 'López & "Cía"' },
    });
    await world.prisma.activity.update({
      where: { id: world.shop.activities.boxeo.id },
      data: { name: 'Boxeo <pro>' },
    });
    const orderId = await cartWith(world.app, world.ana, [
      { diaHoraId: world.shop.slots.lunes.id, quantity: 1 },
      { diaHoraId: world.shop.slots.miercoles.id, quantity: 2 },
    ]);
    // An admin confirms it: the mail still goes to the order's buyer.
    await checkout(world.admin, { orderId, codigo: 'QUINCE' }).expect(200);
    const order = await world.prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(order.total.toFixed(2)).toBe('16999.15'); // (9999 + 2 × 5000) × 0.85
    const expected = await renderOrderMail(world.prisma, 'orderCreated', orderId, LOCAL_PUBLIC_URL);
    if (!expected) throw new Error('order missing');
    const queued = await world.prisma.emailOutbox.findMany();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      to: world.ana.account.email,
      status: 'Pending',
      attempts: 0,
    });
    // Due at once, like every other queued mail.
    expect(queued[0]?.sendAfter.getTime()).toBeLessThanOrEqual(Date.now());
    // Rendered from the order when it goes out.
    const mails = await deliverMails();
    expect(mails).toEqual([expect.objectContaining({ to: world.ana.account.email, ...expected })]);
    // The facts a buyer reads, in slot order, escaped in the HTML.
    expect(expected.text).toMatch(
      /Pilates, Lunes 18:00 \(x1\)[^]*Boxeo <pro>, Miércoles 09:30 \(x2\)/,
    );
    expect(expected.html).toContain('Ana &lt;b&gt; López &amp; &quot;Cía&quot;');
    expect(expected.html).not.toContain('<pro>');
  });

  it('refuses a slot detached from its class after it was put in the cart, changing nothing', async () => {
    const orderId = await cartWith(world.app, world.ana, [
      { diaHoraId: world.shop.slots.lunes.id, quantity: 1 },
      { diaHoraId: world.shop.slots.miercoles.id, quantity: 1 },
    ]);
    await world.prisma.diaHora.update({
      where: { id: world.shop.slots.miercoles.id },
      data: { activityId: null },
    });
    const res = await checkout(world.ana, { orderId }).expect(400);
    expect(res.body).toEqual({ error: ORDER_MESSAGES.slotWithoutActivity });
    await expectNothingChanged(orderId, { lunes: 10, miercoles: 3 });
    expect(await world.prisma.order.count({ where: { userId: world.ana.user.id } })).toBe(1);
  });
});

describe('the documented fine-grained routes', () => {
  it('POST /orderLine/checkout prices from the database and never rewrites a confirmed order', async () => {
    const orderId = await cartWith(world.app, world.ana, []);
    const line = {
      orderId,
      diaHoraId: world.shop.slots.lunes.id,
      userId: world.ana.user.id,
      activityId: world.shop.activities.pilates.id,
      unitprice: 1,
      subtotal: 2,
      quantity: 2,
    };
    const added = await request(world.app)
      .post('/api/orderLine/checkout')
      .set(world.ana.auth)
      .send(line)
      .expect(200);
    expect(added.body).toMatchObject([{ quantity: 2, unitPrice: 9999, subtotal: 19998 }]);
    await checkout(world.ana, { orderId }).expect(200);
    const after = await request(world.app)
      .post('/api/orderline/checkout')
      .set(world.ana.auth)
      .send({ ...line, quantity: 5 })
      .expect(200);
    expect(after.body).toMatchObject([{ quantity: 2, subtotal: 19998 }]);
    expect(await stockOf(world.prisma, world.shop.slots.lunes.id)).toBe(8);
    await request(world.app)
      .post('/api/orderLine/checkout')
      .set(world.juan.auth)
      .send({ ...line, quantity: 1 })
      .expect(403);
    await request(world.app)
      .post('/api/orderLine/checkout')
      .set(world.ana.auth)
      .send({ ...line, quantity: 1e9 })
      .expect(400);
  });

  it('PUT /order/sumaTotal ignores the subtotal sent and recomputes', async () => {
    const orderId = await cartWith(world.app, world.ana, [
      { diaHoraId: world.shop.slots.lunes.id, quantity: 3 },
    ]);
    await checkout(world.ana, { orderId, codigo: 'QUINCE' }).expect(200);
    const res = await request(world.app)
      .put('/api/order/sumaTotal')
      .set(world.ana.auth)
      .send({ orderId, subtotal: 1 })
      .expect(200);
    expect(res.body).toEqual({ total: '25497.45' });
    await request(world.app)
      .put('/api/order/sumaTotal')
      .set(world.juan.auth)
      .send({ orderId })
      .expect(403);
    const row = await world.prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(row.total.toFixed(2)).toBe('25497.45');
  });

  it('PUT /diahora/subtractStock never moves stock', async () => {
    const res = await request(world.app)
      .put('/api/diahora/subtractStock')
      .set(world.ana.auth)
      .send({ diaHoraId: world.shop.slots.lunes.id, quantity: 5 })
      .expect(409);
    expect(res.body).toEqual({ error: ORDER_MESSAGES.stockAtCheckout });
    await request(world.app)
      .put('/api/diahora/subtractStock')
      .send({ diaHoraId: world.shop.slots.lunes.id, quantity: 5 })
      .expect(401);
    expect(await stockOf(world.prisma, world.shop.slots.lunes.id)).toBe(10);
  });

  it('POST /review/create only for a bought activity, idempotent', async () => {
    const body = { idUser: world.ana.user.id, idActivity: world.shop.activities.boxeo.id };
    const refused = await request(world.app)
      .post('/api/review/create')
      .set(world.ana.auth)
      .send(body)
      .expect(403);
    expect(refused.body).toEqual({ error: ORDER_MESSAGES.reviewNotAllowed });
    const orderId = await cartWith(world.app, world.ana, [
      { diaHoraId: world.shop.slots.miercoles.id, quantity: 1 },
    ]);
    await checkout(world.ana, { orderId }).expect(200);
    await world.prisma.review.deleteMany();
    const created = await request(world.app)
      .post('/api/review/create')
      .set(world.ana.auth)
      .send(body)
      .expect(201);
    expect(created.body).toMatchObject({ userId: world.ana.user.id, rating: null });
    await request(world.app).post('/api/review/create').set(world.ana.auth).send(body).expect(200);
    await request(world.app).post('/api/review/create').set(world.juan.auth).send(body).expect(403);
    expect(await world.prisma.review.count()).toBe(1);
  });

  it('POST /email/orderCreated re-queues a mail built from the database', async () => {
    const orderId = await cartWith(world.app, world.ana, [
      { diaHoraId: world.shop.slots.lunes.id, quantity: 1 },
    ]);
    const body = {
      user: { name: '<script>', lastname: 'x', email: 'otro@example.com' },
      info: { orderId, totalPrice: 1 },
    };
    await request(world.app)
      .post('/api/email/orderCreated')
      .set(world.ana.auth)
      .send(body)
      .expect(409);
    await checkout(world.ana, { orderId }).expect(200);
    await request(world.app)
      .post('/api/email/orderCreated')
      .set(world.juan.auth)
      .send(body)
      .expect(403);
    await request(world.app)
      .post('/api/email/orderCreated')
      .set(world.ana.auth)
      .send(body)
      .expect(202);
    // Both are rendered from the order when sent: nothing of the request's body reaches them.
    const mails = await deliverMails();
    expect(mails).toHaveLength(2);
    expect(mails.every((mail) => mail.to === world.ana.account.email)).toBe(true);
    expect(mails[1]?.html).not.toContain('<script>');
  });
});

describe('discount codes', () => {
  it('validates case-insensitively and refuses unknown codes', async () => {
    const ok = await validateCode(world.app, world.ana, 'power10').expect(200);
    expect(ok.body).toEqual({ codigo: 'POWER10', descuento: 10 });
    const bad = await validateCode(world.app, world.ana, 'NOPE').expect(404);
    expect(bad.body).toEqual({ error: ORDER_MESSAGES.discountInvalid });
    await validateCode(world.app, world.ana, '').expect(400);
  });

  it('rate-limits guessing with 429', async () => {
    // An app of its own: ids restart with every test here, so the shared app's counters could
    // already hold an earlier test's calls under this member's id.
    const app = buildApp(world.prisma, authEnv({ DISCOUNT_RATE_LIMIT: '3' }));
    for (let i = 0; i < 3; i += 1) {
      await validateCode(app, world.juan, `X${i}`).expect(404);
    }
    const res = await validateCode(app, world.juan, 'POWER10').expect(429);
    expect(res.body).toEqual({ error: ORDER_MESSAGES.tooManyRequests });
    await request(app).post('/api/descuento/validate').send({ codigo: 'POWER10' }).expect(401);
  });

  it('lists codes for admins only', async () => {
    await request(world.app).get('/api/descuento/all').expect(401);
    await request(world.app).get('/api/descuento/all').set(world.ana.auth).expect(403);
    const res = await request(world.app)
      .get('/api/descuento/all')
      .set(world.admin.auth)
      .expect(200);
    expect(res.body).toMatchObject([
      { codigo: 'POWER10', descuento: 10, name: 'Bot' },
      { codigo: 'QUINCE', descuento: 15, name: null },
    ]);
  });
});
