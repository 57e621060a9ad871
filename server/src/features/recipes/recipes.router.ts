import { Router } from 'express';
import { RECIPE_MESSAGES, recipeIdParamsSchema, recipeQuerySchema } from '@power-gym/contracts';
import type { Config } from '../../config.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Logger } from '../../lib/logger.ts';
import { handle, validate, validated } from '../../middleware/validate.ts';
import { recipeSource } from './recipes.service.ts';
import { spoonacularClient } from './spoonacular.ts';

export interface RecipesDeps {
  config: Pick<Config, 'recipes'>;
  logger: Logger;
  /** What Spoonacular is called with; the global fetch by default. */
  fetch?: typeof fetch;
}

const list = { query: recipeQuerySchema };
const byId = { params: recipeIdParamsSchema };

/** /recipes: public, like the recipe detail route of the SPA. */
export function recipesRouter(
  prisma: PrismaClient,
  { config, logger, fetch }: RecipesDeps,
): Router {
  const { spoonacularApiKey, spoonacularBaseUrl, cacheTtlMs } = config.recipes;
  const spoonacular =
    spoonacularApiKey === undefined
      ? undefined
      : spoonacularClient({
          apiKey: spoonacularApiKey,
          baseUrl: spoonacularBaseUrl,
          cacheTtlMs,
          ...(fetch ? { fetch } : {}),
        });
  const recipes = recipeSource(prisma, logger, spoonacular);
  const router = Router();

  router.get('/', ...handle(list, ({ query }) => recipes.search(query)));

  router.get('/:id', validate(byId), async (_req, res) => {
    const { params } = validated(res, byId);
    const recipe = await recipes.find(params.id);
    if (!recipe) throw new HttpError(404, RECIPE_MESSAGES.notFound);
    res.json(recipe);
  });

  return router;
}
