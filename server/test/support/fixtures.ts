import type { PrismaClient } from '../../src/generated/prisma/client.ts';

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

  const domingo = await prisma.diaHora.create({
    data: { day: 'Domingo', hour: '09:00', capacity: 10, stock: 10, activityId: yoga.id },
  });
  const viernesTarde = await prisma.diaHora.create({
    data: { day: 'Viernes', hour: '19:30', capacity: 20, stock: 1, activityId: yoga.id },
  });
  const lunes = await prisma.diaHora.create({
    data: { day: 'Lunes', hour: '18:00', capacity: 15, stock: 15, activityId: yoga.id },
  });
  const viernesMañana = await prisma.diaHora.create({
    data: { day: 'Viernes', hour: '07:00', capacity: 12, stock: 12, activityId: yoga.id },
  });
  const martes = await prisma.diaHora.create({
    data: { day: 'Martes', hour: '20:00', capacity: 25, stock: 0, activityId: spinning.id },
  });
  const sinClase = await prisma.diaHora.create({
    data: { day: 'Lunes', hour: '06:00', capacity: 5, stock: 5 },
  });

  const laura = await prisma.trainer.create({
    data: {
      name: 'Laura Gómez',
      image: '/media/trainers/laura.jpg',
      specialty: 'Yoga',
      experience: '8 años',
      activities: { connect: [{ id: yoga.id }, { id: spinning.id }] },
    },
  });
  const diego = await prisma.trainer.create({
    data: {
      name: 'Diego Pérez',
      image: '/media/trainers/diego.jpg',
      specialty: 'Boxeo',
      experience: '5 años',
      activities: { connect: [{ id: boxeo.id }, { id: yoga.id }] },
    },
  });

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
