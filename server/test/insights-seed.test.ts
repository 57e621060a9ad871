// 'Resumen' on the demo data (issue 30, point 10): every block that counts places counts the same
// booked places, and they are the ones the orders hold (the stock invariant).
import { describe, expect, it } from 'vitest';
import type { InsightsDto } from '@power-gym/contracts';
import { expectedStock } from '../src/domain/bookings/places.ts';
import { asAdmin } from './support/admin.ts';
import { useTestWorld } from './support/test-world.ts';

const world = useTestWorld({ fresh: 'once', seed: true, members: ['Ana'], admin: true });

describe("'Resumen' on the seeded demo", () => {
  it('agrees with itself: the grid, the class rankings and capacity − stock count the same places', async () => {
    const insights: InsightsDto = (await asAdmin(world, 'get', '/api/insights').expect(200)).body;
    const slots = await world.prisma.$queryRaw<
      { id: number; capacity: number; stock: number; expected: number }[]
    >`SELECT d.id, d.capacity, d.stock, ${expectedStock}::int AS expected
        FROM "DiaHora" d WHERE d."activityId" IS NOT NULL ORDER BY d.id`;
    expect(insights.occupancy).toHaveLength(slots.length);
    for (const slot of slots) {
      const cell = insights.occupancy.find((c) => c.diaHoraId === slot.id);
      // The orders hold what the stock says is taken, and the grid shows exactly that.
      expect(slot.stock).toBe(slot.expected);
      expect(cell?.held).toBe(slot.capacity - slot.stock);
      expect(cell?.occupancy).toBeCloseTo((slot.capacity - slot.stock) / slot.capacity);
    }

    const heldByClass = new Map<number, number>();
    for (const cell of insights.occupancy) {
      const id = cell.activity?.id ?? 0;
      heldByClass.set(id, (heldByClass.get(id) ?? 0) + cell.held);
    }
    for (const activity of insights.classes) {
      expect(activity.booked).toBe(heldByClass.get(activity.activityId) ?? 0);
    }

    // The demo's nearly full slot: 20 of 22 on the grid, and Spinning is far from the least booked.
    const spinning = insights.occupancy.find(
      (cell) =>
        cell.activity?.name === 'Spinning' && cell.day === 'Martes' && cell.hour === '19:00',
    );
    expect(spinning).toMatchObject({ capacity: 22, held: 20 });
    expect(spinning?.occupancy).toBeCloseTo(20 / 22);
    const spinningClass = insights.classes.find((c) => c.name === 'Spinning');
    expect(spinningClass?.booked).toBeGreaterThanOrEqual(20);
    expect(insights.classes.at(-1)?.booked).toBeLessThan(spinningClass?.booked ?? 0);
  });

  it("counts the demo's paid memberships in this month's revenue and active members", async () => {
    const insights: InsightsDto = (await asAdmin(world, 'get', '/api/insights').expect(200)).body;
    const members = await world.prisma.user.count({ where: { uid: { startsWith: 'seed-demo-' } } });
    expect(insights.members.activeMembers.value).toBe(members);
    const paid = await world.prisma.order.aggregate({
      _sum: { total: true },
      where: { state: 'Complete' },
    });
    const total = insights.revenue.reduce((sum, month) => sum + Number(month.paid), 0);
    expect(total).toBe(Number(paid._sum.total));
  });
});
