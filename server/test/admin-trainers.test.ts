import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, type TrainerWithActivitiesDto } from '@power-gym/contracts';
import { asAdmin, expectAdminOnly, expectFieldErrors, expectNotFound } from './support/admin.ts';
import { insertTrainer } from './support/fixtures.ts';
import { useTestWorld } from './support/test-world.ts';

const world = useTestWorld({ shop: true, members: ['Ana'], admin: true });

const trainerRow = (id: number) =>
  world.prisma.trainer.findUniqueOrThrow({
    where: { id },
    include: { activities: { orderBy: { id: 'asc' }, select: { id: true } } },
  });

describe('POST /api/trainer', () => {
  const path = '/api/trainer';
  const form = () => ({
    name: 'Camila Ríos',
    image: '/media/trainers/camila-rios.svg',
    specialty: 'Funcional',
    experience: '8 años',
    activities: [world.shop.activities.pilates.id, String(world.shop.activities.boxeo.id)],
  });

  it('is for admins only and creates nothing otherwise', async () => {
    await expectAdminOnly(world, 'post', path, form());
    expect(await world.prisma.trainer.count()).toBe(0);
  });

  it('creates the trainer with the classes they teach', async () => {
    const res = await asAdmin(world, 'post', path, form()).expect(201);
    const trainer = res.body as TrainerWithActivitiesDto;
    expect(trainer).toMatchObject({
      name: 'Camila Ríos',
      specialty: 'Funcional',
      experience: '8 años',
      activities: [
        { id: world.shop.activities.pilates.id, name: 'Pilates' },
        { id: world.shop.activities.boxeo.id, name: 'Boxeo' },
      ],
    });
    const row = await trainerRow(trainer.id);
    expect(row).toMatchObject({ name: 'Camila Ríos', image: '/media/trainers/camila-rios.svg' });
    expect(row.activities.map((a) => a.id)).toEqual([
      world.shop.activities.pilates.id,
      world.shop.activities.boxeo.id,
    ]);
  });

  it('answers the field messages of contracts/src, and 404 for an unknown class', async () => {
    await expectFieldErrors(
      world,
      'post',
      path,
      { activities: [] },
      {
        name: 'El nombre es requerido',
        image: 'La imagen es requerida',
        specialty: 'La especialidad se requiere',
        experience: 'La experiencia es requerida',
        activities: 'Debes seleccionar al menos una actividad para el trainer',
      },
    );
    await expectNotFound(
      asAdmin(world, 'post', path, { ...form(), activities: [9999] }),
      ADMIN_MESSAGES.activityNotFound,
    );
    expect(await world.prisma.trainer.count()).toBe(0);
  });
});

describe('PUT /api/trainer/{id}', () => {
  const insertJulian = () =>
    insertTrainer(world.prisma, 'Julián', world.shop.activities.pilates.id);

  it('is for admins only and changes nothing otherwise', async () => {
    const trainer = await insertJulian();
    await expectAdminOnly(world, 'put', `/api/trainer/${trainer.id}`, { name: 'X' });
    expect((await trainerRow(trainer.id)).name).toBe('Julián');
  });

  it('changes the fields sent; a sent activity list replaces the classes', async () => {
    const trainer = await insertJulian();
    const path = `/api/trainer/${trainer.id}`;
    const res = await asAdmin(world, 'put', path, {
      id: 5,
      specialty: 'Ciclismo indoor',
      updatedAt: 'x',
    }).expect(200);
    expect(res.body).toMatchObject({
      specialty: 'Ciclismo indoor',
      activities: [{ id: world.shop.activities.pilates.id }],
    });
    expect(await trainerRow(trainer.id)).toMatchObject({
      name: 'Julián',
      specialty: 'Ciclismo indoor',
      activities: [{ id: world.shop.activities.pilates.id }],
    });
    await asAdmin(world, 'put', path, { activities: [world.shop.activities.boxeo.id] }).expect(200);
    expect((await trainerRow(trainer.id)).activities).toEqual([
      { id: world.shop.activities.boxeo.id },
    ]);
  });

  it('answers field messages and 404', async () => {
    const trainer = await insertJulian();
    await expectFieldErrors(
      world,
      'put',
      `/api/trainer/${trainer.id}`,
      { experience: ' ', activities: [] },
      {
        experience: ADMIN_MESSAGES.experienceRequired,
        activities: ADMIN_MESSAGES.activitiesRequired,
      },
    );
    await expectNotFound(
      asAdmin(world, 'put', '/api/trainer/9999', { name: 'X' }),
      ADMIN_MESSAGES.trainerNotFound,
    );
    expect(await trainerRow(trainer.id)).toMatchObject({ experience: '5 años' });
  });
});
