// The admin's 'Ocultar' / 'Mostrar' of a review, and a class page's reviews (docs/api.md, 'Reviews').
import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  REVIEW_MESSAGES,
  type ActivityDetailDto,
  type AdminReviewDto,
  type ReviewDto,
} from '@power-gym/contracts';
import { asAdmin, expectAdminOnly, expectNotFound, send } from './support/admin.ts';
import { useTestWorld } from './support/test-world.ts';

const world = useTestWorld({ shop: true, members: ['Ana', 'Juan'], admin: true });

/** A rated review written straight to the database (the rights to write it are tested elsewhere). */
function review(userId: number, activityId: number, rating: number, description: string | null) {
  return world.prisma.review.create({ data: { userId, activityId, rating, description } });
}

const get = (path: string) => send(world.app, 'get', path);
const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

async function laidReviews() {
  const { pilates, boxeo } = world.shop.activities;
  const anaPilates = await review(world.ana.user.id, pilates.id, 5, 'Excelente');
  const juanPilates = await review(world.juan.user.id, pilates.id, 1, 'Spam spam');
  const anaBoxeo = await review(world.ana.user.id, boxeo.id, 4, 'Muy buena');
  // The placeholder a purchase leaves is never shown, to anyone.
  await world.prisma.review.create({ data: { userId: world.juan.user.id, activityId: boxeo.id } });
  return { anaPilates, juanPilates, anaBoxeo };
}

describe('PUT /api/review/{id}/hide and /show', () => {
  it('are for admins only and change nothing otherwise', async () => {
    const { juanPilates } = await laidReviews();
    await expectAdminOnly(world, 'put', `/api/review/${juanPilates.id}/hide`);
    await expectAdminOnly(world, 'put', `/api/review/${juanPilates.id}/show`);
    await expectAdminOnly(world, 'get', '/api/review/admin');
    const row = await world.prisma.review.findUniqueOrThrow({ where: { id: juanPilates.id } });
    expect(row.hiddenAt).toBeNull();
  });

  it('hides a review from every public list and average, keeps it, and shows it again', async () => {
    const { anaPilates, juanPilates, anaBoxeo } = await laidReviews();
    const { pilates } = world.shop.activities;
    const before = (await get(`/api/activity/${pilates.id}`).expect(200)).body as ActivityDetailDto;
    expect(before.rating).toEqual({ count: 2, average: 3 });

    const hidden = (await asAdmin(world, 'put', `/api/review/${juanPilates.id}/hide`).expect(200))
      .body as AdminReviewDto;
    expect(hidden).toMatchObject({ id: juanPilates.id, description: 'Spam spam' });
    expect(hidden.hiddenAt).toEqual(expect.any(String));

    expect(ids((await get('/api/review/all').expect(200)).body)).toEqual([
      anaBoxeo.id,
      anaPilates.id,
    ]);
    const page = await get(`/api/review/all?activityId=${pilates.id}`).expect(200);
    expect(ids(page.body)).toEqual([anaPilates.id]);
    expect(page.headers['x-total-count']).toBe('1');
    const after = (await get(`/api/activity/${pilates.id}`).expect(200)).body as ActivityDetailDto;
    expect(after.rating).toEqual({ count: 1, average: 5 });

    // Kept: the admin still lists it, marked, and its author still has it.
    const admin = (await asAdmin(world, 'get', '/api/review/admin').expect(200))
      .body as AdminReviewDto[];
    expect(admin.map(({ id, hiddenAt }) => [id, hiddenAt !== null])).toEqual([
      [anaBoxeo.id, false],
      [juanPilates.id, true],
      [anaPilates.id, false],
    ]);
    const own = await send(world.app, 'get', `/api/review/user/${world.juan.user.id}`, {
      auth: world.juan,
    }).expect(200);
    expect(ids(own.body)).toContain(juanPilates.id);

    const shown = (await asAdmin(world, 'put', `/api/review/${juanPilates.id}/show`).expect(200))
      .body as AdminReviewDto;
    expect(shown.hiddenAt).toBeNull();
    expect(ids((await get(`/api/review/all?activityId=${pilates.id}`).expect(200)).body)).toEqual([
      juanPilates.id,
      anaPilates.id,
    ]);
  });

  it('answers 404 for an unknown review and 400 for a bad id', async () => {
    await expectNotFound(asAdmin(world, 'put', '/api/review/9999/hide'), REVIEW_MESSAGES.notFound);
    const bad = await asAdmin(world, 'put', '/api/review/0/show').expect(400);
    expect(bad.body).toEqual({ error: MESSAGES.invalidInput, fields: { id: MESSAGES.invalidId } });
  });
});

describe('GET /api/review/all?activityId=', () => {
  it("lists one class's public reviews, newest first, with public user fields only", async () => {
    const { anaBoxeo } = await laidReviews();
    const res = await get(`/api/review/all?activityId=${world.shop.activities.boxeo.id}`).expect(
      200,
    );
    const reviews = res.body as ReviewDto[];
    expect(reviews).toMatchObject([
      {
        id: anaBoxeo.id,
        rating: 4,
        description: 'Muy buena',
        activityId: world.shop.activities.boxeo.id,
        userId: world.ana.user.id,
        createdAt: anaBoxeo.createdAt.toISOString(),
        user: { name: 'Ana' },
        activity: { id: world.shop.activities.boxeo.id, name: 'Boxeo' },
      },
    ]);
    expect(Object.keys(reviews[0]?.user ?? {}).sort()).toEqual(['image', 'lastName', 'name']);
  });

  it("drops an archived class's reviews from the public lists", async () => {
    const { anaPilates } = await laidReviews();
    await asAdmin(world, 'put', `/api/activity/${world.shop.activities.boxeo.id}/archive`).expect(
      200,
    );
    const all = (await get('/api/review/all').expect(200)).body as ReviewDto[];
    expect(all.every((row) => row.activityId === world.shop.activities.pilates.id)).toBe(true);
    expect(ids(all)).toContain(anaPilates.id);
  });

  it('answers 400 to a bad class id', async () => {
    const res = await get('/api/review/all?activityId=abc').expect(400);
    expect(res.body).toEqual({
      error: MESSAGES.invalidInput,
      fields: { activityId: MESSAGES.invalidId },
    });
  });
});
