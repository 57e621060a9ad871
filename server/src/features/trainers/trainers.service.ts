import { MESSAGES, type TrainerWithActivitiesDto } from '@power-gym/contracts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { idNameSelect, toTrainerDto, trainerSelect } from '../../domain/catalog.ts';
import { HttpError } from '../../lib/http-error.ts';

const select = {
  ...trainerSelect,
  activities: { select: idNameSelect, orderBy: { id: 'asc' } },
} satisfies Prisma.TrainerSelect;

type TrainerRow = Prisma.TrainerGetPayload<{ select: typeof select }>;

function toDto({ activities, ...trainer }: TrainerRow): TrainerWithActivitiesDto {
  return { ...toTrainerDto(trainer), activities };
}

export async function listTrainers(prisma: PrismaClient): Promise<TrainerWithActivitiesDto[]> {
  const rows = await prisma.trainer.findMany({ select, orderBy: { id: 'asc' } });
  return rows.map(toDto);
}

export async function getTrainerWithActivities(
  db: Prisma.TransactionClient,
  id: number,
): Promise<TrainerWithActivitiesDto> {
  const row = await db.trainer.findUnique({ where: { id }, select });
  if (!row) throw new HttpError(404, MESSAGES.notFound);
  return toDto(row);
}
