import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import nodemailer from 'nodemailer';
import { pino } from 'pino';
import { createApp } from '../src/app.ts';
import type { MailKind } from '../src/generated/prisma/client.ts';
import { queueOrderMail, renderOrderMail, type OrderMailKind } from '../src/domain/outbox/index.ts';
import {
  LOCAL_PUBLIC_URL,
  MAX_ATTEMPTS,
  retryDelayMs,
  sendDueMails,
} from '../src/jobs/mail-sender.ts';
import { Mailbox, startSmtpCatcher, type SmtpCatcher } from '../src/sandbox/smtp-catcher.ts';
import { testConfig } from './support/app.ts';
import { useTestWorld } from './support/test-world.ts';

const world = useTestWorld({ shop: true });

/**
 * Order 42 of a buyer whose name needs escaping: two places of 'Yoga <b>' on Monday at 18:00
 * (7000) and one of Boxeo on Wednesday at 19:30 (5000), 10% off: 10800.00. The shop's Pilates
 * and Wednesday slot are renamed and moved for it: a mail says what the rows say when it is sent.
 */
async function insertOrder42(): Promise<void> {
  const { prisma, shop } = world;
  const user = await prisma.user.create({
    data: {
      uid: 'uid-ana',
      email: 'ana@example.com',
      name: '<script>alert(1)</script>',
      lastName: 'López & "Cía"',
    },
  });
  const yoga = await prisma.activity.update({
    where: { id: shop.activities.pilates.id },
    data: { name: 'Yoga <b>' },
  });
  await prisma.diaHora.update({ where: { id: shop.slots.miercoles.id }, data: { hour: '19:30' } });
  const line = (diaHoraId: number, activityId: number, quantity: number, unitPrice: number) => ({
    diaHoraId,
    activityId,
    quantity,
    unitPrice,
    subtotal: quantity * unitPrice,
  });
  await prisma.order.create({
    data: {
      id: 42,
      userId: user.id,
      state: 'Created',
      total: '10800.00',
      discountCode: 'POWER10',
      discountPercent: 10,
      lines: {
        create: [
          line(shop.slots.lunes.id, yoga.id, 2, 3500),
          line(shop.slots.miercoles.id, shop.activities.boxeo.id, 1, 5000),
        ],
      },
    },
  });
}

beforeEach(insertOrder42);

/** Queues order mails in one transaction of their own, as the checkout and the payment do. */
const queue = (kind: OrderMailKind, orderId = 42) =>
  world.prisma.$transaction((tx) => queueOrderMail(tx, kind, orderId));

async function rendered(kind: MailKind, orderId = 42) {
  const mail = await renderOrderMail(world.prisma, kind, orderId, LOCAL_PUBLIC_URL);
  if (!mail) throw new Error(`order ${orderId} missing`);
  return mail;
}

describe('mail templates', () => {
  it('writes the order-created mail in Spanish with every value escaped', async () => {
    const mail = await rendered('orderCreated');
    expect(mail.subject).toBe('Recibimos tu pedido #42');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('López &amp; &quot;Cía&quot;');
    expect(mail.html).toContain('Yoga &lt;b&gt;');
    expect(mail.html).toContain('Miércoles 19:30');
    expect(mail.html).toMatch(/10\.800,00/);
    expect(mail.html).toContain('reservados');
    // The plain-text version carries the same facts, unescaped.
    expect(mail.text).toContain('Hola <script>alert(1)</script> López & "Cía",');
    expect(mail.text).toContain('- Yoga <b>, Lunes 18:00 (x2)');
    expect(mail.text).toMatch(/Total: \$\s?10\.800,00/);
    // Both versions link to 'Compras', where the order and its payment are followed.
    const compras = `${LOCAL_PUBLIC_URL}/sociodashboard?seccion=compras`;
    expect(mail.html).toContain(`<a href="${compras}" style="color:#c8102e">Ver mis compras</a>`);
    expect(mail.text).toContain(`Ver mis compras: ${compras}`);
  });

  it('writes the payment-confirmed mail', async () => {
    const mail = await rendered('paymentConfirmed');
    expect(mail.subject).toBe('¡Pago confirmado! Pedido #42');
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain('Total pagado');
    expect(mail.text).toContain(
      `Ver mis compras: ${LOCAL_PUBLIC_URL}/sociodashboard?seccion=compras`,
    );
  });
});

