import type { RecipeDto, RecipePageDto, RecipeQuery } from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Logger } from '../../lib/logger.ts';
import { findBundledRecipe, searchBundledRecipes } from './bundled-recipes.ts';
import type { SpoonacularClient } from './spoonacular.ts';

export interface RecipeSource {
  search(query: RecipeQuery): Promise<RecipePageDto>;
  find(id: number): Promise<RecipeDto | null>;
}

/**
 * Spoonacular when it is configured, the bundled data set otherwise. Any Spoonacular failure
 * is logged and answered from the bundled set, so the Recetas screen never goes blank.
 */
export function recipeSource(
  prisma: PrismaClient,
  logger: Logger,
  spoonacular: SpoonacularClient | undefined,
): RecipeSource {
  async function fromSpoonacular<T>(
    call: (client: SpoonacularClient) => Promise<T>,
    context: Record<string, unknown>,
  ): Promise<{ ok: true; value: T } | { ok: false }> {
    if (!spoonacular) return { ok: false };
    try {
      return { ok: true, value: await call(spoonacular) };
    } catch (error) {
      logger.warn({ err: error, ...context }, 'Spoonacular failed; serving the bundled recipes');
      return { ok: false };
    }
  }

  return {
    async search(query) {
      const answer = await fromSpoonacular((client) => client.search(query), { query });
      return answer.ok ? answer.value : searchBundledRecipes(prisma, query);
    },
    async find(id) {
      const answer = await fromSpoonacular((client) => client.find(id), { recipeId: id });
      // Spoonacular not knowing an id may still be a bundled recipe listed after a fallback.
      return (answer.ok ? answer.value : null) ?? findBundledRecipe(prisma, id);
    },
  };
}
