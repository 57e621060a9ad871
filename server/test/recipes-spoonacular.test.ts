import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { pino } from 'pino';
import type { RecipeDto, RecipePageDto } from '@power-gym/contracts';
import { createApp, type App } from '../src/app.ts';
import { SpoonacularError, spoonacularClient } from '../src/features/recipes/spoonacular.ts';
import { testConfig } from './support/app.ts';
import {
  STUB_RECIPE,
  STUB_TOTAL,
  startSpoonacularStub,
  type SpoonacularStub,
} from './support/spoonacular-stub.ts';
import { useTestWorld } from './support/test-world.ts';

const world = useTestWorld({ fresh: 'once', seed: true });
let stub: SpoonacularStub;

let app: App;
let logs: Record<string, unknown>[];

const API_KEY = 'clave-de-prueba';

/** An app on the stub with a fresh cache, whose warnings land in `logs`. */
function appOnStub(env: Record<string, string> = {}): App {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return createApp({
    prisma: world.prisma,
    config: testConfig({
      SPOONACULAR_API_KEY: API_KEY,
      SPOONACULAR_BASE_URL: stub.url,
      ...env,
    }),
    logger: pino({ level: 'warn' }, sink),
  });
}

const fallbackWarnings = () =>
  logs.filter((line) => line.msg === 'Spoonacular failed; serving the bundled recipes');

beforeAll(async () => {
  stub = await startSpoonacularStub();
});
beforeEach(() => {
  stub.mode = 'ok';
  stub.requests.length = 0;
  logs = [];
  app = appOnStub();
});
afterAll(async () => {
  await stub?.close();
});

