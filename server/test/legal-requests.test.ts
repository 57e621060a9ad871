// 'Botón de arrepentimiento' and 'Botón de baja' (issue 34): the public forms answer alike for
// anyone, the typed address gets the code and a single-use link, and confirming it refunds the
// order through the admin's refund path (Mercado Pago's sandbox over HTTP) or ends the member's
// débitos and pending renewals; the admin lists the requests and answers the ones that wait.
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import {
  formatGymDateTime,
  LEGAL_REQUEST_CODE_PATTERN,
  LEGAL_REQUEST_MESSAGES,
  type LegalRequestDto,
  type LegalRequestOutcomeDto,
  type OrderDto,
} from '@power-gym/contracts';
import type { DiaHora } from '../src/generated/prisma/client.ts';
import { buildApp } from './support/app.ts';
import { activeDebit } from './support/debits.ts';
import { authEnv, type SignedInUser } from './support/tokens.ts';
import {
  createdOrder,
  startPaymentsApp,
  webhookHeaders,
  type PaymentsApp,
} from './payments-support.ts';
import { useTestWorld } from './support/test-world.ts';

const world = useTestWorld({ members: ['Ana', 'Juan'], admin: true });
const DAY = 86_400_000;
let mp: PaymentsApp;
let slot: DiaHora;

const api = () => request(mp.baseUrl);
/** Ana's address, as her account has it (lower case). */
const anas = () => world.ana.user.email;
const orderOf = (id: number) => world.prisma.order.findUniqueOrThrow({ where: { id } });
const stock = async () =>
  (await world.prisma.diaHora.findUniqueOrThrow({ where: { id: slot.id } })).stock;
const requestOf = (code: string) =>
  world.prisma.legalRequest.findUniqueOrThrow({ where: { code } });

function notify(paymentId: string) {
  return api()
    .post(`/api/mercadopago/webhook?data.id=${paymentId}&type=payment&source_news=webhooks`)
    .set(webhookHeaders(mp.config.mercadoPago.webhookSecret, paymentId))
    .send({ action: 'payment.updated', type: 'payment', data: { id: paymentId } });
}

/** A place on the slot, paid at the sandbox and notified: a Complete order with a membership. */
async function paidOrder(member: SignedInUser = world.ana) {
  const id = await createdOrder(world.prisma, member.user, [
    { diaHoraId: slot.id, activityId: slot.activityId ?? 0, quantity: 1 },
  ]);
  const payment = mp.sandbox.store.addPayment({
    status: 'approved',
    externalReference: String(id),
    amount: 4000,
    notificationUrl: `${mp.baseUrl}/api/mercadopago/webhook?source_news=webhooks`,
  });
  await notify(payment.id).expect(200);
  expect(await orderOf(id)).toMatchObject({ state: 'Complete', membership: 'Active' });
  return { id, paymentId: payment.id };
}

const arrepentimiento = (email: string, orderId: number | string) =>
  api().post('/api/arrepentimiento').send({ email, orderId });
const baja = (email: string) => api().post('/api/baja').send({ email });

/** The received mail of a request: its text and the token of its link. */
async function receivedMail(code: string) {
  const mail = await world.prisma.emailOutbox.findFirstOrThrow({
    where: { kind: 'legalRequestReceived', subject: { contains: code } },
  });
  const link = new RegExp(
    `${mp.config.publicUrl}/solicitudes/${code}/confirmar\\?token=([A-Za-z0-9_-]{43})`,
  ).exec(mail.text ?? '');
  if (!link?.[1]) throw new Error(`no confirm link in ${mail.text ?? ''}`);
  return { mail, token: link[1] };
}

const confirm = (code: string, token: string) =>
  api().post(`/api/solicitudes/${code}/confirm`).send({ token });

/** Sent and confirmed through the mailed link: the outcome. */
async function confirmed(send: () => request.Test): Promise<LegalRequestOutcomeDto> {
  const { code } = (await send().expect(202)).body as { code: string };
  const { token } = await receivedMail(code);
  return (await confirm(code, token).expect(200)).body as LegalRequestOutcomeDto;
}

