import { MESSAGES, type AdminTrainerDto, type ListQuery } from '@power-gym/contracts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import {
  PUBLIC_ACTIVITY,
  PUBLIC_TRAINER,
  archivedMark,
  idNameSelect,
  seenBy,
  toTrainerDto,
  trainerSelect,
  type Audience,
} from '../../domain/catalog.ts';
import { HttpError } from '../../lib/http-error.ts';
import { BY_ID, matching, pageArgs, pageOf, type Page } from '../../lib/paging.ts';

/** A trainer and their classes; the public sees only the classes not archived. */
function selectFor(audience: Audience) {
  return {
    ...trainerSelect,
    archivedAt: true,
    activities: {
      select: idNameSelect,
      orderBy: { id: 'asc' },
      ...(audience === 'public' ? { where: PUBLIC_ACTIVITY } : {}),
    },
  } satisfies Prisma.TrainerSelect;
}

type TrainerRow = Prisma.TrainerGetPayload<{ select: ReturnType<typeof selectFor> }>;

function toAdminDto({ activities, archivedAt, ...trainer }: TrainerRow): AdminTrainerDto {
  return { ...toTrainerDto(trainer), activities, ...archivedMark({ archivedAt }) };
}

/**
 * The trainers, one page (by id unless sorted); `q` is an id or part of a name or specialty. The
 * public list ('Nuestro Staff') has no archived trainer; the admin's has every trainer.
 */
export async function listTrainers(
  prisma: PrismaClient,
  query: ListQuery,
  audience: Audience = 'public',
): Promise<Page<AdminTrainerDto | Omit<AdminTrainerDto, 'archivedAt'>>> {
  const where = seenBy(
    audience,
    PUBLIC_TRAINER,
    matching<Prisma.TrainerWhereInput>(query.q, ['name', 'specialty']),
  );
  return pageOf(
    prisma.trainer.findMany({ select: selectFor(audience), ...pageArgs(where, query, BY_ID) }),
    prisma.trainer.count({ where }),
    (row) => {
      const { archivedAt: _archived, ...dto } = toAdminDto(row);
      return audience === 'admin' ? { ...dto, archivedAt: _archived } : dto;
    },
  );
}

/** One trainer as the admin list shows it: what the admin writes answer. */
export async function getTrainerWithActivities(
  db: Prisma.TransactionClient,
  id: number,
): Promise<AdminTrainerDto> {
  const row = await db.trainer.findUnique({ where: { id }, select: selectFor('admin') });
  if (!row) throw new HttpError(404, MESSAGES.notFound);
  return toAdminDto(row);
}
