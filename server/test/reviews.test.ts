import { describe, expect, it } from 'vitest';
import request from 'supertest';
import {
  AUTH_MESSAGES,
  MESSAGES,
  REVIEW_MESSAGES,
  type ReviewDto,
  type UserReviewDto,
} from '@power-gym/contracts';
import { checkedOut } from './support/orders.ts';
import type { SignedInUser } from './support/tokens.ts';
import { useTestWorld } from './support/test-world.ts';

const world = useTestWorld({
  shop: true,
  members: [{ name: 'Ana', phoneNumber: '+541198765432' }, 'Juan'],
  admin: true,
});

/** Checks out a cart with one place on `diaHoraId`, then sets the order to `state`. */
async function purchase(
  member: SignedInUser,
  diaHoraId: number,
  state: 'Created' | 'Complete' | 'Canceled' = 'Complete',
) {
  const orderId = await checkedOut(world.app, member, [{ diaHoraId, quantity: 1 }]);
  if (state !== 'Created')
    await world.prisma.order.update({ where: { id: orderId }, data: { state } });
  return orderId;
}

const putReview = (member: SignedInUser, body: Record<string, unknown>) =>
  request(world.app).put('/api/review/activity').set(member.auth).send(body);

/** A review of Pilates, the class of the shop's Monday slot. */
const pilatesReview = (rating: unknown, description: string) => ({
  activityId: world.shop.activities.pilates.id,
  rating,
  description,
});

const reviewRow = (userId: number, activityId: number) =>
  world.prisma.review.findUnique({ where: { userId_activityId: { userId, activityId } } });

describe('PUT /review/activity', () => {
  it('lets a member with a Complete order review the class, then replaces their review', async () => {
    await purchase(world.ana, world.shop.slots.lunes.id);
    const pilates = world.shop.activities.pilates.id;
    const first = await putReview(world.ana, {
      activityId: pilates,
      rating: 4,
      description: '  Muy buena clase  ',
    }).expect(200);
    expect(first.body).toMatchObject({
      userId: world.ana.user.id,
      activityId: pilates,
      rating: 4,
      description: 'Muy buena clase',
      activity: { id: pilates, name: 'Pilates' },
    } satisfies Partial<UserReviewDto>);

    const second = await putReview(world.ana, {
      activityId: pilates,
      rating: 5,
      description: 'Mejor todavía',
      userId: world.ana.user.id,
    }).expect(200);
    expect((second.body as UserReviewDto).id).toBe((first.body as UserReviewDto).id);
    expect(await world.prisma.review.count({ where: { userId: world.ana.user.id } })).toBe(1);
    expect(await reviewRow(world.ana.user.id, pilates)).toMatchObject({
      rating: 5,
      description: 'Mejor todavía',
    });
  });

  it('fills the placeholder checkout created', async () => {
    await purchase(world.ana, world.shop.slots.lunes.id);
    const placeholder = await reviewRow(world.ana.user.id, world.shop.activities.pilates.id);
    expect(placeholder).toMatchObject({ rating: null, description: null });
    const res = await putReview(world.ana, pilatesReview(3, 'Bien')).expect(200);
    expect((res.body as UserReviewDto).id).toBe(placeholder?.id);
  });

  it.each(['none', 'Created', 'Canceled'] as const)(
    'refuses a member whose purchase is %s (403), writing nothing',
    async (state) => {
      if (state !== 'none') await purchase(world.ana, world.shop.slots.lunes.id, state);
      const before = await reviewRow(world.ana.user.id, world.shop.activities.pilates.id);
      const res = await putReview(world.ana, pilatesReview(5, 'Excelente')).expect(403);
      expect(res.body).toEqual({ error: REVIEW_MESSAGES.notAllowed });
      expect(await reviewRow(world.ana.user.id, world.shop.activities.pilates.id)).toEqual(before);
    },
  );

  it('refuses a class the member did not buy, even with another Complete order', async () => {
    await purchase(world.ana, world.shop.slots.lunes.id);
    await putReview(world.ana, {
      activityId: world.shop.activities.boxeo.id,
      rating: 5,
      description: 'Excelente',
    }).expect(403);
  });

  it('never writes for the userId of the body: another member is refused', async () => {
    await purchase(world.juan, world.shop.slots.lunes.id);
    await purchase(world.ana, world.shop.slots.lunes.id);
    const res = await putReview(world.ana, {
      activityId: world.shop.activities.pilates.id,
      rating: 1,
      description: 'Mala',
      userId: world.juan.user.id,
    }).expect(403);
    expect(res.body).toEqual({ error: AUTH_MESSAGES.forbidden });
    expect(await reviewRow(world.juan.user.id, world.shop.activities.pilates.id)).toMatchObject({
      rating: null,
    });
  });

  it.each([0, 6, 2.5, '5'])('answers 400 to the rating %j', async (rating) => {
    await purchase(world.ana, world.shop.slots.lunes.id);
    const res = await putReview(world.ana, pilatesReview(rating, 'Bien')).expect(400);
    expect(res.body).toEqual({
      error: MESSAGES.invalidInput,
      fields: { rating: REVIEW_MESSAGES.ratingInvalid },
    });
  });

  it('answers 400 with "Complete todos los campos." when the comment or the stars are missing', async () => {
    await purchase(world.ana, world.shop.slots.lunes.id);
    const res = await putReview(world.ana, {
      activityId: world.shop.activities.pilates.id,
      description: '   ',
    }).expect(400);
    expect(res.body).toEqual({
      error: MESSAGES.invalidInput,
      fields: {
        rating: REVIEW_MESSAGES.fieldsRequired,
        description: REVIEW_MESSAGES.fieldsRequired,
      },
    });
    expect(await reviewRow(world.ana.user.id, world.shop.activities.pilates.id)).toMatchObject({
      rating: null,
      description: null,
    });
  });

  it('answers 400 to an unknown field, an over-long comment and a NUL character', async () => {
    await purchase(world.ana, world.shop.slots.lunes.id);
    const base = { activityId: world.shop.activities.pilates.id, rating: 5 };
    const extra = await putReview(world.ana, { ...base, description: 'Ok', idUser: 3 }).expect(400);
    expect(extra.body).toMatchObject({ fields: { idUser: MESSAGES.unknownField } });
    const long = await putReview(world.ana, { ...base, description: 'a'.repeat(1001) }).expect(400);
    const nul = await putReview(world.ana, { ...base, description: 'Bien\u0000' }).expect(400);
    expect(nul.body).toMatchObject({ fields: { description: REVIEW_MESSAGES.controlCharacters } });
    expect(long.body).toMatchObject({
      fields: { description: REVIEW_MESSAGES.descriptionTooLong },
    });
  });

  it('answers 404 for an unknown class and 401 without a token', async () => {
    await putReview(world.ana, { activityId: 999_999, rating: 5, description: 'Ok' }).expect(404);
    await request(world.app)
      .put('/api/review/activity')
      .send({ activityId: world.shop.activities.pilates.id, rating: 5, description: 'Ok' })
      .expect(401);
  });
});