/** Room for several buyers. */
const roomySlot = () =>
  world.prisma.diaHora.update({ where: { id: slot.id }, data: { capacity: 5, stock: 5 } });

const outcomeMails = (code: string) =>
  world.prisma.emailOutbox.findMany({
    where: { kind: 'legalRequestOutcome', subject: { contains: code } },
  });

beforeAll(async () => {
  mp = await startPaymentsApp(world.prisma, {
    ...authEnv(),
    PAYMENT_RATE_LIMIT: '1000',
    LEGAL_REQUEST_RATE_LIMIT: '1000',
  });
});
afterEach(() => mp.sandbox.settled());
afterAll(async () => {
  await mp?.close();
});

beforeEach(async () => {
  const activity = await world.prisma.activity.create({
    data: { name: 'Funcional', image: '/f.jpg', description: 'Funcional', price: 4000 },
  });
  slot = await world.prisma.diaHora.create({
    data: { day: 'Martes', hour: '20:00', capacity: 1, stock: 1, activityId: activity.id },
  });
});

describe('the forms', () => {
  it('answer alike whether or not the address or the order exists, and always mail the address typed', async () => {
    const { id } = await paidOrder();
    const ana = anas();
    const sends = [
      () => arrepentimiento(anas().toUpperCase(), id),
      () => arrepentimiento('nadie@example.com', id),
      () => arrepentimiento(anas(), id + 1000),
      () => arrepentimiento('nadie@example.com', 999_999),
      () => baja(anas()),
      () => baja('nadie@example.com'),
    ];
    const answers = [];
    for (const send of sends) answers.push(await send());
    for (const res of answers) {
      expect(res.status).toBe(202);
      expect(Object.keys(res.body as object)).toEqual(['code']);
      expect((res.body as { code: string }).code).toMatch(LEGAL_REQUEST_CODE_PATTERN);
    }
    const codes = answers.map((res) => (res.body as { code: string }).code);
    expect(new Set(codes).size).toBe(codes.length);
    const rows = await world.prisma.legalRequest.findMany({ orderBy: { id: 'asc' } });
    expect(rows.map((row) => [row.kind, row.email, row.state])).toEqual([
      ['Arrepentimiento', ana, 'SinConfirmar'],
      ['Arrepentimiento', 'nadie@example.com', 'SinConfirmar'],
      ['Arrepentimiento', ana, 'SinConfirmar'],
      ['Arrepentimiento', 'nadie@example.com', 'SinConfirmar'],
      ['Baja', ana, 'SinConfirmar'],
      ['Baja', 'nadie@example.com', 'SinConfirmar'],
    ]);
    const mails = await world.prisma.emailOutbox.findMany({
      where: { kind: 'legalRequestReceived' },
      orderBy: { id: 'asc' },
    });
    expect(mails.map((mail) => mail.to)).toEqual(rows.map((row) => row.email));
    // Nothing happened to the order.
    expect(await orderOf(id)).toMatchObject({ state: 'Complete', membership: 'Active' });
  });

  it("mail the code and a single-use link; the database keeps only the token's hash", async () => {
    const { id } = await paidOrder();
    const { code } = (await arrepentimiento(anas(), id).expect(202)).body as { code: string };
    const { mail, token } = await receivedMail(code);
    expect(mail.to).toBe(anas());
    expect(mail.subject).toBe(`Confirmá tu solicitud de arrepentimiento ${code}`);
    expect(mail.text).toContain(`El código de tu solicitud es ${code}.`);
    expect(mail.text).toContain(`compra N° ${id}`);
    expect(mail.text).toContain('vence en 72 horas');
    expect(mail.html).toContain(`/solicitudes/${code}/confirmar?token=${token}`);
    const row = await requestOf(code);
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    const hours = (row.tokenExpiresAt.getTime() - row.createdAt.getTime()) / 3_600_000;
    expect(hours).toBe(72);
  });

  it('refuse bad input with a Spanish message and store nothing', async () => {
    const bad = [
      arrepentimiento('no-es-un-mail', 5),
      arrepentimiento(anas(), 0),
      arrepentimiento(anas(), 'abc'),
      api().post('/api/arrepentimiento').send({ email: anas() }),
      api().post('/api/baja').send({ email: anas(), extra: 1 }),
      api().post('/api/baja').send({}),
    ];
    for (const res of await Promise.all(bad)) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'Los datos enviados no son válidos' });
      expect(Object.keys((res.body as { fields: object }).fields).length).toBeGreaterThan(0);
    }
    expect(await world.prisma.legalRequest.count()).toBe(0);
    expect(await world.prisma.emailOutbox.count({ where: { kind: 'legalRequestReceived' } })).toBe(
      0,
    );
  });

  it('are rate limited per address and per e-mail typed', async () => {
    const app = buildApp(
      world.prisma,
      authEnv({ LEGAL_REQUEST_RATE_LIMIT: '3', TRUST_PROXY: 'true' }),
    );
    const from = (ip: string, email: string) =>
      request(app).post('/api/baja').set('X-Forwarded-For', ip).send({ email });
    // One address, three mailboxes: the fourth request is refused.
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      await from('10.0.0.1', email).expect(202);
    }
    const byAddress = await from('10.0.0.1', 'd@example.com').expect(429);
    expect(byAddress.body).toEqual({ error: LEGAL_REQUEST_MESSAGES.tooManyRequests });
    // One mailbox from many addresses (any case): the fourth is refused too.
    for (const ip of ['10.0.1.1', '10.0.1.2', '10.0.1.3']) {
      await from(ip, 'Victima@Example.com').expect(202);
    }
    await from('10.0.1.4', 'victima@example.com').expect(429);
    await from('10.0.1.5', 'otra@example.com').expect(202);
    expect(await world.prisma.legalRequest.count()).toBe(7);
  });
});

