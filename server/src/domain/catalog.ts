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
