import type { DiaHoraDto, TrainerDto } from '@power-gym/contracts';
import type { Prisma } from '../generated/prisma/client.ts';

/** Shared by every catalogue feature: the public columns of a slot and a trainer. */
export const slotSelect = {
  id: true,
  day: true,
  hour: true,
  capacity: true,
  stock: true,
  activityId: true,
  createdAt: true,
  updatedAt: true,
  _count: { select: { waitlist: true } },
} satisfies Prisma.DiaHoraSelect;

/** Weekday enum order (Lunes … Domingo), then the clock. */
export const slotOrder = [
  { day: 'asc' },
  { hour: 'asc' },
  { id: 'asc' },
] satisfies Prisma.DiaHoraOrderByWithRelationInput[];

export const trainerSelect = {
  id: true,
  name: true,
  image: true,
  specialty: true,
  experience: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.TrainerSelect;

export const idNameSelect = { id: true, name: true } as const;

/**
 * Who reads a catalogue list: the public pages see no archived class, trainer or slot (nor a
 * slot of an archived class); the admin lists see every row, with its `archivedAt`.
 */
export type Audience = 'public' | 'admin';

/** The classes and trainers the public pages show: not archived ('Archivar'). */
export const PUBLIC_ACTIVITY = { archivedAt: null } satisfies Prisma.ActivityWhereInput;
export const PUBLIC_TRAINER = { archivedAt: null } satisfies Prisma.TrainerWhereInput;

/**
 * The slots the public pages show: not archived and not of an archived class (free slots too).
 * Those of them with a class are the slots on sale, the rule of prisma/functions/slot_sale.sql
 * (domain/slot-sale.ts), held equal to this by server/test/archive.test.ts.
 */
export const PUBLIC_SLOT = {
  archivedAt: null,
  OR: [{ activityId: null }, { activity: { is: { archivedAt: null } } }],
} satisfies Prisma.DiaHoraWhereInput;

/** `where` for the audience: the public one also keeps only the rows `shown` to the public. */
export function seenBy<W extends object>(audience: Audience, shown: NoInfer<W>, where: W): W {
  return audience === 'admin' ? where : ({ AND: [shown, where] } as W);
}

/**
 * The `where` and `data` of 'Archivar' (`archived`) or 'Restaurar' for the row `id`: it changes
 * only a row not already so, so archiving again keeps the first date.
 */
export function archiveChange(id: number, archived: boolean) {
  return {
    where: { id, archivedAt: archived ? null : { not: null } },
    data: { archivedAt: archived ? new Date() : null },
  };
}

/** The admin lists' mark of an archived row, as an ISO timestamp. */
export function archivedMark(row: { archivedAt: Date | null }): { archivedAt: string | null } {
  return { archivedAt: row.archivedAt?.toISOString() ?? null };
}

type SlotRow = Prisma.DiaHoraGetPayload<{ select: typeof slotSelect }>;
type TrainerRow = Prisma.TrainerGetPayload<{ select: typeof trainerSelect }>;

export function toSlotDto({ _count, ...row }: SlotRow): DiaHoraDto {
  return {
    ...row,
    waiting: _count.waitlist,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toTrainerDto(row: TrainerRow): TrainerDto {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
