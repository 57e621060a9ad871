// Deleting from the catalogue (docs/api.md): classes and slots go unless an order past the cart
// names them (409, nothing changed); open carts lose their lines; trainers and codes just go.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@power-gym/contracts';
import {
  asAdmin,
  expectAdminOnly,
  expectNotFound,
  paidOrder,
  reservedOrder,
} from './support/admin.ts';
import { insertTrainer } from './support/fixtures.ts';
import { cartWith, validateCode } from './support/orders.ts';
import { useTestWorld } from './support/test-world.ts';

const world = useTestWorld({ shop: true, members: ['Ana'], admin: true });

const cartLines = (orderId: number) =>
  world.prisma.orderLine.findMany({
    where: { orderId },
    select: { diaHoraId: true, quantity: true },
    orderBy: { diaHoraId: 'asc' },
  });
/** Camila teaches Pilates. */
const insertCamila = () => insertTrainer(world.prisma, 'Camila', world.shop.activities.pilates.id);
const orderTotal = async (orderId: number) =>
  String((await world.prisma.order.findUniqueOrThrow({ where: { id: orderId } })).total);

describe('DELETE /api/activity/{id}', () => {
  const path = () => `/api/activity/${world.shop.activities.pilates.id}`;

  it('is for admins only and deletes nothing otherwise', async () => {
    await expectAdminOnly(world, 'delete', path());
    expect(await world.prisma.activity.count()).toBe(2);
  });

  it('deletes a class nobody bought: its slots become free, open carts lose its lines', async () => {
    const { lunes, miercoles } = world.shop.slots;
    const cart = await cartWith(world.app, world.ana, [
      { diaHoraId: lunes.id, quantity: 2 },
      { diaHoraId: miercoles.id, quantity: 1 },
    ]);
    const trainer = await insertCamila();
    await asAdmin(world, 'delete', path()).expect(204);

    expect(
      await world.prisma.activity.findUnique({ where: { id: world.shop.activities.pilates.id } }),
    ).toBeNull();
    expect(
      (await world.prisma.diaHora.findUniqueOrThrow({ where: { id: lunes.id } })).activityId,
    ).toBeNull();
    expect(await world.prisma.trainer.findUnique({ where: { id: trainer.id } })).not.toBeNull();
    expect(await cartLines(cart)).toEqual([{ diaHoraId: miercoles.id, quantity: 1 }]);
    expect(await orderTotal(cart)).toBe('5000');
    const list = await request(world.app).get('/api/activity/all').expect(200);
    expect((list.body as { name: string }[]).map((activity) => activity.name)).toEqual(['Boxeo']);
  });

  it('refuses while a reserved, paid or cancelled order has it, changing nothing', async () => {
    const lunes = world.shop.slots.lunes.id;
    const reserved = await reservedOrder(world, [{ diaHoraId: lunes, quantity: 1 }]);
    const refused = async () => {
      const res = await asAdmin(world, 'delete', path()).expect(409);
      expect(res.body).toEqual({ error: ADMIN_MESSAGES.activityInOrders });
    };
    await refused();
    await asAdmin(world, 'put', `/api/order/canceled/${reserved}`).expect(200);
    await refused();

    const paid = await paidOrder(world, [{ diaHoraId: lunes, quantity: 2 }]);
    const cart = await cartWith(world.app, world.ana, [{ diaHoraId: lunes, quantity: 3 }]);
    await refused();
    expect(
      await world.prisma.activity.findUnique({ where: { id: world.shop.activities.pilates.id } }),
    ).not.toBeNull();
    expect(await world.prisma.diaHora.findUniqueOrThrow({ where: { id: lunes } })).toMatchObject({
      activityId: world.shop.activities.pilates.id,
      stock: 8,
    });
    expect(await cartLines(paid)).toEqual([{ diaHoraId: lunes, quantity: 2 }]);
    expect(await cartLines(cart)).toEqual([{ diaHoraId: lunes, quantity: 3 }]);
    expect(await orderTotal(cart)).toBe('29997');
  });

  it('answers 404 for an unknown class', async () => {
    await expectNotFound(
      asAdmin(world, 'delete', '/api/activity/9999'),
      ADMIN_MESSAGES.activityNotFound,
    );
  });
});

