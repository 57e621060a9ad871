// Admin writes on trainers. Each answers the trainer in the GET /trainer shape.
import {
  ADMIN_MESSAGES,
  type AdminTrainerDto,
  type CreateTrainerBody,
  type TrainerWithActivitiesDto,
  type UpdateTrainerBody,
} from '@power-gym/contracts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { archiveChange } from '../../domain/catalog.ts';
import { HttpError } from '../../lib/http-error.ts';
import { getTrainerWithActivities } from './trainers.service.ts';

type Tx = Prisma.TransactionClient;

async function assertActivitiesExist(db: Tx, ids: number[]): Promise<void> {
  const found = await db.activity.count({ where: { id: { in: ids } } });
  if (found !== ids.length) throw new HttpError(404, ADMIN_MESSAGES.activityNotFound);
}

const asLinks = (ids: number[]) => ids.map((id) => ({ id }));

/** POST /trainer: the trainer and the classes they teach. */
export async function createTrainer(
  prisma: PrismaClient,
  { activities, ...fields }: CreateTrainerBody,
): Promise<TrainerWithActivitiesDto> {
  return prisma.$transaction(async (tx) => {
    await assertActivitiesExist(tx, activities);
    const trainer = await tx.trainer.create({
      data: { ...fields, activities: { connect: asLinks(activities) } },
      select: { id: true },
    });
    return getTrainerWithActivities(tx, trainer.id);
  });
}

/** PUT /trainer/{id}: the fields sent; a sent activity list replaces the trainer's classes. */
export async function updateTrainer(
  prisma: PrismaClient,
  id: number,
  { activities, ...fields }: UpdateTrainerBody,
): Promise<TrainerWithActivitiesDto> {
  return prisma.$transaction(async (tx) => {
    const exists = await tx.trainer.findUnique({ where: { id }, select: { id: true } });
    if (!exists) throw new HttpError(404, ADMIN_MESSAGES.trainerNotFound);
    if (activities) await assertActivitiesExist(tx, activities);
    await tx.trainer.update({
      where: { id },
      data: { ...fields, ...(activities && { activities: { set: asLinks(activities) } }) },
      select: { id: true },
    });
    return getTrainerWithActivities(tx, id);
  });
}

/** DELETE /trainer/{id}: no order names a trainer; their classes stay, without them. */
export async function deleteTrainer(prisma: PrismaClient, id: number): Promise<void> {
  const { count } = await prisma.trainer.deleteMany({ where: { id } });
  if (count === 0) throw new HttpError(404, ADMIN_MESSAGES.trainerNotFound);
}

/**
 * 'Archivar' / 'Restaurar': an archived trainer leaves 'Nuestro Staff' and the class pages; their
 * links to classes stay for when they come back. Archiving again keeps the first date.
 */
export async function setTrainerArchived(
  prisma: PrismaClient,
  id: number,
  archived: boolean,
): Promise<AdminTrainerDto> {
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.trainer.updateMany(archiveChange(id, archived));
    if (count === 0 && !(await tx.trainer.findUnique({ where: { id }, select: { id: true } }))) {
      throw new HttpError(404, ADMIN_MESSAGES.trainerNotFound);
    }
    return getTrainerWithActivities(tx, id);
  });
}
