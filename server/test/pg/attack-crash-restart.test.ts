// Fault: the real server (src/main.ts in its own process, on PostgreSQL) is killed with SIGKILL
// in the middle of a burst of checkouts, then started again. No order may be lost or
// half-written, and every slot's stock must equal its capacity minus the places orders hold.
// The server gets an Auth emulator of its own: at start-up it creates the fixed demo accounts,
// which must not appear in the emulator the other test files share.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { PrismaClient } from '../../src/generated/prisma/client.ts';
import { freePort } from '../payments-support.ts';
import {
  TEST_PROJECT_ID,
  startPrivateAuthEmulator,
  type RunningEmulator,
} from '../support/emulator.ts';
import { useTestWorld } from '../support/test-world.ts';

const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url));
const BUYERS = 60;

interface Buyer {
  userId: number;
  email: string;
  idToken: string;
  orderId: number;
}

type Outcome = { status: number; body: unknown } | { error: string };

const world = useTestWorld({ fresh: 'once', postgres: true, shop: true });
let emulator: RunningEmulator;

let port: number;
let buyers: Buyer[];
let server: RunningServer | undefined;

async function signUp(host: string, email: string): Promise<{ uid: string; idToken: string }> {
  const res = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Secreta1!', returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { localId: string; idToken: string };
  if (!res.ok) throw new Error(`signUp ${email}: ${res.status} ${JSON.stringify(body)}`);
  return { uid: body.localId, idToken: body.idToken };
}

interface RunningServer {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** `node --import tsx src/main.ts`: one process, so SIGKILL really kills the server. */
function startServer(): RunningServer {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      DATABASE_URL: world.db.url ?? '',
      DB_POOL_SIZE: '10',
      SEED_ON_START: 'false',
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
      SMTP_CATCHER_PORT: '0',
      CLIENT_DIST: '/nonexistent/power-gym-dist',
    },
  });
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, output: () => output, exited };
}

async function waitUntilHealthy(running: RunningServer): Promise<void> {
  const deadline = Date.now() + 90_000;
  let exited = false;
  void running.exited.then(() => {
    exited = true;
  });
  while (Date.now() < deadline && !exited) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/ready`, {
        signal: AbortSignal.timeout(1_000),
      });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`The server did not start:\n${running.output()}`);
}

function checkout(buyer: Buyer): Promise<Outcome> {
  return fetch(`http://127.0.0.1:${port}/api/order/checkout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${buyer.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ orderId: buyer.orderId }),
    signal: AbortSignal.timeout(20_000),
  })
    .then(async (res) => ({ status: res.status, body: (await res.json()) as unknown }))
    .catch((error: unknown) => ({ error: String(error) }));
}

/** What must hold whenever the server is down or up: nothing lost, nothing half-written. */
async function expectConsistent(prisma: PrismaClient): Promise<void> {
  for (const slot of await prisma.diaHora.findMany()) {
    const held = await prisma.orderLine.aggregate({
      where: { diaHoraId: slot.id, order: { state: { in: ['Created', 'Complete'] } } },
      _sum: { quantity: true },
    });
    expect(slot.capacity - slot.stock, `slot ${slot.id}`).toBe(held._sum.quantity ?? 0);
  }
  const orders = await prisma.order.findMany({ include: { lines: true } });
  for (const order of orders.filter((o) => o.state === 'Created')) {
    const subtotals = order.lines.map((line) => Number(line.subtotal));
    for (const line of order.lines) {
      expect(Number(line.unitPrice), `order ${order.id}`).toBeGreaterThan(0);
      expect(Number(line.subtotal)).toBe(Number(line.unitPrice) * line.quantity);
    }
    expect(Number(order.total), `order ${order.id}`).toBe(subtotals.reduce((a, b) => a + b, 0));
    expect(order.reservedUntil, `order ${order.id}`).not.toBeNull();
    expect(
      await prisma.emailOutbox.count({ where: { orderId: order.id } }),
      `mail of order ${order.id}`,
    ).toBe(1);
  }
  // A cart the checkout did not finish was left exactly as it was: unpriced.
  for (const order of orders.filter((o) => o.state === 'Cart')) {
    for (const line of order.lines) expect(Number(line.unitPrice), `cart ${order.id}`).toBe(0);
  }
}

