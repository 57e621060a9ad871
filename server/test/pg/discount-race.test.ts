// PostgreSQL only: a discount code's last uses raced by many members at once. discount_refusal
// locks a limited code before counting its uses (prisma/functions/discount_refusal.sql), so exactly
// as many checkouts as the limit allows get the code; the others are refused and keep their cart.
import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '@power-gym/contracts';
import { checkoutOrder } from '../../src/features/orders/checkout.ts';
import { HttpError } from '../../src/lib/http-error.ts';
import { cartWith } from '../support/orders.ts';
import { useTestWorld } from '../support/test-world.ts';
import { signedInUser } from '../support/tokens.ts';

const world = useTestWorld({ shop: true, postgres: true });

async function race(members: number, maxUses: number) {
  await world.prisma.descuento.update({ where: { codigo: 'POWER10' }, data: { maxUses } });
  const slot = world.shop.slots.lunes;
  await world.prisma.diaHora.update({
    where: { id: slot.id },
    data: { capacity: members, stock: members },
  });
  const buyers = await Promise.all(
    Array.from({ length: members }, (_, i) => signedInUser(world.prisma, { name: `Socio${i}` })),
  );
  const orderIds = await Promise.all(
    buyers.map((buyer) => cartWith(world.app, buyer, [{ diaHoraId: slot.id, quantity: 1 }])),
  );
  return Promise.all(
    buyers.map((buyer, i) =>
      checkoutOrder(world.prisma, {
        orderId: orderIds[i] ?? 0,
        caller: { uid: buyer.user.uid },
        discountCode: 'POWER10',
      }).then(
        () => 'won',
        (error: unknown) => {
          if (error instanceof HttpError) return error.message;
          throw error; // a deadlock or a timeout fails the test here
        },
      ),
    ),
  );
}

describe('the last uses of a discount code under real concurrency', () => {
  it.each([
    { members: 12, maxUses: 1 },
    { members: 16, maxUses: 5 },
  ])(
    '$members members race for $maxUses uses: exactly $maxUses win',
    async ({ members, maxUses }) => {
      const outcomes = await race(members, maxUses);

      expect(outcomes.filter((outcome) => outcome === 'won')).toHaveLength(maxUses);
      expect(outcomes.filter((outcome) => outcome === ORDER_MESSAGES.discountUsedUp)).toHaveLength(
        members - maxUses,
      );
      expect(
        await world.prisma.order.count({ where: { discountCode: 'POWER10', state: 'Created' } }),
      ).toBe(maxUses);
      // The losers' carts are untouched: still carts, no code.
      expect(await world.prisma.order.count({ where: { state: 'Cart', discountCode: null } })).toBe(
        members, // the losers' carts plus the winners' new empty ones
      );
    },
  );
});
