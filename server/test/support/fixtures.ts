import type { PrismaClient } from '../../src/generated/prisma/client.ts';
import type { Weekday } from '../../src/generated/prisma/enums.ts';

/** A class at `price` (its image and description are placeholders). */
export function insertActivity(prisma: PrismaClient, name: string, price: number) {
  return prisma.activity.create({
    data: { name, image: '/media/a.jpg', description: name, price },
  });
}

/** A slot with `capacity` places, `stock` of them free, of a class or of none. */
export function insertSlot(
  prisma: PrismaClient,
  day: Weekday,
  hour: string,
  capacity: number,
  stock: number,
  activityId?: number,
) {
  return prisma.diaHora.create({ data: { day, hour, capacity, stock, activityId } });
}

/** A trainer as the seed would have it, teaching the class `activityId` when one is given. */
export function insertTrainer(prisma: PrismaClient, name: string, activityId?: number) {
  return prisma.trainer.create({
    data: {
      name,
      image: '/media/t.svg',
      specialty: 'Fuerza',
      experience: '5 años',
      activities: activityId === undefined ? undefined : { connect: { id: activityId } },
    },
  });
}

/** A slot's free places now. */
export async function stockOf(prisma: PrismaClient, id: number): Promise<number> {
  return (await prisma.diaHora.findUniqueOrThrow({ where: { id } })).stock;
}

/**
 * A small catalogue inserted out of order on purpose, so the tests see the API sort it:
 * activities by id, slots by weekday (Lunes … Domingo) then hour.
 */
export async function insertCatalogue(prisma: PrismaClient) {
  const yoga = await prisma.activity.create({
    data: {
      name: 'Yoga',
      image: '/media/activities/yoga.jpg',
      description: 'Respiración y movilidad.',
      price: 3500,
    },
  });
  const spinning = await prisma.activity.create({
    data: {
      name: 'Spinning',
      image: '/media/activities/spinning.jpg',
      video: '/media/video/hero.mp4',
      description: 'Ciclismo indoor de alta intensidad.',
      price: 4200,
    },
  });
  const boxeo = await prisma.activity.create({
    data: {
      name: 'Boxeo',
      image: '/media/activities/boxeo.jpg',
      description: 'Técnica y cardio.',
      price: 5000,
    },
  });

  const domingo = await insertSlot(prisma, 'Domingo', '09:00', 10, 10, yoga.id);
  const viernesTarde = await insertSlot(prisma, 'Viernes', '19:30', 20, 1, yoga.id);
  const lunes = await insertSlot(prisma, 'Lunes', '18:00', 15, 15, yoga.id);
  const viernesMañana = await insertSlot(prisma, 'Viernes', '07:00', 12, 12, yoga.id);
  const martes = await insertSlot(prisma, 'Martes', '20:00', 25, 0, spinning.id);
  const sinClase = await insertSlot(prisma, 'Lunes', '06:00', 5, 5);

  const trainer = (
    name: string,
    image: string,
    specialty: string,
    experience: string,
    classes: { id: number }[],
  ) =>
    prisma.trainer.create({
      data: {
        name,
        image,
        specialty,
        experience,
        activities: { connect: classes.map(({ id }) => ({ id })) },
      },
    });
  const laura = await trainer('Laura Gómez', '/media/trainers/laura.jpg', 'Yoga', '8 años', [
    yoga,
    spinning,
  ]);
  const diego = await trainer('Diego Pérez', '/media/trainers/diego.jpg', 'Boxeo', '5 años', [
    boxeo,
    yoga,
  ]);

  const ana = await prisma.user.create({
    data: {
      uid: 'uid-ana',
      email: 'ana@example.com',
      name: 'Ana',
      lastName: 'López',
      phoneNumber: '+541155550000',
      image: '/media/brand/ana.jpg',
    },
  });
  const juan = await prisma.user.create({
    data: {
      uid: 'uid-juan',
      email: 'juan@example.com',
      name: 'Juan',
      lastName: 'Martínez',
      phoneNumber: '+541166660000',
    },
  });
  const rated = await prisma.review.create({
    data: { userId: ana.id, activityId: yoga.id, rating: 5, description: 'Excelente clase.' },
  });
  const ratedNoText = await prisma.review.create({
    data: { userId: juan.id, activityId: spinning.id, rating: 4 },
  });
  const placeholder = await prisma.review.create({
    data: { userId: ana.id, activityId: boxeo.id },
  });

  return {
    activities: { yoga, spinning, boxeo },
    slots: { domingo, viernesTarde, lunes, viernesMañana, martes, sinClase },
    trainers: { laura, diego },
    users: { ana, juan },
    reviews: { rated, ratedNoText, placeholder },
  };
}

export type Catalogue = Awaited<ReturnType<typeof insertCatalogue>>;