describe('DELETE /api/diahora/{id}', () => {
  const path = (id: number) => `/api/diahora/${id}`;

  it('is for admins only and deletes nothing otherwise', async () => {
    await expectAdminOnly(world, 'delete', path(world.shop.slots.sinClase.id));
    expect(await world.prisma.diaHora.count()).toBe(3);
  });

  it('deletes a free slot, and a class slot only in carts (the carts lose that line)', async () => {
    const { lunes, miercoles, sinClase } = world.shop.slots;
    await asAdmin(world, 'delete', path(sinClase.id)).expect(204);
    expect(await world.prisma.diaHora.findUnique({ where: { id: sinClase.id } })).toBeNull();

    const cart = await cartWith(world.app, world.ana, [
      { diaHoraId: lunes.id, quantity: 1 },
      { diaHoraId: miercoles.id, quantity: 2 },
    ]);
    await asAdmin(world, 'delete', path(lunes.id)).expect(204);
    expect(await world.prisma.diaHora.findUnique({ where: { id: lunes.id } })).toBeNull();
    expect(await cartLines(cart)).toEqual([{ diaHoraId: miercoles.id, quantity: 2 }]);
    expect(await orderTotal(cart)).toBe('10000');
    const activity = await request(world.app)
      .get(`/api/activity/${world.shop.activities.pilates.id}`)
      .expect(200);
    expect((activity.body as { diaHoras: unknown[] }).diaHoras).toEqual([]);
  });

  it('refuses while a reserved, paid or cancelled order has it, changing nothing', async () => {
    const lunes = world.shop.slots.lunes.id;
    const paid = await paidOrder(world, [{ diaHoraId: lunes, quantity: 2 }]);
    const cart = await cartWith(world.app, world.ana, [{ diaHoraId: lunes, quantity: 1 }]);
    const res = await asAdmin(world, 'delete', path(lunes)).expect(409);
    expect(res.body).toEqual({ error: ADMIN_MESSAGES.slotInOrders });
    expect(await world.prisma.diaHora.findUniqueOrThrow({ where: { id: lunes } })).toMatchObject({
      activityId: world.shop.activities.pilates.id,
      capacity: 10,
      stock: 8,
    });
    expect(await cartLines(paid)).toEqual([{ diaHoraId: lunes, quantity: 2 }]);
    expect(await cartLines(cart)).toEqual([{ diaHoraId: lunes, quantity: 1 }]);

    const miercoles = world.shop.slots.miercoles.id;
    const canceled = await reservedOrder(world, [{ diaHoraId: miercoles, quantity: 1 }]);
    await asAdmin(world, 'put', `/api/order/canceled/${canceled}`).expect(200);
    await asAdmin(world, 'delete', path(miercoles)).expect(409);
    expect(await cartLines(canceled)).toEqual([{ diaHoraId: miercoles, quantity: 1 }]);
  });

  it('answers 404 for an unknown slot', async () => {
    await expectNotFound(asAdmin(world, 'delete', path(9999)), ADMIN_MESSAGES.slotNotFound);
  });
});

describe('DELETE /api/trainer/{id}', () => {
  it('is for admins only and deletes nothing otherwise', async () => {
    const trainer = await insertCamila();
    await expectAdminOnly(world, 'delete', `/api/trainer/${trainer.id}`);
    expect(await world.prisma.trainer.count()).toBe(1);
  });

  it('deletes the trainer; their classes stay, even bought ones', async () => {
    const trainer = await insertCamila();
    await paidOrder(world, [{ diaHoraId: world.shop.slots.lunes.id, quantity: 1 }]);
    await asAdmin(world, 'delete', `/api/trainer/${trainer.id}`).expect(204);
    expect(await world.prisma.trainer.count()).toBe(0);
    const pilates = await world.prisma.activity.findUniqueOrThrow({
      where: { id: world.shop.activities.pilates.id },
      include: { trainers: true },
    });
    expect(pilates.trainers).toEqual([]);
  });

  it('answers 404 for an unknown trainer', async () => {
    await expectNotFound(
      asAdmin(world, 'delete', '/api/trainer/9999'),
      ADMIN_MESSAGES.trainerNotFound,
    );
  });
});

describe('DELETE /api/descuento/{id}', () => {
  const path = () => `/api/descuento/${world.shop.discounts.diez.id}`;

  it('is for admins only and deletes nothing otherwise', async () => {
    await expectAdminOnly(world, 'delete', path());
    expect(await world.prisma.descuento.count()).toBe(2);
  });

  it('deletes the code; orders that used it keep the code and percentage they copied', async () => {
    const orderId = await cartWith(world.app, world.ana, [
      { diaHoraId: world.shop.slots.miercoles.id, quantity: 1 },
    ]);
    await request(world.app)
      .post('/api/order/checkout')
      .set(world.ana.auth)
      .send({ orderId, codigo: 'power10' })
      .expect(200);
    await asAdmin(world, 'put', `/api/order/${orderId}`, { state: 'Complete' }).expect(200);

    await asAdmin(world, 'delete', path()).expect(204);
    expect(await world.prisma.descuento.findUnique({ where: { codigo: 'POWER10' } })).toBeNull();
    expect(await world.prisma.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({
      state: 'Complete',
      discountCode: 'POWER10',
      discountPercent: 10,
    });
    expect(await orderTotal(orderId)).toBe('4500');
    await validateCode(world.app, world.ana, 'POWER10').expect(404);
  });

  it('answers 404 for an unknown code', async () => {
    await expectNotFound(
      asAdmin(world, 'delete', '/api/descuento/9999'),
      ADMIN_MESSAGES.discountNotFound,
    );
  });
});
