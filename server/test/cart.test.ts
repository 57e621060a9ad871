import { describe, expect, it } from 'vitest';
import request from 'supertest';
import {
  AUTH_MESSAGES,
  MESSAGES,
  ORDER_MESSAGES,
  placesLeftMessage,
  type CartDto,
  type OrderLineDto,
} from '@power-gym/contracts';
import { cartWith, openCart } from './support/orders.ts';
import { useTestWorld } from './support/test-world.ts';
import type { SignedInUser } from './support/tokens.ts';

const world = useTestWorld({ shop: true, members: ['Ana', 'Juan'], admin: true });

const saveLines = (member: SignedInUser, body: object) =>
  request(world.app).post('/api/orderline/cart').set(member.auth).send(body);
const lineRows = (orderId: number) =>
  world.prisma.orderLine.findMany({ where: { orderId }, orderBy: { diaHoraId: 'asc' } });

describe('POST /api/order/cart', () => {
  it('needs a signed-in member', async () => {
    await request(world.app).post('/api/order/cart').send({}).expect(401);
  });

  it('creates the cart once, then finds it', async () => {
    const first = await request(world.app)
      .post('/api/order/cart')
      .set(world.ana.auth)
      .send({})
      .expect(200);
    const body = first.body as CartDto;
    expect(body.isNew).toBe(true);
    expect(body.order).toMatchObject({
      userId: world.ana.user.id,
      state: 'Cart',
      total: '0.00',
      lines: [],
    });
    const again = await request(world.app)
      .post('/api/order/cart')
      .set(world.ana.auth)
      .send({ userId: world.ana.user.id })
      .expect(200);
    expect(again.body).toMatchObject({ isNew: false, order: { id: body.order.id } });
  });

  it('ends with one cart when called many times at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        request(world.app).post('/api/order/cart').set(world.ana.auth).send({}),
      ),
    );
    expect(results.every((res) => res.status === 200)).toBe(true);
    expect(new Set(results.map((res) => (res.body as CartDto).order.id)).size).toBe(1);
    expect(await world.prisma.order.count({ where: { userId: world.ana.user.id } })).toBe(1);
  });

  it("refuses a member asking for someone else's cart; an admin may", async () => {
    const res = await request(world.app)
      .post('/api/order/cart')
      .set(world.ana.auth)
      .send({ userId: world.juan.user.id })
      .expect(403);
    expect(res.body).toEqual({ error: AUTH_MESSAGES.forbidden });
    await request(world.app)
      .post('/api/order/cart')
      .set(world.admin.auth)
      .send({ userId: world.juan.user.id })
      .expect(200);
    await request(world.app)
      .post('/api/order/cart')
      .set(world.admin.auth)
      .send({ userId: 99_999 })
      .expect(404);
  });
});

