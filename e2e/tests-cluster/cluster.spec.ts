import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { DEMO_ADMIN, DEMO_MEMBER } from '../support/accounts';
import { emulatorIdToken, openAdminSection, rowById } from '../support/admin';
import { signIn, signInMember } from '../support/session';
import {
  addFromClassPage,
  approvePayment,
  buyClass,
  chooseSlot,
  dayLabel,
  openSideCart,
  payFromCart,
  pickClass,
  purchaseRow,
  slotStock,
  waitForMail,
  type CapturedMail,
} from '../support/shop';
import { alertDialog, expectTimedAlert } from '../support/ui';

// Runs through nginx in front of two API instances (cluster.config.ts, scripts/cluster.mjs): every
// page, API call, payment return and mail read below goes through the one proxy port.
const BUYER = { email: 'lucia.fernandez@powergym.com.ar', password: 'Lucia123!' };
const WAITER = { email: 'mateo.rodriguez@powergym.com.ar', password: 'Mateo123!' };
const LATE_BUYER = { email: 'valentina.lopez@powergym.com.ar', password: 'Valentina123!' };
const REMINDER = /^Tu abono vence el /;

interface ClusterState {
  url: string;
  dir: string;
  accessLog: string;
  proxyPort: number;
  standIns: { port: number };
  instances: { n: number; port: number; pid: number; logFile: string }[];
}

/** One line of nginx's access log (log_format cluster in scripts/cluster.mjs). */
interface AccessLine {
  time: string;
  /** When the answer was sent, in seconds with milliseconds. */
  msec: number;
  remote: string;
  forwardedFor: string;
  requestId: string;
  method: string;
  uri: string;
  status: number;
  upstream: string;
  upstreamStatus: string;
}

function clusterState(): ClusterState {
  const dir = process.env.CLUSTER_DIR;
  if (!dir) throw new Error('CLUSTER_DIR is unset: run this through cluster.config.ts');
  return JSON.parse(readFileSync(join(dir, 'cluster.json'), 'utf8')) as ClusterState;
}

function accessLines(state: ClusterState): AccessLine[] {
  return readFileSync(state.accessLog, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as AccessLine);
}

/** The instance that answered: the last of the addresses nginx tried ('a, b' after a retry). */
function answeredBy(line: AccessLine): string {
  return line.upstream.split(', ').at(-1) ?? '';
}

/** The 'request completed' lines an instance wrote (pino JSON lines): request id → client address. */
function loggedRequests(logFile: string): Map<string, string | undefined> {
  const ids = new Map<string, string | undefined>();
  for (const text of readFileSync(logFile, 'utf8').split('\n')) {
    if (!text.startsWith('{')) continue;
    const line = JSON.parse(text) as { reqId?: string; msg?: string; remoteAddress?: string };
    if (line.reqId && line.msg === 'request completed') ids.set(line.reqId, line.remoteAddress);
  }
  return ids;
}

async function allMails(request: APIRequestContext): Promise<CapturedMail[]> {
  const response = await request.get('/api/dev/mails');
  expect(response.ok(), `GET /api/dev/mails answered ${response.status()}`).toBe(true);
  return (await response.json()) as CapturedMail[];
}

const mailKey = (to: string, subject: string) => `${to.toLowerCase()} | ${subject}`;

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** As the admin, 'Cancelar orden' on a paid order: refunded through Mercado Pago. */
async function refundAsAdmin(admin: Page, orderId: number) {
  const table = await openAdminSection(admin, 'Ordenes');
  await admin.getByRole('button', { name: 'Actualizar Ordenes' }).click();
  const row = rowById(table, orderId);
  await expect(row).toContainText('Pagada');
  await row.getByRole('button', { name: `Cancelar orden ${orderId}` }).click();
  const confirm = alertDialog(admin, `¿Cancelar y reembolsar la orden N° ${orderId}?`);
  await confirm.getByRole('button', { name: 'Si, reembolsar', exact: true }).click();
  await expectTimedAlert(admin, 'Orden reembolsada');
  await expect(row).toContainText('Reembolsada');
}