describe('confirming an arrepentimiento', () => {
  it('within 10 days refunds in full, frees the place for the waitlist, cancels the débito, mails', async () => {
    const { id, paymentId } = await paidOrder();
    const { preapprovalId } = await activeDebit(mp, world.ana, id);
    await api().post(`/api/diahora/${slot.id}/waitlist`).set(world.juan.auth).send({}).expect(201);

    const outcome = await confirmed(() => arrepentimiento(` ${anas().toUpperCase()} `, id));
    expect(outcome).toEqual({
      code: expect.stringMatching(LEGAL_REQUEST_CODE_PATTERN) as string,
      kind: 'Arrepentimiento',
      state: 'Resuelta',
      reason: null,
      orderId: id,
      endings: [],
    });
    expect(await orderOf(id)).toMatchObject({ state: 'Refunded', membership: 'Expired' });
    expect(mp.sandbox.store.payment(paymentId)?.status).toBe('refunded');
    // The place went to Juan, first in line.
    expect(await stock()).toBe(0);
    const [entry] = await world.prisma.waitlistEntry.findMany({
      where: { userId: world.juan.user.id },
    });
    expect(entry?.offerOrderId).not.toBeNull();
    // The débito is cancelled here and at Mercado Pago.
    expect(
      await world.prisma.subscription.findUniqueOrThrow({ where: { preapprovalId } }),
    ).toMatchObject({ status: 'Cancelled', providerStatus: 'Cancelled' });
    expect(mp.sandbox.store.preapproval(preapprovalId)?.status).toBe('cancelled');

    const row = await requestOf(outcome.code);
    expect(row).toMatchObject({ state: 'Resuelta', userId: world.ana.user.id });
    expect(row.confirmedAt).not.toBeNull();
    expect(row.resolvedAt).not.toBeNull();
    const [mail] = await outcomeMails(outcome.code);
    expect(mail?.to).toBe(anas());
    expect(mail?.subject).toBe(`Tu solicitud de arrepentimiento ${outcome.code}: resuelta`);
    expect(mail?.text).toContain(`Reembolsamos la compra N° ${id} por completo`);
    expect(
      await world.prisma.emailOutbox.count({ where: { orderId: id, kind: 'orderRefunded' } }),
    ).toBe(1);
  });

  it('counts 10 calendar days from the payment in Buenos Aires; later it waits for the admin', async () => {
    await roomySlot();
    const { id } = await paidOrder();
    // Paid 10 days before today, at 23:30 in Buenos Aires: still in time today.
    const inTime = await paidOrder(world.juan);
    const today = new Date();
    const local = new Date(today.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
    const tenDaysAgo = new Date(Date.parse(`${local}T23:30:00-03:00`) - 10 * DAY);
    await world.prisma.order.update({ where: { id: inTime.id }, data: { paidAt: tenDaysAgo } });
    const juanEmail = world.juan.user.email;
    expect(await confirmed(() => arrepentimiento(juanEmail, inTime.id))).toMatchObject({
      state: 'Resuelta',
      reason: null,
    });

    await world.prisma.order.update({
      where: { id },
      data: { paidAt: new Date(Date.parse(`${local}T00:30:00-03:00`) - 11 * DAY) },
    });
    const late = await confirmed(() => arrepentimiento(anas(), id));
    expect(late).toMatchObject({ state: 'Confirmada', reason: LEGAL_REQUEST_MESSAGES.late });
    expect(await orderOf(id)).toMatchObject({ state: 'Complete', membership: 'Active' });
    const [mail] = await outcomeMails(late.code);
    expect(mail?.subject).toBe(
      `Tu solicitud de arrepentimiento ${late.code}: la revisa la administración`,
    );
    expect(mail?.text).toContain(LEGAL_REQUEST_MESSAGES.late);
  });

  it('refuses an order that is not a paid one of that address; an already refunded one is resolved', async () => {
    await roomySlot();
    const paid = await paidOrder();
    const unpaid = await createdOrder(world.prisma, world.juan.user, [
      { diaHoraId: slot.id, activityId: slot.activityId ?? 0, quantity: 1 },
    ]);
    const noMatch = { state: 'Rechazada', reason: LEGAL_REQUEST_MESSAGES.noMatchingOrder };
    const juans = world.juan.user.email;
    expect(await confirmed(() => arrepentimiento(juans, paid.id))).toMatchObject(noMatch);
    expect(await confirmed(() => arrepentimiento(anas(), 424_242))).toMatchObject(noMatch);
    expect(await confirmed(() => arrepentimiento(juans, unpaid))).toMatchObject(noMatch);
    expect(await orderOf(paid.id)).toMatchObject({ state: 'Complete' });
    expect(await orderOf(unpaid)).toMatchObject({ state: 'Created' });

    await api()
      .put(`/api/order/${paid.id}`)
      .set(world.admin.auth)
      .send({ state: 'Canceled' })
      .expect(200);
    const refunded = await confirmed(() => arrepentimiento(anas(), paid.id));
    expect(refunded).toMatchObject({
      state: 'Resuelta',
      reason: LEGAL_REQUEST_MESSAGES.alreadyRefunded,
    });
    expect(
      await world.prisma.emailOutbox.count({ where: { orderId: paid.id, kind: 'orderRefunded' } }),
    ).toBe(1);
  });

  it('keeps it for the admin when Mercado Pago cannot refund, with the reason; the admin resolves it', async () => {
    const { id, paymentId } = await paidOrder();
    mp.sandbox.store.updatePayment(paymentId, 'in_mediation');
    const outcome = await confirmed(() => arrepentimiento(anas(), id));
    expect(outcome).toMatchObject({
      state: 'Confirmada',
      reason: LEGAL_REQUEST_MESSAGES.refundFailed,
    });
    expect(await orderOf(id)).toMatchObject({ state: 'Complete', membership: 'Active' });

    // Still refused at Mercado Pago: the admin hears 502 and nothing changes.
    const resolve = () =>
      api()
        .put(`/api/solicitudes/${outcome.code}`)
        .set(world.admin.auth)
        .send({ state: 'Resuelta' });
    await resolve().expect(502);
    expect(await requestOf(outcome.code)).toMatchObject({ state: 'Confirmada' });

    mp.sandbox.store.updatePayment(paymentId, 'approved');
    const res = await resolve().expect(200);
    expect(res.body as LegalRequestDto).toMatchObject({
      code: outcome.code,
      state: 'Resuelta',
      reason: null,
      member: { id: world.ana.user.id },
    });
    expect(await orderOf(id)).toMatchObject({ state: 'Refunded' });
    expect(mp.sandbox.store.payment(paymentId)?.status).toBe('refunded');
    const mails = await outcomeMails(outcome.code);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Tu solicitud de arrepentimiento ${outcome.code}: la revisa la administración`,
      `Tu solicitud de arrepentimiento ${outcome.code}: resuelta`,
    ]);
  });
});

describe('the confirm link', () => {
  it('refuses a wrong, unknown or expired token with the same message; a second confirm answers the same', async () => {
    const { id } = await paidOrder();
    const { code } = (await arrepentimiento(anas(), id).expect(202)).body as { code: string };
    const { token } = await receivedMail(code);
    const other = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const invalid = { error: LEGAL_REQUEST_MESSAGES.linkInvalid };
    expect((await confirm(code, other).expect(400)).body).toEqual(invalid);
    expect((await confirm('PG-0000000000', token).expect(400)).body).toEqual(invalid);
    const malformed = await confirm(code, 'corto').expect(400);
    expect((malformed.body as { fields: Record<string, string> }).fields.token).toBe(
      LEGAL_REQUEST_MESSAGES.linkInvalid,
    );
    const badCode = await api().post('/api/solicitudes/PG-IIII/confirm').send({ token });
    expect(badCode.status).toBe(400);
    expect(await requestOf(code)).toMatchObject({ state: 'SinConfirmar' });

    await world.prisma.legalRequest.update({
      where: { code },
      data: { tokenExpiresAt: new Date(Date.now() - 1000) },
    });
    expect((await confirm(code, token).expect(410)).body).toEqual(invalid);
    expect(await orderOf(id)).toMatchObject({ state: 'Complete' });

    await world.prisma.legalRequest.update({
      where: { code },
      data: { tokenExpiresAt: new Date(Date.now() + DAY) },
    });
    const first = (await confirm(code, token).expect(200)).body as LegalRequestOutcomeDto;
    const second = (await confirm(code, token).expect(200)).body as LegalRequestOutcomeDto;
    expect(second).toEqual(first);
    expect(first.state).toBe('Resuelta');
    expect(await outcomeMails(code)).toHaveLength(1);
    // Used and then expired, it still shows its outcome; a wrong token still does not.
    await world.prisma.legalRequest.update({
      where: { code },
      data: { tokenExpiresAt: new Date(Date.now() - 1000) },
    });
    expect((await confirm(code, token).expect(200)).body).toEqual(first);
    await confirm(code, other).expect(400);
  });

  it('two confirms at once: one refund, one outcome', async () => {
    const { id } = await paidOrder();
    const { code } = (await arrepentimiento(anas(), id).expect(202)).body as { code: string };
    const { token } = await receivedMail(code);
    const [a, b] = await Promise.all([confirm(code, token), confirm(code, token)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body).toEqual(b.body);
    expect(
      await world.prisma.emailOutbox.count({ where: { orderId: id, kind: 'orderRefunded' } }),
    ).toBe(1);
    expect(await outcomeMails(code)).toHaveLength(1);
  });
});

/** The last Martes 20:00 in Buenos Aires (23:00 UTC, no summer time) before `end`. */
function lastTuesdayClassBefore(end: Date): Date {
  const at = new Date(end);
  at.setUTCHours(23, 0, 0, 0);
  while (at.getUTCDay() !== 2 || at >= end) at.setUTCDate(at.getUTCDate() - 1);
  return at;
}

/** The Buenos Aires day of a class at 23:00 UTC: the same date, as a DATE column holds it. */
const gymDay = (at: Date) => new Date(`${at.toISOString().slice(0, 10)}T00:00:00Z`);

describe('confirming a baja', () => {
  it("cancels the member's débitos and pending renewals; memberships run to their end", async () => {
    await roomySlot();
    const first = await paidOrder();
    const second = await paidOrder();
    const { preapprovalId } = await activeDebit(mp, world.ana, first.id);
    const renewal = await api().post(`/api/order/${second.id}/renew`).set(world.ana.auth).send({});
    expect(renewal.status).toBe(201);
    const renewalId = (renewal.body as OrderDto).id;
    const juans = await paidOrder(world.juan);
    const juansDebit = await activeDebit(mp, world.juan, juans.id);
    const stockBefore = await stock();

    // The last Martes 20:00 before the end is closed (the admin's closure): the class before it,
    // opened explicitly so a feriado cannot move it, is the last one.
    const end = (await orderOf(first.id)).periodEnd ?? new Date();
    const closedTuesday = lastTuesdayClassBefore(end);
    const lastClassAt = new Date(closedTuesday.getTime() - 7 * DAY);
    await world.prisma.closureOverride.createMany({
      data: [
        { date: gymDay(closedTuesday), closed: true, reason: 'Mantenimiento' },
        { date: gymDay(lastClassAt), closed: false, reason: 'Abierto' },
      ],
    });

    const outcome = await confirmed(() => baja(` ${anas().toUpperCase()}`));
    expect(outcome).toMatchObject({ kind: 'Baja', state: 'Resuelta', reason: null, orderId: null });
    const ends = async (id: number) => (await orderOf(id)).periodEnd?.toISOString();
    expect(outcome.endings).toEqual([
      {
        orderId: first.id,
        activities: ['Funcional'],
        endsAt: await ends(first.id),
        lastClassAt: lastClassAt.toISOString(),
      },
      {
        orderId: second.id,
        activities: ['Funcional'],
        endsAt: await ends(second.id),
        lastClassAt: lastClassAt.toISOString(),
      },
    ]);
    expect(mp.sandbox.store.preapproval(preapprovalId)?.status).toBe('cancelled');
    expect(
      await world.prisma.subscription.findUniqueOrThrow({ where: { preapprovalId } }),
    ).toMatchObject({ status: 'Cancelled', providerStatus: 'Cancelled' });
    expect(await orderOf(renewalId)).toMatchObject({ state: 'Canceled' });
    for (const id of [first.id, second.id]) {
      expect(await orderOf(id)).toMatchObject({ state: 'Complete', membership: 'Active' });
    }
    // A renewal within the period took no places: none move.
    expect(await stock()).toBe(stockBefore);
    // Juan's débito is his own.
    expect(mp.sandbox.store.preapproval(juansDebit.preapprovalId)?.status).toBe('authorized');

    const [mail] = await outcomeMails(outcome.code);
    expect(mail?.to).toBe(anas());
    expect(mail?.subject).toBe(`Tu solicitud de baja ${outcome.code}: resuelta`);
    expect(mail?.text).toContain(
      'Dimos de baja tu débito automático y una renovación pendiente de pago. No se te cobrará nada más por ellos.',
    );
    expect(mail?.text).toContain(`Funcional (orden N° ${first.id}): tu abono sigue hasta el`);
    expect(mail?.text).toContain(`tu última clase es el ${formatGymDateTime(lastClassAt)}.`);
  });

  it('with no such member it is resolved with nothing to end, and the mail says so', async () => {
    const outcome = await confirmed(() => baja('nadie@example.com'));
    expect(outcome).toMatchObject({ state: 'Resuelta', reason: null, endings: [] });
    const [mail] = await outcomeMails(outcome.code);
    expect(mail?.to).toBe('nadie@example.com');
    expect(mail?.text).toContain('No encontramos débitos automáticos ni renovaciones pendientes');
  });
});

describe("the admin's 'Solicitudes'", () => {
  async function threeRequests() {
    const { id } = await paidOrder();
    await world.prisma.order.update({
      where: { id },
      data: { paidAt: new Date(Date.now() - 20 * DAY) },
    });
    const late = await confirmed(() => arrepentimiento(anas(), id));
    const { code: waiting } = (await baja('x@example.com').expect(202)).body as { code: string };
    const { code: newest } = (await baja('y@example.com').expect(202)).body as { code: string };
    return { late: late.code, waiting, newest, orderId: id };
  }
  const list = (query = '') => api().get(`/api/solicitudes${query}`).set(world.admin.auth);

  it('lists every request newest first, paged, optionally one state; only for admins', async () => {
    const { late, waiting, newest } = await threeRequests();
    const all = await list().expect(200);
    expect((all.body as LegalRequestDto[]).map((row) => row.code)).toEqual([newest, waiting, late]);
    expect(all.headers['x-total-count']).toBe('3');
    const page = await list('?pageSize=2').expect(200);
    expect((page.body as LegalRequestDto[]).map((row) => row.code)).toEqual([newest, waiting]);
    expect(page.headers.link).toBe('</api/solicitudes?pageSize=2&page=2>; rel="next"');
    const second = await list('?pageSize=2&page=2').expect(200);
    expect((second.body as LegalRequestDto[]).map((row) => row.code)).toEqual([late]);
    const waitingOnly = await list('?state=Confirmada').expect(200);
    expect(waitingOnly.body).toEqual([
      {
        code: late,
        kind: 'Arrepentimiento',
        state: 'Confirmada',
        reason: LEGAL_REQUEST_MESSAGES.late,
        email: anas(),
        member: {
          id: world.ana.user.id,
          name: `${world.ana.user.name} ${world.ana.user.lastName}`,
        },
        orderId: expect.any(Number) as number,
        createdAt: expect.any(String) as string,
        confirmedAt: expect.any(String) as string,
        resolvedAt: null,
      },
    ]);
    expect(
      ((await list('?state=Sin%20confirmar').expect(200)).body as LegalRequestDto[]).length,
    ).toBe(2);
    const badState = await list('?state=Abierta').expect(400);
    expect((badState.body as { fields: Record<string, string> }).fields.state).toBe(
      LEGAL_REQUEST_MESSAGES.stateInvalid,
    );
    await api().get('/api/solicitudes').set(world.ana.auth).expect(403);
    await api().get('/api/solicitudes').expect(401);
  });

  it('answers only a waiting request; a refusal needs its reason and is mailed', async () => {
    const { late, waiting, orderId } = await threeRequests();
    const put = (code: string, body: object, auth = world.admin.auth) =>
      api().put(`/api/solicitudes/${code}`).set(auth).send(body);
    expect((await put(waiting, { state: 'Resuelta' }).expect(409)).body).toEqual({
      error: LEGAL_REQUEST_MESSAGES.notWaiting,
    });
    expect((await put('PG-0000000000', { state: 'Resuelta' }).expect(404)).body).toEqual({
      error: LEGAL_REQUEST_MESSAGES.notFound,
    });
    const noReason = await put(late, { state: 'Rechazada', reason: '  ' }).expect(400);
    expect((noReason.body as { fields: Record<string, string> }).fields.reason).toBe(
      LEGAL_REQUEST_MESSAGES.reasonRequired,
    );
    await put(late, { state: 'Cerrada' }).expect(400);
    await put(late, { state: 'Rechazada', reason: 'No' }, world.ana.auth).expect(403);
    expect(await requestOf(late)).toMatchObject({ state: 'Confirmada' });

    const refused = await put(late, {
      state: 'Rechazada',
      reason: 'La compra fue usada durante 20 días',
    }).expect(200);
    expect(refused.body).toMatchObject({
      state: 'Rechazada',
      reason: 'La compra fue usada durante 20 días',
    });
    expect(await orderOf(orderId)).toMatchObject({ state: 'Complete' });
    const mails = await outcomeMails(late);
    expect(mails.at(-1)?.subject).toBe(`Tu solicitud de arrepentimiento ${late}: rechazada`);
    expect(mails.at(-1)?.text).toContain('La compra fue usada durante 20 días');
    await put(late, { state: 'Resuelta' }).expect(409);
  });
});

describe('records kept', () => {
  it("a member's account deletion keeps their requests", async () => {
    const outcome = await confirmed(() => baja(anas()));
    const email = anas();
    await api().delete(`/api/user/${world.ana.user.id}`).set(world.admin.auth).expect(200);
    const row = await requestOf(outcome.code);
    expect(row).toMatchObject({
      email,
      state: 'Resuelta',
      userId: world.ana.user.id,
    });
    const listed = (await api().get('/api/solicitudes').set(world.admin.auth).expect(200))
      .body as LegalRequestDto[];
    expect(listed.map((r) => r.code)).toContain(outcome.code);
  });
});
