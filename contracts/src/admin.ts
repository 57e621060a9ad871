// The admin dashboard's create and edit forms and the admin API bodies: one schema
// serves both, so form values (strings from inputs) and JSON bodies (numbers) parse alike.
import { z } from 'zod';
import { idSchema, bodyIdSchema } from './common.ts';
import { WEEKDAYS } from './constants.ts';
import type { DiscountDto } from './orders.ts';
import { USER_MESSAGES } from './users.ts';

/** Upper bounds the forms do not show but the database must never see exceeded. */
export const MAX_PRICE = 10_000_000;
export const MAX_SLOT_CAPACITY = 1000;
/** Most trainers or slots one form may select. */
export const MAX_SELECTED_IDS = 100;

/** Most uses a discount code's limit may allow (the column is a 4-byte integer). */
const MAX_DISCOUNT_USES = 1_000_000;

export const ADMIN_MESSAGES = {
  nameRequired: 'El nombre es requerido',
  imageRequired: 'La imagen es requerida',
  imageInvalid: USER_MESSAGES.imageInvalid,
  videoRequired: 'El video es requerido',
  videoInvalid: 'El video debe ser una URL válida',
  descriptionRequired: 'La descripcion es requerida',
  priceRequired: 'El precio es requerido',
  priceInvalid: 'El precio debe ser un número entero, sin puntos ni comas',
  priceTooHigh: `El precio no puede superar $${MAX_PRICE}`,
  trainersRequired: 'Debe seleccionar instructor',
  slotsRequired: 'Debe seleccionar dia y hora',
  specialtyRequired: 'La especialidad se requiere',
  experienceRequired: 'La experiencia es requerida',
  activitiesRequired: 'Debes seleccionar al menos una actividad para el trainer',
  dayRequired: 'Debes especificar un día',
  hourRequired: 'El horario es obligatorio',
  hourFormat: 'El formato debe ser el siguiente: HH:MM o H:MM',
  capacityRequired: 'La capacidad es obligatoria',
  capacityInvalid: 'La capacidad debe ser un número entero mayor o igual a 0',
  capacityTooHigh: `La capacidad no puede superar ${MAX_SLOT_CAPACITY} lugares`,
  discountRequired: 'Debes indicar un descuento',
  discountNotPossible: 'Este descuento no es posible',
  discountDigitsOnly: 'Solo números',
  discountOver100: 'No puedes crear un descuento mayor al 100%',
  codeRequired: 'Debe incluir un codigo',
  codeInvalid: 'El codigo solo puede tener letras, números, guiones (-) y guiones bajos (_)',
  endsOnInvalid: 'La fecha de vencimiento debe ser una fecha válida (AAAA-MM-DD)',
  usesInvalid: `Los usos deben ser un número entero entre 1 y ${MAX_DISCOUNT_USES}`,
  tooLong: USER_MESSAGES.tooLong,
  tooManySelected: `Podés seleccionar como máximo ${MAX_SELECTED_IDS}`,
  // Answers of the admin routes.
  activityNotFound: 'No se encontró la actividad',
  trainerNotFound: 'No se encontró el instructor',
  slotNotFound: 'No se encontró el día y horario',
  discountNotFound: 'No se encontró el descuento',
  codeTaken: 'Ya existe un descuento con ese codigo',
  slotOfOtherActivity: 'Este día y horario ya pertenece a otra actividad',
  slotNotInActivity: 'Este día y horario no pertenece a esa actividad',
  slotHasBookings:
    'No se puede quitar este día y horario de la actividad: tiene reservas pagas o pendientes de pago',
  paidOrderCannotBeDeleted: 'Una orden pagada no se puede borrar',
  activityInOrders:
    'No se puede borrar esta actividad: figura en órdenes de socios (pagas, pendientes de pago o canceladas)',
  slotInOrders:
    'No se puede borrar este día y horario: figura en órdenes de socios (pagas, pendientes de pago o canceladas)',
} as const;

/** The 409 when an edit would leave fewer places than the ones members already hold. */
export const capacityBelowTakenMessage = (taken: number) =>
  `La capacidad no puede ser menor a los lugares ya ocupados (${taken})`;

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, ADMIN_MESSAGES.tooLong);