test('two instances behind nginx: buy, pay, a waitlist offer, reminders and refunds, each mail once, also after an instance is killed', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const state = clusterState();
  expect(state.instances).toHaveLength(2);
  // Every mail the journey must cause, once each: 'to | subject'.
  const expected: string[] = [];

  await test.step('rate limits are shared: both instances count one budget in Redis', async () => {
    const token = await emulatorIdToken(request, DEMO_MEMBER.email, DEMO_MEMBER.password);
    const statuses: number[] = [];
    const ids: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      const id = `cluster-limit-${Date.now()}-${i}`;
      ids.push(id);
      const res = await request.post('/api/descuento/validate', {
        headers: { Authorization: `Bearer ${token}`, 'x-request-id': id },
        data: { codigo: 'NOEXISTE' },
      });
      statuses.push(res.status());
    }
    // DISCOUNT_RATE_LIMIT=6 a minute: the seventh is refused although each instance saw ~3.
    expect(statuses.slice(0, 6)).not.toContain(429);
    expect(statuses[6]).toBe(429);
    // nginx writes its line once the answer is sent: wait for all seven.
    await expect
      .poll(() => accessLines(state).filter((line) => ids.includes(line.requestId)).length)
      .toBe(7);
    const lines = accessLines(state).filter((line) => ids.includes(line.requestId));
    expect(new Set(lines.map(answeredBy)).size, 'the calls went to both instances').toBe(2);
  });

  await test.step('the client IP and the request id pass through nginx into the logs', async () => {
    const address =
      Object.values(networkInterfaces())
        .flat()
        .find((nic) => nic && nic.family === 'IPv4' && !nic.internal)?.address ?? '127.0.0.1';
    const id = `cluster-client-${Date.now()}`;
    const res = await request.get(`http://${address}:${state.proxyPort}/api/health`, {
      headers: { 'x-request-id': id },
    });
    expect(res.status()).toBe(200);
    expect(res.headers()['x-request-id']).toBe(id);
    await expect.poll(() => accessLines(state).some((l) => l.requestId === id)).toBe(true);
    const line = accessLines(state).find((l) => l.requestId === id);
    expect(line?.remote).toBe(address);
    expect(line?.forwardedFor).toBe(address);
    const instance = state.instances.find(
      (i) => line && answeredBy(line) === `127.0.0.1:${i.port}`,
    );
    await expect.poll(() => instance && loggedRequests(instance.logFile).has(id)).toBe(true);
    // The instance logs the client, not nginx: TRUST_PROXY=loopback reads X-Forwarded-For.
    expect(instance && loggedRequests(instance.logFile).get(id)).toBe(address);
  });

  const { activity, slot } = await pickClass(request);
  const slotName = `${activity.name} ${dayLabel(slot.day)} ${slot.hour}`;
  await test.step('the admin leaves one place in the class', async () => {
    const token = await emulatorIdToken(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const res = await request.put(`/api/diahora/${slot.id}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { capacity: slot.capacity - slot.stock + 1 },
    });
    expect(res.ok(), `PUT /api/diahora answered ${res.status()}`).toBe(true);
    expect(await slotStock(request, slot.id)).toBe(1);
  });

  const buyer = await newPage(browser);
  let boughtId = 0;
  await test.step('a member buys and pays the last place; the reminder comes once', async () => {
    await signInMember(buyer, BUYER);
    boughtId = await buyClass(buyer, activity, { ...slot, stock: 1 });
    await expect(purchaseRow(buyer, boughtId)).toContainText('Pagada');
    // The checkout's own mail, queued with the order by checkout_order.
    expected.push(mailKey(BUYER.email, `Recibimos tu pedido #${boughtId}`));
    expected.push(mailKey(BUYER.email, `¡Pago confirmado! Pedido #${boughtId}`));
    await waitForMail(request, BUYER.email, `¡Pago confirmado! Pedido #${boughtId}`);
    const reminder = await waitForMail(request, BUYER.email, REMINDER);
    expected.push(mailKey(BUYER.email, reminder.subject));
  });

  const waiter = await newPage(browser);
  await test.step('a second member finds it full and joins the waitlist', async () => {
    await signInMember(waiter, WAITER);
    await waiter.goto(`/clases/${activity.id}`);
    await chooseSlot(waiter, slot);
    await waiter.getByRole('button', { name: 'Anotarme en lista de espera', exact: true }).click();
    await expect(waiter.getByText('Estás en el lugar 1 de la lista de espera')).toBeVisible();
  });

  const admin = await newPage(browser);
  await test.step("the admin refunds the buyer's order: the place is offered to the line", async () => {
    await signIn(admin, DEMO_ADMIN.email, DEMO_ADMIN.password, /\/admindashboard/);
    await refundAsAdmin(admin, boughtId);
    expected.push(mailKey(BUYER.email, `Reembolsamos tu pedido #${boughtId}`));
    await waitForMail(request, BUYER.email, `Reembolsamos tu pedido #${boughtId}`);
    const offer = await waitForMail(request, WAITER.email, /^Se liberó un lugar/);
    expected.push(mailKey(WAITER.email, offer.subject));
  });

  await test.step('the waiting member pays the offer; its reminder comes once', async () => {
    await waiter.goto('/sociodashboard?seccion=actividades');
    const card = waiter.getByRole('article', { name: slotName });
    await expect(card).toContainText(/Se liberó un lugar: pagalo antes del/);
    await card.getByRole('button', { name: 'Pagar', exact: true }).click();
    await expect(waiter).toHaveURL(/\/mp-sandbox\//, { timeout: 20_000 });
    const reference = await waiter.getByText(/^Pedido #\d+$/).textContent();
    const offerId = Number(reference?.replace(/\D/g, ''));
    await approvePayment(waiter);
    await expect(purchaseRow(waiter, offerId)).toContainText('Pagada');
    expected.push(mailKey(WAITER.email, `¡Pago confirmado! Pedido #${offerId}`));
    await waitForMail(request, WAITER.email, `¡Pago confirmado! Pedido #${offerId}`);
    const reminder = await waitForMail(request, WAITER.email, REMINDER);
    expected.push(mailKey(WAITER.email, reminder.subject));
    expect(await slotStock(request, slot.id)).toBe(0);
  });

  // --- one instance is killed while the journey and a stream of requests run ----------------
  const load = { stop: false, sent: 0, failed: [] as string[] };
  const loadRun = (async () => {
    const urls = ['/api/activity/all', `/api/diahora/${slot.id}`, '/api/health'];
    while (!load.stop) {
      const url = urls[load.sent % urls.length] ?? '/api/health';
      load.sent += 1;
      try {
        const res = await request.get(url, { timeout: 20_000 });
        if (!res.ok()) load.failed.push(`${url}: ${res.status()}`);
      } catch (error) {
        load.failed.push(`${url}: ${String(error)}`);
      }
    }
  })();

  const late = await newPage(browser);
  const lateClass = await pickClass(request, 1);
  const lateStock = await slotStock(request, lateClass.slot.id);
  let lateId = 0;
  let killed: ClusterState['instances'][number] | undefined;
  let killedAt = '';
  await test.step('a third member checks out; one instance is killed before the payment', async () => {
    await signInMember(late, LATE_BUYER);
    await addFromClassPage(late, lateClass.activity, { ...lateClass.slot, stock: lateStock });
    lateId = await payFromCart(late, await openSideCart(late), lateClass.activity.price);
    // The instance that answered the journey's latest API call: it is serving this run.
    const latest = accessLines(state)
      .filter((line) => line.uri.startsWith('/api/') && line.upstream)
      .at(-1);
    killed = state.instances.find((i) => latest && answeredBy(latest) === `127.0.0.1:${i.port}`);
    expect(killed, 'the instance serving the journey').toBeDefined();
    killedAt = new Date().toISOString();
    process.kill(killed?.pid ?? 0, 'SIGKILL');
    await approvePayment(late);
    await expect(purchaseRow(late, lateId)).toContainText('Pagada');
    expect(await slotStock(request, lateClass.slot.id)).toBe(lateStock - 1);
  });

  await test.step('the readiness watch takes the dead instance out of nginx', async () => {
    await expect
      .poll(() => readFileSync(join(state.dir, 'upstream.conf'), 'utf8'), { timeout: 10_000 })
      .toContain(`127.0.0.1:${killed?.port} max_fails=1 fail_timeout=10s down;`);
  });

  await test.step('on the one instance left: its reminder, then a refund, each mailed once', async () => {
    expected.push(mailKey(LATE_BUYER.email, `Recibimos tu pedido #${lateId}`));
    expected.push(mailKey(LATE_BUYER.email, `¡Pago confirmado! Pedido #${lateId}`));
    await waitForMail(request, LATE_BUYER.email, `¡Pago confirmado! Pedido #${lateId}`);
    const reminder = await waitForMail(request, LATE_BUYER.email, REMINDER);
    expected.push(mailKey(LATE_BUYER.email, reminder.subject));
    await refundAsAdmin(admin, lateId);
    expected.push(mailKey(LATE_BUYER.email, `Reembolsamos tu pedido #${lateId}`));
    await waitForMail(request, LATE_BUYER.email, `Reembolsamos tu pedido #${lateId}`);
    // Given back once: the stock is what it was, not one more.
    expect(await slotStock(request, lateClass.slot.id)).toBe(lateStock);
  });

  load.stop = true;
  await loadRun;

  const mailCounts: Record<string, number> = {};
  await test.step('every mail exactly once, and nothing else mailed', async () => {
    // Past a few runs of every sweep and of the mail sender (5 s) on every instance.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const mails = await allMails(request);
    const got = mails.flatMap((mail) =>
      mail.to.map((to) => mailKey(to.replace(/.*</, '').replace(/>$/, ''), mail.subject)),
    );
    expect(got.sort()).toEqual([...expected].sort());
    for (const key of got) mailCounts[key] = (mailCounts[key] ?? 0) + 1;
  });

  await test.step('no request lost beyond the one in flight; requests per instance', async () => {
    const lines = accessLines(state);
    const killMs = Date.parse(killedAt);
    const afterKill = lines.filter((line) => line.msec * 1000 >= killMs);
    const failedAtProxy = afterKill.filter((line) => line.status >= 502 && line.status <= 504);
    const retried = lines.filter((line) => line.upstream.includes(', '));
    expect(
      load.failed.length + failedAtProxy.length,
      JSON.stringify(failedAtProxy),
    ).toBeLessThanOrEqual(1);
    const perInstance = (subset: AccessLine[]) =>
      Object.fromEntries(
        state.instances.map((i) => [
          `api-${i.n}`,
          subset.filter((line) => answeredBy(line) === `127.0.0.1:${i.port}`).length,
        ]),
      );
    const beforeKill = lines.filter((line) => line.msec * 1000 < killMs);
    // The instance left wrote every request nginx says it answered, under nginx's request id.
    const survivor = state.instances.find((i) => i !== killed);
    const survivorIds = lines
      .filter((line) => answeredBy(line) === `127.0.0.1:${survivor?.port}`)
      .map((line) => line.requestId);
    await expect
      .poll(() => {
        const logged = loggedRequests(survivor?.logFile ?? '');
        return survivorIds.filter((id) => !logged.has(id)).length;
      })
      .toBe(0);
    // Per kind of event, from the shared mailbox: how many mails, and the most any one got.
    const mailsPerEvent: Record<string, { mails: number; mostForOneEvent: number }> = {};
    for (const [key, count] of Object.entries(mailCounts)) {
      const subject = key.split(' | ')[1] ?? '';
      const event = subject.replace(/#\d+|\d{2}\/\d{2}\/\d{4}|(en|\() .*$/g, '').trim();
      const entry = (mailsPerEvent[event] ??= { mails: 0, mostForOneEvent: 0 });
      entry.mails += count;
      entry.mostForOneEvent = Math.max(entry.mostForOneEvent, count);
    }
    const summary = {
      killed: `api-${killed?.n}`,
      killedAt,
      requestsThroughProxy: lines.length,
      toStandIns: lines.filter((line) => answeredBy(line) === `127.0.0.1:${state.standIns.port}`)
        .length,
      perInstance: perInstance(lines),
      perInstanceBeforeKill: perInstance(beforeKill),
      perInstanceAfterKill: perInstance(afterKill),
      retriedByNginx: retried.length,
      failedAfterKill: failedAtProxy.length + load.failed.length,
      loadRequestsDuringKill: load.sent,
      mailsPerEvent,
    };
    writeFileSync(join(state.dir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
    console.log(`cluster journey: ${JSON.stringify(summary, null, 2)}`);
    expect(Object.values(perInstance(beforeKill)).every((count) => count > 0)).toBe(true);
  });
});
