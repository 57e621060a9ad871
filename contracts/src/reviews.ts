import { z } from 'zod';
import { MESSAGES, idSchema } from './common.ts';
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN } from './constants.ts';
import { ADMIN_PAGE_SIZE, listQuerySchema, pageFields } from './paging.ts';
/** Longest review text; cards cut at 300 and the class panel at 700. */
export const REVIEW_DESCRIPTION_MAX = 1000;
/** How long the 'Reseña enviada correctamente' toast stays. */
export const REVIEW_TOAST_MS = 2000;

export const REVIEW_MESSAGES = {
  fieldsRequired: 'Complete todos los campos.',
  ratingInvalid: `La calificación debe ser un número entero entre ${REVIEW_RATING_MIN} y ${REVIEW_RATING_MAX}`,
  descriptionTooLong: `La reseña admite como máximo ${REVIEW_DESCRIPTION_MAX} caracteres`,
  notAllowed: 'Solo podés reseñar actividades de una compra completada',
  notFound: 'No se encontró la reseña',
  activityNotFound: 'No se encontró la actividad',
  controlCharacters: 'La reseña tiene caracteres no permitidos',
  sent: 'Reseña enviada correctamente',
  describedInvalid: 'described debe ser true o false',
} as const;

const isMissing = (input: unknown) => input === undefined || input === null || input === '';

/** The activity picked in the form: a positive integer, or the same written in digits. */
const activityIdSchema = z.union(
  [
    z
      .number()
      .int(MESSAGES.invalidId)
      .min(1, MESSAGES.invalidId)
      .max(2_147_483_647, MESSAGES.invalidId),
    idSchema,
  ],
  {
    error: (issue) =>
      isMissing(issue.input) ? REVIEW_MESSAGES.fieldsRequired : MESSAGES.invalidId,
  },
);

const ratingSchema = z
  .number({
    error: (issue) =>
      isMissing(issue.input) ? REVIEW_MESSAGES.fieldsRequired : REVIEW_MESSAGES.ratingInvalid,
  })
  .int(REVIEW_MESSAGES.ratingInvalid)
  .min(REVIEW_RATING_MIN, REVIEW_MESSAGES.ratingInvalid)
  .max(REVIEW_RATING_MAX, REVIEW_MESSAGES.ratingInvalid);

const descriptionSchema = z
  .string({ error: REVIEW_MESSAGES.fieldsRequired })
  .trim()
  .min(1, REVIEW_MESSAGES.fieldsRequired)
  .max(REVIEW_DESCRIPTION_MAX, REVIEW_MESSAGES.descriptionTooLong)
  // Control characters (NUL above all, which PostgreSQL cannot store); line breaks and tabs are fine.
  .refine((text) => !/(?![\t\n\r])\p{Cc}/u.test(text), REVIEW_MESSAGES.controlCharacters);

/**
 * The review form ('Mis actividades' → 'mostrar') and the body of PUT /review/activity:
 * an activity, 1-5 stars and a comment; a missing one reads 'Complete todos los campos.'.
 */
export const reviewInputSchema = z.object({
  activityId: activityIdSchema,
  rating: ratingSchema,
  description: descriptionSchema,
});
export type ReviewInput = z.output<typeof reviewInputSchema>;

/**
 * PUT /review/activity. The documented payload also carries userId: the author is always the
 * signed-in member, so a userId naming someone else is refused (403), never trusted.
 */
export const putReviewBodySchema = z.strictObject({
  ...reviewInputSchema.shape,
  userId: z
    .union([z.number().int().min(1).max(2_147_483_647), idSchema], { error: MESSAGES.invalidId })
    .optional(),
});
export type PutReviewBody = z.output<typeof putReviewBodySchema>;

/** DELETE /review/delete/{userId}/{activityId}. */
export const reviewKeyParamsSchema = z.strictObject({ userId: idSchema, activityId: idSchema });
export type ReviewKeyParams = z.output<typeof reviewKeyParamsSchema>;

/**
 * One of a member's own reviews (GET /review/user/{userId}, PUT /review/activity). A null rating is
 * the placeholder checkout creates for each class bought, waiting for the member's review.
 */
export interface UserReviewDto {
  id: number;
  userId: number;
  activityId: number;
  rating: number | null;
  description: string | null;
  createdAt: string;
  updatedAt: string;
  activity: { id: number; name: string };
}

/** Longest page of public reviews; the landing page asks for PUBLIC_REVIEWS_PAGE_SIZE. */
export const PUBLIC_REVIEWS_MAX_PAGE_SIZE = 50;
export const PUBLIC_REVIEWS_PAGE_SIZE = 24;

/**
 * GET /review/all?page=&pageSize=&described=: the rated reviews, newest first, one page (the
 * first without parameters); `described=true` keeps those with a text, as the carousel shows.
 */
export const publicReviewsQuerySchema = z.strictObject({
  ...pageFields({ maxPageSize: PUBLIC_REVIEWS_MAX_PAGE_SIZE, pageSize: PUBLIC_REVIEWS_PAGE_SIZE }),
  described: z
    .enum(['true', 'false'], { error: REVIEW_MESSAGES.describedInvalid })
    .transform((value) => value === 'true')
    .optional(),
  /** Only the reviews of this class (its page's 'Opiniones'). */
  activityId: idSchema.optional(),
});
export type PublicReviewsQuery = z.output<typeof publicReviewsQuerySchema>;

/**
 * GET /review/admin ('Reseñas'): every rated review, hidden ones included, newest first unless
 * sorted; `q` is an id or part of the text.
 */
export const adminReviewsQuerySchema = listQuerySchema(ADMIN_PAGE_SIZE, 'reviews');
export type AdminReviewsQuery = z.output<typeof adminReviewsQuerySchema>;

/** A class page's 'Opiniones' (GET /review/all?activityId=): its texts and how many a page shows. */
export const CLASS_REVIEWS_PAGE_SIZE = 10;
export const CLASS_REVIEWS_TEXTS = {
  title: 'Opiniones',
  loading: 'Cargando opiniones',
  empty: 'Todavía no hay opiniones de esta clase.',
  error: 'No pudimos cargar las opiniones.',
  more: 'Ver más opiniones',
  /** '4 de 5': read by screen readers, beside the drawn stars. */
  rating: (rating: number, max: number) => `${rating} de ${max}`,
} as const;
