import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, MESSAGES, type ActivityDto } from '@power-gym/contracts';
import { asAdmin, expectAdminOnly, expectFieldErrors, expectNotFound } from './support/admin.ts';
import { insertTrainer } from './support/fixtures.ts';
import { useTestWorld } from './support/test-world.ts';

const world = useTestWorld({ shop: true, members: ['Ana'], admin: true });

const activityRow = (id: number) =>
  world.prisma.activity.findUniqueOrThrow({
    where: { id },
    include: { trainers: { orderBy: { id: 'asc' } }, diaHoras: { orderBy: { id: 'asc' } } },
  });

describe('POST /api/activity', () => {
  const path = '/api/activity';
  const form = async () => {
    const trainer = await insertTrainer(world.prisma, 'Camila');
    return {
      name: 'Funcional',
      image: '/media/activities/funcional.svg',
      video: 'https://www.youtube.com/watch?v=x',
      description: 'Todo el cuerpo.',
      price: '9500',
      trainers: [trainer.id],
      diaHoraId: [world.shop.slots.sinClase.id],
    };
  };

  it('is for admins only and creates nothing otherwise', async () => {
    await expectAdminOnly(world, 'post', path, await form());
    expect(await world.prisma.activity.count()).toBe(2);
  });

  it('creates the class with an integer price, its trainers and its slots', async () => {
    const body = await form();
    const res = await asAdmin(world, 'post', path, body).expect(201);
    const activity = res.body as ActivityDto;
    expect(activity).toMatchObject({
      name: 'Funcional',
      price: 9500,
      video: body.video,
      trainers: [{ id: body.trainers[0], name: 'Camila' }],
      diaHoras: [{ id: world.shop.slots.sinClase.id, activityId: activity.id }],
    });
    const row = await activityRow(activity.id);
    expect(row).toMatchObject({ name: 'Funcional', price: 9500, description: 'Todo el cuerpo.' });
    expect(row.trainers.map((t) => t.id)).toEqual(body.trainers);
    expect(row.diaHoras.map((s) => s.id)).toEqual(body.diaHoraId);
  });

  it("refuses another class's slot and unknown ids, creating nothing", async () => {
    const body = await form();
    const taken = await asAdmin(world, 'post', path, {
      ...body,
      diaHoraId: [world.shop.slots.sinClase.id, world.shop.slots.lunes.id],
    }).expect(409);
    expect(taken.body).toEqual({ error: ADMIN_MESSAGES.slotOfOtherActivity });
    await expectNotFound(
      asAdmin(world, 'post', path, { ...body, diaHoraId: [9999] }),
      ADMIN_MESSAGES.slotNotFound,
    );
    await expectNotFound(
      asAdmin(world, 'post', path, { ...body, trainers: [9999] }),
      ADMIN_MESSAGES.trainerNotFound,
    );
    expect(await world.prisma.activity.count()).toBe(2);
    expect(
      (await world.prisma.diaHora.findUniqueOrThrow({ where: { id: body.diaHoraId[0] } }))
        .activityId,
    ).toBeNull();
  });

  it('answers the field messages of contracts/src', async () => {
    await expectFieldErrors(
      world,
      'post',
      path,
      { trainers: [], diaHoraId: [] },
      {
        name: 'El nombre es requerido',
        image: 'La imagen es requerida',
        video: 'El video es requerido',
        description: 'La descripcion es requerida',
        price: 'El precio es requerido',
        trainers: 'Debe seleccionar instructor',
        diaHoraId: 'Debe seleccionar dia y hora',
      },
    );
    await expectFieldErrors(
      world,
      'post',
      path,
      { ...(await form()), price: '12.5' },
      {
        price: ADMIN_MESSAGES.priceInvalid,
      },
    );
    expect(await world.prisma.activity.count()).toBe(2);
  });
});

