import { z } from 'zod';
import { idSchema } from './common.ts';
import { PAGE_MESSAGES, pageFields } from './paging.ts';
import { RECIPES_PAGE_SIZE } from './constants.ts';

/** The diet filter: what the member picks in Spanish, and the diet name the recipe data carries. */
export const RECIPE_DIETS = [
  { value: 'vegano', diet: 'vegan' },
  { value: 'sin lactosa', diet: 'dairy free' },
  { value: 'gluten free', diet: 'gluten free' },
] as const;
export type RecipeDiet = (typeof RECIPE_DIETS)[number]['value'];
const DIET_VALUES = RECIPE_DIETS.map((entry) => entry.value) as [RecipeDiet, ...RecipeDiet[]];

/** The data's diet name for a filter value ('sin lactosa' → 'dairy free'). */
export const dietNameOf = (value: RecipeDiet) =>
  RECIPE_DIETS.find((entry) => entry.value === value)?.diet ?? value;

/** The recipe search suggests titles only when more than this many match. */
export const RECIPE_SUGGESTION_THRESHOLD = 2;
export const RECIPE_SEARCH_MAX = 100;
export const RECIPES_MAX_PAGE_SIZE = 50;
/** Most recipes the product keeps: the bundled data set holds no more than this. */
export const RECIPES_KEPT_MAX = 50;

export const RECIPE_MESSAGES = {
  searchTooLong: `La búsqueda admite como máximo ${RECIPE_SEARCH_MAX} caracteres`,
  searchInvalid: 'La búsqueda tiene caracteres no permitidos',
  dietInvalid: 'La dieta debe ser vegano, sin lactosa o gluten free',
  pageInvalid: PAGE_MESSAGES.pageInvalid,
  pageSizeInvalid: PAGE_MESSAGES.pageSizeInvalid(RECIPES_MAX_PAGE_SIZE),
  notFound: 'No se encontró la receta',
} as const;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** GET /recipes?search=&diet=&page=&pageSize= */
export const recipeQuerySchema = z.strictObject({
  search: z.preprocess(
    blankToUndefined,
    z
      .string({ error: RECIPE_MESSAGES.searchInvalid })
      .trim()
      .max(RECIPE_SEARCH_MAX, RECIPE_MESSAGES.searchTooLong)
      .refine((text) => !/\p{Cc}/u.test(text), RECIPE_MESSAGES.searchInvalid)
      .optional(),
  ),
  diet: z.preprocess(
    blankToUndefined,
    z.enum(DIET_VALUES, { error: RECIPE_MESSAGES.dietInvalid }).optional(),
  ),
  ...pageFields({ maxPageSize: RECIPES_MAX_PAGE_SIZE, pageSize: RECIPES_PAGE_SIZE }),
});
export type RecipeQuery = z.output<typeof recipeQuerySchema>;
export type RecipeQueryInput = z.input<typeof recipeQuerySchema>;

export const recipeIdParamsSchema = z.strictObject({ id: idSchema });

/** A card in the grid. */
export interface RecipeSummaryDto {
  id: number;
  title: string;
  image: string;
  diets: string[];
  spoonacularScore: number;
  healthScore: number;
}

/** GET /recipes/{id}: the summary is HTML from the data set; clients must sanitise it. */
export interface RecipeDto extends RecipeSummaryDto {
  sourceUrl: string | null;
  summary: string;
  steps: string[];
}

/** GET /recipes: one page of matches and how many there are in all. */
export interface RecipePageDto {
  items: RecipeSummaryDto[];
  total: number;
  page: number;
  pageSize: number;
}
