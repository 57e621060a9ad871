import { describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  capacityBelowTakenMessage,
  type DiaHoraWithActivityDto,
} from '@power-gym/contracts';
import {
  expectAdminOnly,
  expectFieldErrors,
  paidOrder,
  reservedOrder,
  send,
  useAdminSuite,
} from './support/admin.ts';

const suite = useAdminSuite();
const slotRow = (id: number) => suite.db.prisma.diaHora.findUniqueOrThrow({ where: { id } });

describe('POST /api/diahora/create', () => {
  const path = '/api/diahora/create';
  const valid = { day: 'Viernes', hour: '7:30', capacity: '12' };

  it('is for admins only and creates nothing otherwise', async () => {
    await expectAdminOnly(suite, 'post', path, valid);
    expect(await suite.db.prisma.diaHora.count()).toBe(3);
  });

  it('creates a free slot with every place available, hour as HH:MM', async () => {
    const res = await send(suite.app, 'post', path, { auth: suite.admin, body: valid }).expect(201);
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
    const res = await send(suite.app, 'post', path, {
      auth: suite.admin,
      body: { ...valid, capacity: 0 },
    }).expect(201);
    expect(await slotRow((res.body as DiaHoraWithActivityDto).id)).toMatchObject({
      capacity: 0,
      stock: 0,
    });
  });

  it('answers the spec messages and creates nothing', async () => {
    await expectFieldErrors(
      suite,
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
      suite,
      'post',
      path,
      { day: 'Lunes', hour: '24:00', capacity: -1 },
      {
        hour: 'El formato debe ser el siguiente: HH:MM o H:MM',
        capacity: ADMIN_MESSAGES.capacityInvalid,
      },
    );
    await expectFieldErrors(
      suite,
      'post',
      path,
      { ...valid, stock: 99 },
      {
        stock: 'Campo no permitido',
      },
    );
    expect(await suite.db.prisma.diaHora.count()).toBe(3);
  });
});

describe('PUT /api/diahora/{id}', () => {
  const path = () => `/api/diahora/${suite.shop.slots.lunes.id}`;

  it('is for admins only and changes nothing otherwise', async () => {
    await expectAdminOnly(suite, 'put', path(), { capacity: 1 });
    expect(await slotRow(suite.shop.slots.lunes.id)).toMatchObject({ capacity: 10, stock: 10 });
  });

  it('edits day and hour; a sent stock is ignored', async () => {
    const res = await send(suite.app, 'put', path(), {
      auth: suite.admin,
      body: { day: 'Martes', hour: '8:05', stock: 1, id: 99 },
    }).expect(200);
    expect(res.body).toMatchObject({ id: suite.shop.slots.lunes.id, day: 'Martes', hour: '08:05' });
    expect(await slotRow(suite.shop.slots.lunes.id)).toMatchObject({
      day: 'Martes',
      hour: '08:05',
      capacity: 10,
      stock: 10,
    });
  });

  it('keeps the places taken when the capacity changes: stock follows', async () => {
    const lunes = suite.shop.slots.lunes.id;
    await reservedOrder(suite, [{ diaHoraId: lunes, quantity: 3 }]);
    await paidOrder(suite, [{ diaHoraId: lunes, quantity: 2 }]);
    expect(await slotRow(lunes)).toMatchObject({ capacity: 10, stock: 5 });

    const grown = await send(suite.app, 'put', path(), {
      auth: suite.admin,
      body: { capacity: '15' },
    }).expect(200);
    expect(grown.body).toMatchObject({ capacity: 15, stock: 10 });
    expect(await slotRow(lunes)).toMatchObject({ capacity: 15, stock: 10 });

    await send(suite.app, 'put', path(), { auth: suite.admin, body: { capacity: 5 } }).expect(200);
    expect(await slotRow(lunes)).toMatchObject({ capacity: 5, stock: 0 });
  });

  it('refuses a capacity below the places taken, changing nothing', async () => {
    const lunes = suite.shop.slots.lunes.id;
    await reservedOrder(suite, [{ diaHoraId: lunes, quantity: 4 }]);
    const res = await send(suite.app, 'put', path(), {
      auth: suite.admin,
      body: { capacity: 3, hour: '21:00' },
    }).expect(409);
    expect(res.body).toEqual({ error: capacityBelowTakenMessage(4) });
    expect(await slotRow(lunes)).toMatchObject({ capacity: 10, stock: 6, hour: '18:00' });
  });

  it('answers field messages, and 404 for an unknown slot', async () => {
    await expectFieldErrors(
      suite,
      'put',
      path(),
      { day: '', hour: '9.30', capacity: '' },
      {
        day: ADMIN_MESSAGES.dayRequired,
        hour: ADMIN_MESSAGES.hourFormat,
        capacity: ADMIN_MESSAGES.capacityRequired,
      },
    );
    const res = await send(suite.app, 'put', '/api/diahora/9999', {
      auth: suite.admin,
      body: { capacity: 3 },
    }).expect(404);
    expect(res.body).toEqual({ error: ADMIN_MESSAGES.slotNotFound });
  });
});

