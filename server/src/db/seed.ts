// Idempotent demo/catalogue seed. Rows are matched by natural keys and only created when
// missing: a second run changes nothing, and data an admin edited (or stock that members
// bought) is never overwritten. It ends by checking the stock invariant on every slot and fails
// when it does not hold.
import type { PrismaClient } from '../generated/prisma/client.ts';
import {
  activityImage,
  HERO_VIDEO,
  loadSeedData,
  trainerImage,
  type SeedData,
} from './seed-data.ts';
import { assertStockInvariant, seedMemberships } from './seed-memberships.ts';

export interface SeedOptions {
  /** Defaults to prisma/seed/*.json. */
  data?: SeedData;
}

export async function seed(prisma: PrismaClient, options: SeedOptions = {}): Promise<void> {
  const data = options.data ?? loadSeedData();
  const activityIds = await seedActivities(prisma, data);
  await seedTrainers(prisma, data, activityIds);
  await seedDescuentos(prisma, data);
  const userIds = await seedUsers(prisma, data);
  await seedReviews(prisma, data, userIds, activityIds);
  await seedMemberships(prisma, data, activityIds);
  // Recipe ids are fixed in the data file, so skipDuplicates makes this idempotent; a recipe the
  // data file no longer holds (the set is capped at RECIPES_KEPT_MAX) leaves older databases too.
  await prisma.recipe.deleteMany({ where: { id: { notIn: data.recipes.map((r) => r.id) } } });
  await prisma.recipe.createMany({
    data: data.recipes.map(({ category: _category, ...recipe }) => recipe),
    skipDuplicates: true,
  });
  await assertStockInvariant(prisma);
}

/** Activity names are not unique in the schema, so look them up by name. */
async function seedActivities(prisma: PrismaClient, data: SeedData): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const activity of data.activities) {
    const existing = await prisma.activity.findFirst({
      where: { name: activity.name },
      orderBy: { id: 'asc' },
      select: { id: true },
    });
    const id =
      existing?.id ??
      (
        await prisma.activity.create({
          data: {
            name: activity.name,
            image: activityImage(activity.slug),
            video: HERO_VIDEO,
            description: activity.description,
            price: activity.price,
          },
          select: { id: true },
        })
      ).id;
    ids.set(activity.name, id);

    for (const [day, hour, capacity] of activity.slots) {
      const slot = await prisma.diaHora.findFirst({ where: { activityId: id, day, hour } });
      if (!slot) {
        await prisma.diaHora.create({
          data: { activityId: id, day, hour, capacity, stock: capacity },
        });
      }
    }
  }
  return ids;
}

async function seedTrainers(
  prisma: PrismaClient,
  data: SeedData,
  activityIds: Map<string, number>,
): Promise<void> {
  for (const trainer of data.trainers) {
    const existing = await prisma.trainer.findFirst({ where: { name: trainer.name } });
    if (existing) continue;
    await prisma.trainer.create({
      data: {
        name: trainer.name,
        image: trainerImage(trainer.slug),
        specialty: trainer.specialty,
        experience: trainer.experience,
        activities: {
          connect: trainer.activities.map((name) => ({ id: idOf(activityIds, name) })),
        },
      },
    });
  }
}

async function seedDescuentos(prisma: PrismaClient, data: SeedData): Promise<void> {
  for (const descuento of data.descuentos) {
    await prisma.descuento.upsert({
      where: { codigo: descuento.codigo },
      create: descuento,
      update: {},
    });
  }
}

/**
 * Users are matched by e-mail: the identity layer later attaches real accounts by e-mail. A
 * profesor is linked to the trainer they teach as, by the trainer's name.
 */
async function seedUsers(prisma: PrismaClient, data: SeedData): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const { trainer, ...user } of data.users) {
    const trainerId = trainer
      ? (await prisma.trainer.findFirstOrThrow({ where: { name: trainer }, select: { id: true } }))
          .id
      : null;
    const row = await prisma.user.upsert({
      where: { email: user.email },
      create: { ...user, trainerId },
      update: {},
      select: { id: true },
    });
    ids.set(user.uid, row.id);
  }
  return ids;
}

async function seedReviews(
  prisma: PrismaClient,
  data: SeedData,
  userIds: Map<string, number>,
  activityIds: Map<string, number>,
): Promise<void> {
  for (const review of data.reviews) {
    const userId = idOf(userIds, review.uid);
    const activityId = idOf(activityIds, review.activity);
    await prisma.review.upsert({
      where: { userId_activityId: { userId, activityId } },
      create: { userId, activityId, rating: review.rating, description: review.description },
      update: {},
    });
  }
}

function idOf(ids: Map<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Seed data refers to unknown "${key}"`);
  return id;
}
