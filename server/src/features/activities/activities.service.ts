import {
  MESSAGES,
  type ActivityDetailDto,
  type ActivityDto,
  type ListQuery,
  type RatingSummaryDto,
} from '@power-gym/contracts';
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
import { BY_ID, matching, pageArgs, pageOf, type Page } from '../../lib/paging.ts';

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

/** The catalogue, one page (by id unless sorted); `q` is an id or part of a class's name. */
export async function listActivities(
  prisma: PrismaClient,
  query: ListQuery,
): Promise<Page<ActivityDto>> {
  const where = matching<Prisma.ActivityWhereInput>(query.q, ['name']);
  return pageOf(
    prisma.activity.findMany({ select: listSelect, ...pageArgs(where, query, BY_ID) }),
    prisma.activity.count({ where }),
    (row) => ({ ...toActivityBase(row), trainers: row.trainers }),
  );
}

export async function getActivity(prisma: PrismaClient, id: number): Promise<ActivityDetailDto> {
  const [row, rating] = await Promise.all([
    prisma.activity.findUnique({ where: { id }, select: detailSelect }),
    ratingSummary(prisma, id),
  ]);
  if (!row) throw new HttpError(404, MESSAGES.notFound);
  return { ...toActivityBase(row), trainers: row.trainers.map(toTrainerDto), rating };
}

/** Count and mean of a class's ratings, aggregated in SQL (index Review(activityId)). */
async function ratingSummary(prisma: PrismaClient, activityId: number): Promise<RatingSummaryDto> {
  const { _count, _avg } = await prisma.review.aggregate({
    where: { activityId, rating: { not: null } },
    _count: { rating: true },
    _avg: { rating: true },
  });
  const average = _avg.rating === null ? null : Math.round(_avg.rating * 10) / 10;
  return { count: _count.rating, average };
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
