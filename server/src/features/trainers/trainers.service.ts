import { MESSAGES, type ListQuery, type TrainerWithActivitiesDto } from '@power-gym/contracts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { idNameSelect, toTrainerDto, trainerSelect } from '../../domain/catalog.ts';
import { HttpError } from '../../lib/http-error.ts';
import { BY_ID, matching, pageArgs, pageOf, type Page } from '../../lib/paging.ts';

const select = {
  ...trainerSelect,
  activities: { select: idNameSelect, orderBy: { id: 'asc' } },
} satisfies Prisma.TrainerSelect;

type TrainerRow = Prisma.TrainerGetPayload<{ select: typeof select }>;

function toDto({ activities, ...trainer }: TrainerRow): TrainerWithActivitiesDto {
  return { ...toTrainerDto(trainer), activities };
}

/** The trainers, one page (by id unless sorted); `q` is an id or part of a name or specialty. */
export async function listTrainers(
  prisma: PrismaClient,
  query: ListQuery,
): Promise<Page<TrainerWithActivitiesDto>> {
  const where = matching<Prisma.TrainerWhereInput>(query.q, ['name', 'specialty']);
  return pageOf(
    prisma.trainer.findMany({ select, ...pageArgs(where, query, BY_ID) }),
    prisma.trainer.count({ where }),
    toDto,
  );
}

export async function getTrainerWithActivities(
  db: Prisma.TransactionClient,
  id: number,
): Promise<TrainerWithActivitiesDto> {
  const row = await db.trainer.findUnique({ where: { id }, select });
  if (!row) throw new HttpError(404, MESSAGES.notFound);
  return toDto(row);
}
