import { readdirSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import {
  MESSAGES,
  RECIPE_MESSAGES,
  RECIPES_KEPT_MAX,
  type RecipeDto,
  type RecipePageDto,
} from '@power-gym/contracts';
import { loadSeedData } from '../src/db/seed-data.ts';
import { useTestWorld } from './support/test-world.ts';

const world = useTestWorld({ fresh: 'once', seed: true });
const bundled = loadSeedData().recipes;
const RECIPE_ART_DIR = new URL('../public/media/recipes/', import.meta.url);

const list = async (query: Record<string, string>) =>
  (await request(world.app).get('/api/recipes').query(query).expect(200)).body as RecipePageDto;

/** Every match, walking the pages. */
async function allPages(query: Record<string, string>) {
  const first = await list({ ...query, pageSize: '50' });
  const items = [...first.items];
  for (let page = 2; items.length < first.total; page += 1) {
    const next = await list({ ...query, pageSize: '50', page: String(page) });
    if (next.items.length === 0) break;
    items.push(...next.items);
  }
  return { total: first.total, items };
}

describe('GET /recipes (bundled data set)', () => {
  it('keeps at most RECIPES_KEPT_MAX (50) recipes, each with its artwork and no stray artwork', () => {
    expect(RECIPES_KEPT_MAX).toBe(50);
    expect(bundled.length).toBeLessThanOrEqual(RECIPES_KEPT_MAX);
    const artwork = readdirSync(RECIPE_ART_DIR).sort();
    expect(artwork).toEqual(bundled.map((r) => basename(r.image)).sort());
  });

  it('serves the 50 seeded recipes, 8 per page by default', async () => {
    const page = await list({});
    expect(page).toMatchObject({ total: 50, page: 1, pageSize: 8 });
    expect(page.items).toHaveLength(8);
    expect(page.items[0]).toEqual({
      id: 900001,
      title: 'Ensalada de quinoa, palta y tomates cherry',
      image: '/media/recipes/900001.svg',
      diets: ['vegan', 'dairy free', 'gluten free'],
      spoonacularScore: 87.6,
      healthScore: 61,
    });
  });

  it('pages without gaps or repeats, the last page holding the remainder', async () => {
    const seen = new Set<number>();
    for (let page = 1; page <= 7; page += 1) {
      const { items } = await list({ page: String(page) });
      expect(items).toHaveLength(page === 7 ? 2 : 8);
      for (const item of items) seen.add(item.id);
    }
    expect(seen.size).toBe(50);
    expect((await list({ page: '8' })).items).toEqual([]);
  });

  it('searches titles case-insensitively', async () => {
    const lower = await allPages({ search: 'ensalada' });
    const upper = await allPages({ search: 'ENSALADA' });
    const expected = bundled.filter((r) => r.title.toLowerCase().includes('ensalada'));
    expect(expected.length).toBeGreaterThan(2);
    expect(lower.total).toBe(expected.length);
    expect(lower.items.map((r) => r.id).sort()).toEqual(expected.map((r) => r.id).sort());
    expect(upper.items).toEqual(lower.items);
  });

  it('treats % and _ in a search as plain characters', async () => {
    expect((await list({ search: '%' })).total).toBe(0);
    expect((await list({ search: '_' })).total).toBe(0);
  });

  it.each([
    ['vegano', 'vegan'],
    ['sin lactosa', 'dairy free'],
    ['gluten free', 'gluten free'],
  ])('filters by the diet %s', async (diet, dataDiet) => {
    const { total, items } = await allPages({ diet });
    const expected = bundled.filter((r) => (r.diets as string[]).includes(dataDiet));
    expect(total).toBe(expected.length);
    expect(total).toBeLessThan(50);
    expect(items.every((r) => r.diets.includes(dataDiet))).toBe(true);
  });

  it('combines search and diet', async () => {
    const { items } = await allPages({ search: 'pollo', diet: 'gluten free' });
    const expected = bundled.filter(
      (r) =>
        r.title.toLowerCase().includes('pollo') && (r.diets as string[]).includes('gluten free'),
    );
    expect(items.map((r) => r.id).sort()).toEqual(expected.map((r) => r.id).sort());
  });

  it.each([
    [{ diet: 'keto' }, 'diet', RECIPE_MESSAGES.dietInvalid],
    [{ page: '0' }, 'page', RECIPE_MESSAGES.pageInvalid],
    [{ pageSize: '500' }, 'pageSize', RECIPE_MESSAGES.pageSizeInvalid],
    [{ orden: 'titulo' }, 'orden', MESSAGES.unknownField],
    [{ search: 'pollo\u0000' }, 'search', RECIPE_MESSAGES.searchInvalid],
  ])('answers 400 to %j', async (query, field, message) => {
    const res = await request(world.app).get('/api/recipes').query(query).expect(400);
    expect(res.body).toEqual({ error: MESSAGES.invalidInput, fields: { [field]: message } });
  });
});

describe('GET /recipes/{id} (bundled data set)', () => {
  it('returns the whole recipe', async () => {
    const res = await request(world.app).get('/api/recipes/900003').expect(200);
    const source = bundled.find((r) => r.id === 900003);
    if (!source) throw new Error('the data set lost recipe 900003');
    const { category: _category, ...expected } = source;
    expect(res.body).toEqual(expected satisfies RecipeDto);
  });

  it('answers 404 to an unknown id and 400 to a bad one', async () => {
    const res = await request(world.app).get('/api/recipes/123').expect(404);
    expect(res.body).toEqual({ error: RECIPE_MESSAGES.notFound });
    await request(world.app).get('/api/recipes/abc').expect(400);
  });
});