/** A picture or video: an https URL or one of the app's own /media paths. */
const isMediaUrl = (value: string) =>
  /^https:\/\/[^\s"'<>]+$/.test(value) || /^\/media\/[\w./-]+$/.test(value);

const mediaUrl = (required: string, invalid: string) =>
  requiredText(required, 2048).refine(isMediaUrl, invalid);

/**
 * A whole number from a form input (a string) or a JSON body (a number). Empty, null, undefined
 * and NaN (an empty numeric input) count as missing; `check` reports the first broken rule.
 */
const wholeNumber = (required: string, check: (digits: string) => string | undefined) =>
  z
    .union([z.string(), z.number(), z.null(), z.undefined()], { error: required })
    .transform((value) =>
      value === null || value === undefined || Number.isNaN(value) ? '' : String(value).trim(),
    )
    .superRefine((text, ctx) => {
      const message = text === '' ? required : check(text);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .transform(Number);

const DIGITS = /^\d+$/;

export const priceSchema = wholeNumber(ADMIN_MESSAGES.priceRequired, (text) => {
  if (!DIGITS.test(text)) return ADMIN_MESSAGES.priceInvalid;
  if (Number(text) > MAX_PRICE) return ADMIN_MESSAGES.priceTooHigh;
});

export const capacitySchema = wholeNumber(ADMIN_MESSAGES.capacityRequired, (text) => {
  if (!DIGITS.test(text)) return ADMIN_MESSAGES.capacityInvalid;
  if (Number(text) > MAX_SLOT_CAPACITY) return ADMIN_MESSAGES.capacityTooHigh;
});

/** 1 to 100, no leading zero: checked in the original app's order, so the first message matches. */
export const percentSchema = wholeNumber(ADMIN_MESSAGES.discountRequired, (text) => {
  if (text.startsWith('0')) return ADMIN_MESSAGES.discountNotPossible;
  if (!DIGITS.test(text)) return ADMIN_MESSAGES.discountDigitsOnly;
  if (Number(text) > 100) return ADMIN_MESSAGES.discountOver100;
});

/** H:MM or HH:MM from 00:00 to 23:59, stored as HH:MM. */
export const hourSchema = z
  .string({ error: ADMIN_MESSAGES.hourRequired })
  .trim()
  .min(1, ADMIN_MESSAGES.hourRequired)
  .regex(/^([01]?\d|2[0-3]):[0-5]\d$/, ADMIN_MESSAGES.hourFormat)
  .transform((hour) => hour.padStart(5, '0'));

export const daySchema = z.enum(WEEKDAYS, { error: ADMIN_MESSAGES.dayRequired });

/** A discount code as stored: trimmed and upper-cased. */
export const newDiscountCodeSchema = z
  .string({ error: ADMIN_MESSAGES.codeRequired })
  .trim()
  .min(1, ADMIN_MESSAGES.codeRequired)
  .max(40, ADMIN_MESSAGES.tooLong)
  .regex(/^[\w-]+$/, ADMIN_MESSAGES.codeInvalid)
  .transform((code) => code.toUpperCase());

/** A selection of ids (trainers, slots, activities): at least one, duplicates dropped. */
const idList = (required: string) =>
  z
    .array(bodyIdSchema, { error: required })
    .min(1, required)
    .max(MAX_SELECTED_IDS, ADMIN_MESSAGES.tooManySelected)
    .transform((ids) => [...new Set(ids)]);

/** Optional text where blank means "none" (null). */
const optionalText = (max: number) =>
  z
    .union([z.string(), z.null()], { error: ADMIN_MESSAGES.tooLong })
    .optional()
    .transform((value) => (value === undefined ? undefined : value?.trim() || null))
    .pipe(z.string().max(max, ADMIN_MESSAGES.tooLong).nullable().optional());

const name = requiredText(ADMIN_MESSAGES.nameRequired, 80);
const image = mediaUrl(ADMIN_MESSAGES.imageRequired, ADMIN_MESSAGES.imageInvalid);
const video = mediaUrl(ADMIN_MESSAGES.videoRequired, ADMIN_MESSAGES.videoInvalid);
const description = requiredText(ADMIN_MESSAGES.descriptionRequired, 5000);
const specialty = requiredText(ADMIN_MESSAGES.specialtyRequired, 120);
const experience = requiredText(ADMIN_MESSAGES.experienceRequired, 1000);

// Create bodies are strict: the forms send exactly these fields. Edit bodies drop unknown keys
// (the edit page starts from a whole row: id, createdAt, stock … are never written).

/** POST /activity ('Crear Clases'): the class, its trainers and the free slots it takes. */
export const createActivityBodySchema = z.strictObject({
  name,
  image,
  video,
  description,
  price: priceSchema,
  trainers: idList(ADMIN_MESSAGES.trainersRequired),
  diaHoraId: idList(ADMIN_MESSAGES.slotsRequired),
});
export type CreateActivityInput = z.input<typeof createActivityBodySchema>;

/** 'Crear Clases' before the admin types: every field blank, which the schema names one by one. */
export const EMPTY_ACTIVITY_FORM: CreateActivityInput = {
  name: '',
  image: '',
  video: '',
  description: '',
  price: '',
  trainers: [],
  diaHoraId: [],
};
export type CreateActivityBody = z.output<typeof createActivityBodySchema>;

/** PUT /activity/{id}: the class fields sent; a blank video removes it. */
export const updateActivityBodySchema = z.object({
  name: name.optional(),
  image: image.optional(),
  video: z
    .union([z.string(), z.null()], { error: ADMIN_MESSAGES.videoInvalid })
    .transform((value) => value?.trim() || null)
    .pipe(
      z
        .string()
        .max(2048, ADMIN_MESSAGES.videoInvalid)
        .refine(isMediaUrl, ADMIN_MESSAGES.videoInvalid)
        .nullable(),
    )
    .optional(),
  description: description.optional(),
  price: priceSchema.optional(),
});
export type UpdateActivityBody = z.output<typeof updateActivityBodySchema>;

const trainerFields = {
  name,
  image,
  specialty,
  experience,
  activities: idList(ADMIN_MESSAGES.activitiesRequired),
};

/** POST /trainer ('Crear Instructores'). */
export const createTrainerBodySchema = z.strictObject(trainerFields);
export type CreateTrainerInput = z.input<typeof createTrainerBodySchema>;
export type CreateTrainerBody = z.output<typeof createTrainerBodySchema>;

/** PUT /trainer/{id}: the fields sent; `activities`, when sent, replaces the trainer's classes. */
export const updateTrainerBodySchema = z.object(trainerFields).partial();
export type UpdateTrainerBody = z.output<typeof updateTrainerBodySchema>;

/**
 * 'Editar textos' of a class, sent with PUT /activity/{id}: the description the edit page never
 * shows (spec: the edit form hides description, experience and activities).
 */
export const activityTextsSchema = z.strictObject({ description });
export type ActivityTextsInput = z.input<typeof activityTextsSchema>;

/** 'Editar textos' of a trainer, sent with PUT /trainer/{id}: experience and the classes taught. */
export const trainerTextsSchema = z.strictObject({
  experience,
  activities: trainerFields.activities,
});
export type TrainerTextsInput = z.input<typeof trainerTextsSchema>;

const slotFields = { day: daySchema, hour: hourSchema, capacity: capacitySchema };

/** POST /diahora/create ('Crear Dias y horas'): stock starts at capacity. */
export const createSlotBodySchema = z.strictObject(slotFields);
export type CreateSlotInput = z.input<typeof createSlotBodySchema>;
export type CreateSlotBody = z.output<typeof createSlotBodySchema>;

/** PUT /diahora/{id}: stock is never taken from the client; it follows the capacity. */
export const updateSlotBodySchema = z.object(slotFields).partial();
export type UpdateSlotBody = z.output<typeof updateSlotBodySchema>;

/** POST /diahora/activity: gives a free slot to a class. */
export const attachSlotBodySchema = z.strictObject({
  activityId: bodyIdSchema,
  diaHoraId: bodyIdSchema,
});
export type AttachSlotBody = z.output<typeof attachSlotBodySchema>;

/** An optional limit: blank, null or absent mean none. */
const optionalUses = z
  .union([z.string(), z.number(), z.null()], { error: ADMIN_MESSAGES.usesInvalid })
  .transform((value) => (value === null ? '' : String(value).trim()))
  .refine(
    (text) =>
      text === '' || (DIGITS.test(text) && Number(text) >= 1 && Number(text) <= MAX_DISCOUNT_USES),
    ADMIN_MESSAGES.usesInvalid,
  )
  .transform((text) => (text === '' ? null : Number(text)));

/** An optional last day, 'YYYY-MM-DD' (a real calendar day); blank, null or absent mean none. */
const optionalDay = z
  .union([z.string(), z.null()], { error: ADMIN_MESSAGES.endsOnInvalid })
  .transform((value) => value?.trim() ?? '')
  .refine(
    (text) => text === '' || z.iso.date().safeParse(text).success,
    ADMIN_MESSAGES.endsOnInvalid,
  )
  .transform((text) => (text === '' ? null : text));

const discountFields = {
  codigo: newDiscountCodeSchema,
  descuento: percentSchema,
  name: optionalText(80),
  endsOn: optionalDay.optional(),
  maxUses: optionalUses.optional(),
  maxUsesPerMember: optionalUses.optional(),
};

/** POST /descuento/ ('Crear Descuentos'). */
export const createDiscountBodySchema = z.strictObject(discountFields);
export type CreateDiscountInput = z.input<typeof createDiscountBodySchema>;
export type CreateDiscountBody = z.output<typeof createDiscountBodySchema>;

/** PUT /descuento/{id}. */
export const updateDiscountBodySchema = z.object(discountFields).partial();
export type UpdateDiscountBody = z.output<typeof updateDiscountBodySchema>;

/** /activity/{activityId}/addTrainer/{trainerId} and …/deleteTrainer/{trainerId}. */
export const activityTrainerParamsSchema = z.strictObject({
  activityId: idSchema,
  trainerId: idSchema,
});

/** DELETE /diahora/activity/{activityId}/{diaHoraId}. */
export const activitySlotParamsSchema = z.strictObject({
  activityId: idSchema,
  diaHoraId: idSchema,
});

/** GET /descuento/all and the discount write routes. */
export interface AdminDiscountDto extends DiscountDto {
  /** Its last valid day ('YYYY-MM-DD', the gym's time zone); null: it never ends. */
  endsOn: string | null;
  /** Orders that may hold it, in total and per member; null: no limit. */
  maxUses: number | null;
  maxUsesPerMember: number | null;
  createdAt: string;
  updatedAt: string;
}
