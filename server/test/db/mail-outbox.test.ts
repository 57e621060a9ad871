// An order mail goes through the outbox as a kind and an order id and is rendered when sent; any
// other mail is rendered when queued (CHECK EmailOutbox_content_check, in the pre-launch baseline
// migration).
import { describe, expect, it } from 'vitest';
import { checkoutOrder } from '../../src/features/orders/checkout.ts';
import { useTestWorld } from '../support/test-world.ts';
import { CHECK_VIOLATION, dbError } from './db-error.ts';

const world = useTestWorld();

async function order() {
  const user = await world.db.prisma.user.create({
    data: { uid: 'mail', email: 'mail@example.com', name: 'M', lastName: 'M' },
  });
  const row = await world.db.prisma.order.create({ data: { userId: user.id } });
  return { user, orderId: row.id };
}

async function expectContentCheck(write: Promise<unknown>): Promise<void> {
  const error = await dbError(write);
  expect(error.sqlState).toBe(CHECK_VIOLATION);
  expect(error.message).toContain('EmailOutbox_content_check');
}

describe('EmailOutbox', () => {
  it('takes an order mail as kind and order, or a mail rendered when queued', async () => {
    const { orderId } = await order();
    const to = 'mail@example.com';
    await world.db.prisma.emailOutbox.create({ data: { to, kind: 'paymentConfirmed', orderId } });
    await world.db.prisma.emailOutbox.create({
      data: { to, subject: 's', html: '<p>h</p>', text: 't' },
    });
    await world.db.prisma.emailOutbox.create({
      data: { to, orderId, subject: 's', html: '<p>h</p>', text: 't' },
    });
    expect(await world.db.prisma.emailOutbox.count()).toBe(3);
  });

  it('refuses an order mail without its kind, a kind without its order, and half a rendering', async () => {
    const { orderId } = await order();
    const to = 'mail@example.com';
    await expectContentCheck(world.db.prisma.emailOutbox.create({ data: { to, orderId } }));
    await expectContentCheck(
      world.db.prisma.emailOutbox.create({ data: { to, kind: 'orderCreated' } }),
    );
    await expectContentCheck(
      world.db.prisma.emailOutbox.create({ data: { to, orderId, subject: 's', html: '<p>h</p>' } }),
    );
  });

  it('gets the order-created mail of a checkout as its kind and order', async () => {
    const { user, orderId } = await order();
    const activity = await world.db.prisma.activity.create({
      data: { name: 'Yoga', image: '/media/y.jpg', description: 'y', price: 1000 },
    });
    const slot = await world.db.prisma.diaHora.create({
      data: { day: 'Lunes', hour: '08:00', capacity: 5, stock: 5, activityId: activity.id },
    });
    await world.db.prisma.orderLine.create({
      data: {
        orderId,
        diaHoraId: slot.id,
        activityId: activity.id,
        quantity: 1,
        unitPrice: 0,
        subtotal: 0,
      },
    });
    await checkoutOrder(world.db.prisma, { orderId, caller: { uid: user.uid } });
    const mails = await world.db.prisma.emailOutbox.findMany({
      select: { to: true, kind: true, orderId: true, subject: true },
    });
    expect(mails).toEqual([{ to: user.email, kind: 'orderCreated', orderId, subject: null }]);
  });
});