beforeAll(async () => {
  [emulator, port] = await Promise.all([startPrivateAuthEmulator(), freePort()]);
  for (const slot of [world.shop.slots.lunes, world.shop.slots.miercoles]) {
    await world.prisma.diaHora.update({
      where: { id: slot.id },
      data: { capacity: 500, stock: 500 },
    });
  }
  buyers = await Promise.all(
    Array.from({ length: BUYERS }, async (_, i) => {
      const email = `rafaga-${i}-${Date.now()}@example.com`;
      const account = await signUp(emulator.host, email);
      const user = await world.prisma.user.create({
        data: { uid: account.uid, email, name: `Socio${i}`, lastName: 'Ráfaga' },
      });
      const cart = await world.prisma.order.create({ data: { userId: user.id } });
      await world.prisma.orderLine.createMany({
        data: [
          {
            diaHoraId: world.shop.slots.lunes.id,
            activityId: world.shop.activities.pilates.id,
            quantity: 1 + (i % 3),
          },
          {
            diaHoraId: world.shop.slots.miercoles.id,
            activityId: world.shop.activities.boxeo.id,
            quantity: 1 + (i % 2),
          },
        ].map((line) => ({ ...line, orderId: cart.id, unitPrice: 0, subtotal: 0 })),
      });
      return { userId: user.id, email, idToken: account.idToken, orderId: cart.id };
    }),
  );
}, 180_000);

afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await Promise.race([server.exited, sleep(15_000)]);
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
  }
  await emulator?.stop();
}, 60_000);

describe('the server killed during a burst of checkouts', () => {
  let before: Outcome[];

  it('loses nothing and leaves nothing half-written when killed mid-burst', async () => {
    server = startServer();
    await waitUntilHealthy(server);

    let answered = 0;
    const running = server;
    const burst = buyers.map((buyer) =>
      checkout(buyer).then((outcome) => {
        answered += 1;
        return outcome;
      }),
    );
    // Kill it once a few checkouts are through and the rest are in flight.
    const deadline = Date.now() + 15_000;
    while (answered < 10 && Date.now() < deadline) await sleep(5);
    running.child.kill('SIGKILL');
    expect(await running.exited).toBeNull();
    before = await Promise.all(burst);

    const succeeded = before.filter((o) => 'status' in o && o.status === 200).length;
    const cutOff = before.filter((o) => 'error' in o).length;
    console.info(
      `crash mid-burst: ${succeeded} of ${BUYERS} checkouts confirmed before SIGKILL, ${cutOff} cut off`,
    );
    expect(succeeded).toBeGreaterThanOrEqual(10);
    expect(cutOff, 'the kill landed during the burst').toBeGreaterThan(0);
    // A checkout that waited too long for a connection may say 503; never anything else.
    expect(before.filter((o) => 'status' in o && o.status !== 200 && o.status !== 503)).toEqual([]);

    // Every checkout the server confirmed is in the database.
    let committedUnanswered = 0;
    for (const [i, outcome] of before.entries()) {
      const order = await world.prisma.order.findUniqueOrThrow({
        where: { id: buyers[i]?.orderId },
      });
      if ('status' in outcome && outcome.status === 200) expect(order.state).toBe('Created');
      else if (order.state === 'Created') committedUnanswered += 1;
    }
    console.info(`crash mid-burst: ${committedUnanswered} committed but never answered`);
    await expectConsistent(world.prisma);
  });

  it('after a restart every buyer completes the checkout exactly once', async () => {
    server = startServer();
    await waitUntilHealthy(server);

    // Everyone tries again, as a browser would: a done checkout answers with the same order.
    const after = await Promise.all(buyers.map((buyer) => checkout(buyer)));
    for (const [i, outcome] of after.entries()) {
      expect(outcome, `buyer ${i}`).toMatchObject({
        status: 200,
        body: { id: buyers[i]?.orderId, state: 'Created' },
      });
    }
    expect(await world.prisma.order.count({ where: { state: 'Created' } })).toBe(BUYERS);
    expect(await world.prisma.order.count({ where: { state: 'Cart' } })).toBe(BUYERS);
    expect(await world.prisma.emailOutbox.count()).toBe(BUYERS);
    const places = buyers.map((_, i) => 1 + (i % 3) + 1 + (i % 2)).reduce((a, b) => a + b, 0);
    const stock = await world.prisma.diaHora.aggregate({ _sum: { stock: true, capacity: true } });
    expect((stock._sum.capacity ?? 0) - (stock._sum.stock ?? 0)).toBe(places);
    await expectConsistent(world.prisma);
  });
});
