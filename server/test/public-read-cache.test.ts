import { createServer, get, type IncomingHttpHeaders } from 'node:http';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { pino } from 'pino';
import type { ActivityDetailDto, ActivityDto, ReviewDto } from '@power-gym/contracts';
import { createApp, type App } from '../src/app.ts';
import { APP_ORIGIN, testConfig } from './support/app.ts';
import { cartWith } from './support/orders.ts';
import { authEnv } from './support/tokens.ts';
import { useTestWorld } from './support/test-world.ts';

const world = useTestWorld({ shop: true, members: ['Ana', 'Juan'] });

/** A TTL far longer than any test: what a test sees fresh, the cache did not keep. */
const LONG_TTL = 60_000;

function appWithTtl(publicReadTtlMs: number): App {
  return createApp({
    prisma: world.prisma,
    config: testConfig(authEnv()),
    logger: pino({ level: 'silent' }),
    publicReadTtlMs,
  });
}

const stockIn = (activities: ActivityDto[], slotId: number) =>
  activities.flatMap((a) => a.diaHoras).find((s) => s.id === slotId)?.stock;

/** The bytes on the wire (supertest and fetch would decompress them). */
async function getRaw(app: App, path: string, headers: Record<string, string>) {
  const server = createServer(app).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        get({ host: '127.0.0.1', port, path, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
        }).on('error', reject);
      },
    );
  } finally {
    server.close();
  }
}

