import type { App } from '../src/app.ts';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import {
  DEMO_GYM_CONTACT,
  GYM_CONTACT_ELEMENT_ID,
  MESSAGES,
  READY_MESSAGES,
} from '@power-gym/contracts';
import { createReadiness } from '../src/features/health/readiness.ts';
import { APP_ORIGIN, buildApp } from './support/app.ts';
import { useTestWorld } from './support/test-world.ts';

let dist: string;
const PUBLIC_URL = 'http://localhost:3001';
const world = useTestWorld({ fresh: 'once', env: () => ({ CLIENT_DIST: dist, PUBLIC_URL }) });
/** A page as a browser on PUBLIC_URL asks for it. */
const page = (app: App, address: string) =>
  request(app).get(address).set('Host', new URL(PUBLIC_URL).host);

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'power-gym-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><title>Power Gym</title><!--gym-contact--><div id="root"></div>',
  );
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("power gym");');
});

afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
});

describe('GET /api/health and /api/ready', () => {
  it('health says the process answers; ready, that its database is reachable and migrated', async () => {
    const alive = await request(world.app).get('/api/health').expect(200);
    expect(alive.body).toEqual({ status: 'ok' });
    expect(alive.headers['cache-control']).toBe('no-store');
    const ready = await request(world.app).get('/api/ready').expect(200);
    expect(ready.body).toEqual({ status: 'ok', database: 'ok', migrations: 'ok' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('ready answers 503 once a shutdown began, while health still answers', async () => {
    const readiness = createReadiness();
    const app = buildApp(world.prisma, {}, { readiness });
    await request(app).get('/api/ready').expect(200);
    readiness.drain();
    const draining = await request(app).get('/api/ready').expect(503);
    expect(draining.body).toEqual({ error: READY_MESSAGES.draining });
    await request(app).get('/api/health').expect(200);
  });

  it('ready answers 503 while a migration of this version is missing', async () => {
    const [latest] = await world.prisma.$queryRaw<{ migration_name: string }[]>`
      SELECT migration_name FROM "_prisma_migrations" ORDER BY started_at DESC LIMIT 1`;
    if (!latest) throw new Error('no migration applied');
    await world.prisma.$executeRaw`
      UPDATE "_prisma_migrations" SET finished_at = NULL WHERE migration_name = ${latest.migration_name}`;
    try {
      const res = await request(world.app).get('/api/ready').expect(503);
      expect(res.body).toEqual({ error: READY_MESSAGES.migrationsPending });
    } finally {
      await world.prisma.$executeRaw`
        UPDATE "_prisma_migrations" SET finished_at = now() WHERE migration_name = ${latest.migration_name}`;
    }
  });
});

describe('unknown API paths', () => {
  it.each(['get', 'post', 'put', 'delete', 'patch'] as const)(
    'answer %s with a JSON 404',
    async (method) => {
      const res = await request(world.app)[method]('/api/no-existe/1').expect(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body).toEqual({ error: MESSAGES.routeNotFound });
    },
  );

  it('answers /api itself with a JSON 404', async () => {
    const res = await request(world.app).get('/api').expect(404);
    expect(res.body).toEqual({ error: MESSAGES.routeNotFound });
  });
});

describe('request bodies', () => {
  // The JSON parser runs for every /api request before routing, so an unknown route shows it.
  it('answers malformed JSON with 400', async () => {
    const res = await request(world.app)
      .post('/api/no-existe')
      .set('Content-Type', 'application/json')
      .send('{"name": "Yoga",')
      .expect(400);
    expect(res.body).toEqual({ error: MESSAGES.invalidJson });
  });

  it('answers a body over the limit with 413', async () => {
    const big = JSON.stringify({ description: 'x'.repeat(200 * 1024) });
    const res = await request(world.app)
      .post('/api/no-existe')
      .set('Content-Type', 'application/json')
      .send(big)
      .expect(413);
    expect(res.body).toEqual({ error: MESSAGES.payloadTooLarge });
  });

  it('honours BODY_LIMIT', async () => {
    const small = buildApp(world.prisma, { BODY_LIMIT: '1kb', CLIENT_DIST: dist });
    const body = JSON.stringify({ description: 'x'.repeat(2000) });
    await request(small)
      .post('/api/no-existe')
      .set('Content-Type', 'application/json')
      .send(body)
      .expect(413);
    await request(world.app)
      .post('/api/no-existe')
      .set('Content-Type', 'application/json')
      .send(body)
      .expect(404);
  });
});

describe('CORS', () => {
  it('allows the app origin', async () => {
    const res = await request(world.app).get('/api/health').set('Origin', APP_ORIGIN).expect(200);
    expect(res.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
  });

  it('allows every origin of a comma-separated APP_ORIGIN', async () => {
    const two = buildApp(world.prisma, {
      APP_ORIGIN: 'http://localhost:3001, http://localhost:5173',
    });
    const res = await request(two)
      .get('/api/health')
      .set('Origin', 'http://localhost:3001')
      .expect(200);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3001');
  });

  it('does not allow a foreign origin', async () => {
    const res = await request(world.app)
      .get('/api/health')
      .set('Origin', 'https://evil.example')
      .expect(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await request(world.app)
      .options('/api/activity/all')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('security headers', () => {
  it('sends helmet headers with a strict CSP', async () => {
    const res = await request(world.app).get('/api/health').expect(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-powered-by']).toBeUndefined();
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    // WebAssembly may be compiled (the desk's QR reader); eval may not.
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval' https:\/\/maps\.googleapis\.com/);
    expect(csp).not.toContain("'unsafe-eval'");
    // The desk's camera: no Permissions-Policy denies it to our own pages.
    expect(res.headers['permissions-policy'] ?? '').not.toMatch(/camera=\(\)/);
  });

  it('lets the browser reach Firebase Auth and, in demo mode, the Auth Emulator', async () => {
    const connectSrc = (csp: string | undefined) =>
      csp?.split(';').find((directive) => directive.startsWith('connect-src')) ?? '';

    const emulated = buildApp(world.prisma, { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    const demo = await request(emulated).get('/api/health').expect(200);
    expect(connectSrc(demo.headers['content-security-policy'])).toContain('http://127.0.0.1:9099');
    expect(connectSrc(demo.headers['content-security-policy'])).toContain(
      'https://identitytoolkit.googleapis.com',
    );

    const real = buildApp(world.prisma, {
      FIREBASE_SERVICE_ACCOUNT: JSON.stringify({
        project_id: 'power-gym-prod',
        client_email: 'sdk@power-gym-prod.iam.gserviceaccount.com',
        private_key: 'k',
      }),
    });
    const prod = await request(real).get('/api/health').expect(200);
    expect(connectSrc(prod.headers['content-security-policy'])).not.toContain('9099');
  });

  it('lets the browser reach a recipes service on another host named by VITE_RECIPES_API_URL', async () => {
    const connectSrc = async (env: Record<string, string>) => {
      const res = await request(buildApp(world.prisma, env)).get('/api/health').expect(200);
      const csp = String(res.headers['content-security-policy']);
      return csp.split(';').find((directive) => directive.startsWith('connect-src')) ?? '';
    };
    expect(await connectSrc({ VITE_RECIPES_API_URL: 'https://recetas.example.com/v1' })).toContain(
      'https://recetas.example.com',
    );
    expect(await connectSrc({ VITE_RECIPES_API_URL: '/api' })).not.toContain('example');
  });
});

describe('request ids', () => {
  it('echoes a sane incoming x-request-id', async () => {
    const res = await request(world.app)
      .get('/api/health')
      .set('x-request-id', 'abc-123.def')
      .expect(200);
    expect(res.headers['x-request-id']).toBe('abc-123.def');
  });

  it('replaces a missing or unsafe id with a UUID', async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    const none = await request(world.app).get('/api/health');
    expect(none.headers['x-request-id']).toMatch(uuid);
    const unsafe = await request(world.app).get('/api/health').set('x-request-id', 'a b<script>');
    expect(unsafe.headers['x-request-id']).toMatch(uuid);
    const long = await request(world.app).get('/api/health').set('x-request-id', 'a'.repeat(200));
    expect(long.headers['x-request-id']).toMatch(uuid);
  });
});

describe('static files and the SPA', () => {
  it('serves index.html for client routes, uncached', async () => {
    const res = await page(world.app, '/clases/1').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.headers['cache-control']).toBe('no-cache');
    await page(world.app, '/').expect(200, /id="root"/);
  });

  it("writes the gym's contact (GYM_*) into every page as data, escaped for HTML", async () => {
    const contactOf = (html: string) => {
      const found = new RegExp(
        `<script type="application/json" id="${GYM_CONTACT_ELEMENT_ID}">(.*?)</script>`,
      ).exec(html);
      return found ? (JSON.parse(found[1] ?? '') as unknown) : undefined;
    };
    const demo = await page(world.app, '/clases/1').expect(200);
    expect(contactOf(demo.text)).toEqual(DEMO_GYM_CONTACT);
    const configured = buildApp(world.prisma, {
      CLIENT_DIST: dist,
      PUBLIC_URL,
      GYM_ADDRESS: 'Calle </script><b>Falsa</b> 123',
      GYM_WHATSAPP: '5491100000000',
      GYM_HOURS: 'Todos los días de 8 a 22 h',
    });
    const res = await page(configured, '/').expect(200);
    expect(res.text).not.toContain('</script><b>');
    expect(contactOf(res.text)).toEqual({
      ...DEMO_GYM_CONTACT,
      address: 'Calle </script><b>Falsa</b> 123',
      whatsapp: '5491100000000',
      hours: 'Todos los días de 8 a 22 h',
    });
  });

  // The session lives in one origin's storage, and payments and mails return to PUBLIC_URL.
  it('redirects a page asked for on another host to the same address on PUBLIC_URL', async () => {
    const res = await request(world.app)
      .get('/sociodashboard?seccion=compras&status=approved')
      .set('Host', '127.0.0.1:3001')
      .expect(308);
    expect(res.headers.location).toBe(
      `${PUBLIC_URL}/sociodashboard?seccion=compras&status=approved`,
    );
    const home = await request(world.app).get('/').set('Host', '127.0.0.1:3001').expect(308);
    expect(home.headers.location).toBe(`${PUBLIC_URL}/`);
    // The API, files and other methods are answered on any host.
    await request(world.app).get('/api/health').set('Host', '127.0.0.1:3001').expect(200);
    await request(world.app).get('/assets/index-abc123.js').set('Host', '127.0.0.1').expect(200);
    await request(world.app).post('/sociodashboard').set('Host', '127.0.0.1:3001').expect(404);
  });

  it('reads the host a trusted proxy forwards, so its own upstream name causes no redirect', async () => {
    const behindProxy = buildApp(world.prisma, { CLIENT_DIST: dist, PUBLIC_URL, TRUST_PROXY: '1' });
    await request(behindProxy)
      .get('/sociodashboard')
      .set('Host', 'app:3001')
      .set('X-Forwarded-Host', new URL(PUBLIC_URL).host)
      .expect(200, /id="root"/);
    await request(behindProxy)
      .get('/sociodashboard')
      .set('Host', 'app:3001')
      .set('X-Forwarded-Host', 'www.otro.example')
      .expect(308);
  });

  it('serves hashed assets with an immutable cache', async () => {
    const res = await request(world.app).get('/assets/index-abc123.js').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404, not index.html, for a missing file', async () => {
    const res = await request(world.app).get('/assets/missing-123.js').expect(404);
    expect(res.text).not.toContain('id="root"');
  });

  it('serves media with a long cache', async () => {
    const res = await request(world.app).get('/media/video/hero.mp4').expect(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
  });

  it('tells how to build the client when the dist folder is missing', async () => {
    const noDist = buildApp(world.prisma, { CLIENT_DIST: path.join(dist, 'nope'), PUBLIC_URL });
    const res = await page(noDist, '/clases/1').expect(503);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.text).toContain('npm run build');
    await request(noDist).get('/api/health').expect(200);
  });

  it('compresses large responses', async () => {
    writeFileSync(path.join(dist, 'assets', 'big-1.js'), 'const a = 1;\n'.repeat(2000));
    const res = await request(world.app)
      .get('/assets/big-1.js')
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
