import { z } from 'zod';

export const MESSAGES = {
  invalidId: 'El id debe ser un número entero positivo',
  notFound: 'No se encontró el recurso solicitado',
  routeNotFound: 'La ruta solicitada no existe',
  conflict: 'El registro ya existe',
  invalidInput: 'Los datos enviados no son válidos',
  invalidJson: 'El cuerpo de la solicitud no es un JSON válido',
  payloadTooLarge: 'El cuerpo de la solicitud es demasiado grande',
  internal: 'Algo salió mal, intenta nuevamente más tarde',
  databaseUnavailable: 'El servicio no está disponible, intenta nuevamente en unos minutos',
  unknownField: 'Campo no permitido',
} as const;

/** A database id written in digits, refused with `message`. */
const digitsIdSchema = (message: string) =>
  z
    .string({ error: message })
    .regex(/^[1-9]\d{0,9}$/, message)
    .transform(Number)
    .refine((value) => value <= 2_147_483_647, message);

/** A database id in a path: a positive 32-bit integer written in digits. */
export const idSchema = digitsIdSchema(MESSAGES.invalidId);

export const idParamsSchema = z.strictObject({ id: idSchema });
export type IdParams = z.output<typeof idParamsSchema>;

/** The body of every error response. */
export interface ApiError {
  error: string;
  fields?: Record<string, string>;
}

/**
 * An id in a JSON body: a positive 32-bit integer, or the same written as digits; `message` names
 * what the id is where a form shows it ('El número de orden …').
 */
export const bodyIdSchemaWith = (message: string) =>
  z.union(
    [
      z.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message),
      digitsIdSchema(message),
    ],
    { error: message },
  );

export const bodyIdSchema = bodyIdSchemaWith(MESSAGES.invalidId);
