import { beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import {
  MESSAGES,
  PAGE_MESSAGES,
  PUBLIC_REVIEWS_MAX_PAGE_SIZE,
  REVIEW_MESSAGES,
  type ActivityDetailDto,
  type ActivityDto,
  type DiaHoraWithActivityDto,
  type ReviewDto,
  type TrainerWithActivitiesDto,
} from '@power-gym/contracts';
import { buildApp } from './support/app.ts';
import { insertCatalogue, type Catalogue } from './support/fixtures.ts';
import type { Trainer } from '../src/generated/prisma/client.ts';
import { useTestWorld } from './support/test-world.ts';

const world = useTestWorld({ fresh: 'once' });
let data: Catalogue;

beforeAll(async () => {
  data = await insertCatalogue(world.prisma);
});

/** A trainer as the API lists it: its row, dates as ISO strings, and these classes. */
const trainerDto = (trainer: Trainer, activities: { id: number; name: string }[]) => ({
  id: trainer.id,
  name: trainer.name,
  image: trainer.image,
  specialty: trainer.specialty,
  experience: trainer.experience,
  createdAt: trainer.createdAt.toISOString(),
  updatedAt: trainer.updatedAt.toISOString(),
  activities,
});

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('GET /api/activity/all', () => {
  it('lists every activity by id with slots in weekday order and trainers as id and name', async () => {
    const res = await request(world.app).get('/api/activity/all').expect(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const body = res.body as ActivityDto[];
    const { yoga, spinning, boxeo } = data.activities;
    expect(body.map((a) => a.id)).toEqual([yoga.id, spinning.id, boxeo.id]);

    const [yogaDto, spinningDto, boxeoDto] = body;
    expect(yogaDto).toMatchObject({
      name: 'Yoga',
      image: '/media/activities/yoga.jpg',
      video: null,
      description: 'Respiración y movilidad.',
      price: 3500,
    });
    expect(yogaDto?.createdAt).toMatch(ISO_DATE);
    expect(yogaDto?.updatedAt).toMatch(ISO_DATE);
    const { lunes, viernesMañana, viernesTarde, domingo, martes } = data.slots;
    expect(yogaDto?.diaHoras.map((s) => [s.day, s.hour, s.id])).toEqual([
      ['Lunes', '18:00', lunes.id],
      ['Viernes', '07:00', viernesMañana.id],
      ['Viernes', '19:30', viernesTarde.id],
      ['Domingo', '09:00', domingo.id],
    ]);
    expect(yogaDto?.diaHoras[2]).toEqual({
      id: viernesTarde.id,
      day: 'Viernes',
      hour: '19:30',
      capacity: 20,
      stock: 1,
      waiting: 0,
      activityId: yoga.id,
      createdAt: viernesTarde.createdAt.toISOString(),
      updatedAt: viernesTarde.updatedAt.toISOString(),
    });
    const { laura, diego } = data.trainers;
    expect(yogaDto?.trainers).toEqual([
      { id: laura.id, name: laura.name },
      { id: diego.id, name: diego.name },
    ]);
    expect(spinningDto?.video).toBe('/media/video/hero.mp4');
    expect(spinningDto?.diaHoras.map((s) => s.id)).toEqual([martes.id]);
    expect(spinningDto?.trainers).toEqual([{ id: laura.id, name: laura.name }]);
    expect(boxeoDto?.diaHoras).toEqual([]);
    expect(boxeoDto?.trainers).toEqual([{ id: diego.id, name: diego.name }]);
  });

  it('follows the rows in the database', async () => {
    const { boxeo } = data.activities;
    await world.prisma.activity.update({ where: { id: boxeo.id }, data: { price: 5100 } });
    // A new app: the shared one may still hold the list in its public-read cache (up to 1 s).
    const res = await request(buildApp(world.prisma)).get('/api/activity/all').expect(200);
    const body = res.body as ActivityDto[];
    expect(body.find((a) => a.id === boxeo.id)?.price).toBe(5100);
    await world.prisma.activity.update({ where: { id: boxeo.id }, data: { price: 5000 } });
  });
});

describe('GET /api/activity/:id', () => {
  it('returns the activity with full trainers and ordered slots', async () => {
    const { yoga } = data.activities;
    const res = await request(world.app).get(`/api/activity/${yoga.id}`).expect(200);
    const body = res.body as ActivityDetailDto;
    expect(body.id).toBe(yoga.id);
    expect(body.diaHoras.map((s) => s.day)).toEqual(['Lunes', 'Viernes', 'Viernes', 'Domingo']);
    const { laura } = data.trainers;
    expect(body.trainers[0]).toEqual({
      id: laura.id,
      name: 'Laura Gómez',
      image: '/media/trainers/laura.jpg',
      specialty: 'Yoga',
      experience: '8 años',
      createdAt: laura.createdAt.toISOString(),
      updatedAt: laura.updatedAt.toISOString(),
    });
    expect(body.trainers).toHaveLength(2);
  });

  it("sums up the class's ratings: count and mean, the unrated placeholder left out", async () => {
    const { rated, placeholder } = data.reviews;
    const ratings = await world.prisma.review.findMany({
      where: { activityId: rated.activityId, rating: { not: null } },
    });
    const res = await request(world.app).get(`/api/activity/${rated.activityId}`).expect(200);
    const mean = ratings.reduce((sum, r) => sum + (r.rating ?? 0), 0) / ratings.length;
    expect((res.body as ActivityDetailDto).rating).toEqual({
      count: ratings.length,
      average: Math.round(mean * 10) / 10,
    });
    expect(ratings.map((r) => r.id)).not.toContain(placeholder.id);
    const unrated = await world.prisma.activity.findFirstOrThrow({
      where: { reviews: { none: { rating: { not: null } } } },
    });
    const none = await request(world.app).get(`/api/activity/${unrated.id}`).expect(200);
    expect((none.body as ActivityDetailDto).rating).toEqual({ count: 0, average: null });
  });

  it('answers 404 for an id that does not exist', async () => {
    const res = await request(world.app).get('/api/activity/999999').expect(404);
    expect(res.body).toEqual({ error: MESSAGES.notFound });
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999', '2147483648', '01', '1e3', '%20'])(
    'answers 400 for the id %j',
    async (id) => {
      const res = await request(world.app).get(`/api/activity/${id}`).expect(400);
      expect(res.body).toEqual({
        error: MESSAGES.invalidInput,
        fields: { id: MESSAGES.invalidId },
      });
    },
  );

  it('answers 400, not 500, for a path that cannot be decoded', async () => {
    const res = await request(world.app).get('/api/activity/%E0%A4%A').expect(400);
    expect(res.body).toEqual({ error: MESSAGES.invalidInput });
  });

  it('accepts the largest 32-bit id and answers 404', async () => {
    await request(world.app).get('/api/activity/2147483647').expect(404);
  });
});

describe('GET /api/trainer', () => {
  it('lists trainers by id with their activities as id and name', async () => {
    const res = await request(world.app).get('/api/trainer').expect(200);
    const body = res.body as TrainerWithActivitiesDto[];
    const { laura, diego } = data.trainers;
    const { yoga, spinning, boxeo } = data.activities;
    expect(body).toEqual([
      trainerDto(laura, [
        { id: yoga.id, name: 'Yoga' },
        { id: spinning.id, name: 'Spinning' },
      ]),
      trainerDto(diego, [
        { id: yoga.id, name: 'Yoga' },
        { id: boxeo.id, name: 'Boxeo' },
      ]),
    ]);
  });
});

describe('GET /api/diahora', () => {
  it('lists every slot by weekday then hour, with its activity or null', async () => {
    const res = await request(world.app).get('/api/diahora').expect(200);
    const body = res.body as DiaHoraWithActivityDto[];
    const { sinClase, lunes, martes, viernesMañana, viernesTarde, domingo } = data.slots;
    expect(body.map((s) => s.id)).toEqual([
      sinClase.id,
      lunes.id,
      martes.id,
      viernesMañana.id,
      viernesTarde.id,
      domingo.id,
    ]);
    expect(body[0]?.activity).toBeNull();
    expect(body[0]?.activityId).toBeNull();
    const { spinning } = data.activities;
    expect(body[2]).toEqual({
      id: martes.id,
      day: 'Martes',
      hour: '20:00',
      capacity: 25,
      stock: 0,
      waiting: 0,
      activityId: spinning.id,
      createdAt: martes.createdAt.toISOString(),
      updatedAt: martes.updatedAt.toISOString(),
      activity: { id: spinning.id, name: 'Spinning', price: 4200 },
    });
  });

  it('returns one slot by id', async () => {
    const { viernesTarde } = data.slots;
    const res = await request(world.app).get(`/api/diahora/${viernesTarde.id}`).expect(200);
    const body = res.body as DiaHoraWithActivityDto;
    expect(body).toMatchObject({ id: viernesTarde.id, day: 'Viernes', stock: 1, capacity: 20 });
    expect(body.activity).toEqual({ id: data.activities.yoga.id, name: 'Yoga', price: 3500 });
  });

  it('answers 404 for an unknown slot and 400 for a malformed id', async () => {
    expect((await request(world.app).get('/api/diahora/424242').expect(404)).body).toEqual({
      error: MESSAGES.notFound,
    });
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await request(world.app).get(`/api/diahora/${id}`).expect(400);
      expect(res.body.fields).toEqual({ id: MESSAGES.invalidId });
    }
  });
});

describe('GET /api/review/all', () => {
  it('lists rated reviews, newest first, with public user fields only', async () => {
    const res = await request(world.app).get('/api/review/all').expect(200);
    const body = res.body as ReviewDto[];
    const { rated, ratedNoText } = data.reviews;
    const { yoga, spinning } = data.activities;
    const { ana, juan } = data.users;
    expect(body).toEqual([
      {
        id: ratedNoText.id,
        rating: 4,
        description: null,
        activityId: spinning.id,
        userId: juan.id,
        createdAt: ratedNoText.createdAt.toISOString(),
        user: { name: 'Juan', lastName: 'Martínez', image: null },
        activity: { id: spinning.id, name: 'Spinning' },
      },
      {
        id: rated.id,
        rating: 5,
        description: 'Excelente clase.',
        activityId: yoga.id,
        userId: ana.id,
        createdAt: rated.createdAt.toISOString(),
        user: { name: 'Ana', lastName: 'López', image: '/media/brand/ana.jpg' },
        activity: { id: yoga.id, name: 'Yoga' },
      },
    ]);
    expect(res.text).not.toMatch(/email|phoneNumber|uid|isAdmin|@example\.com|\+54/);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.headers.link).toBeUndefined();
  });

  it('answers one page: the total and the next page in headers, described=true keeps texts', async () => {
    const { rated, ratedNoText } = data.reviews;
    const first = await request(world.app).get('/api/review/all?pageSize=1').expect(200);
    expect((first.body as ReviewDto[]).map((r) => r.id)).toEqual([ratedNoText.id]);
    expect(first.headers['x-total-count']).toBe('2');
    expect(first.headers.link).toBe('</api/review/all?pageSize=1&page=2>; rel="next"');
    const second = await request(world.app).get('/api/review/all?pageSize=1&page=2').expect(200);
    expect((second.body as ReviewDto[]).map((r) => r.id)).toEqual([rated.id]);
    expect(second.headers.link).toBeUndefined();
    await request(world.app).get('/api/review/all?page=3').expect(200, []);

    const described = await request(world.app).get('/api/review/all?described=true').expect(200);
    expect((described.body as ReviewDto[]).map((r) => r.id)).toEqual([rated.id]);
    expect(described.headers['x-total-count']).toBe('1');
  });

  it.each([
    ['page=0', { page: PAGE_MESSAGES.pageInvalid }],
    ['page=-1', { page: PAGE_MESSAGES.pageInvalid }],
    ['page=uno', { page: PAGE_MESSAGES.pageInvalid }],
    ['pageSize=51', { pageSize: PAGE_MESSAGES.pageSizeInvalid(PUBLIC_REVIEWS_MAX_PAGE_SIZE) }],
    [
      'pageSize=99999999',
      { pageSize: PAGE_MESSAGES.pageSizeInvalid(PUBLIC_REVIEWS_MAX_PAGE_SIZE) },
    ],
    ['described=si', { described: REVIEW_MESSAGES.describedInvalid }],
  ])('refuses %s in Spanish', async (query, fields) => {
    const res = await request(world.app).get(`/api/review/all?${query}`).expect(400);
    expect(res.body).toEqual({ error: MESSAGES.invalidInput, fields });
  });

  it('leaves out the unrated placeholder created at checkout', async () => {
    const { placeholder } = data.reviews;
    const row = await world.prisma.review.findUnique({ where: { id: placeholder.id } });
    expect(row?.rating).toBeNull();
    const res = await request(world.app).get('/api/review/all').expect(200);
    expect((res.body as ReviewDto[]).map((r) => r.id)).not.toContain(placeholder.id);
  });
});

describe('the catalogue routes are read-only', () => {
  it('answers unknown methods with a JSON 404 and changes nothing', async () => {
    const before = await world.prisma.activity.count();
    const res = await request(world.app)
      .post('/api/activity/all')
      .send({ name: 'Nueva', price: 1 })
      .expect(404);
    expect(res.body).toEqual({ error: MESSAGES.routeNotFound });
    expect(await world.prisma.activity.count()).toBe(before);
  });
});
