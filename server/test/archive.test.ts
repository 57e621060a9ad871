// 'Archivar' / 'Restaurar' of classes, trainers and slots (docs/api.md, 'Archiving'): an archived
// row leaves the public pages and the sale, its records stay, the admin lists mark it.
import { describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  MESSAGES,
  ORDER_MESSAGES,
  type AdminActivityDto,
  type AdminSlotDto,
  type AdminTrainerDto,
} from '@power-gym/contracts';
import { Prisma } from '../src/generated/prisma/client.ts';
import { PUBLIC_SLOT } from '../src/domain/catalog.ts';
import { asAdmin, expectAdminOnly, expectNotFound, paidOrder, send } from './support/admin.ts';
import { insertSlot, insertTrainer } from './support/fixtures.ts';
import { cartWith, openCart } from './support/orders.ts';
import { useTestWorld } from './support/test-world.ts';

const world = useTestWorld({ shop: true, members: ['Ana'], admin: true });

const get = (path: string) => send(world.app, 'get', path);
const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

describe('PUT /api/activity/{id}/archive and /restore', () => {
  const archive = (id: number) => asAdmin(world, 'put', `/api/activity/${id}/archive`);
  const restore = (id: number) => asAdmin(world, 'put', `/api/activity/${id}/restore`);

  it('are for admins only and change nothing otherwise', async () => {
    const { pilates } = world.shop.activities;
    await expectAdminOnly(world, 'put', `/api/activity/${pilates.id}/archive`);
    await expectAdminOnly(world, 'put', `/api/activity/${pilates.id}/restore`);
    await expectAdminOnly(world, 'get', '/api/activity/admin');
    const row = await world.prisma.activity.findUniqueOrThrow({ where: { id: pilates.id } });
    expect(row.archivedAt).toBeNull();
  });

  it('takes a class off the public pages, keeps it marked in the admin list, and brings it back', async () => {
    const { pilates, boxeo } = world.shop.activities;
    const archived = (await archive(pilates.id).expect(200)).body as AdminActivityDto;
    expect(archived).toMatchObject({ id: pilates.id, name: 'Pilates' });
    expect(archived.archivedAt).toEqual(expect.any(String));

    expect(ids((await get('/api/activity/all').expect(200)).body)).toEqual([boxeo.id]);
    await expectNotFound(get(`/api/activity/${pilates.id}`), MESSAGES.notFound);
    // Its slots leave the public lists with it.
    const slots = (await get('/api/diahora').expect(200)).body as AdminSlotDto[];
    expect(ids(slots)).not.toContain(world.shop.slots.lunes.id);
    await expectNotFound(get(`/api/diahora/${world.shop.slots.lunes.id}`), MESSAGES.notFound);

    const admin = (await asAdmin(world, 'get', '/api/activity/admin').expect(200))
      .body as AdminActivityDto[];
    expect(admin.map(({ id, archivedAt }) => ({ id, archived: archivedAt !== null }))).toEqual([
      { id: pilates.id, archived: true },
      { id: boxeo.id, archived: false },
    ]);

    // Archiving again keeps the first date.
    const again = (await archive(pilates.id).expect(200)).body as AdminActivityDto;
    expect(again.archivedAt).toBe(archived.archivedAt);

    const restored = (await restore(pilates.id).expect(200)).body as AdminActivityDto;
    expect(restored.archivedAt).toBeNull();
    expect(ids((await get('/api/activity/all').expect(200)).body)).toEqual([pilates.id, boxeo.id]);
    await get(`/api/activity/${pilates.id}`).expect(200);
  });

  it('answers 404 for an unknown class and 400 for a bad id', async () => {
    await expectNotFound(archive(9999), ADMIN_MESSAGES.activityNotFound);
    await expectNotFound(restore(9999), ADMIN_MESSAGES.activityNotFound);
    const bad = await asAdmin(world, 'put', '/api/activity/abc/archive').expect(400);
    expect(bad.body).toEqual({
      error: MESSAGES.invalidInput,
      fields: { id: MESSAGES.invalidId },
    });
  });

  it('refuses the archived class in the cart and at checkout, with a clear 409, changing nothing', async () => {
    const { lunes } = world.shop.slots;
    const orderId = await cartWith(world.app, world.ana, [{ diaHoraId: lunes.id, quantity: 1 }]);
    await archive(world.shop.activities.pilates.id).expect(200);

    const add = await send(world.app, 'post', '/api/orderline', {
      auth: world.ana,
      body: { orderId, diaHoraId: lunes.id, quantity: 1 },
    }).expect(409);
    expect(add.body).toEqual({ error: ORDER_MESSAGES.slotOffSale });
    const save = await send(world.app, 'post', '/api/orderline/cart', {
      auth: world.ana,
      body: { orderId, lines: [{ diaHoraId: lunes.id, quantity: 2 }] },
    }).expect(409);
    expect(save.body).toEqual({ error: ORDER_MESSAGES.slotOffSale });

    const checkout = await send(world.app, 'post', '/api/order/checkout', {
      auth: world.ana,
      body: { orderId },
    }).expect(409);
    expect(checkout.body).toEqual({ error: ORDER_MESSAGES.slotOffSale });
    const order = await world.prisma.order.findUniqueOrThrow({
      where: { id: orderId },
      include: { lines: true },
    });
    expect(order.state).toBe('Cart');
    expect(order.lines.map((line) => line.quantity)).toEqual([1]);
    expect((await world.prisma.diaHora.findUniqueOrThrow({ where: { id: lunes.id } })).stock).toBe(
      lunes.stock,
    );
  });

  it('lets a paid membership run, refuses its renewal, and keeps the orders', async () => {
    const { lunes } = world.shop.slots;
    const orderId = await paidOrder(world, [{ diaHoraId: lunes.id, quantity: 1 }]);
    await archive(world.shop.activities.pilates.id).expect(200);

    const order = await world.prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(order).toMatchObject({ state: 'Complete', membership: 'Active' });
    const renewal = await send(world.app, 'post', `/api/order/${orderId}/renew`, {
      auth: world.ana,
      body: {},
    }).expect(409);
    expect(renewal.body).toEqual({ error: ORDER_MESSAGES.slotOffSale });
    expect(await world.prisma.order.count({ where: { renewsOrderId: orderId } })).toBe(0);
    // The place stays held by the running membership.
    expect((await world.prisma.diaHora.findUniqueOrThrow({ where: { id: lunes.id } })).stock).toBe(
      lunes.stock - 1,
    );
  });
});

