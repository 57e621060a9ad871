// The outbox: a mail is a row written in the caller's transaction, so it exists exactly when the
// change it announces was committed; jobs/mail-sender.ts delivers it. An order mail is queued as
// its kind and the order's id, and rendered from the order when it is sent.
import type { MailKind, Prisma } from '../../generated/prisma/client.ts';
import { orderAddress } from '../order-address.ts';
import { loadOrderMailData } from './order-mail-data.ts';
import {
  membershipExpiredMail,
  membershipReminderMail,
  orderCreatedMail,
  orderRefundedMail,
  paymentConfirmedMail,
  paymentRejectedMail,
  subscriptionChargedMail,
  subscriptionRejectedMail,
  waitlistOfferMail,
  type OrderMailData,
  type RenderedMail,
} from './templates.ts';

export type { OrderMailData, OrderMailLine, RenderedMail } from './templates.ts';

/** The kinds rendered from an order when sent; a legal request's are rendered when queued. */
export type OrderMailKind = Exclude<MailKind, 'legalRequestReceived' | 'legalRequestOutcome'>;

const TEMPLATES: Record<OrderMailKind, (data: OrderMailData) => RenderedMail> = {
  orderCreated: orderCreatedMail,
  paymentConfirmed: paymentConfirmedMail,
  membershipReminder: membershipReminderMail,
  membershipExpired: membershipExpiredMail,
  waitlistOffer: waitlistOfferMail,
  orderRefunded: orderRefundedMail,
  paymentRejected: paymentRejectedMail,
  subscriptionCharged: subscriptionChargedMail,
  subscriptionRejected: subscriptionRejectedMail,
};

/** Queues an order mail, addressed to the order's payer e-mail, or else its buyer's. */
export async function queueOrderMail(
  tx: Prisma.TransactionClient,
  kind: OrderMailKind,
  orderId: number,
): Promise<void> {
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { payerEmail: true, user: { select: { email: true } } },
  });
  await tx.emailOutbox.create({ data: { to: orderAddress(order), kind, orderId } });
}

/**
 * The mail of `kind` for the order as it is now, its links on `publicUrl`; null when the order no
 * longer exists or the kind is not an order's.
 */
export async function renderOrderMail(
  db: Prisma.TransactionClient,
  kind: MailKind,
  orderId: number,
  publicUrl: string,
): Promise<RenderedMail | null> {
  if (!(kind in TEMPLATES)) return null;
  const data = await loadOrderMailData(db, orderId, publicUrl);
  return data ? TEMPLATES[kind as OrderMailKind](data) : null;
}
