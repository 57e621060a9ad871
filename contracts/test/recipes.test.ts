import { describe, expect, it } from 'vitest';
import {
  RECIPE_MESSAGES,
  RECIPES_PAGE_SIZE,
  dietNameOf,
  recipeIdParamsSchema,
  recipeQuerySchema,
} from '../src/index.ts';

function firstMessage(value: unknown): string | undefined {
  const result = recipeQuerySchema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('recipe query', () => {
  it('defaults to the first page of 8 with no filter', () => {
    expect(recipeQuerySchema.parse({})).toEqual({ page: 1, pageSize: RECIPES_PAGE_SIZE });
    expect(recipeQuerySchema.parse({ search: '  ', diet: '', page: '' })).toEqual({
      page: 1,
      pageSize: RECIPES_PAGE_SIZE,
    });
  });

  it('parses a search, a diet and a page', () => {
    expect(
      recipeQuerySchema.parse({ search: ' Pollo ', diet: 'sin lactosa', page: '2', pageSize: '4' }),
    ).toEqual({ search: 'Pollo', diet: 'sin lactosa', page: 2, pageSize: 4 });
  });

  it.each([
    [{ diet: 'keto' }, RECIPE_MESSAGES.dietInvalid],
    [{ page: '0' }, RECIPE_MESSAGES.pageInvalid],
    [{ page: 'dos' }, RECIPE_MESSAGES.pageInvalid],
    [{ pageSize: '51' }, RECIPE_MESSAGES.pageSizeInvalid],
    [{ search: 'x'.repeat(101) }, RECIPE_MESSAGES.searchTooLong],
    [{ search: 'pollo\u0000' }, RECIPE_MESSAGES.searchInvalid],
    [{ search: ['a', 'b'] }, RECIPE_MESSAGES.searchInvalid],
  ])('refuses %j', (query, message) => {
    expect(firstMessage(query)).toBe(message);
  });

  it('refuses unknown parameters', () => {
    expect(recipeQuerySchema.safeParse({ sort: 'title' }).success).toBe(false);
  });

  it('maps the Spanish filter to the diet names of the data', () => {
    expect(dietNameOf('vegano')).toBe('vegan');
    expect(dietNameOf('sin lactosa')).toBe('dairy free');
    expect(dietNameOf('gluten free')).toBe('gluten free');
  });

  it('takes a positive numeric recipe id', () => {
    expect(recipeIdParamsSchema.parse({ id: '900001' })).toEqual({ id: 900001 });
    expect(recipeIdParamsSchema.safeParse({ id: 'abc' }).success).toBe(false);
  });
});
