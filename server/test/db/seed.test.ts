import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_DAYS, WEEKDAYS } from '@power-gym/contracts';
import { RECIPE_DIETS } from '../../src/db/seed-data.ts';
import { seed } from '../../src/db/seed.ts';
import { DEMO_EMAIL_DOMAIN } from '../../src/features/users/demo-accounts.ts';
import { useTestWorld } from '../support/test-world.ts';

const world = useTestWorld({ fresh: 'once', seed: true });

/** Every table's rows with their updatedAt, to prove a second run touches nothing. */
async function snapshot() {
  const p = world.prisma;
  const pick = { id: true, updatedAt: true } as const;
  return {
    activities: await p.activity.findMany({ select: pick, orderBy: { id: 'asc' } }),
    trainers: await p.trainer.findMany({
      select: { ...pick, activities: { select: { id: true }, orderBy: { id: 'asc' } } },
      orderBy: { id: 'asc' },
    }),
    slots: await p.diaHora.findMany({ select: { ...pick, stock: true }, orderBy: { id: 'asc' } }),
    descuentos: await p.descuento.findMany({ select: pick, orderBy: { id: 'asc' } }),
    users: await p.user.findMany({ select: pick, orderBy: { id: 'asc' } }),
    orders: await p.order.findMany({ select: pick, orderBy: { id: 'asc' } }),
    reviews: await p.review.findMany({ select: pick, orderBy: { id: 'asc' } }),
    recipes: await p.recipe.findMany({ select: pick, orderBy: { id: 'asc' } }),
  };
}

