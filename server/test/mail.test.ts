import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import nodemailer from 'nodemailer';
import { createApp } from '../src/app.ts';
import { enqueueOrderCreatedMail, enqueuePaymentConfirmedMail } from '../src/domain/mail/index.ts';
import type { OrderMailData } from '../src/domain/mail/index.ts';
import { orderCreatedMail, paymentConfirmedMail } from '../src/domain/mail/templates.ts';
import { MAX_ATTEMPTS, retryDelayMs, sendDueMails } from '../src/jobs/mail-sender.ts';
import { Mailbox, startSmtpCatcher, type SmtpCatcher } from '../src/sandbox/smtp-catcher.ts';
import { testConfig } from './support/app.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from './support/database.ts';
import { pino } from 'pino';

const DATA: OrderMailData = {
  to: 'ana@example.com',
  name: '<script>alert(1)</script>',
  lastName: 'López & "Cía"',
  orderId: 42,
  total: '10800.00',
  lines: [
    { activity: 'Yoga <b>', day: 'Lunes', hour: '18:00', quantity: 2, subtotal: 7000 },
    { activity: 'Boxeo', day: 'Miércoles', hour: '19:30', quantity: 1, subtotal: 5000 },
  ],
};

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});

beforeEach(async () => {
  await resetDatabase(db);
});

afterAll(async () => {
  await db?.close();
});

describe('mail templates', () => {
  it('writes the order-created mail in Spanish with every value escaped', () => {
    const mail = orderCreatedMail(DATA);
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
  });

  it('writes the payment-confirmed mail', () => {
    const mail = paymentConfirmedMail(DATA);
    expect(mail.subject).toBe('¡Pago confirmado! Pedido #42');
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain('Total pagado');
  });
});

describe('enqueue', () => {
  it('writes Pending outbox rows inside the caller transaction only', async () => {
    await db.prisma.$transaction(async (tx) => {
      await enqueueOrderCreatedMail(tx, DATA);
      await enqueuePaymentConfirmedMail(tx, DATA);
    });
    await expect(
      db.prisma.$transaction(async (tx) => {
        await enqueueOrderCreatedMail(tx, { ...DATA, orderId: 43 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const rows = await db.prisma.emailOutbox.findMany({ orderBy: { id: 'asc' } });
    expect(rows.map((row) => [row.to, row.subject, row.status, row.attempts])).toEqual([
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

  const enqueue = (data: OrderMailData = DATA) =>
    db.prisma.$transaction((tx) => enqueueOrderCreatedMail(tx, data));

  it('delivers due mails to a real SMTP server and marks them Sent', async () => {
    await enqueue();
    const result = await sendDueMails(db.prisma, transportTo(catcher.port));
    expect(result).toEqual({ sent: 1, failed: 0 });
    const [received] = mailbox.list();
    expect(received?.subject).toBe('Recibimos tu pedido #42');
    expect(received?.to).toEqual(['ana@example.com']);
    expect(received?.from).toContain('no-reply@powergym.com.ar');
    expect(received?.html).toContain('&lt;script&gt;');
    expect(received?.html).not.toContain('<script>');
    expect(received?.text).toContain('Recibimos tu pedido #42');
    const row = await db.prisma.emailOutbox.findFirstOrThrow();
    expect(row).toMatchObject({ status: 'Sent', attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    // Nothing is sent twice.
    expect(await sendDueMails(db.prisma, transportTo(catcher.port))).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(mailbox.list()).toHaveLength(1);
  });

  it('keeps a mail while the SMTP server is down and sends it on a later run', async () => {
    const down = await startSmtpCatcher({ port: 0 });
    const port = down.port;
    await down.close();
    await enqueue();
    const now = new Date();

    expect(await sendDueMails(db.prisma, transportTo(port), now)).toEqual({ sent: 0, failed: 1 });
    const failed = await db.prisma.emailOutbox.findFirstOrThrow();
    expect(failed).toMatchObject({ status: 'Pending', attempts: 1 });
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.sendAfter.getTime()).toBe(now.getTime() + retryDelayMs(1));

    // Not due yet: the next tick leaves it alone.
    expect(
      await sendDueMails(db.prisma, transportTo(port), new Date(now.getTime() + 1000)),
    ).toEqual({ sent: 0, failed: 0 });

    const back = await startSmtpCatcher({ port });
    try {
      const later = new Date(now.getTime() + retryDelayMs(1) + 1);
      expect(await sendDueMails(db.prisma, transportTo(port), later)).toEqual({
        sent: 1,
        failed: 0,
      });
      expect(back.mailbox.list().map((mail) => mail.subject)).toEqual(['Recibimos tu pedido #42']);
      expect(await db.prisma.emailOutbox.findFirstOrThrow()).toMatchObject({
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
    await enqueue();
    await db.prisma.emailOutbox.updateMany({ data: { attempts: MAX_ATTEMPTS - 1 } });
    const failing = { sendMail: () => Promise.reject(new Error('550 mailbox unavailable')) };
    expect(await sendDueMails(db.prisma, failing)).toEqual({ sent: 0, failed: 1 });
    expect(await db.prisma.emailOutbox.findFirstOrThrow()).toMatchObject({
      status: 'Failed',
      attempts: MAX_ATTEMPTS,
      lastError: '550 mailbox unavailable',
    });
    expect(await sendDueMails(db.prisma, failing, new Date(Date.now() + 86_400_000))).toEqual({
      sent: 0,
      failed: 0,
    });
  });

  it('never sends the same mail twice when senders run at once', async () => {
    for (let orderId = 1; orderId <= 12; orderId += 1) await enqueue({ ...DATA, orderId });
    const sent: string[] = [];
    const slow = {
      async sendMail(message: { subject?: string }) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(String(message.subject));
      },
    };
    const results = await Promise.all([
      sendDueMails(db.prisma, slow, new Date(), { batchSize: 5 }),
      sendDueMails(db.prisma, slow, new Date(), { batchSize: 5 }),
      sendDueMails(db.prisma, slow, new Date(), { batchSize: 5 }),
    ]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(12);
    expect(new Set(sent).size).toBe(12);
    expect(sent).toHaveLength(12);
    expect(await db.prisma.emailOutbox.count({ where: { status: 'Sent' } })).toBe(12);
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
      prisma: db.prisma,
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