describe('with SPOONACULAR_API_KEY', () => {
  it('lists Spoonacular results, sending the key in a header and the filters as its parameters', async () => {
    const res = await request(app)
      .get('/api/recipes')
      .query({ search: 'pasta', diet: 'sin lactosa', page: '2' })
      .expect(200);
    expect(res.body).toEqual({
      items: [
        {
          id: STUB_RECIPE.id,
          title: STUB_RECIPE.title,
          image: STUB_RECIPE.image,
          diets: ['dairy free'],
          spoonacularScore: 83.4,
          healthScore: 19,
        },
      ],
      total: STUB_TOTAL,
      page: 2,
      pageSize: 8,
    } satisfies RecipePageDto);
    expect(stub.requests).toEqual([
      {
        path: '/recipes/complexSearch',
        query: {
          addRecipeInformation: 'true',
          offset: '8',
          number: '8',
          titleMatch: 'pasta',
          intolerances: 'dairy',
        },
        apiKey: API_KEY,
      },
    ]);
    expect(fallbackWarnings()).toEqual([]);
  });

  it.each([
    ['vegano', { diet: 'vegan' }],
    ['gluten free', { diet: 'gluten free' }],
  ])('maps the diet %s', async (diet, params) => {
    await request(app).get('/api/recipes').query({ diet }).expect(200);
    expect(stub.requests[0]?.query).toMatchObject(params);
  });

  it('caches answers: the same page twice calls Spoonacular once, another page calls again', async () => {
    const first = await request(app).get('/api/recipes').query({ search: 'pasta' }).expect(200);
    const second = await request(app).get('/api/recipes').query({ search: 'pasta' }).expect(200);
    expect(second.body).toEqual(first.body);
    expect(stub.requests).toHaveLength(1);
    await request(app).get('/api/recipes').query({ search: 'pasta', page: '2' }).expect(200);
    expect(stub.requests).toHaveLength(2);
  });

  it('calls every time when the cache is off', async () => {
    app = appOnStub({ SPOONACULAR_CACHE_MINUTES: '0' });
    await request(app).get('/api/recipes').expect(200);
    await request(app).get('/api/recipes').expect(200);
    expect(stub.requests).toHaveLength(2);
  });

  it('returns the detail with its steps, cached too', async () => {
    const res = await request(app).get(`/api/recipes/${STUB_RECIPE.id}`).expect(200);
    expect(res.body).toMatchObject({
      id: STUB_RECIPE.id,
      title: STUB_RECIPE.title,
      summary: 'You can never have too many <b>main course</b> recipes.',
      steps: ['Boil the pasta.', 'Toss.'],
      healthScore: 19,
    } satisfies Partial<RecipeDto>);
    await request(app).get(`/api/recipes/${STUB_RECIPE.id}`).expect(200);
    expect(stub.requests).toHaveLength(1);
  });

  it('looks an id Spoonacular does not know up in the bundled set, else 404', async () => {
    const bundled = await request(app).get('/api/recipes/900001').expect(200);
    expect((bundled.body as RecipeDto).title).toBe('Ensalada de quinoa, palta y tomates cherry');
    await request(app).get('/api/recipes/123').expect(404);
    expect(stub.requests.map((r) => r.path)).toEqual([
      '/recipes/900001/information',
      '/recipes/123/information',
    ]);
    expect(fallbackWarnings()).toEqual([]);
  });

  it.each(['error', 'bad-json', 'bad-shape'] as const)(
    'falls back to the bundled set and logs a warning when Spoonacular answers with %s',
    async (mode) => {
      stub.mode = mode;
      const res = await request(app).get('/api/recipes').query({ search: 'ensalada' }).expect(200);
      const page = res.body as RecipePageDto;
      expect(page.total).toBeGreaterThan(2);
      expect(page.items.every((r) => r.title.toLowerCase().includes('ensalada'))).toBe(true);
      expect(stub.requests).toHaveLength(1);
      const [warning] = fallbackWarnings();
      expect(warning).toMatchObject({ level: 40, query: { search: 'ensalada' } });
      expect(JSON.stringify(warning)).not.toContain(API_KEY);

      const detail = await request(app).get('/api/recipes/900001').expect(200);
      expect((detail.body as RecipeDto).id).toBe(900001);
      expect(fallbackWarnings()).toHaveLength(2);
    },
  );

  it('does not cache a failure: Spoonacular is asked again once it is back', async () => {
    stub.mode = 'error';
    await request(app).get('/api/recipes').expect(200);
    stub.mode = 'ok';
    const res = await request(app).get('/api/recipes').expect(200);
    expect((res.body as RecipePageDto).total).toBe(STUB_TOTAL);
    expect(stub.requests).toHaveLength(2);
  });

  it('falls back when Spoonacular cannot be reached', async () => {
    app = appOnStub({ SPOONACULAR_BASE_URL: 'http://127.0.0.1:9' });
    const res = await request(app).get('/api/recipes').expect(200);
    expect((res.body as RecipePageDto).total).toBe(50);
    expect(fallbackWarnings()).toHaveLength(1);
  });
});

describe('spoonacularClient', () => {
  it('gives up on a Spoonacular that does not answer in time', async () => {
    stub.mode = 'hang';
    const client = spoonacularClient({
      apiKey: API_KEY,
      baseUrl: stub.url,
      cacheTtlMs: 0,
      timeoutMs: 200,
    });
    await expect(client.search({ page: 1, pageSize: 8 })).rejects.toBeInstanceOf(SpoonacularError);
  });

  it('keeps only http(s) links and images from Spoonacular', async () => {
    const fakeFetch: typeof fetch = () =>
      Promise.resolve(
        Response.json({
          ...STUB_RECIPE,
          image: 'javascript:alert(1)',
          sourceUrl: 'javascript:alert(1)',
          summary: 'x',
          analyzedInstructions: [],
          instructions: '<ol><li>Mix.</li><li>Bake.</li></ol>',
        }),
      );
    const client = spoonacularClient({
      apiKey: API_KEY,
      baseUrl: 'http://spoonacular.invalid',
      cacheTtlMs: 0,
      fetch: fakeFetch,
    });
    expect(await client.find(STUB_RECIPE.id)).toMatchObject({
      image: '',
      sourceUrl: null,
      steps: ['Mix. Bake.'],
    });
  });
});

describe('without SPOONACULAR_API_KEY', () => {
  it('never calls Spoonacular', async () => {
    app = appOnStub({ SPOONACULAR_API_KEY: '' });
    const res = await request(app).get('/api/recipes').expect(200);
    expect((res.body as RecipePageDto).total).toBe(50);
    expect(stub.requests).toEqual([]);
  });
});