describe('POST /api/orderline/cart', () => {
  it('saves the lines with database prices, whatever the body says', async () => {
    const orderId = await openCart(world.app, world.ana);
    const res = await saveLines(world.ana, {
      orderId,
      diaHoraId: world.shop.slots.lunes.id,
      quantity: 2,
      unitprice: 1,
      subtotal: 2,
      activityId: world.shop.activities.boxeo.id,
      userId: world.juan.user.id,
    }).expect(200);
    const lines = res.body as OrderLineDto[];
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      diaHoraId: world.shop.slots.lunes.id,
      activityId: world.shop.activities.pilates.id,
      quantity: 2,
      unitPrice: 9999,
      subtotal: 19998,
      activity: { name: 'Pilates', price: 9999 },
      diaHora: { day: 'Lunes', hour: '18:00', stock: 10, capacity: 10 },
    });
    const rows = await lineRows(orderId);
    expect(rows).toMatchObject([{ unitPrice: 9999, subtotal: 19998, quantity: 2 }]);
    const order = await world.prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(order.total.toFixed(2)).toBe('19998.00');
  });

  it('replaces the whole cart and merges repeated slots', async () => {
    const orderId = await cartWith(world.app, world.ana, [
      { diaHoraId: world.shop.slots.lunes.id, quantity: 3 },
    ]);
    await saveLines(world.ana, {
      orderId,
      lines: [
        { diaHoraId: world.shop.slots.miercoles.id, quantity: 1 },
        { diaHoraId: world.shop.slots.miercoles.id, quantity: 2 },
      ],
    }).expect(200);
    expect(await lineRows(orderId)).toMatchObject([
      { diaHoraId: world.shop.slots.miercoles.id, quantity: 3, subtotal: 15000 },
    ]);
    await saveLines(world.ana, { orderId, lines: [] }).expect(200);
    expect(await lineRows(orderId)).toHaveLength(0);
  });

  it.each([0, -1, 1e9, 1.5, '2', null, 21])(
    'refuses quantity %s and changes nothing',
    async (quantity) => {
      const orderId = await cartWith(world.app, world.ana, [
        { diaHoraId: world.shop.slots.lunes.id, quantity: 1 },
      ]);
      const res = await saveLines(world.ana, {
        orderId,
        lines: [{ diaHoraId: world.shop.slots.lunes.id, quantity }],
      }).expect(400);
      expect(res.body.error).toBe(MESSAGES.invalidInput);
      expect(res.body.fields['lines.0.quantity']).toBe(ORDER_MESSAGES.quantityInvalid);
      expect(await lineRows(orderId)).toMatchObject([{ quantity: 1 }]);
    },
  );

  it('refuses a merged quantity above the limit', async () => {
    const orderId = await openCart(world.app, world.ana);
    const line = { diaHoraId: world.shop.slots.lunes.id, quantity: 15 };
    const res = await saveLines(world.ana, { orderId, lines: [line, line] }).expect(400);
    expect(res.body.error).toBe(ORDER_MESSAGES.quantityInvalid);
  });

  it('refuses unknown fields, unknown slots and slots without a class', async () => {
    const orderId = await openCart(world.app, world.ana);
    const strict = await saveLines(world.ana, {
      orderId,
      lines: [{ diaHoraId: world.shop.slots.lunes.id, quantity: 1, unitPrice: 1 }],
    }).expect(400);
    expect(strict.body.fields['lines.0.unitPrice']).toBe(MESSAGES.unknownField);
    await saveLines(world.ana, { orderId, total: 1, lines: [] }).expect(400);
    const unknown = await saveLines(world.ana, {
      orderId,
      lines: [{ diaHoraId: 99_999, quantity: 1 }],
    }).expect(404);
    expect(unknown.body.error).toBe(ORDER_MESSAGES.slotNotFound);
    const empty = await saveLines(world.ana, {
      orderId,
      lines: [{ diaHoraId: world.shop.slots.sinClase.id, quantity: 1 }],
    }).expect(400);
    expect(empty.body.error).toBe(ORDER_MESSAGES.slotWithoutActivity);
    await saveLines(world.ana, { orderId }).expect(400);
  });

  it("refuses someone else's cart (403) and unknown orders (404)", async () => {
    const juanCart = await cartWith(world.app, world.juan, [
      { diaHoraId: world.shop.slots.lunes.id, quantity: 1 },
    ]);
    const lines = [{ diaHoraId: world.shop.slots.lunes.id, quantity: 5 }];
    await saveLines(world.ana, { orderId: juanCart, lines }).expect(403);
    await saveLines(world.ana, { orderId: 99_999, lines }).expect(404);
    expect(await lineRows(juanCart)).toMatchObject([{ quantity: 1 }]);
    await saveLines(world.admin, { orderId: juanCart, lines }).expect(200);
  });
});

describe('POST /api/orderline and GET /api/orderline/:orderId', () => {
  it('adds a slot, and adding it again raises its quantity', async () => {
    const orderId = await openCart(world.app, world.ana);
    const add = () =>
      request(world.app)
        .post('/api/orderline')
        .set(world.ana.auth)
        .send({ orderId, diaHoraId: world.shop.slots.miercoles.id, unitprice: 0, subtotal: 0 });
    await add().expect(200);
    const res = await add().expect(200);
    expect(res.body).toMatchObject([{ quantity: 2, unitPrice: 5000, subtotal: 10000 }]);
    const list = await request(world.app)
      .get(`/api/orderline/${orderId}`)
      .set(world.ana.auth)
      .expect(200);
    expect(list.body).toEqual(res.body);
  });

  it("hides someone else's lines", async () => {
    const orderId = await cartWith(world.app, world.juan, [
      { diaHoraId: world.shop.slots.lunes.id, quantity: 1 },
    ]);
    await request(world.app).get(`/api/orderline/${orderId}`).set(world.ana.auth).expect(403);
    await request(world.app)
      .post('/api/orderline')
      .set(world.ana.auth)
      .send({ orderId, diaHoraId: world.shop.slots.lunes.id })
      .expect(403);
    await request(world.app).get(`/api/orderline/${orderId}`).set(world.admin.auth).expect(200);
    await request(world.app).get('/api/orderline/99999').set(world.ana.auth).expect(404);
    await request(world.app).get(`/api/orderline/${orderId}`).expect(401);
  });
});

