import { z } from 'zod';
import { PHONE_PREFIX } from './constants.ts';
import { ROLE_MESSAGES, roleSchema, type Role } from './roles.ts';

export const USER_MESSAGES = {
  nameRequired: 'El nombre es requerido',
  lastNameRequired: 'El apellido es requerido',
  emailRequired: 'El email es obligatorio',
  emailInvalid: 'El email debe ser válido',
  passwordRequired: 'La contraseña es obligatoria',
  passwordRules: 'Leer las condiciones de la contraseña *',
  phoneRequired: 'Debe ingresar un numero de teléfono',
  phoneInvalid: 'El telefono debe ser válido',
  phoneWithout15: 'Debes ingresar tu numero sin el 15',
  imageInvalid: 'La imagen debe ser una URL válida',
  tooLong: 'El texto es demasiado largo',
  isAdminInvalid: 'isAdmin debe ser verdadero o falso',
} as const;

/** An Argentine number without the country code, the 0 or the 15: area code + number. */
export const PHONE_FORMAT_EXAMPLE = '1123456789';
export const phoneFormatMessage = (example = PHONE_FORMAT_EXAMPLE) =>
  `Tu número debe tener el siguiente formato: ${example}`;

/** 6-16 characters of letters, digits and !@#$%^&*, with at least one digit and one of !@#$%^&*. */
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[!@#$%^&*])[A-Za-z\d!@#$%^&*]{6,16}$/;
const ARGENTINE_LOCAL_PHONE = /^[1-9]\d{9}$/;

const requiredText = (message: string, max = 60) =>
  z.string({ error: message }).trim().min(1, message).max(max, USER_MESSAGES.tooLong);

export const emailSchema = z
  .string({ error: USER_MESSAGES.emailRequired })
  .trim()
  .min(1, USER_MESSAGES.emailRequired)
  .max(254, USER_MESSAGES.emailInvalid)
  .pipe(z.email(USER_MESSAGES.emailInvalid));

/** The register form's phone: what the member types, before the +54 is added. */
export const registerPhoneSchema = z
  .string({ error: USER_MESSAGES.phoneRequired })
  .trim()
  .superRefine((value, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (value === '') return fail(USER_MESSAGES.phoneRequired);
    if (value.length > 10) return fail(USER_MESSAGES.phoneInvalid);
    if (value.startsWith('15')) return fail(USER_MESSAGES.phoneWithout15);
    if (!ARGENTINE_LOCAL_PHONE.test(value)) return fail(phoneFormatMessage());
  });

export const registerFormSchema = z.object({
  name: requiredText(USER_MESSAGES.nameRequired),
  lastName: requiredText(USER_MESSAGES.lastNameRequired),
  email: emailSchema,
  password: z
    .string({ error: USER_MESSAGES.passwordRequired })
    .min(1, USER_MESSAGES.passwordRequired)
    .regex(PASSWORD_PATTERN, USER_MESSAGES.passwordRules),
  phoneNumber: registerPhoneSchema,
});
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const loginFormSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: USER_MESSAGES.passwordRequired })
    .min(1, USER_MESSAGES.passwordRequired),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export const resetPasswordFormSchema = z.object({ email: emailSchema });

/** The profile dialog's phone: 9 to 12 digits, without the +54. */
export const editPhoneSchema = z
  .string({ error: USER_MESSAGES.phoneInvalid })
  .trim()
  .regex(/^\d{9,12}$/, USER_MESSAGES.phoneInvalid);

export const profileFormSchema = z.object({
  name: requiredText(USER_MESSAGES.nameRequired),
  lastName: requiredText(USER_MESSAGES.lastNameRequired),
  phoneNumber: editPhoneSchema,
});
export type ProfileForm = z.infer<typeof profileFormSchema>;

/** Adds the country code the server stores. */
export const withPhonePrefix = (digits: string) => `${PHONE_PREFIX}${digits}`;
/** Removes it for editing. */
export const withoutPhonePrefix = (phone: string | null | undefined) =>
  phone?.startsWith(PHONE_PREFIX) ? phone.slice(PHONE_PREFIX.length) : (phone ?? '');

/** A phone as stored: +54 then 9 to 12 digits. */
export const storedPhoneSchema = z
  .string({ error: USER_MESSAGES.phoneInvalid })
  .regex(/^\+54\d{9,12}$/, USER_MESSAGES.phoneInvalid);

