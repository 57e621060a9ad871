import {
  MESSAGES,
  type ActivityDetailDto,
  type AdminActivityDto,
  type ListQuery,
  type RatingSummaryDto,
} from '@power-gym/contracts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import {
  PUBLIC_ACTIVITY,
  PUBLIC_SLOT,
  PUBLIC_TRAINER,
  archivedMark,
  idNameSelect,
  seenBy,
  slotOrder,
  slotSelect,
  toSlotDto,
  toTrainerDto,
  trainerSelect,
  type Audience,
} from '../../domain/catalog.ts';
import { PUBLIC_REVIEW } from '../../domain/review-visibility.ts';
import { HttpError } from '../../lib/http-error.ts';
import { BY_ID, matching, pageArgs, pageOf, type Page } from '../../lib/paging.ts';

/** A class's columns and slots; the public sees only its slots on show (PUBLIC_SLOT). */
function activityFields(audience: Audience) {
  return {
    id: true,
    name: true,
    image: true,
    video: true,
    description: true,
    price: true,
    archivedAt: true,
    createdAt: true,
    updatedAt: true,
    diaHoras: {
      select: slotSelect,
      orderBy: slotOrder,
      ...(audience === 'public' ? { where: PUBLIC_SLOT } : {}),
    },
  } satisfies Prisma.ActivitySelect;
}

/** The public sees only the trainers not archived. */
const trainersOf = (audience: Audience) => (audience === 'public' ? { where: PUBLIC_TRAINER } : {});

function listSelect(audience: Audience) {
  return {
    ...activityFields(audience),
    trainers: { select: idNameSelect, orderBy: { id: 'asc' }, ...trainersOf(audience) },
  } satisfies Prisma.ActivitySelect;
}

const detailSelect = {
  ...activityFields('public'),
  trainers: { select: trainerSelect, orderBy: { id: 'asc' }, where: PUBLIC_TRAINER },
} satisfies Prisma.ActivitySelect;

type ActivityRow = Prisma.ActivityGetPayload<{ select: ReturnType<typeof activityFields> }>;

function toActivityBase({ archivedAt, ...row }: ActivityRow) {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    diaHoras: row.diaHoras.map(toSlotDto),
    ...archivedMark({ archivedAt }),
  };
}

/** Drops the admin's mark from a public answer (a public row is never archived). */
function withoutMark<T extends { archivedAt: string | null }>({
  archivedAt: _archived,
  ...row
}: T): Omit<T, 'archivedAt'> {
  return row;
}

/**
 * The catalogue, one page (by id unless sorted); `q` is an id or part of a class's name. The
 * public list has no archived class; the admin's has every class, each with `archivedAt`.
 */
export async function listActivities(
  prisma: PrismaClient,
  query: ListQuery,
  audience: Audience = 'public',
): Promise<Page<AdminActivityDto | Omit<AdminActivityDto, 'archivedAt'>>> {
  const where = seenBy(
    audience,
    PUBLIC_ACTIVITY,
    matching<Prisma.ActivityWhereInput>(query.q, ['name']),
  );
  const select = listSelect(audience);
  return pageOf(
    prisma.activity.findMany({ select, ...pageArgs(where, query, BY_ID) }),
    prisma.activity.count({ where }),
    (row) => {
      const dto = { ...toActivityBase(row), trainers: row.trainers };
      return audience === 'admin' ? dto : withoutMark(dto);
    },
  );
}

/** A class's page: 404 for an archived class, as for an unknown one. */
export async function getActivity(prisma: PrismaClient, id: number): Promise<ActivityDetailDto> {
  const [row, rating] = await Promise.all([
    prisma.activity.findFirst({ where: { id, ...PUBLIC_ACTIVITY }, select: detailSelect }),
    ratingSummary(prisma, id),
  ]);
  if (!row) throw new HttpError(404, MESSAGES.notFound);
  return withoutMark({
    ...toActivityBase(row),
    trainers: row.trainers.map(toTrainerDto),
    rating,
  });
}

/** Count and mean of a class's public ratings, aggregated in SQL (index Review(activityId)). */
async function ratingSummary(prisma: PrismaClient, activityId: number): Promise<RatingSummaryDto> {
  const { _count, _avg } = await prisma.review.aggregate({
    where: { activityId, ...PUBLIC_REVIEW },
    _count: { rating: true },
    _avg: { rating: true },
  });
  const average = _avg.rating === null ? null : Math.round(_avg.rating * 10) / 10;
  return { count: _count.rating, average };
}

/** One class in the admin list's shape (archived or not): what the admin writes answer. */
export async function getActivitySummary(
  db: Prisma.TransactionClient,
  id: number,
): Promise<AdminActivityDto> {
  const row = await db.activity.findUnique({ where: { id }, select: listSelect('admin') });
  if (!row) throw new HttpError(404, MESSAGES.notFound);
  return { ...toActivityBase(row), trainers: row.trainers };
}
