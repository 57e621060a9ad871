import { describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  capacityBelowTakenMessage,
  type DiaHoraWithActivityDto,
} from '@power-gym/contracts';
import {
  asAdmin,
  expectAdminOnly,
  expectFieldErrors,
  expectNotFound,
  paidOrder,
  reservedOrder,
} from './support/admin.ts';
import { useTestWorld } from './support/test-world.ts';

const world = useTestWorld({ shop: true, members: ['Ana'], admin: true });
const slotRow = (id: number) => world.prisma.diaHora.findUniqueOrThrow({ where: { id } });

describe('POST /api/diahora/create', () => {
  const path = '/api/diahora/create';
  const valid = { day: 'Viernes', hour: '7:30', capacity: '12' };

  it('is for admins only and creates nothing otherwise', async () => {
    await expectAdminOnly(world, 'post', path, valid);
    expect(await world.prisma.diaHora.count()).toBe(3);
  });

  it('creates a free slot with every place available, hour as HH:MM', async () => {
    const res = await asAdmin(world, 'post', path, valid).expect(201);
    const slot = res.body as DiaHoraWithActivityDto;
    expect(slot).toMatchObject({
      day: 'Viernes',
      hour: '07:30',
      capacity: 12,
      stock: 12,
      activityId: null,
      activity: null,
    });
    expect(await slotRow(slot.id)).toMatchObject({
      day: 'Viernes',
      hour: '07:30',
      capacity: 12,
      stock: 12,
      activityId: null,
    });
  });

  it('takes a capacity of 0', async () => {
    const res = await asAdmin(world, 'post', path, { ...valid, capacity: 0 }).expect(201);
    expect(await slotRow((res.body as DiaHoraWithActivityDto).id)).toMatchObject({
      capacity: 0,
      stock: 0,
    });
  });

  it('answers the field messages of contracts/src and creates nothing', async () => {
    await expectFieldErrors(
      world,
      'post',
      path,
      {},
      {
        day: 'Debes especificar un día',
        hour: 'El horario es obligatorio',
        capacity: 'La capacidad es obligatoria',
      },
    );
    await expectFieldErrors(
      world,
      'post',
      path,
      { day: 'Lunes', hour: '24:00', capacity: -1 },
      {
        hour: 'El formato debe ser el siguiente: HH:MM o H:MM',
        capacity: ADMIN_MESSAGES.capacityInvalid,
      },
    );
    await expectFieldErrors(
      world,
      'post',
      path,
      { ...valid, stock: 99 },
      {
        stock: 'Campo no permitido',
      },
    );
    expect(await world.prisma.diaHora.count()).toBe(3);
  });
});

describe('PUT /api/diahora/{id}', () => {
  const path = () => `/api/diahora/${world.shop.slots.lunes.id}`;

  it('is for admins only and changes nothing otherwise', async () => {
    await expectAdminOnly(world, 'put', path(), { capacity: 1 });
    expect(await slotRow(world.shop.slots.lunes.id)).toMatchObject({ capacity: 10, stock: 10 });
  });

  it('edits day and hour; a sent stock is ignored', async () => {
    const res = await asAdmin(world, 'put', path(), {
      day: 'Martes',
      hour: '8:05',
      stock: 1,
      id: 99,
    }).expect(200);
    expect(res.body).toMatchObject({ id: world.shop.slots.lunes.id, day: 'Martes', hour: '08:05' });
    expect(await slotRow(world.shop.slots.lunes.id)).toMatchObject({
      day: 'Martes',
      hour: '08:05',
      capacity: 10,
      stock: 10,
    });
  });

  it('keeps the places taken when the capacity changes: stock follows', async () => {
    const lunes = world.shop.slots.lunes.id;
    await reservedOrder(world, [{ diaHoraId: lunes, quantity: 3 }]);
    await paidOrder(world, [{ diaHoraId: lunes, quantity: 2 }]);
    expect(await slotRow(lunes)).toMatchObject({ capacity: 10, stock: 5 });

    const grown = await asAdmin(world, 'put', path(), { capacity: '15' }).expect(200);
    expect(grown.body).toMatchObject({ capacity: 15, stock: 10 });
    expect(await slotRow(lunes)).toMatchObject({ capacity: 15, stock: 10 });

    await asAdmin(world, 'put', path(), { capacity: 5 }).expect(200);
    expect(await slotRow(lunes)).toMatchObject({ capacity: 5, stock: 0 });
  });

  it('refuses a capacity below the places taken, changing nothing', async () => {
    const lunes = world.shop.slots.lunes.id;
    await reservedOrder(world, [{ diaHoraId: lunes, quantity: 4 }]);
    const res = await asAdmin(world, 'put', path(), { capacity: 3, hour: '21:00' }).expect(409);
    expect(res.body).toEqual({ error: capacityBelowTakenMessage(4) });
    expect(await slotRow(lunes)).toMatchObject({ capacity: 10, stock: 6, hour: '18:00' });
  });

  it('answers field messages, and 404 for an unknown slot', async () => {
    await expectFieldErrors(
      world,
      'put',
      path(),
      { day: '', hour: '9.30', capacity: '' },
      {
        day: ADMIN_MESSAGES.dayRequired,
        hour: ADMIN_MESSAGES.hourFormat,
        capacity: ADMIN_MESSAGES.capacityRequired,
      },
    );
    await expectNotFound(
      asAdmin(world, 'put', '/api/diahora/9999', { capacity: 3 }),
      ADMIN_MESSAGES.slotNotFound,
    );
  });
});