describe('GET /review/user/{userId}', () => {
  it('shows members their own reviews, placeholders included', async () => {
    await purchase(world.ana, world.shop.slots.lunes.id);
    await purchase(world.ana, world.shop.slots.miercoles.id);
    await putReview(world.ana, pilatesReview(5, 'Genial')).expect(200);
    const res = await request(world.app)
      .get(`/api/review/user/${world.ana.user.id}`)
      .set(world.ana.auth)
      .expect(200);
    const reviews = res.body as UserReviewDto[];
    expect(reviews.map((r) => [r.activity.name, r.rating, r.description])).toEqual([
      ['Pilates', 5, 'Genial'],
      ['Boxeo', null, null],
    ]);
  });

  it("refuses another member's reviews (403) and lets an admin read them", async () => {
    await purchase(world.ana, world.shop.slots.lunes.id);
    const res = await request(world.app)
      .get(`/api/review/user/${world.ana.user.id}`)
      .set(world.juan.auth)
      .expect(403);
    expect(res.body).toEqual({ error: AUTH_MESSAGES.forbidden });
    const asAdmin = await request(world.app)
      .get(`/api/review/user/${world.ana.user.id}`)
      .set(world.admin.auth)
      .expect(200);
    expect(asAdmin.body).toHaveLength(1);
  });

  it('answers 401 without a token and 400 to a bad id', async () => {
    await request(world.app).get(`/api/review/user/${world.ana.user.id}`).expect(401);
    await request(world.app).get('/api/review/user/abc').set(world.ana.auth).expect(400);
  });
});

describe('DELETE /review/delete/{userId}/{activityId}', () => {
  async function anaReviewedPilates() {
    await purchase(world.ana, world.shop.slots.lunes.id);
    await putReview(world.ana, pilatesReview(4, 'Bien')).expect(200);
    return `/api/review/delete/${world.ana.user.id}/${world.shop.activities.pilates.id}`;
  }

  it('lets the owner delete their review, then answers 404', async () => {
    const path = await anaReviewedPilates();
    await request(world.app).delete(path).set(world.ana.auth).expect(204);
    expect(await reviewRow(world.ana.user.id, world.shop.activities.pilates.id)).toBeNull();
    const again = await request(world.app).delete(path).set(world.ana.auth).expect(404);
    expect(again.body).toEqual({ error: REVIEW_MESSAGES.notFound });
  });

  it('refuses another member (403), keeping the review; an admin may delete it', async () => {
    const path = await anaReviewedPilates();
    await request(world.app).delete(path).set(world.juan.auth).expect(403);
    expect(await reviewRow(world.ana.user.id, world.shop.activities.pilates.id)).not.toBeNull();
    await request(world.app).delete(path).set(world.admin.auth).expect(204);
    expect(await reviewRow(world.ana.user.id, world.shop.activities.pilates.id)).toBeNull();
  });

  it('answers 401 without a token and 400 to bad ids', async () => {
    const path = await anaReviewedPilates();
    await request(world.app).delete(path).expect(401);
    await request(world.app)
      .delete(`/api/review/delete/${world.ana.user.id}/x`)
      .set(world.ana.auth)
      .expect(400);
  });
});

describe('GET /review/all', () => {
  it('lists rated reviews with public user fields only: no e-mail, no phone', async () => {
    await purchase(world.ana, world.shop.slots.lunes.id);
    await purchase(world.juan, world.shop.slots.lunes.id);
    await putReview(world.ana, pilatesReview(5, 'Excelente')).expect(200);
    const res = await request(world.app).get('/api/review/all').expect(200);
    const reviews = res.body as ReviewDto[];
    expect(reviews).toHaveLength(1);
    expect(reviews[0]).toMatchObject({
      rating: 5,
      description: 'Excelente',
      user: { name: 'Ana', lastName: 'Prueba', image: null },
      activity: { name: 'Pilates' },
    });
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(world.ana.account.email);
    expect(text).not.toContain('98765432');
    expect(text).not.toMatch(/email|phone|uid/i);
  });
});
