import { MESSAGES, type ActivityDetailDto, type ActivityDto } from '@power-gym/contracts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import {
  idNameSelect,
  slotOrder,
  slotSelect,
  toSlotDto,
  toTrainerDto,
  trainerSelect,
} from '../../domain/catalog.ts';
import { HttpError } from '../../lib/http-error.ts';

const activityFields = {
  id: true,
  name: true,
  image: true,
  video: true,
  description: true,
  price: true,
  createdAt: true,
  updatedAt: true,
  diaHoras: { select: slotSelect, orderBy: slotOrder },
} satisfies Prisma.ActivitySelect;

const listSelect = {
  ...activityFields,
  trainers: { select: idNameSelect, orderBy: { id: 'asc' } },
} satisfies Prisma.ActivitySelect;

const detailSelect = {
  ...activityFields,
  trainers: { select: trainerSelect, orderBy: { id: 'asc' } },
} satisfies Prisma.ActivitySelect;

type ActivityRow = Prisma.ActivityGetPayload<{ select: typeof activityFields }>;

function toActivityBase(row: ActivityRow) {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    diaHoras: row.diaHoras.map(toSlotDto),
  };
}

export async function listActivities(prisma: PrismaClient): Promise<ActivityDto[]> {
  const rows = await prisma.activity.findMany({ select: listSelect, orderBy: { id: 'asc' } });
  return rows.map((row) => ({ ...toActivityBase(row), trainers: row.trainers }));
}

export async function getActivity(prisma: PrismaClient, id: number): Promise<ActivityDetailDto> {
  const row = await prisma.activity.findUnique({ where: { id }, select: detailSelect });
  if (!row) throw new HttpError(404, MESSAGES.notFound);
  return { ...toActivityBase(row), trainers: row.trainers.map(toTrainerDto) };
}

/** One class in the list shape (trainers as id and name): what the admin writes answer. */
export async function getActivitySummary(
  db: Prisma.TransactionClient,
  id: number,
): Promise<ActivityDto> {
  const row = await db.activity.findUnique({ where: { id }, select: listSelect });
  if (!row) throw new HttpError(404, MESSAGES.notFound);
  return { ...toActivityBase(row), trainers: row.trainers };
}
