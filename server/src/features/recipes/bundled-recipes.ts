import {
  dietNameOf,
  type RecipeDto,
  type RecipePageDto,
  type RecipeQuery,
} from '@power-gym/contracts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';

const summarySelect = {
  id: true,
  title: true,
  image: true,
  diets: true,
  spoonacularScore: true,
  healthScore: true,
} satisfies Prisma.RecipeSelect;

const detailSelect = {
  ...summarySelect,
  sourceUrl: true,
  summary: true,
  steps: true,
} satisfies Prisma.RecipeSelect;

/** Prisma passes `contains` to LIKE as is: a typed % or _ must match itself. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** The bundled data set (seeded into the Recipe table): search by title, filter by diet, one page. */
export async function searchBundledRecipes(
  prisma: PrismaClient,
  { search, diet, page, pageSize }: RecipeQuery,
): Promise<RecipePageDto> {
  const where: Prisma.RecipeWhereInput = {
    ...(search === undefined
      ? {}
      : { title: { contains: escapeLike(search), mode: 'insensitive' } }),
    ...(diet === undefined ? {} : { diets: { has: dietNameOf(diet) } }),
  };
  const [items, total] = await Promise.all([
    prisma.recipe.findMany({
      where,
      select: summarySelect,
      orderBy: { id: 'asc' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
    prisma.recipe.count({ where }),
  ]);
  return { items, total, page, pageSize };
}

export async function findBundledRecipe(
  prisma: PrismaClient,
  id: number,
): Promise<RecipeDto | null> {
  return prisma.recipe.findUnique({ where: { id }, select: detailSelect });
}
