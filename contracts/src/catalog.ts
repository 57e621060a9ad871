import type { Weekday } from './constants.ts';

export interface DiaHoraDto {
  id: number;
  day: Weekday;
  hour: string;
  capacity: number;
  stock: number;
  /** Members on the slot's waitlist (docs/api.md, 'Waitlists'). */
  waiting: number;
  activityId: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface TrainerDto {
  id: number;
  name: string;
  image: string;
  specialty: string;
  experience: string;
  createdAt: string;
  updatedAt: string;
}

export interface TrainerWithActivitiesDto extends TrainerDto {
  activities: { id: number; name: string }[];
}

export interface ActivityDto {
  id: number;
  name: string;
  image: string;
  video: string | null;
  description: string;
  price: number;
  createdAt: string;
  updatedAt: string;
  diaHoras: DiaHoraDto[];
  trainers: { id: number; name: string }[];
}

export interface ActivityDetailDto extends Omit<ActivityDto, 'trainers'> {
  trainers: TrainerDto[];
  /** Its rated reviews: how many, and their mean rating (null while there are none). */
  rating: RatingSummaryDto;
}

export interface RatingSummaryDto {
  count: number;
  average: number | null;
}

export interface DiaHoraWithActivityDto extends DiaHoraDto {
  activity: { id: number; name: string; price: number } | null;
}

/** Public review: never carries e-mails or phone numbers. */
export interface ReviewDto {
  id: number;
  rating: number | null;
  description: string | null;
  activityId: number;
  userId: number;
  createdAt: string;
  user: { name: string; lastName: string; image: string | null };
  activity: { id: number; name: string };
}

/**
 * What the admin lists add to a class, trainer or slot: when 'Archivar' took it off the public
 * pages and off sale (an ISO timestamp), else null ('Restaurar' clears it).
 */
export interface ArchivedMark {
  archivedAt: string | null;
}
/** GET /activity/admin: every class, archived ones included. */
export type AdminActivityDto = ActivityDto & ArchivedMark;
/** GET /trainer/admin: every trainer, archived ones included. */
export type AdminTrainerDto = TrainerWithActivitiesDto & ArchivedMark;
/** GET /diahora/admin: every slot, archived ones included. */
export type AdminSlotDto = DiaHoraWithActivityDto & ArchivedMark;

/** GET /review/admin: a rated review as the admin sees it; `hiddenAt` set by 'Ocultar'. */
export interface AdminReviewDto extends ReviewDto {
  hiddenAt: string | null;
}

/** GET /health: the process answers (liveness; it touches nothing else). */
export interface HealthDto {
  status: 'ok';
}

/** GET /ready: this instance may take requests: its database answers and is fully migrated. */
export interface ReadyDto {
  status: 'ok';
  database: 'ok';
  migrations: 'ok';
}

export const READY_MESSAGES = {
  draining: 'El servidor se está deteniendo: probá en otra instancia',
  migrationsPending: 'La base de datos todavía no tiene todas las migraciones de esta versión',
} as const;