describe('PUT /api/diahora/{id}/archive and /restore', () => {
  it('takes one slot off the catalogue and the sale; its class stays', async () => {
    const { pilates } = world.shop.activities;
    const martes = await insertSlot(world.prisma, 'Martes', '19:00', 8, 8, pilates.id);
    await expectAdminOnly(world, 'put', `/api/diahora/${martes.id}/archive`);
    const archived = (await asAdmin(world, 'put', `/api/diahora/${martes.id}/archive`).expect(200))
      .body as AdminSlotDto;
    expect(archived.archivedAt).toEqual(expect.any(String));

    const detail = (await get(`/api/activity/${pilates.id}`).expect(200)).body as {
      diaHoras: { id: number }[];
    };
    expect(ids(detail.diaHoras)).toEqual([world.shop.slots.lunes.id]);
    const admin = (await asAdmin(world, 'get', '/api/diahora/admin').expect(200))
      .body as AdminSlotDto[];
    expect(admin.find((slot) => slot.id === martes.id)?.archivedAt).toBe(archived.archivedAt);

    const orderId = await openCart(world.app, world.ana);
    const add = await send(world.app, 'post', '/api/orderline', {
      auth: world.ana,
      body: { orderId, diaHoraId: martes.id },
    }).expect(409);
    expect(add.body).toEqual({ error: ORDER_MESSAGES.slotOffSale });
    const join = await send(world.app, 'post', `/api/diahora/${martes.id}/waitlist`, {
      auth: world.ana,
    }).expect(409);
    expect(join.body).toEqual({ error: ORDER_MESSAGES.slotOffSale });

    await asAdmin(world, 'put', `/api/diahora/${martes.id}/restore`).expect(200);
    await send(world.app, 'post', '/api/orderline', {
      auth: world.ana,
      body: { orderId, diaHoraId: martes.id },
    }).expect(200);
    await expectNotFound(
      asAdmin(world, 'put', '/api/diahora/9999/archive'),
      ADMIN_MESSAGES.slotNotFound,
    );
  });

  it('lists publicly exactly the slots slot_sale_refusal finds on sale, free slots aside', async () => {
    const { pilates, boxeo } = world.shop.activities;
    await insertSlot(world.prisma, 'Martes', '19:00', 8, 8, pilates.id);
    const archivedSlot = await insertSlot(world.prisma, 'Viernes', '19:00', 8, 8, boxeo.id);
    await world.prisma.diaHora.update({
      where: { id: archivedSlot.id },
      data: { archivedAt: new Date() },
    });
    await world.prisma.activity.update({
      where: { id: boxeo.id },
      data: { archivedAt: new Date() },
    });
    const shown = await world.prisma.diaHora.findMany({
      where: { AND: [PUBLIC_SLOT, { activityId: { not: null } }] },
      select: { id: true },
    });
    const onSale = await world.prisma.$queryRaw<{ id: number }[]>(
      Prisma.sql`SELECT id FROM "DiaHora" WHERE slot_sale_refusal(id) IS NULL`,
    );
    expect(ids(shown).sort()).toEqual(ids(onSale).sort());
    expect(ids(onSale)).not.toContain(archivedSlot.id);
    expect(ids(onSale)).not.toContain(world.shop.slots.miercoles.id);
  });
});