/** A picture: an https URL (social sign-in) or one of the app's own /media paths. */
export const imageSchema = z
  .string({ error: USER_MESSAGES.imageInvalid })
  .max(2048, USER_MESSAGES.imageInvalid)
  .refine(
    (value) => /^https:\/\/[^\s"'<>]+$/.test(value) || /^\/media\/[\w./-]+$/.test(value),
    USER_MESSAGES.imageInvalid,
  );

/**
 * A phone as the documented calls send it: stored as is, or its digits alone (the original app's
 * profile dialog sends them without the prefix), which get the +54 (withPhonePrefix).
 */
export const sentPhoneSchema = z
  .string({ error: USER_MESSAGES.phoneInvalid })
  .trim()
  .transform((value) => (/^\d+$/.test(value) ? withPhonePrefix(value) : value))
  .pipe(storedPhoneSchema);

/** A picture as the documented calls send it: an empty string (the register payload) is none. */
export const sentImageSchema = z
  .string({ error: USER_MESSAGES.imageInvalid })
  .transform((value) => (value === '' ? null : value))
  .pipe(imageSchema.nullable())
  .nullish();

/**
 * POST /user: the caller's own profile. uid and e-mail come from the verified
 * token; the documented payload may still carry them, and they are ignored.
 */
export const createUserBodySchema = z.strictObject({
  name: requiredText(USER_MESSAGES.nameRequired),
  lastName: requiredText(USER_MESSAGES.lastNameRequired),
  phoneNumber: sentPhoneSchema.nullish(),
  image: sentImageSchema,
  uid: z.string().max(128).optional(),
  email: z.string().max(254).optional(),
});
export type CreateUserBody = z.infer<typeof createUserBodySchema>;

/**
 * PUT /user/{id}: owners change personal data; admins change the role only (`isAdmin: true` is
 * role 'admin', `false` takes it away), and a profesor's trainer.
 */
export const updateUserBodySchema = z.strictObject({
  name: requiredText(USER_MESSAGES.nameRequired).optional(),
  lastName: requiredText(USER_MESSAGES.lastNameRequired).optional(),
  phoneNumber: sentPhoneSchema.optional(),
  image: sentImageSchema,
  isAdmin: z.boolean({ error: USER_MESSAGES.isAdminInvalid }).optional(),
  role: roleSchema.optional(),
  trainerId: z
    .number({ error: ROLE_MESSAGES.trainerInvalid })
    .int(ROLE_MESSAGES.trainerInvalid)
    .positive(ROLE_MESSAGES.trainerInvalid)
    .max(2_147_483_647, ROLE_MESSAGES.trainerInvalid)
    .nullable()
    .optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/** POST /user/isAdmin: without an id, the caller; an admin may name anyone (id or uid). */
export const isAdminBodySchema = z.strictObject({
  id: z.union([z.string().trim().min(1).max(128), z.number().int().positive()]).optional(),
});

/** /user/{id}: the numeric id or the Firebase uid. */
export const userKeyParamsSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'El id de usuario no es válido'),
});

export interface UserDto {
  id: number;
  uid: string;
  email: string;
  name: string;
  lastName: string;
  phoneNumber: string | null;
  image: string | null;
  /** role === 'admin', as the original app reads it. */
  isAdmin: boolean;
  role: Role;
  /** A profesor's trainer; null for every other role. */
  trainerId: number | null;
  createdAt: string;
  updatedAt: string;
}

/** What the server answers when identity or permissions fail. */
export const AUTH_MESSAGES = {
  signInRequired: 'Debes iniciar sesión',
  sessionExpired: 'Tu sesión expiró, inicia sesión nuevamente',
  authUnavailable: 'No pudimos verificar tu sesión, intenta nuevamente en unos minutos',
  profileRequired: 'Primero debes completar tu perfil de usuario',
  forbidden: 'No tenés permiso para esta acción',
  notYourClass: 'Solo podés ver las listas de tus propias clases',
  profileExists: 'Ya tenés un perfil de usuario',
  emailTaken: 'Ya existe un usuario con ese email',
  emailMissing: 'Tu cuenta no tiene un email; inicia sesión con un método que lo incluya',
  userNotFound: 'No se encontró el usuario',
  selfAdmin: 'No podés cambiar tus propios permisos de administrador',
  othersPersonalData: 'No podés modificar los datos personales de otro usuario',
  protectedAdmin: "No se pueden cambiar los permisos ni borrar al usuario 'Admin'",
  selfDelete: 'No podés borrar tu propio usuario',
} as const;

/** What a deleted member's kept orders show as the buyer (their row is anonymised). */
export const DELETED_MEMBER_NAME = 'Socio eliminado';

/** The seeded user whose admin flag nobody can change. */
export const PROTECTED_ADMIN_NAME = 'Admin';
