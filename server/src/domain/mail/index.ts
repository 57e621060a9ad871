// The mail API other domain code calls: it only writes outbox rows, inside the caller's
// transaction, so a mail exists exactly when the change it announces was committed.
// jobs/mail-sender.ts delivers them.
import type { Prisma } from '../../generated/prisma/client.ts';
import { loadOrderMailData } from './order-mail-data.ts';
import {
  orderCreatedMail,
  paymentConfirmedMail,
  type OrderMailData,
  type RenderedMail,
} from './templates.ts';

export type { OrderMailData, OrderMailLine, RenderedMail } from './templates.ts';
export { orderCreatedMail, paymentConfirmedMail, formatPesos } from './templates.ts';
export { escapeHtml } from './escape.ts';
export { loadOrderMailData } from './order-mail-data.ts';

export async function enqueueMail(
  tx: Prisma.TransactionClient,
  to: string,
  mail: RenderedMail,
): Promise<void> {
  await tx.emailOutbox.create({
    data: { to, subject: mail.subject, html: mail.html, text: mail.text },
  });
}

export async function enqueueOrderCreatedMail(
  tx: Prisma.TransactionClient,
  data: OrderMailData,
): Promise<void> {
  await enqueueMail(tx, data.to, orderCreatedMail(data));
}

export async function enqueuePaymentConfirmedMail(
  tx: Prisma.TransactionClient,
  data: OrderMailData,
): Promise<void> {
  await enqueueMail(tx, data.to, paymentConfirmedMail(data));
}

/** Queues the payment-confirmed mail of an order, built from the database; false if no order. */
export async function queuePaymentConfirmedMail(
  tx: Prisma.TransactionClient,
  orderId: number,
): Promise<boolean> {
  const data = await loadOrderMailData(tx, orderId);
  if (!data) return false;
  await enqueuePaymentConfirmedMail(tx, data);
  return true;
}
