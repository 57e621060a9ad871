// The débito automático as a member's browser drives it against a listening app with the Mercado
// Pago sandbox (payments-support.ts): turned on, then authorised on the sandbox's page.
import type { App } from '../../src/app.ts';
import request from 'supertest';
import type { SubscriptionStartDto } from '@power-gym/contracts';
import type { PrismaClient, User } from '../../src/generated/prisma/client.ts';
import { checkoutOrder } from '../../src/features/orders/checkout.ts';
import { createdOrder, type PaymentsApp } from '../payments-support.ts';
import { bookings } from './memberships.ts';
import { cartWith } from './orders.ts';
import { signedInUser, type SignedInUser } from './tokens.ts';

/** A Complete order of `quantity` places on the slot, its membership running from now. */
export async function paidMembership(
  prisma: PrismaClient,
  user: User,
  slot: { id: number; activityId: number | null },
  quantity = 1,
): Promise<number> {
  const id = await createdOrder(prisma, user, [
    { diaHoraId: slot.id, activityId: slot.activityId ?? 0, quantity },
  ]);
  await prisma.$transaction((tx) =>
    bookings.completeOrder(tx, id, { id: `pay-${id}`, status: 'approved' }),
  );
  return id;
}

/** 'Activar débito automático': Mercado Pago's page where the member authorises it. */
export async function startDebit(mp: PaymentsApp, member: SignedInUser, orderId: number) {
  const res = await request(mp.baseUrl)
    .post(`/api/order/${orderId}/subscription`)
    .set(member.auth)
    .expect(201);
  const { url } = res.body as SubscriptionStartDto;
  const preapprovalId = new URL(url).searchParams.get('preapproval_id') ?? '';
  return { url, preapprovalId };
}

/** The member authorises it on the sandbox's page; answers where they are sent back. */
export async function authorise(mp: PaymentsApp, url: string): Promise<string> {
  const page = new URL(url);
  const res = await request(mp.baseUrl)
    .post(`${page.pathname}${page.search}`)
    .type('form')
    .send({ decision: 'authorize' })
    .expect(303);
  return res.headers.location as string;
}

/** Turned on and authorised. */
export async function activeDebit(mp: PaymentsApp, member: SignedInUser, orderId: number) {
  const started = await startDebit(mp, member, orderId);
  await authorise(mp, started.url);
  return started;
}

/**
 * A new member's paid membership on the slot, bought through the cart and checkout, with an
 * authorised débito of 5000 written as Mercado Pago would have confirmed it (no sandbox): what the
 * PostgreSQL races start from.
 */
export async function debitedMembership(
  world: { app: App; prisma: PrismaClient },
  slotId: number,
  name: string,
): Promise<{ member: SignedInUser; orderId: number }> {
  const member = await signedInUser(world.prisma, { name });
  const orderId = await cartWith(world.app, member, [{ diaHoraId: slotId, quantity: 1 }]);
  await checkoutOrder(world.prisma, { orderId, caller: { uid: member.user.uid } });
  await world.prisma.$transaction((tx) =>
    bookings.completeOrder(tx, orderId, { id: `pay-${orderId}`, status: 'approved' }),
  );
  await world.prisma.subscription.create({
    data: {
      userId: member.user.id,
      orderId,
      preapprovalId: `pre-${orderId}`,
      authorizeUrl: 'http://localhost/',
      status: 'Active',
      providerStatus: 'Active',
      amount: 5000,
      providerAmount: 5000,
    },
  });
  return { member, orderId };
}