describe('POST /api/diahora/activity', () => {
  const path = '/api/diahora/activity';
  const body = () => ({
    activityId: world.shop.activities.pilates.id,
    diaHoraId: world.shop.slots.sinClase.id,
  });

  it('is for admins only and changes nothing otherwise', async () => {
    await expectAdminOnly(world, 'post', path, body());
    expect((await slotRow(world.shop.slots.sinClase.id)).activityId).toBeNull();
  });

  it('gives a free slot to a class; the same pair again changes nothing', async () => {
    const res = await asAdmin(world, 'post', path, body()).expect(200);
    const { pilates } = world.shop.activities;
    expect(res.body).toMatchObject({
      id: world.shop.slots.sinClase.id,
      activityId: pilates.id,
      activity: { id: pilates.id, name: 'Pilates', price: 9999 },
    });
    expect((await slotRow(world.shop.slots.sinClase.id)).activityId).toBe(pilates.id);
    await asAdmin(world, 'post', path, body()).expect(200);
  });

  it("refuses another class's slot, and unknown ids", async () => {
    const taken = await asAdmin(world, 'post', path, {
      ...body(),
      diaHoraId: world.shop.slots.miercoles.id,
    }).expect(409);
    expect(taken.body).toEqual({ error: ADMIN_MESSAGES.slotOfOtherActivity });
    expect((await slotRow(world.shop.slots.miercoles.id)).activityId).toBe(
      world.shop.activities.boxeo.id,
    );
    await expectNotFound(
      asAdmin(world, 'post', path, { ...body(), activityId: 9999 }),
      ADMIN_MESSAGES.activityNotFound,
    );
    await expectNotFound(
      asAdmin(world, 'post', path, { ...body(), diaHoraId: 9999 }),
      ADMIN_MESSAGES.slotNotFound,
    );
    await expectFieldErrors(
      world,
      'post',
      path,
      { activityId: 'x' },
      {
        activityId: 'El id debe ser un número entero positivo',
        diaHoraId: 'El id debe ser un número entero positivo',
      },
    );
  });
});

describe('DELETE /api/diahora/activity/{activityId}/{diaHoraId}', () => {
  const path = (activityId: number, diaHoraId: number) =>
    `/api/diahora/activity/${activityId}/${diaHoraId}`;
  const lunesPath = () => path(world.shop.activities.pilates.id, world.shop.slots.lunes.id);

  it('is for admins only and changes nothing otherwise', async () => {
    await expectAdminOnly(world, 'delete', lunesPath());
    expect((await slotRow(world.shop.slots.lunes.id)).activityId).toBe(
      world.shop.activities.pilates.id,
    );
  });

  it('frees a slot nobody booked', async () => {
    const res = await asAdmin(world, 'delete', lunesPath()).expect(200);
    expect(res.body).toMatchObject({ id: world.shop.slots.lunes.id, activityId: null });
    expect((await slotRow(world.shop.slots.lunes.id)).activityId).toBeNull();
  });

  it('refuses while a reserved order holds places, and again once it is paid', async () => {
    const orderId = await reservedOrder(world, [
      { diaHoraId: world.shop.slots.lunes.id, quantity: 1 },
    ]);
    const reserved = await asAdmin(world, 'delete', lunesPath()).expect(409);
    expect(reserved.body).toEqual({ error: ADMIN_MESSAGES.slotHasBookings });
    await asAdmin(world, 'put', `/api/order/${orderId}`, { state: 'Complete' }).expect(200);
    await asAdmin(world, 'delete', lunesPath()).expect(409);
    expect(await slotRow(world.shop.slots.lunes.id)).toMatchObject({
      activityId: world.shop.activities.pilates.id,
      stock: 9,
    });
  });

  it('allows it once the only booking is cancelled', async () => {
    const orderId = await reservedOrder(world, [
      { diaHoraId: world.shop.slots.lunes.id, quantity: 2 },
    ]);
    await asAdmin(world, 'put', `/api/order/canceled/${orderId}`).expect(200);
    await asAdmin(world, 'delete', lunesPath()).expect(200);
    expect(await slotRow(world.shop.slots.lunes.id)).toMatchObject({ activityId: null, stock: 10 });
  });

  it("answers 404 for a slot that is not the class's, and for unknown ids", async () => {
    await expectNotFound(
      asAdmin(world, 'delete', path(world.shop.activities.boxeo.id, world.shop.slots.lunes.id)),
      ADMIN_MESSAGES.slotNotInActivity,
    );
    const missing = await asAdmin(world, 'delete', path(1, 9999)).expect(404);
    expect(missing.body).toEqual({ error: ADMIN_MESSAGES.slotNotFound });
    await asAdmin(world, 'delete', path(0, 1)).expect(400);
    expect((await slotRow(world.shop.slots.lunes.id)).activityId).toBe(
      world.shop.activities.pilates.id,
    );
  });
});
