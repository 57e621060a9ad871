// The débito automático as a member's browser drives it against a listening app with the Mercado
// Pago sandbox (payments-support.ts): turned on, then authorised on the sandbox's page.
import request from 'supertest';
import type { SubscriptionStartDto } from '@power-gym/contracts';
import type { PrismaClient, User } from '../../src/generated/prisma/client.ts';
import { createdOrder, type PaymentsApp } from '../payments-support.ts';
import { bookings } from './memberships.ts';
import type { SignedInUser } from './tokens.ts';

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