describe('queueOrderMail', () => {
  it('writes Pending outbox rows inside the caller transaction only', async () => {
    const other = await world.prisma.order.create({
      data: { userId: (await world.prisma.user.findFirstOrThrow()).id },
    });
    await world.prisma.$transaction(async (tx) => {
      await queueOrderMail(tx, 'orderCreated', 42);
      await queueOrderMail(tx, 'paymentConfirmed', 42);
    });
    await expect(
      world.prisma.$transaction(async (tx) => {
        await queueOrderMail(tx, 'orderCreated', other.id);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const rows = await world.prisma.emailOutbox.findMany({ orderBy: { id: 'asc' } });
    expect(rows.map((row) => [row.to, row.kind, row.orderId])).toEqual([
      ['ana@example.com', 'orderCreated', 42],
      ['ana@example.com', 'paymentConfirmed', 42],
    ]);
    // A queued order mail is its kind and its order; the sender renders its subject from them.
    const subjects = await Promise.all(
      rows.map(async (row) =>
        row.kind && row.orderId ? (await rendered(row.kind, row.orderId)).subject : row.subject,
      ),
    );
    expect(rows.map((row, i) => [row.to, subjects[i], row.status, row.attempts])).toEqual([
      ['ana@example.com', 'Recibimos tu pedido #42', 'Pending', 0],
      ['ana@example.com', '¡Pago confirmado! Pedido #42', 'Pending', 0],
    ]);
  });
});

describe('sendDueMails', () => {
  let catcher: SmtpCatcher;
  const mailbox = new Mailbox();

  beforeAll(async () => {
    catcher = await startSmtpCatcher({ port: 0, mailbox });
  });

  afterAll(async () => {
    await catcher?.close();
  });

  beforeEach(() => mailbox.clear());

  const transportTo = (port: number) =>
    nodemailer.createTransport(
      { host: '127.0.0.1', port, secure: false, connectionTimeout: 2000, greetingTimeout: 2000 },
      { from: 'Power Gym <no-reply@powergym.com.ar>' },
    );

  it('delivers due mails to a real SMTP server and marks them Sent', async () => {
    await queue('orderCreated');
    const result = await sendDueMails(world.prisma, transportTo(catcher.port));
    expect(result).toEqual({ sent: 1, failed: 0 });
    const [received] = mailbox.list();
    expect(received?.subject).toBe('Recibimos tu pedido #42');
    expect(received?.to).toEqual(['ana@example.com']);
    expect(received?.from).toContain('no-reply@powergym.com.ar');
    expect(received?.html).toContain('&lt;script&gt;');
    expect(received?.html).not.toContain('<script>');
    expect(received?.text).toContain('Recibimos tu pedido #42');
    const row = await world.prisma.emailOutbox.findFirstOrThrow();
    expect(row).toMatchObject({ status: 'Sent', attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    // Nothing is sent twice.
    expect(await sendDueMails(world.prisma, transportTo(catcher.port))).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(mailbox.list()).toHaveLength(1);
  });

  it('keeps a mail while the SMTP server is down and sends it on a later run', async () => {
    const down = await startSmtpCatcher({ port: 0 });
    const port = down.port;
    await down.close();
    await queue('orderCreated');
    const now = new Date();

    expect(await sendDueMails(world.prisma, transportTo(port), now)).toEqual({
      sent: 0,
      failed: 1,
    });
    const failed = await world.prisma.emailOutbox.findFirstOrThrow();
    expect(failed).toMatchObject({ status: 'Pending', attempts: 1 });
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.sendAfter.getTime()).toBe(now.getTime() + retryDelayMs(1));

    // Not due yet: the next tick leaves it alone.
    expect(
      await sendDueMails(world.prisma, transportTo(port), new Date(now.getTime() + 1000)),
    ).toEqual({ sent: 0, failed: 0 });

    const back = await startSmtpCatcher({ port });
    try {
      const later = new Date(now.getTime() + retryDelayMs(1) + 1);
      expect(await sendDueMails(world.prisma, transportTo(port), later)).toEqual({
        sent: 1,
        failed: 0,
      });
      expect(back.mailbox.list().map((mail) => mail.subject)).toEqual(['Recibimos tu pedido #42']);
      expect(await world.prisma.emailOutbox.findFirstOrThrow()).toMatchObject({
        status: 'Sent',
        attempts: 2,
      });
    } finally {
      await back.close();
    }
  });

  it('backs off exponentially and gives up after the last attempt', async () => {
    expect([1, 2, 3, 7, 20].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 1_800_000, 1_800_000,
    ]);
    await queue('orderCreated');
    await world.prisma.emailOutbox.updateMany({ data: { attempts: MAX_ATTEMPTS - 1 } });
    const failing = { sendMail: () => Promise.reject(new Error('550 mailbox unavailable')) };
    expect(await sendDueMails(world.prisma, failing)).toEqual({ sent: 0, failed: 1 });
    expect(await world.prisma.emailOutbox.findFirstOrThrow()).toMatchObject({
      status: 'Failed',
      attempts: MAX_ATTEMPTS,
      lastError: '550 mailbox unavailable',
    });
    expect(await sendDueMails(world.prisma, failing, new Date(Date.now() + 86_400_000))).toEqual({
      sent: 0,
      failed: 0,
    });
  });

  it('never sends the same mail twice when senders run at once', async () => {
    const buyer = await world.prisma.user.findFirstOrThrow();
    for (let n = 1; n <= 12; n += 1) {
      const order = await world.prisma.order.create({
        data: { userId: buyer.id, state: 'Created' },
      });
      await queue('orderCreated', order.id);
    }
    const sent: string[] = [];
    const slow = {
      async sendMail(message: { subject?: string }) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(String(message.subject));
      },
    };
    const results = await Promise.all([
      sendDueMails(world.prisma, slow, new Date(), { batchSize: 5 }),
      sendDueMails(world.prisma, slow, new Date(), { batchSize: 5 }),
      sendDueMails(world.prisma, slow, new Date(), { batchSize: 5 }),
    ]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(12);
    expect(new Set(sent).size).toBe(12);
    expect(sent).toHaveLength(12);
    expect(await world.prisma.emailOutbox.count({ where: { status: 'Sent' } })).toBe(12);
  });
});

describe('demo mail viewer', () => {
  const mailbox = new Mailbox();
  mailbox.add({
    receivedAt: new Date().toISOString(),
    envelopeTo: ['ana@example.com'],
    from: 'Power Gym <no-reply@powergym.com.ar>',
    to: ['ana@example.com'],
    subject: 'Recibimos tu pedido #7 <b>',
    text: 'Hola',
    html: '<p>Hola <script>alert(1)</script></p>',
  });
  const app = (env: Record<string, string> = {}, withMailbox = true) =>
    createApp({
      prisma: world.prisma,
      config: testConfig(env),
      logger: pino({ level: 'silent' }),
      ...(withMailbox ? { mailbox } : {}),
    });

  it('lists the captured mails as JSON and HTML while the catcher is in use', async () => {
    const res = await request(app()).get('/api/dev/mails').expect(200);
    expect(res.body).toEqual([
      expect.objectContaining({
        id: 1,
        subject: 'Recibimos tu pedido #7 <b>',
        to: ['ana@example.com'],
      }),
    ]);
    const list = await request(app()).get('/dev/mails').expect(200);
    expect(list.text).toContain('Recibimos tu pedido #7 &lt;b&gt;');
    const one = await request(app()).get('/dev/mails/1').expect(200);
    expect(one.text).toContain('<iframe');
    const html = await request(app()).get('/dev/mails/1/html').expect(200);
    expect(html.headers['content-security-policy']).toMatch(/^sandbox;/);
    await request(app()).get('/dev/mails/99').expect(404);
  });

  it('does not exist without the catcher or in production', async () => {
    await request(app({}, false)).get('/api/dev/mails').expect(404);
    const production = app({ NODE_ENV: 'production', ALLOW_EMULATORS: 'true' });
    await request(production).get('/api/dev/mails').expect(404);
    const page = await request(production).get('/dev/mails');
    expect(page.text).not.toContain('Recibimos tu pedido');
  });
});
