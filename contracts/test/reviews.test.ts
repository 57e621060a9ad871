import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  REVIEW_DESCRIPTION_MAX,
  REVIEW_MESSAGES,
  putReviewBodySchema,
  reviewInputSchema,
  reviewKeyParamsSchema,
} from '../src/index.ts';
import { messages } from './messages.ts';

describe('review form', () => {
  it('accepts a rating, an activity and a comment, trimming the comment', () => {
    expect(
      reviewInputSchema.parse({ activityId: '3', rating: 4, description: '  Muy buena  ' }),
    ).toEqual({
      activityId: 3,
      rating: 4,
      description: 'Muy buena',
    });
  });

  it.each([
    ['no rating', { activityId: 1, description: 'Bien' }, 'rating'],
    [
      'a null rating (no star picked)',
      { activityId: 1, rating: null, description: 'Bien' },
      'rating',
    ],
    ['no description', { activityId: 1, rating: 5 }, 'description'],
    ['a blank description', { activityId: 1, rating: 5, description: '   ' }, 'description'],
    ['no activity', { activityId: '', rating: 5, description: 'Bien' }, 'activityId'],
  ])('refuses %s with "Complete todos los campos."', (_case, value, field) => {
    expect(messages(reviewInputSchema, value)[field]).toBe(REVIEW_MESSAGES.fieldsRequired);
  });

  it.each([0, 6, 3.5, '4'])('refuses the rating %j', (rating) => {
    expect(messages(reviewInputSchema, { activityId: 1, rating, description: 'Bien' })).toEqual({
      rating: REVIEW_MESSAGES.ratingInvalid,
    });
  });

  it('limits the comment length', () => {
    const description = 'a'.repeat(REVIEW_DESCRIPTION_MAX + 1);
    expect(messages(reviewInputSchema, { activityId: 1, rating: 5, description })).toEqual({
      description: REVIEW_MESSAGES.descriptionTooLong,
    });
  });

  it('refuses control characters in the comment but keeps line breaks', () => {
    expect(
      messages(reviewInputSchema, { activityId: 1, rating: 5, description: 'Bien\u0000' }),
    ).toEqual({ description: REVIEW_MESSAGES.controlCharacters });
    expect(
      reviewInputSchema.parse({ activityId: 1, rating: 5, description: 'Muy\n\tbien' }).description,
    ).toBe('Muy\n\tbien');
  });

  it('refuses an activity id that is not a positive integer', () => {
    expect(messages(reviewInputSchema, { activityId: -2, rating: 5, description: 'Bien' })).toEqual(
      {
        activityId: MESSAGES.invalidId,
      },
    );
  });
});

describe('PUT /review/activity body', () => {
  it('takes the documented userId but no unknown field', () => {
    expect(
      putReviewBodySchema.parse({ activityId: 2, rating: 3, description: 'Ok', userId: 7 }),
    ).toEqual({ activityId: 2, rating: 3, description: 'Ok', userId: 7 });
    expect(
      putReviewBodySchema.safeParse({ activityId: 2, rating: 3, description: 'Ok', email: 'x' })
        .success,
    ).toBe(false);
  });
});

describe('review key params', () => {
  it('parses both ids', () => {
    expect(reviewKeyParamsSchema.parse({ userId: '4', activityId: '9' })).toEqual({
      userId: 4,
      activityId: 9,
    });
    expect(reviewKeyParamsSchema.safeParse({ userId: '4', activityId: 'x' }).success).toBe(false);
  });
});
