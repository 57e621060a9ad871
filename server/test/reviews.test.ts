import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { Express } from 'express';
import {
  AUTH_MESSAGES,
  MESSAGES,
  REVIEW_MESSAGES,
  type ReviewDto,
  type UserReviewDto,
} from '@power-gym/contracts';
import { buildApp } from './support/app.ts';
import { createTestDatabase, resetDatabase } from './support/database.ts';
import { cartWith, insertShop, type Shop } from './support/orders.ts';
import { authEnv, signedInUser, type SignedInUser } from './support/tokens.ts';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
let db: TestDatabase;
let app: Express;
let shop: Shop;
let ana: SignedInUser;
let juan: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  db = await createTestDatabase();
  app = buildApp(db.prisma, authEnv());
});
beforeEach(async () => {
  await resetDatabase(db);
  shop = await insertShop(db.prisma);
  [ana, juan, admin] = await Promise.all([
    signedInUser(db.prisma, { name: 'Ana', phoneNumber: '+541198765432' }),
    signedInUser(db.prisma, { name: 'Juan' }),
    signedInUser(db.prisma, { name: 'Admin', isAdmin: true }),
  ]);
});
afterAll(async () => {
  await db?.close();
});

/** Checks out a cart with one place on `diaHoraId`, then sets the order to `state`. */
async function purchase(
  member: SignedInUser,
  diaHoraId: number,
  state: 'Created' | 'Complete' | 'Canceled' = 'Complete',
) {
  const orderId = await cartWith(app, member, [{ diaHoraId, quantity: 1 }]);
  await request(app).post('/api/order/checkout').set(member.auth).send({ orderId }).expect(200);
  if (state !== 'Created')
    await db.prisma.order.update({ where: { id: orderId }, data: { state } });
  return orderId;
}

const putReview = (member: SignedInUser, body: Record<string, unknown>) =>
  request(app).put('/api/review/activity').set(member.auth).send(body);

const reviewRow = (userId: number, activityId: number) =>
  db.prisma.review.findUnique({ where: { userId_activityId: { userId, activityId } } });

describe('PUT /review/activity', () => {
  it('lets a member with a Complete order review the class, then replaces their review', async () => {
    await purchase(ana, shop.slots.lunes.id);
    const pilates = shop.activities.pilates.id;
    const first = await putReview(ana, {
      activityId: pilates,
      rating: 4,
      description: '  Muy buena clase  ',
    }).expect(200);
    expect(first.body).toMatchObject({
      userId: ana.user.id,
      activityId: pilates,
      rating: 4,
      description: 'Muy buena clase',
      activity: { id: pilates, name: 'Pilates' },
    } satisfies Partial<UserReviewDto>);

    const second = await putReview(ana, {
      activityId: pilates,
      rating: 5,
      description: 'Mejor todavía',
      userId: ana.user.id,
    }).expect(200);
    expect((second.body as UserReviewDto).id).toBe((first.body as UserReviewDto).id);
    expect(await db.prisma.review.count({ where: { userId: ana.user.id } })).toBe(1);
    expect(await reviewRow(ana.user.id, pilates)).toMatchObject({
      rating: 5,
      description: 'Mejor todavía',
    });
  });

  it('fills the placeholder checkout created', async () => {
    await purchase(ana, shop.slots.lunes.id);
    const placeholder = await reviewRow(ana.user.id, shop.activities.pilates.id);
    expect(placeholder).toMatchObject({ rating: null, description: null });
    const res = await putReview(ana, {
      activityId: shop.activities.pilates.id,
      rating: 3,
      description: 'Bien',
    }).expect(200);
    expect((res.body as UserReviewDto).id).toBe(placeholder?.id);
  });

  it.each(['none', 'Created', 'Canceled'] as const)(
    'refuses a member whose purchase is %s (403), writing nothing',
    async (state) => {
      if (state !== 'none') await purchase(ana, shop.slots.lunes.id, state);
      const before = await reviewRow(ana.user.id, shop.activities.pilates.id);
      const res = await putReview(ana, {
        activityId: shop.activities.pilates.id,
        rating: 5,
        description: 'Excelente',
      }).expect(403);
      expect(res.body).toEqual({ error: REVIEW_MESSAGES.notAllowed });
      expect(await reviewRow(ana.user.id, shop.activities.pilates.id)).toEqual(before);
    },
  );

  it('refuses a class the member did not buy, even with another Complete order', async () => {
    await purchase(ana, shop.slots.lunes.id);
    await putReview(ana, {
      activityId: shop.activities.boxeo.id,
      rating: 5,
      description: 'Excelente',
    }).expect(403);
  });

  it('never writes for the userId of the body: another member is refused', async () => {
    await purchase(juan, shop.slots.lunes.id);
    await purchase(ana, shop.slots.lunes.id);
    const res = await putReview(ana, {
      activityId: shop.activities.pilates.id,
      rating: 1,
      description: 'Mala',
      userId: juan.user.id,
    }).expect(403);
    expect(res.body).toEqual({ error: AUTH_MESSAGES.forbidden });
    expect(await reviewRow(juan.user.id, shop.activities.pilates.id)).toMatchObject({
      rating: null,
    });
  });

  it.each([0, 6, 2.5, '5'])('answers 400 to the rating %j', async (rating) => {
    await purchase(ana, shop.slots.lunes.id);
    const res = await putReview(ana, {
      activityId: shop.activities.pilates.id,
      rating,
      description: 'Bien',
    }).expect(400);
    expect(res.body).toEqual({
      error: MESSAGES.invalidInput,
      fields: { rating: REVIEW_MESSAGES.ratingInvalid },
    });
  });

  it('answers 400 with "Complete todos los campos." when the comment or the stars are missing', async () => {
    await purchase(ana, shop.slots.lunes.id);
    const res = await putReview(ana, {
      activityId: shop.activities.pilates.id,
      description: '   ',
    }).expect(400);
    expect(res.body).toEqual({
      error: MESSAGES.invalidInput,
      fields: {
        rating: REVIEW_MESSAGES.fieldsRequired,
        description: REVIEW_MESSAGES.fieldsRequired,
      },
    });
    expect(await reviewRow(ana.user.id, shop.activities.pilates.id)).toMatchObject({
      rating: null,
      description: null,
    });
  });

  it('answers 400 to an unknown field, an over-long comment and a NUL character', async () => {
    await purchase(ana, shop.slots.lunes.id);
    const base = { activityId: shop.activities.pilates.id, rating: 5 };
    const extra = await putReview(ana, { ...base, description: 'Ok', idUser: 3 }).expect(400);
    expect(extra.body).toMatchObject({ fields: { idUser: MESSAGES.unknownField } });
    const long = await putReview(ana, { ...base, description: 'a'.repeat(1001) }).expect(400);
    const nul = await putReview(ana, { ...base, description: 'Bien\u0000' }).expect(400);
    expect(nul.body).toMatchObject({ fields: { description: REVIEW_MESSAGES.controlCharacters } });
    expect(long.body).toMatchObject({
      fields: { description: REVIEW_MESSAGES.descriptionTooLong },
    });
  });

  it('answers 404 for an unknown class and 401 without a token', async () => {
    await putReview(ana, { activityId: 999_999, rating: 5, description: 'Ok' }).expect(404);
    await request(app)
      .put('/api/review/activity')
      .send({ activityId: shop.activities.pilates.id, rating: 5, description: 'Ok' })
      .expect(401);
  });
});