describe('public catalogue reads', () => {
  it.each(['/api/activity/all', '/api/review/all', 'activity by id'])(
    '%s: strong ETag, revalidate-always Cache-Control, 304 on If-None-Match',
    async (path) => {
      const app = appWithTtl(LONG_TTL);
      const url =
        path === 'activity by id' ? `/api/activity/${world.shop.activities.pilates.id}` : path;
      const first = await request(app).get(url).expect(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]{27}"$/);
      expect(first.headers['cache-control']).toBe('public, no-cache');
      expect(first.headers.vary).toMatch(/Accept-Encoding/);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');

      const again = await request(app).get(url).set('If-None-Match', etag).expect(304);
      expect(again.text).toBe('');
      expect(again.headers.etag).toBe(etag);
      await request(app).get(url).set('If-None-Match', '"something-else"').expect(200);
    },
  );

  it('sends gzip or brotli bytes made once, each encoding with its own ETag', async () => {
    const app = appWithTtl(LONG_TTL);
    // Enough activities for a body past the 1 KB compression threshold.
    await world.prisma.activity.createMany({
      data: Array.from({ length: 10 }, (_, i) => ({
        name: `Clase ${i}`,
        image: '/media/x.jpg',
        description: 'Una clase de prueba con una descripción algo larga para el catálogo.',
        price: 1000 + i,
      })),
    });
    const plain = await getRaw(app, '/api/activity/all', {});
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = plain.body.toString();
    expect(JSON.parse(json)).toHaveLength(12);

    const gzip = await getRaw(app, '/api/activity/all', { 'accept-encoding': 'gzip' });
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(json);

    const br = await getRaw(app, '/api/activity/all', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(json);

    const etags = [plain, gzip, br].map((res) => res.headers.etag as string);
    expect(new Set(etags).size).toBe(3);
    expect(etags[1]).toBe(etags[0]?.replace(/"$/, '-gzip"'));
    await request(app)
      .get('/api/activity/all')
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', etags[1] as string)
      .expect(304);
  });

  it('answers from memory until a write on this instance, then from the database', async () => {
    const app = appWithTtl(LONG_TTL);
    const slotId = world.shop.slots.lunes.id;
    const before = await request(app).get('/api/activity/all').expect(200);
    expect(stockIn(before.body as ActivityDto[], slotId)).toBe(10);

    // A change this instance did not serve is not seen while the entry lives…
    await world.prisma.activity.update({
      where: { id: world.shop.activities.boxeo.id },
      data: { name: 'Boxeo recreativo' },
    });
    const cached = await request(app).get('/api/activity/all').expect(200);
    expect(cached.headers.etag).toBe(before.headers.etag);
    expect((cached.body as ActivityDto[]).map((a) => a.name)).toEqual(['Pilates', 'Boxeo']);

    // …and a checkout through the API (it takes places) drops every entry at once.
    const orderId = await cartWith(app, world.ana, [{ diaHoraId: slotId, quantity: 2 }]);
    await request(app)
      .post('/api/order/checkout')
      .set(world.ana.auth)
      .send({ orderId })
      .expect(200);

    const after = await request(app)
      .get('/api/activity/all')
      .set('If-None-Match', before.headers.etag as string)
      .expect(200);
    const activities = after.body as ActivityDto[];
    expect(stockIn(activities, slotId)).toBe(8);
    expect(activities.map((a) => a.name)).toEqual(['Pilates', 'Boxeo recreativo']);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const detail = await request(app).get(`/api/activity/${world.shop.activities.pilates.id}`);
    expect((detail.body as ActivityDetailDto).diaHoras.find((s) => s.id === slotId)?.stock).toBe(8);
  });

  it('shows a change made elsewhere once the entry is older than its TTL', async () => {
    const app = appWithTtl(150);
    await request(app).get('/api/review/all').expect(200, []);
    await world.prisma.review.create({
      data: {
        userId: world.ana.user.id,
        activityId: world.shop.activities.pilates.id,
        rating: 5,
        description: 'Excelente',
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const res = await request(app).get('/api/review/all').expect(200);
    expect((res.body as ReviewDto[]).map((r) => r.description)).toEqual(['Excelente']);
  });

  it("keeps a paged list's X-Total-Count and Link with the cached answer", async () => {
    const app = appWithTtl(LONG_TTL);
    for (const rating of [4, 5]) {
      const member = rating === 4 ? world.ana : world.juan;
      await world.prisma.review.create({
        data: { userId: member.user.id, activityId: world.shop.activities.pilates.id, rating },
      });
    }
    const url = '/api/review/all?pageSize=1';
    const first = await request(app).get(url).expect(200);
    const hit = await request(app).get(url).expect(200);
    expect(hit.headers.etag).toBe(first.headers.etag);
    for (const res of [first, hit]) {
      expect(res.headers['x-total-count']).toBe('2');
      expect(res.headers.link).toBe('</api/review/all?pageSize=1&page=2>; rel="next"');
    }
  });

  it('keeps only 200 answers: an unknown id is looked up again', async () => {
    const app = appWithTtl(LONG_TTL);
    const nextId = world.shop.activities.boxeo.id + 1;
    await request(app).get(`/api/activity/${nextId}`).expect(404);
    await world.prisma.activity.create({
      data: { id: nextId, name: 'Nueva', image: '/media/n.jpg', description: 'x', price: 1 },
    });
    const res = await request(app).get(`/api/activity/${nextId}`).expect(200);
    expect((res.body as ActivityDetailDto).name).toBe('Nueva');
  });

  it('answers concurrent first reads with one query and the same bytes', async () => {
    let queries = 0;
    const activity = new Proxy(world.prisma.activity, {
      get(target, key, receiver) {
        if (key === 'findMany') queries += 1;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const prisma = new Proxy(world.prisma, {
      get: (target, key, receiver) =>
        key === 'activity' ? activity : (Reflect.get(target, key, receiver) as unknown),
    });
    const app = createApp({
      prisma,
      config: testConfig(),
      logger: pino({ level: 'silent' }),
      publicReadTtlMs: LONG_TTL,
    });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => request(app).get('/api/activity/all').expect(200)),
    );
    expect(queries).toBe(1);
    expect(new Set(answers.map((res) => res.text)).size).toBe(1);
  });

  it('serves an entry that just expired while one request refreshes it, never much later', async () => {
    let gate = Promise.resolve();
    let queried: () => void = () => undefined;
    const activity = new Proxy(world.prisma.activity, {
      get(target, key, receiver) {
        if (key !== 'findMany') return Reflect.get(target, key, receiver) as unknown;
        return async (args: Parameters<typeof target.findMany>[0]) => {
          queried();
          await gate;
          return target.findMany(args);
        };
      },
    });
    /** Resolves once the route has asked the database (and is held at the gate). */
    const nextQuery = () =>
      new Promise<void>((resolve) => {
        queried = resolve;
      });
    const prisma = new Proxy(world.prisma, {
      get: (target, key, receiver) =>
        key === 'activity' ? activity : (Reflect.get(target, key, receiver) as unknown),
    });
    const ttl = 300;
    const app = createApp({
      prisma,
      config: testConfig(),
      logger: pino({ level: 'silent' }),
      publicReadTtlMs: ttl,
    });
    const names = (res: request.Response) => (res.body as ActivityDto[]).map((a) => a.name);
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    let open: () => void = () => undefined;
    const closeGate = () => {
      gate = new Promise<void>((resolve) => {
        open = resolve;
      });
    };

    await request(app).get('/api/activity/all').expect(200);
    await world.prisma.activity.update({
      where: { id: world.shop.activities.boxeo.id },
      data: { name: 'Boxeo recreativo' },
    });
    await sleep(ttl + 50);
    closeGate();
    let asked = nextQuery();
    const refreshing = request(app)
      .get('/api/activity/all')
      .then((res) => res);
    await asked;
    // The refresh waits on the database: a second reader gets the entry as it was.
    const meanwhile = await request(app).get('/api/activity/all').expect(200);
    expect(names(meanwhile)).toEqual(['Pilates', 'Boxeo']);
    open();
    expect(names(await refreshing)).toEqual(['Pilates', 'Boxeo recreativo']);
    expect(names(await request(app).get('/api/activity/all'))).toEqual([
      'Pilates',
      'Boxeo recreativo',
    ]);

    // Past one more TTL an old entry is not served: readers wait for the database.
    await world.prisma.activity.update({
      where: { id: world.shop.activities.boxeo.id },
      data: { name: 'Boxeo' },
    });
    await sleep(2 * ttl + 50);
    closeGate();
    asked = nextQuery();
    const first = request(app)
      .get('/api/activity/all')
      .then((res) => res);
    await asked;
    let secondDone = false;
    const second = request(app)
      .get('/api/activity/all')
      .then((res) => {
        secondDone = true;
        return res;
      });
    await sleep(100);
    expect(secondDone).toBe(false);
    open();
    expect(names(await first)).toEqual(['Pilates', 'Boxeo']);
    expect(names(await second)).toEqual(['Pilates', 'Boxeo']);
  });

  it('gives a hit the headers the whole stack gave the miss, and each Origin its own CORS answer', async () => {
    const app = appWithTtl(LONG_TTL);
    const perRequest = ({ date, 'x-request-id': id, ...rest }: IncomingHttpHeaders) => {
      expect(id).toBeTruthy();
      expect(date).toBeTruthy();
      return rest;
    };
    const miss = await request(app).get('/api/activity/all').set('Origin', APP_ORIGIN).expect(200);
    expect(miss.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    const hit = await request(app).get('/api/activity/all').expect(200);
    // Served before the security headers' and CORS's middleware, yet with all they set.
    expect(hit.headers['content-security-policy']).toContain("default-src 'self'");
    expect(hit.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(hit.headers.vary).toBe('Origin, Accept-Encoding');
    // The miss's answer to its Origin is not replayed to a caller without one.
    const { 'access-control-allow-origin': allowed, ...missRest } = perRequest(miss.headers);
    expect(allowed).toBe(APP_ORIGIN);
    expect(perRequest(hit.headers)).toEqual(missRest);
    expect(hit.text).toBe(miss.text);
    const foreign = await request(app)
      .get('/api/activity/all')
      .set('Origin', 'https://evil.example')
      .expect(200);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    const again = await request(app).get('/api/activity/all').set('Origin', APP_ORIGIN).expect(200);
    expect(again.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
  });

  it('logs a hit like any request: its id, status and the client a trusted proxy names', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const app = createApp({
      prisma: world.prisma,
      config: testConfig({ ...authEnv(), TRUST_PROXY: 'loopback' }),
      logger: pino({ level: 'info' }, sink),
      publicReadTtlMs: LONG_TTL,
    });
    const miss = await request(app).get('/api/review/all').expect(200);
    const hit = await request(app)
      .get('/api/review/all')
      .set('X-Forwarded-For', '203.0.113.9')
      .set('X-Request-Id', 'hit-1')
      .expect(200);
    expect(hit.text).toBe(miss.text);
    const head = await request(app).head('/api/review/all').expect(200);
    expect(head.headers['content-length']).toBe(hit.headers['content-length']);
    expect(head.text).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines.find((line) => line.reqId === 'hit-1')).toMatchObject({
      msg: 'request completed',
      method: 'GET',
      url: '/api/review/all',
      statusCode: 200,
      remoteAddress: '203.0.113.9',
    });
    expect(lines.filter((line) => line.msg === 'request completed')).toHaveLength(3);
  });

  it('answers the same to a signed-in caller and to a visitor', async () => {
    const app = appWithTtl(LONG_TTL);
    const visitor = await request(app).get('/api/activity/all').expect(200);
    const member = await request(app).get('/api/activity/all').set(world.ana.auth).expect(200);
    expect(member.text).toBe(visitor.text);
  });
});
