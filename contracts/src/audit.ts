// The audit trail (docs/api.md, 'Actividad'): who changed what, when, from which request and address,
// with the row before and after. Written by the server on every audited write; read by admins only.
import { z } from 'zod';
import { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE, blankToUndefined, pageFields } from './paging.ts';
import type { Role } from './roles.ts';

/** Every audited action and how 'Actividad' names it. */
export const AUDIT_ACTIONS = {
  'activity.create': 'Creó una clase',
  'activity.update': 'Editó una clase',
  'activity.delete': 'Eliminó una clase',
  'activity.archive': 'Archivó una clase',
  'activity.restore': 'Restauró una clase',
  'activity.addTrainer': 'Asignó un profesor a una clase',
  'activity.removeTrainer': 'Quitó un profesor de una clase',
  'priceChange.create': 'Programó un aumento de cuota',
  'priceChange.delete': 'Anuló un aumento de cuota',
  'trainer.create': 'Creó un profesor',
  'trainer.update': 'Editó un profesor',
  'trainer.delete': 'Eliminó un profesor',
  'trainer.archive': 'Archivó un profesor',
  'trainer.restore': 'Restauró un profesor',
  'slot.create': 'Creó un día y horario',
  'slot.attach': 'Agregó un día y horario a una clase',
  'slot.detach': 'Quitó un día y horario de una clase',
  'slot.update': 'Editó un día y horario',
  'slot.delete': 'Eliminó un día y horario',
  'slot.archive': 'Archivó un día y horario',
  'slot.restore': 'Restauró un día y horario',
  'discount.create': 'Creó un descuento',
  'discount.update': 'Editó un descuento',
  'discount.delete': 'Eliminó un descuento',
  'review.hide': 'Ocultó una reseña',
  'review.show': 'Mostró una reseña',
  'review.delete': 'Eliminó una reseña',
  'photo.upload': 'Subió una foto',
  'user.update': 'Editó un usuario',
  'user.delete': 'Eliminó una cuenta',
  'user.deskRegister': 'Registró un socio en recepción',
  'order.update': 'Cambió el estado de una orden',
  'order.cancel': 'Canceló una orden',
  'order.delete': 'Eliminó una orden',
  'order.deskSale': 'Vendió en recepción',
  'order.renew': 'Renovó un abono',
  'subscription.start': 'Activó un débito automático',
  'subscription.cancel': 'Canceló un débito automático',
  'freeze.start': 'Congeló un abono',
  'freeze.end': 'Terminó un congelamiento',
  'closure.set': 'Cambió un feriado o cierre',
  'session.update': 'Canceló o reprogramó una clase',
  'attendance.mark': 'Marcó una asistencia a mano',
  'checkin.desk': 'Registró un ingreso en recepción',
  'legalRequest.arrepentimiento': 'Pidió el arrepentimiento de una compra',
  'legalRequest.baja': 'Pidió la baja',
  'legalRequest.confirm': 'Confirmó una solicitud',
  'legalRequest.resolve': 'Resolvió una solicitud',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_KEYS = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]];

/** The rows the trail names (AuditEntryDto.entity), as 'Actividad' says them. */
export const AUDIT_ENTITIES: Record<string, string> = {
  Activity: 'Clase',
  Trainer: 'Profesor',
  DiaHora: 'Día y horario',
  Descuento: 'Descuento',
  PriceChange: 'Aumento de cuota',
  Review: 'Reseña',
  Photo: 'Foto',
  User: 'Usuario',
  Order: 'Orden',
  ClosureOverride: 'Feriado o cierre',
  Session: 'Clase del día',
  Attendance: 'Asistencia',
  LegalRequest: 'Solicitud',
};

export const AUDIT_MESSAGES = {
  actionInvalid: 'La acción no es válida',
  actorInvalid: 'El usuario debe ser un número entero positivo',
  dateInvalid: 'La fecha debe tener el formato AAAA-MM-DD',
  rangeInvalid: 'La fecha "desde" no puede ser posterior a la fecha "hasta"',
} as const;

const day = z.preprocess(
  blankToUndefined,
  z
    .string({ error: AUDIT_MESSAGES.dateInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, AUDIT_MESSAGES.dateInvalid)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), AUDIT_MESSAGES.dateInvalid)
    .optional(),
);

/** GET /audit (admin): newest first, paged; who (a user id), what (an action) and when (gym days, inclusive). */
export const auditListQuerySchema = z
  .strictObject({
    ...pageFields({ maxPageSize: ADMIN_MAX_PAGE_SIZE, pageSize: ADMIN_PAGE_SIZE }),
    actorId: z.preprocess(
      blankToUndefined,
      z
        .string({ error: AUDIT_MESSAGES.actorInvalid })
        .regex(/^[1-9]\d{0,9}$/, AUDIT_MESSAGES.actorInvalid)
        .transform(Number)
        .refine((value) => value <= 2_147_483_647, AUDIT_MESSAGES.actorInvalid)
        .optional(),
    ),
    action: z.preprocess(
      blankToUndefined,
      z.enum(AUDIT_ACTION_KEYS, { error: AUDIT_MESSAGES.actionInvalid }).optional(),
    ),
    from: day,
    to: day,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: AUDIT_MESSAGES.rangeInvalid,
    path: ['from'],
  });
export type AuditListQuery = z.output<typeof auditListQuerySchema>;

/** One 'Actividad' row. People appear by id and current name: a deleted member reads as anonymised. */
export interface AuditEntryDto {
  id: number;
  at: string;
  /** Who did it; null for someone not signed in (a legal request) or the system. */
  actor: { id: number; name: string; role: Role } | null;
  action: AuditAction;
  /** What it changed: a table and the row's key. */
  entity: string;
  entityId: string | null;
  requestId: string;
  ip: string | null;
  before: unknown;
  after: unknown;
}
