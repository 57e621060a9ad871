// PostgreSQL only: the desk sells the last places of a class while members check out online, on
// two app instances (issue 32). Exactly as many sales and checkouts win as there are places; the
// others are refused with 'No quedan lugares', and the stock ends at 0, never below.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { checkoutOrder } from '../../src/features/orders/checkout.ts';
import { sellAtDesk } from '../../src/features/orders/desk-sale.ts';
import { HttpError } from '../../src/lib/http-error.ts';
import { bookings } from '../support/memberships.ts';
import { stockOf } from '../support/fixtures.ts';
import { cartWith, insertShop } from '../support/orders.ts';
import { signedInUser, signedInUsers } from '../support/tokens.ts';
import { useTestWorld } from '../support/test-world.ts';

const world = useTestWorld({ postgres: true });
let secondInstance: Database;

beforeAll(async () => {
  secondInstance = await openDatabase({ databaseUrl: world.db.url, poolSize: 5 });
});
afterAll(async () => {
  await secondInstance?.close();
});

const PLACES = 3;
const SALES = 8;
const CHECKOUTS = 8;

describe('desk sales racing online checkouts', () => {
  it(`sells exactly ${PLACES} places to ${SALES} desk sales and ${CHECKOUTS} checkouts`, async () => {
    const shop = await insertShop(world.prisma);
    const slotId = shop.slots.lunes.id;
    await world.prisma.diaHora.update({
      where: { id: slotId },
      data: { capacity: PLACES, stock: PLACES },
    });
    const desk = await signedInUser(world.prisma, { name: 'Rita', role: 'recepcion' });
    const members = await signedInUsers(
      world.prisma,
      Array.from({ length: SALES + CHECKOUTS }, (_, i) => ({ name: `Socio${i}` })),
    );
    const online = members.slice(SALES);
    const carts = await Promise.all(
      online.map((m) => cartWith(world.app, m, [{ diaHoraId: slotId, quantity: 1 }])),
    );
    const outcome = (attempt: Promise<unknown>) =>
      attempt.then(
        () => 'sold',
        (error: unknown) => {
          if (error instanceof HttpError && error.status === 409) return 'refused';
          throw error;
        },
      );
    const results = await Promise.all([
      ...members.slice(0, SALES).map((member, i) =>
        outcome(
          sellAtDesk(
            i % 2 === 0 ? world.prisma : secondInstance.prisma,
            { bookings, reservationMinutes: 30 },
            desk,
            {
              userId: member.user.id,
              lines: [{ diaHoraId: slotId, quantity: 1 }],
              paymentMethod: 'Efectivo',
            },
          ),
        ),
      ),
      ...online.map((member, i) =>
        outcome(
          checkoutOrder(i % 2 === 0 ? secondInstance.prisma : world.prisma, {
            orderId: carts[i] ?? 0,
            caller: { uid: member.user.uid },
          }),
        ),
      ),
    ]);
    expect(results.filter((r) => r === 'sold')).toHaveLength(PLACES);
    expect(results.filter((r) => r === 'refused')).toHaveLength(SALES + CHECKOUTS - PLACES);
    expect(await stockOf(world.prisma, slotId)).toBe(0);
    const holding = await world.prisma.orderLine.aggregate({
      where: { diaHoraId: slotId, order: { state: { in: ['Created', 'Complete'] } } },
      _sum: { quantity: true },
    });
    expect(holding._sum.quantity).toBe(PLACES);
    // No desk sale left a cart behind.
    expect(
      await world.prisma.order.count({ where: { state: 'Cart', soldById: { not: null } } }),
    ).toBe(0);
  });
});
