// The app's pages are served on publicUrl's host only: the session lives in that origin's storage,
// and the payment return and mail links lead there (server/src/middleware/static-files.ts).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestWorld } from './support/test-world.ts';

const clientDist = mkdtempSync(join(tmpdir(), 'powergym-dist-'));
const world = useTestWorld({
  fresh: 'once',
  env: { PUBLIC_URL: 'http://localhost:3001', CLIENT_DIST: clientDist },
});

beforeAll(() => {
  writeFileSync(join(clientDist, 'index.html'), '<!doctype html><title>Power Gym</title>');
});

describe('pages on another host than PUBLIC_URL', () => {
  it('are redirected to the same address on PUBLIC_URL, query included', async () => {
    const res = await request(world.app)
      .get('/sociodashboard?seccion=compras&status=approved')
      .set('Host', '127.0.0.1:3001')
      .expect(308);
    expect(res.headers.location).toBe(
      'http://localhost:3001/sociodashboard?seccion=compras&status=approved',
    );
    const home = await request(world.app).get('/').set('Host', '127.0.0.1:3001').expect(308);
    expect(home.headers.location).toBe('http://localhost:3001/');
  });

  it('are served on PUBLIC_URL itself', async () => {
    const res = await request(world.app)
      .get('/sociodashboard')
      .set('Host', 'localhost:3001')
      .expect(200);
    expect(res.text).toContain('<title>Power Gym</title>');
  });

  it('leave the API, files and other methods alone', async () => {
    await request(world.app).get('/api/health').set('Host', '127.0.0.1:3001').expect(200);
    await request(world.app).get('/index.html').set('Host', '127.0.0.1:3001').expect(200);
    await request(world.app).post('/sociodashboard').set('Host', '127.0.0.1:3001').expect(404);
  });
});