describe('DELETE /api/order/cart/:userId', () => {
  it('drops the cart and its lines and opens a new one', async () => {
    const orderId = await cartWith(world.app, world.ana, [
      { diaHoraId: world.shop.slots.lunes.id, quantity: 2 },
    ]);
    const res = await request(world.app)
      .delete(`/api/order/cart/${world.ana.user.id}`)
      .set(world.ana.auth)
      .expect(200);
    const { newOrderId } = res.body as { newOrderId: number };
    expect(newOrderId).not.toBe(orderId);
    expect(await world.prisma.order.findUnique({ where: { id: orderId } })).toBeNull();
    expect(await lineRows(orderId)).toHaveLength(0);
    expect(
      await world.prisma.order.findMany({ where: { userId: world.ana.user.id } }),
    ).toMatchObject([{ id: newOrderId, state: 'Cart' }]);
  });

  it('is for the owner or an admin', async () => {
    await cartWith(world.app, world.juan, [{ diaHoraId: world.shop.slots.lunes.id, quantity: 2 }]);
    await request(world.app)
      .delete(`/api/order/cart/${world.juan.user.id}`)
      .set(world.ana.auth)
      .expect(403);
    expect(await world.prisma.orderLine.count()).toBe(1);
    await request(world.app)
      .delete(`/api/order/cart/${world.juan.user.id}`)
      .set(world.admin.auth)
      .expect(200);
    expect(await world.prisma.orderLine.count()).toBe(0);
  });
});