describe('POST /api/diahora/activity', () => {
  const path = '/api/diahora/activity';
  const body = () => ({
    activityId: suite.shop.activities.pilates.id,
    diaHoraId: suite.shop.slots.sinClase.id,
  });

  it('is for admins only and changes nothing otherwise', async () => {
    await expectAdminOnly(suite, 'post', path, body());
    expect((await slotRow(suite.shop.slots.sinClase.id)).activityId).toBeNull();
  });

  it('gives a free slot to a class; the same pair again changes nothing', async () => {
    const res = await send(suite.app, 'post', path, { auth: suite.admin, body: body() }).expect(
      200,
    );
    const { pilates } = suite.shop.activities;
    expect(res.body).toMatchObject({
      id: suite.shop.slots.sinClase.id,
      activityId: pilates.id,
      activity: { id: pilates.id, name: 'Pilates', price: 9999 },
    });
    expect((await slotRow(suite.shop.slots.sinClase.id)).activityId).toBe(pilates.id);
    await send(suite.app, 'post', path, { auth: suite.admin, body: body() }).expect(200);
  });

  it("refuses another class's slot, and unknown ids", async () => {
    const taken = await send(suite.app, 'post', path, {
      auth: suite.admin,
      body: { ...body(), diaHoraId: suite.shop.slots.miercoles.id },
    }).expect(409);
    expect(taken.body).toEqual({ error: ADMIN_MESSAGES.slotOfOtherActivity });
    expect((await slotRow(suite.shop.slots.miercoles.id)).activityId).toBe(
      suite.shop.activities.boxeo.id,
    );
    const noActivity = await send(suite.app, 'post', path, {
      auth: suite.admin,
      body: { ...body(), activityId: 9999 },
    }).expect(404);
    expect(noActivity.body).toEqual({ error: ADMIN_MESSAGES.activityNotFound });
    const noSlot = await send(suite.app, 'post', path, {
      auth: suite.admin,
      body: { ...body(), diaHoraId: 9999 },
    }).expect(404);
    expect(noSlot.body).toEqual({ error: ADMIN_MESSAGES.slotNotFound });
    await expectFieldErrors(
      suite,
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
  const lunesPath = () => path(suite.shop.activities.pilates.id, suite.shop.slots.lunes.id);

  it('is for admins only and changes nothing otherwise', async () => {
    await expectAdminOnly(suite, 'delete', lunesPath());
    expect((await slotRow(suite.shop.slots.lunes.id)).activityId).toBe(
      suite.shop.activities.pilates.id,
    );
  });

  it('frees a slot nobody booked', async () => {
    const res = await send(suite.app, 'delete', lunesPath(), { auth: suite.admin }).expect(200);
    expect(res.body).toMatchObject({ id: suite.shop.slots.lunes.id, activityId: null });
    expect((await slotRow(suite.shop.slots.lunes.id)).activityId).toBeNull();
  });

  it('refuses while a reserved order holds places, and again once it is paid', async () => {
    const orderId = await reservedOrder(suite, [
      { diaHoraId: suite.shop.slots.lunes.id, quantity: 1 },
    ]);
    const reserved = await send(suite.app, 'delete', lunesPath(), { auth: suite.admin }).expect(
      409,
    );
    expect(reserved.body).toEqual({ error: ADMIN_MESSAGES.slotHasBookings });
    await send(suite.app, 'put', `/api/order/${orderId}`, {
      auth: suite.admin,
      body: { state: 'Complete' },
    }).expect(200);
    await send(suite.app, 'delete', lunesPath(), { auth: suite.admin }).expect(409);
    expect(await slotRow(suite.shop.slots.lunes.id)).toMatchObject({
      activityId: suite.shop.activities.pilates.id,
      stock: 9,
    });
  });

  it('allows it once the only booking is cancelled', async () => {
    const orderId = await reservedOrder(suite, [
      { diaHoraId: suite.shop.slots.lunes.id, quantity: 2 },
    ]);
    await send(suite.app, 'put', `/api/order/canceled/${orderId}`, { auth: suite.admin }).expect(
      200,
    );
    await send(suite.app, 'delete', lunesPath(), { auth: suite.admin }).expect(200);
    expect(await slotRow(suite.shop.slots.lunes.id)).toMatchObject({ activityId: null, stock: 10 });
  });

  it("answers 404 for a slot that is not the class's, and for unknown ids", async () => {
    const other = await send(
      suite.app,
      'delete',
      path(suite.shop.activities.boxeo.id, suite.shop.slots.lunes.id),
      { auth: suite.admin },
    ).expect(404);
    expect(other.body).toEqual({ error: ADMIN_MESSAGES.slotNotInActivity });
    const missing = await send(suite.app, 'delete', path(1, 9999), { auth: suite.admin }).expect(
      404,
    );
    expect(missing.body).toEqual({ error: ADMIN_MESSAGES.slotNotFound });
    await send(suite.app, 'delete', path(0, 1), { auth: suite.admin }).expect(400);
    expect((await slotRow(suite.shop.slots.lunes.id)).activityId).toBe(
      suite.shop.activities.pilates.id,
    );
  });
});