describe('GET /review/user/{userId}', () => {
  it('shows members their own reviews, placeholders included', async () => {
    await purchase(ana, shop.slots.lunes.id);
    await purchase(ana, shop.slots.miercoles.id);
    await putReview(ana, {
      activityId: shop.activities.pilates.id,
      rating: 5,
      description: 'Genial',
    }).expect(200);
    const res = await request(app).get(`/api/review/user/${ana.user.id}`).set(ana.auth).expect(200);
    const reviews = res.body as UserReviewDto[];
    expect(reviews.map((r) => [r.activity.name, r.rating, r.description])).toEqual([
      ['Pilates', 5, 'Genial'],
      ['Boxeo', null, null],
    ]);
  });

  it("refuses another member's reviews (403) and lets an admin read them", async () => {
    await purchase(ana, shop.slots.lunes.id);
    const res = await request(app)
      .get(`/api/review/user/${ana.user.id}`)
      .set(juan.auth)
      .expect(403);
    expect(res.body).toEqual({ error: AUTH_MESSAGES.forbidden });
    const asAdmin = await request(app)
      .get(`/api/review/user/${ana.user.id}`)
      .set(admin.auth)
      .expect(200);
    expect(asAdmin.body).toHaveLength(1);
  });

  it('answers 401 without a token and 400 to a bad id', async () => {
    await request(app).get(`/api/review/user/${ana.user.id}`).expect(401);
    await request(app).get('/api/review/user/abc').set(ana.auth).expect(400);
  });
});

describe('DELETE /review/delete/{userId}/{activityId}', () => {
  async function anaReviewedPilates() {
    await purchase(ana, shop.slots.lunes.id);
    await putReview(ana, {
      activityId: shop.activities.pilates.id,
      rating: 4,
      description: 'Bien',
    }).expect(200);
    return `/api/review/delete/${ana.user.id}/${shop.activities.pilates.id}`;
  }

  it('lets the owner delete their review, then answers 404', async () => {
    const path = await anaReviewedPilates();
    await request(app).delete(path).set(ana.auth).expect(204);
    expect(await reviewRow(ana.user.id, shop.activities.pilates.id)).toBeNull();
    const again = await request(app).delete(path).set(ana.auth).expect(404);
    expect(again.body).toEqual({ error: REVIEW_MESSAGES.notFound });
  });

  it('refuses another member (403), keeping the review; an admin may delete it', async () => {
    const path = await anaReviewedPilates();
    await request(app).delete(path).set(juan.auth).expect(403);
    expect(await reviewRow(ana.user.id, shop.activities.pilates.id)).not.toBeNull();
    await request(app).delete(path).set(admin.auth).expect(204);
    expect(await reviewRow(ana.user.id, shop.activities.pilates.id)).toBeNull();
  });

  it('answers 401 without a token and 400 to bad ids', async () => {
    const path = await anaReviewedPilates();
    await request(app).delete(path).expect(401);
    await request(app).delete(`/api/review/delete/${ana.user.id}/x`).set(ana.auth).expect(400);
  });
});

describe('GET /review/all', () => {
  it('lists rated reviews with public user fields only: no e-mail, no phone', async () => {
    await purchase(ana, shop.slots.lunes.id);
    await purchase(juan, shop.slots.lunes.id);
    await putReview(ana, {
      activityId: shop.activities.pilates.id,
      rating: 5,
      description: 'Excelente',
    }).expect(200);
    const res = await request(app).get('/api/review/all').expect(200);
    const reviews = res.body as ReviewDto[];
    expect(reviews).toHaveLength(1);
    expect(reviews[0]).toMatchObject({
      rating: 5,
      description: 'Excelente',
      user: { name: 'Ana', lastName: 'Prueba', image: null },
      activity: { name: 'Pilates' },
    });
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(ana.account.email);
    expect(text).not.toContain('98765432');
    expect(text).not.toMatch(/email|phone|uid/i);
  });
});