describe('seed', () => {
  it('is idempotent: a second run changes nothing and duplicates nothing', async () => {
    const before = await snapshot();
    await seed(world.prisma);
    expect(await snapshot()).toEqual(before);
  });

  it('keeps stock that members already bought', async () => {
    const slot = await world.prisma.diaHora.findFirstOrThrow({
      where: { stock: { gt: 3 }, activityId: { not: null } },
    });
    const socio = await world.prisma.user.findUniqueOrThrow({
      where: { email: 'socio@powergym.com.ar' },
    });
    // A reservation of 3 places, as a checkout leaves it.
    await world.prisma.order.create({
      data: {
        userId: socio.id,
        state: 'Created',
        reservedUntil: new Date(Date.now() + 30 * 60_000),
        lines: {
          create: {
            diaHoraId: slot.id,
            activityId: slot.activityId ?? 0,
            quantity: 3,
            unitPrice: 1000,
            subtotal: 3000,
          },
        },
      },
    });
    await world.prisma.diaHora.update({
      where: { id: slot.id },
      data: { stock: { decrement: 3 } },
    });
    await seed(world.prisma);
    expect((await world.prisma.diaHora.findUniqueOrThrow({ where: { id: slot.id } })).stock).toBe(
      slot.stock - 3,
    );
  });

  it('fails loudly when a slot’s stock is not capacity − its booked places', async () => {
    const slot = await world.prisma.diaHora.findFirstOrThrow({ where: { stock: { gt: 1 } } });
    await world.prisma.diaHora.update({
      where: { id: slot.id },
      data: { stock: { decrement: 1 } },
    });
    await expect(seed(world.prisma)).rejects.toThrow(
      `Seed: stock is not capacity − booked places on slot ${slot.id}: stock ${slot.stock - 1}, expected ${slot.stock}`,
    );
    await world.prisma.diaHora.update({ where: { id: slot.id }, data: { stock: slot.stock } });
    await seed(world.prisma);
  });

  it('books the nearly full slots with paid memberships of demo members who cannot sign in', async () => {
    const slotOf = (name: string, day: 'Martes' | 'Sabado', hour: string) =>
      world.prisma.diaHora.findFirstOrThrow({ where: { activity: { name }, day, hour } });
    const spinning = await slotOf('Spinning', 'Martes', '19:00');
    const pilates = await slotOf('Pilates', 'Sabado', '08:00');
    expect(spinning).toMatchObject({ capacity: 22, stock: 2 });
    expect(pilates).toMatchObject({ capacity: 8, stock: 1 });

    const members = await world.prisma.user.findMany({
      where: { uid: { startsWith: 'seed-demo-' } },
      include: { orders: { include: { lines: true } } },
    });
    expect(members.length).toBeGreaterThanOrEqual(20);
    const onSpinning = members.filter((m) =>
      m.orders.some((o) => o.lines.some((l) => l.diaHoraId === spinning.id)),
    );
    expect(onSpinning).toHaveLength(20);
    for (const member of members) {
      expect(member.email.endsWith(DEMO_EMAIL_DOMAIN)).toBe(false);
      expect(member.orders).toHaveLength(1);
      const [order] = member.orders;
      expect(order).toMatchObject({ state: 'Complete', membership: 'Active' });
      expect(order?.paymentId).toMatch(/^manual-/);
      const paidAt = order?.paidAt?.getTime() ?? 0;
      expect(order?.periodStart?.getTime()).toBe(paidAt);
      expect(order?.periodEnd?.getTime()).toBe(paidAt + MEMBERSHIP_DAYS * 86_400_000);
      expect(order?.periodEnd?.getTime()).toBeGreaterThan(Date.now());
      expect(Number(order?.total)).toBe(order?.lines.reduce((sum, l) => sum + l.subtotal, 0));
    }
    expect(await world.prisma.$queryRaw`SELECT * FROM stock_breaches()`).toEqual([]);
  });

  it('loads a believable catalogue', async () => {
    const activities = await world.prisma.activity.findMany({
      include: { trainers: true, diaHoras: true },
    });
    expect(activities.length).toBeGreaterThanOrEqual(6);
    for (const a of activities) {
      expect(a.description.length).toBeGreaterThan(300);
      expect(Number.isInteger(a.price)).toBe(true);
      expect(a.price).toBeGreaterThanOrEqual(8000);
      expect(a.price).toBeLessThanOrEqual(15000);
      expect(a.video).toMatch(/^\/media\/video\/.+\.mp4$/);
      expect(a.image).toMatch(/^\/media\/activities\/.+\.svg$/);
      expect(a.trainers.length).toBeGreaterThan(0);
      expect(a.diaHoras.length).toBeGreaterThan(0);
    }
    expect(activities.filter((a) => a.description.length > 700).length).toBeGreaterThanOrEqual(3);

    const trainers = await world.prisma.trainer.findMany({ include: { activities: true } });
    expect(trainers.length).toBeGreaterThanOrEqual(4);
    for (const t of trainers) {
      expect(t.experience).toMatch(/\d+ años de experiencia/);
      expect(t.activities.length).toBeGreaterThan(0);
    }

    const slots = await world.prisma.diaHora.findMany();
    expect(new Set(slots.map((s) => s.day))).toEqual(new Set(WEEKDAYS));
    expect(new Set(slots.map((s) => s.capacity)).size).toBeGreaterThan(3);
    expect(slots.some((s) => s.stock > 0 && s.stock <= 2 && s.capacity > 2)).toBe(true);
  });

  it('has the discount codes, demo users and reviews', async () => {
    const codes = await world.prisma.descuento.findMany();
    expect(codes.find((c) => c.codigo === 'POWER10')?.descuento).toBe(10);
    expect(codes.find((c) => c.codigo === 'BIENVENIDA')?.descuento).toBe(15);
    expect(codes.find((c) => c.codigo === 'VERANO')?.descuento).toBe(20);

    const admin = await world.prisma.user.findUniqueOrThrow({
      where: { email: 'admin@powergym.com.ar' },
    });
    expect(admin).toMatchObject({ uid: 'seed-admin', name: 'Admin', role: 'admin' });
    const socio = await world.prisma.user.findUniqueOrThrow({
      where: { email: 'socio@powergym.com.ar' },
    });
    expect(socio).toMatchObject({ uid: 'seed-socio', role: 'socio' });

    const reviews = await world.prisma.review.findMany();
    expect(reviews.length).toBeGreaterThanOrEqual(3);
    expect(new Set(reviews.map((r) => r.userId)).size).toBeGreaterThanOrEqual(2);
  });

  it('has at least 50 recipes covering every diet', async () => {
    const recipes = await world.prisma.recipe.findMany();
    expect(recipes.length).toBeGreaterThanOrEqual(50);
    for (const diet of RECIPE_DIETS) expect(recipes.some((r) => r.diets.includes(diet))).toBe(true);
    expect(recipes.some((r) => r.diets.length === 0)).toBe(true);
    expect(recipes.some((r) => r.diets.length > 1)).toBe(true);
    for (const r of recipes) {
      expect(r.steps.length).toBeGreaterThanOrEqual(3);
      expect(r.steps.length).toBeLessThanOrEqual(8);
      expect(r.spoonacularScore).toBeGreaterThanOrEqual(0);
      expect(r.spoonacularScore).toBeLessThanOrEqual(100);
      expect(r.image).toMatch(/^\/media\/recipes\//);
    }
  });
});