describe('PUT /api/activity/{id}', () => {
  const path = () => `/api/activity/${world.shop.activities.pilates.id}`;

  it('is for admins only and changes nothing otherwise', async () => {
    await expectAdminOnly(world, 'put', path(), { price: 1 });
    expect((await activityRow(world.shop.activities.pilates.id)).price).toBe(9999);
  });

  it('changes the fields sent, ignoring the rest of the row', async () => {
    const res = await asAdmin(world, 'put', path(), {
      id: 77,
      name: 'Pilates Reformer',
      price: '12000',
      diaHoras: [],
      createdAt: 'x',
    }).expect(200);
    expect(res.body).toMatchObject({
      id: world.shop.activities.pilates.id,
      name: 'Pilates Reformer',
      price: 12000,
      diaHoras: [{ id: world.shop.slots.lunes.id }],
    });
    expect(await activityRow(world.shop.activities.pilates.id)).toMatchObject({
      name: 'Pilates Reformer',
      price: 12000,
      description: 'Core.',
      diaHoras: [{ id: world.shop.slots.lunes.id }],
    });
  });

  it('answers field messages and 404', async () => {
    await expectFieldErrors(
      world,
      'put',
      path(),
      { name: '', image: 'x', price: 'diez' },
      {
        name: ADMIN_MESSAGES.nameRequired,
        image: ADMIN_MESSAGES.imageInvalid,
        price: ADMIN_MESSAGES.priceInvalid,
      },
    );
    await expectNotFound(
      asAdmin(world, 'put', '/api/activity/9999', { name: 'X' }),
      ADMIN_MESSAGES.activityNotFound,
    );
    expect((await activityRow(world.shop.activities.pilates.id)).name).toBe('Pilates');
  });
});

describe('POST addTrainer and DELETE deleteTrainer', () => {
  const linkPath = (verb: 'addTrainer' | 'deleteTrainer', activityId: number, trainerId: number) =>
    `/api/activity/${activityId}/${verb}/${trainerId}`;
  const trainerIds = async (activityId: number) =>
    (await activityRow(activityId)).trainers.map((t) => t.id);

  it('are for admins only and change nothing otherwise', async () => {
    const trainer = await insertTrainer(world.prisma, 'Julián');
    const pilates = world.shop.activities.pilates.id;
    await expectAdminOnly(world, 'post', linkPath('addTrainer', pilates, trainer.id));
    expect(await trainerIds(pilates)).toEqual([]);
    await world.prisma.activity.update({
      where: { id: pilates },
      data: { trainers: { connect: { id: trainer.id } } },
    });
    await expectAdminOnly(world, 'delete', linkPath('deleteTrainer', pilates, trainer.id));
    expect(await trainerIds(pilates)).toEqual([trainer.id]);
  });

  it('link and unlink a trainer, each idempotent', async () => {
    const trainer = await insertTrainer(world.prisma, 'Julián');
    const pilates = world.shop.activities.pilates.id;
    for (let i = 0; i < 2; i += 1) {
      const res = await asAdmin(world, 'post', linkPath('addTrainer', pilates, trainer.id)).expect(
        200,
      );
      expect((res.body as ActivityDto).trainers).toEqual([{ id: trainer.id, name: 'Julián' }]);
    }
    expect(await trainerIds(pilates)).toEqual([trainer.id]);
    for (let i = 0; i < 2; i += 1) {
      const res = await asAdmin(
        world,
        'delete',
        linkPath('deleteTrainer', pilates, trainer.id),
      ).expect(200);
      expect((res.body as ActivityDto).trainers).toEqual([]);
    }
    expect(await trainerIds(pilates)).toEqual([]);
    expect(await world.prisma.trainer.count()).toBe(1);
  });

  it('answer 404 for unknown ids and 400 for bad ones', async () => {
    const trainer = await insertTrainer(world.prisma, 'Julián');
    await expectNotFound(
      asAdmin(world, 'post', linkPath('addTrainer', 9999, trainer.id)),
      ADMIN_MESSAGES.activityNotFound,
    );
    const pilates = world.shop.activities.pilates.id;
    await expectNotFound(
      asAdmin(world, 'delete', linkPath('deleteTrainer', pilates, 9999)),
      ADMIN_MESSAGES.trainerNotFound,
    );
    const bad = await asAdmin(world, 'post', `/api/activity/${pilates}/addTrainer/uno`).expect(400);
    expect(bad.body).toEqual({
      error: MESSAGES.invalidInput,
      fields: { trainerId: MESSAGES.invalidId },
    });
  });
});
