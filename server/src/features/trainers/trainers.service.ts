import type { TrainerWithActivitiesDto } from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { idNameSelect, toTrainerDto, trainerSelect } from '../../lib/catalog.ts';

export async function listTrainers(prisma: PrismaClient): Promise<TrainerWithActivitiesDto[]> {
  const rows = await prisma.trainer.findMany({
    select: { ...trainerSelect, activities: { select: idNameSelect, orderBy: { id: 'asc' } } },
    orderBy: { id: 'asc' },
  });
  return rows.map(({ activities, ...trainer }) => ({ ...toTrainerDto(trainer), activities }));
}