describe('PUT /api/order/cart/discount', () => {
  const putCode = (member: SignedInUser, orderId: number, codigo: string | null) =>
    request(world.app).put('/api/order/cart/discount').set(member.auth).send({ orderId, codigo });
  const checkout = (orderId: number) =>
    request(world.app).post('/api/order/checkout').set(world.ana.auth).send({ orderId });

  it('keeps the code on the cart: another browser finds it and the checkout applies it', async () => {
    const { lunes } = world.shop.slots;
    const orderId = await cartWith(world.app, world.ana, [{ diaHoraId: lunes.id, quantity: 1 }]);
    const applied = await putCode(world.ana, orderId, ' power10 ').expect(200);
    expect(applied.body).toMatchObject({
      id: orderId,
      discountCode: 'POWER10',
      discountPercent: 10,
    });

    // Another browser: the cart comes back with its code.
    const cart = await request(world.app)
      .post('/api/order/cart')
      .set(world.ana.auth)
      .send({})
      .expect(200);
    expect((cart.body as CartDto).order).toMatchObject({
      id: orderId,
      discountCode: 'POWER10',
      discountPercent: 10,
    });

    // Its checkout sends no code: the cart's applies (9999 - 10 % = 8999.10).
    const paid = await checkout(orderId).expect(200);
    expect(paid.body).toMatchObject({
      state: 'Created',
      total: '8999.10',
      discountCode: 'POWER10',
    });
  });

  it('refuses an unknown code without changing the cart; null removes the code', async () => {
    const orderId = await openCart(world.app, world.ana);
    await putCode(world.ana, orderId, 'QUINCE').expect(200);
    const refused = await putCode(world.ana, orderId, 'NOEXISTE').expect(400);
    expect(refused.body.error).toBe(ORDER_MESSAGES.discountInvalid);
    expect(await world.prisma.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({
      discountCode: 'QUINCE',
      discountPercent: 15,
    });
    const removed = await putCode(world.ana, orderId, null).expect(200);
    expect(removed.body).toMatchObject({ discountCode: null, discountPercent: null });
  });

  it("is the owner's (or an admin's), and only while the order is a cart", async () => {
    const { lunes } = world.shop.slots;
    const orderId = await cartWith(world.app, world.ana, [{ diaHoraId: lunes.id, quantity: 1 }]);
    const forbidden = await putCode(world.juan, orderId, 'POWER10').expect(403);
    expect(forbidden.body.error).toBe(AUTH_MESSAGES.forbidden);
    await putCode(world.admin, orderId, 'POWER10').expect(200);
    await request(world.app).put('/api/order/cart/discount').send({ orderId }).expect(401);
    await checkout(orderId).expect(200);
    const confirmed = await putCode(world.ana, orderId, 'QUINCE').expect(409);
    expect(confirmed.body.error).toBe(ORDER_MESSAGES.notCart);
  });

  it('a kept code deleted since makes the checkout refuse, not charge the full price', async () => {
    const { lunes } = world.shop.slots;
    const orderId = await cartWith(world.app, world.ana, [{ diaHoraId: lunes.id, quantity: 1 }]);
    await putCode(world.ana, orderId, 'QUINCE').expect(200);
    await world.prisma.descuento.delete({ where: { codigo: 'QUINCE' } });
    const refused = await checkout(orderId).expect(400);
    expect(refused.body.error).toBe(ORDER_MESSAGES.discountInvalid);
    expect(await world.prisma.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({
      state: 'Cart',
    });
    expect((await world.prisma.diaHora.findUniqueOrThrow({ where: { id: lunes.id } })).stock).toBe(
      lunes.stock,
    );
  });
});

describe("places left: a cart line never grows past its slot's stock", () => {
  const setStock = (diaHoraId: number, stock: number) =>
    world.prisma.diaHora.update({ where: { id: diaHoraId }, data: { stock } });
  const addLine = (body: object) =>
    request(world.app).post('/api/orderline').set(world.ana.auth).send(body);
  const setLine = (body: object) =>
    request(world.app).post('/api/orderline/checkout').set(world.ana.auth).send(body);

  it('adding past the places left is a 409 in Spanish and changes nothing', async () => {
    const diaHoraId = world.shop.slots.lunes.id;
    await setStock(diaHoraId, 1);
    const orderId = await openCart(world.app, world.ana);
    await addLine({ orderId, diaHoraId }).expect(200);
    const res = await addLine({ orderId, diaHoraId }).expect(409);
    expect(res.body).toEqual({ error: placesLeftMessage(1, 'Pilates', 'Lunes', '18:00') });
    expect(res.body.error).toBe('Solo queda 1 lugar para Pilates Lunes 18:00');
    expect(await lineRows(orderId)).toMatchObject([{ quantity: 1, subtotal: 9999 }]);
    const order = await world.prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(order.total.toFixed(2)).toBe('9999.00');
    await setStock(diaHoraId, 0);
    const full = await addLine({ orderId, diaHoraId: world.shop.slots.lunes.id }).expect(409);
    expect(full.body.error).toBe('No quedan lugares para Pilates Lunes 18:00');
    // The day as people read it.
    const other = await cartWith(world.app, world.juan, [
      { diaHoraId: world.shop.slots.miercoles.id, quantity: 3 },
    ]);
    const miercoles = await request(world.app)
      .post('/api/orderline')
      .set(world.juan.auth)
      .send({ orderId: other, diaHoraId: world.shop.slots.miercoles.id })
      .expect(409);
    expect(miercoles.body.error).toBe('Solo quedan 3 lugares para Boxeo Miércoles 09:30');
  });

  it('setting a quantity is capped at the places left; lowering is always allowed', async () => {
    const diaHoraId = world.shop.slots.lunes.id;
    const orderId = await cartWith(world.app, world.ana, [{ diaHoraId, quantity: 3 }]);
    await setStock(diaHoraId, 2);
    const res = await setLine({ orderId, diaHoraId, quantity: 4 }).expect(409);
    expect(res.body.error).toBe('Solo quedan 2 lugares para Pilates Lunes 18:00');
    expect(await lineRows(orderId)).toMatchObject([{ quantity: 3 }]);
    // Still one more than is left, yet lower: the member is on the way to a cart that fits.
    await setLine({ orderId, diaHoraId, quantity: 3 }).expect(200);
    const lowered = await setLine({ orderId, diaHoraId, quantity: 2 }).expect(200);
    expect(lowered.body).toMatchObject([{ quantity: 2, diaHora: { stock: 2 } }]);
  });

  it('the sign-in merge (POST /orderline/cart) caps each line at the stock', async () => {
    const orderId = await openCart(world.app, world.ana);
    await setStock(world.shop.slots.lunes.id, 1);
    await setStock(world.shop.slots.miercoles.id, 0);
    const res = await saveLines(world.ana, {
      orderId,
      lines: [
        { diaHoraId: world.shop.slots.lunes.id, quantity: 2 },
        { diaHoraId: world.shop.slots.lunes.id, quantity: 2 },
        { diaHoraId: world.shop.slots.miercoles.id, quantity: 3 },
      ],
    }).expect(200);
    // A full slot keeps a line of 1, for the cart to flag before the member pays.
    expect(res.body).toMatchObject([
      { diaHoraId: world.shop.slots.lunes.id, quantity: 1, subtotal: 9999 },
      { diaHoraId: world.shop.slots.miercoles.id, quantity: 1, diaHora: { stock: 0 } },
    ]);
    expect(await lineRows(orderId)).toMatchObject([{ quantity: 1 }, { quantity: 1 }]);
  });
});
