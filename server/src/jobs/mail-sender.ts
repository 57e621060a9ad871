// Delivers the EmailOutbox. Rows are claimed with FOR UPDATE SKIP LOCKED and leased (sendAfter
// pushed ahead) before the SMTP call, so several instances never send the same mail and no
// database lock is held while talking to the SMTP server. A crash mid-send retries after the lease.
// An order mail is a kind and an order id, rendered here from the order as it is when sent.
import nodemailer from 'nodemailer';
import type { SendMailOptions } from 'nodemailer';
import type { MailConfig } from '../config.ts';
import type { MailKind, PrismaClient } from '../generated/prisma/client.ts';
import { renderOrderMail, type RenderedMail } from '../domain/outbox/index.ts';
import { startPeriodicJob, type PeriodicJob } from './periodic-job.ts';
import type { Logger } from '../lib/logger.ts';

/** What the sender needs from a nodemailer transporter (tests may pass their own). */
export interface MailTransport {
  sendMail(message: SendMailOptions): Promise<unknown>;
}

/** PUBLIC_URL's default (config.ts): the links of mails sent without one. */
export const LOCAL_PUBLIC_URL = 'http://localhost:3001';

export interface SendDueMailsOptions {
  batchSize?: number;
  maxAttempts?: number;
  /** How long a claimed row stays invisible to other senders. */
  leaseMs?: number;
  /** Sender address when the transport has no default `from`. */
  from?: string;
  /** The app's address for the links in a mail (PUBLIC_URL); the local default otherwise. */
  publicUrl?: string;
}

export interface SendResult {
  sent: number;
  failed: number;
}

export const MAX_ATTEMPTS = 10;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 30 * 60_000;

/** 30 s after the first failure, doubling up to 30 min. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), MAX_RETRY_MS);
}

interface ClaimedMail {
  id: number;
  to: string;
  subject: string | null;
  html: string | null;
  text: string | null;
  kind: MailKind | null;
  orderId: number | null;
  attempts: number;
}

/** The mail's subject and bodies: rendered now from its order, or as queued (rows from before kinds). */
async function contentOf(
  prisma: PrismaClient,
  mail: ClaimedMail,
  publicUrl: string,
): Promise<RenderedMail> {
  if (mail.kind !== null && mail.orderId !== null) {
    const rendered = await renderOrderMail(prisma, mail.kind, mail.orderId, publicUrl);
    if (rendered) return rendered;
  } else if (mail.subject !== null && mail.html !== null && mail.text !== null) {
    return { subject: mail.subject, html: mail.html, text: mail.text };
  }
  throw new Error(`Outbox mail ${mail.id} has neither content nor an order`);
}

async function claimDueMails(
  prisma: PrismaClient,
  now: Date,
  batchSize: number,
  leaseMs: number,
): Promise<ClaimedMail[]> {
  const leaseUntil = new Date(now.getTime() + leaseMs);
  // Timestamps travel as text and are cast, so the session time zone never matters
  // (the columns are UTC wall-clock 'timestamp(3)', as Prisma writes them).
  return prisma.$transaction(
    (tx) =>
      tx.$queryRaw<ClaimedMail[]>`
      UPDATE "EmailOutbox"
         SET "sendAfter" = ${leaseUntil.toISOString()}::timestamp(3),
             "attempts" = "attempts" + 1,
             "updatedAt" = ${now.toISOString()}::timestamp(3)
       WHERE "id" IN (
         SELECT "id" FROM "EmailOutbox"
          WHERE "status" = 'Pending'::"OutboxStatus"
            AND "sendAfter" <= ${now.toISOString()}::timestamp(3)
          ORDER BY "sendAfter", "id"
          LIMIT ${batchSize}
          FOR UPDATE SKIP LOCKED)
      RETURNING "id", "to", "subject", "html", "text", "kind"::text AS "kind", "orderId", "attempts"`,
  );
}

function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 1000);
}

/** Sends every due Pending mail once; failures are rescheduled with backoff. */
export async function sendDueMails(
  prisma: PrismaClient,
  transport: MailTransport,
  now: Date = new Date(),
  options: SendDueMailsOptions = {},
): Promise<SendResult> {
  const {
    batchSize = 20,
    maxAttempts = MAX_ATTEMPTS,
    leaseMs = 5 * 60_000,
    from,
    publicUrl = LOCAL_PUBLIC_URL,
  } = options;
  const mails = await claimDueMails(prisma, now, batchSize, leaseMs);
  const result: SendResult = { sent: 0, failed: 0 };
  for (const mail of mails) {
    try {
      await transport.sendMail({
        ...(from === undefined ? {} : { from }),
        to: mail.to,
        ...(await contentOf(prisma, mail, publicUrl)),
      });
      await prisma.emailOutbox.update({
        where: { id: mail.id },
        data: { status: 'Sent', sentAt: new Date(), lastError: null },
      });
      result.sent += 1;
    } catch (error) {
      const givingUp = mail.attempts >= maxAttempts;
      await prisma.emailOutbox.update({
        where: { id: mail.id },
        data: {
          status: givingUp ? 'Failed' : 'Pending',
          lastError: describeError(error),
          sendAfter: new Date(now.getTime() + retryDelayMs(mail.attempts)),
        },
      });
      result.failed += 1;
    }
  }
  return result;
}

/** A nodemailer transporter for SMTP_URL (or the catcher), with short timeouts and the From. */
export function createMailTransport(mail: MailConfig, catcherUrl?: string): MailTransport {
  const url = mail.smtpUrl ?? catcherUrl;
  if (url === undefined) throw new Error('No SMTP server: set SMTP_URL or start the catcher');
  return nodemailer.createTransport(
    {
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    },
    { from: mail.from },
  );
}

export type MailSender = PeriodicJob;

export interface MailSenderOptions {
  prisma: PrismaClient;
  transport: MailTransport;
  logger: Logger;
  publicUrl: string;
  intervalMs?: number;
}

/** Runs sendDueMails every few seconds (the first run is immediate). */
export function startMailSender({
  prisma,
  transport,
  logger,
  publicUrl,
  intervalMs = 5_000,
}: MailSenderOptions): MailSender {
  return startPeriodicJob('mail sender', intervalMs, logger, async () => {
    const { sent, failed } = await sendDueMails(prisma, transport, new Date(), { publicUrl });
    if (sent > 0 || failed > 0) logger.info({ sent, failed }, 'outbox mails processed');
  });
}