describe('PUT /api/trainer/{id}/archive and /restore', () => {
  it("takes a trainer off 'Nuestro Staff' and the class pages; the admin list marks them", async () => {
    const { pilates } = world.shop.activities;
    const camila = await insertTrainer(world.prisma, 'Camila', pilates.id);
    await expectAdminOnly(world, 'put', `/api/trainer/${camila.id}/archive`);
    await expectAdminOnly(world, 'get', '/api/trainer/admin');
    const archived = (await asAdmin(world, 'put', `/api/trainer/${camila.id}/archive`).expect(200))
      .body as AdminTrainerDto;
    expect(archived).toMatchObject({ id: camila.id, activities: [{ id: pilates.id }] });
    expect(archived.archivedAt).toEqual(expect.any(String));

    expect((await get('/api/trainer').expect(200)).body).toEqual([]);
    const detail = (await get(`/api/activity/${pilates.id}`).expect(200)).body as {
      trainers: unknown[];
    };
    expect(detail.trainers).toEqual([]);
    const admin = (await asAdmin(world, 'get', '/api/trainer/admin').expect(200))
      .body as AdminTrainerDto[];
    expect(admin.map((row) => row.archivedAt)).toEqual([archived.archivedAt]);

    await asAdmin(world, 'put', `/api/trainer/${camila.id}/restore`).expect(200);
    expect(ids((await get('/api/trainer').expect(200)).body)).toEqual([camila.id]);
    await expectNotFound(
      asAdmin(world, 'put', '/api/trainer/9999/restore'),
      ADMIN_MESSAGES.trainerNotFound,
    );
  });

  it("hides an archived class from a trainer's public classes", async () => {
    const { pilates, boxeo } = world.shop.activities;
    const camila = await insertTrainer(world.prisma, 'Camila', pilates.id);
    await world.prisma.trainer.update({
      where: { id: camila.id },
      data: { activities: { connect: { id: boxeo.id } } },
    });
    await asAdmin(world, 'put', `/api/activity/${boxeo.id}/archive`).expect(200);
    const [trainer] = (await get('/api/trainer').expect(200)).body as AdminTrainerDto[];
    expect(trainer?.activities).toEqual([{ id: pilates.id, name: 'Pilates' }]);
    const [adminRow] = (await asAdmin(world, 'get', '/api/trainer/admin').expect(200))
      .body as AdminTrainerDto[];
    expect(ids(adminRow?.activities ?? [])).toEqual([pilates.id, boxeo.id]);
  });
});
