import { LRUCache } from 'lru-cache';
import type {
  RecipeDiet,
  RecipeDto,
  RecipePageDto,
  RecipeQuery,
  RecipeSummaryDto,
} from '@power-gym/contracts';
import { z } from 'zod';

export interface SpoonacularOptions {
  apiKey: string;
  /** https://api.spoonacular.com, or a local stand-in in tests. */
  baseUrl: string;
  /** How long an answer is reused; 0 turns the cache off. */
  cacheTtlMs: number;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface SpoonacularClient {
  search(query: RecipeQuery): Promise<RecipePageDto>;
  /** null when Spoonacular has no recipe with that id. */
  find(id: number): Promise<RecipeDto | null>;
}

/** Spoonacular could not answer usefully: network, non-2xx status, or an unexpected body. */
export class SpoonacularError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SpoonacularError';
  }
}

/** Spoonacular has no "dairy free" diet: lactose-free is the dairy intolerance. */
const DIET_PARAMS: Record<RecipeDiet, Record<string, string>> = {
  vegano: { diet: 'vegan' },
  'sin lactosa': { intolerances: 'dairy' },
  'gluten free': { diet: 'gluten free' },
};

const DEFAULT_TIMEOUT_MS = 5000;
const CACHE_ENTRIES = 500;

// Links and images from a third party reach our pages: only http(s) URLs get through.
const webUrl = z.string().regex(/^https?:\/\/\S+$/);
const image = webUrl.catch('');
const score = z.number().finite().catch(0);

const resultSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  image: image.default(''),
  diets: z.array(z.string()).catch([]),
  spoonacularScore: score.default(0),
  healthScore: score.default(0),
});

const searchSchema = z.object({
  results: z.array(resultSchema),
  totalResults: z.number().int().nonnegative(),
});

const informationSchema = resultSchema.extend({
  sourceUrl: webUrl.nullish().catch(null),
  summary: z.string().catch(''),
  instructions: z.string().nullish().catch(null),
  analyzedInstructions: z
    .array(z.object({ steps: z.array(z.object({ step: z.string() })) }))
    .catch([]),
});

type Result = z.output<typeof resultSchema>;
type Information = z.output<typeof informationSchema>;

const toSummary = (recipe: Result): RecipeSummaryDto => ({
  id: recipe.id,
  title: recipe.title,
  image: recipe.image,
  diets: recipe.diets,
  spoonacularScore: recipe.spoonacularScore,
  healthScore: Math.round(recipe.healthScore),
});

/** Steps from the structured instructions, else the free text without its markup. */
function stepsOf(recipe: Information): string[] {
  const steps = recipe.analyzedInstructions.flatMap((part) => part.steps.map((s) => s.step.trim()));
  if (steps.length > 0) return steps.filter(Boolean);
  const text = recipe.instructions
    ?.replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text ? [text] : [];
}

const toDetail = (recipe: Information): RecipeDto => ({
  ...toSummary(recipe),
  sourceUrl: recipe.sourceUrl ?? null,
  summary: recipe.summary,
  steps: stepsOf(recipe),
});

/** Cached like any answer, so an unknown id costs one call per TTL. */
const NOT_FOUND: unique symbol = Symbol('not found');

export function spoonacularClient(options: SpoonacularOptions): SpoonacularClient {
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const cache =
    options.cacheTtlMs > 0
      ? new LRUCache<string, object | typeof NOT_FOUND>({
          max: CACHE_ENTRIES,
          ttl: options.cacheTtlMs,
        })
      : undefined;

  /** GETs a path, validates the JSON with `schema`, and caches good answers (and 404s). */
  async function get<T extends object>(
    path: string,
    params: Record<string, string>,
    schema: z.ZodType<T>,
  ): Promise<T | typeof NOT_FOUND> {
    const url = new URL(`${options.baseUrl}${path}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    const key = url.toString();
    const cached = cache?.get(key);
    if (cached !== undefined) return cached as T | typeof NOT_FOUND;

    let response: Response;
    try {
      // The key travels in a header, so it never shows up in a logged URL.
      response = await doFetch(url, {
        headers: { 'x-api-key': options.apiKey, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new SpoonacularError(`Spoonacular unreachable: GET ${url.pathname}`, { cause: error });
    }
    if (response.status === 404) {
      cache?.set(key, NOT_FOUND);
      return NOT_FOUND;
    }
    if (!response.ok) {
      throw new SpoonacularError(`Spoonacular answered ${response.status}: GET ${url.pathname}`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      throw new SpoonacularError(`Spoonacular sent invalid JSON: GET ${url.pathname}`, {
        cause: error,
      });
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new SpoonacularError(`Spoonacular sent an unexpected body: GET ${url.pathname}`, {
        cause: parsed.error,
      });
    }
    cache?.set(key, parsed.data);
    return parsed.data;
  }

  return {
    async search({ search, diet, page, pageSize }) {
      const params: Record<string, string> = {
        addRecipeInformation: 'true',
        offset: String((page - 1) * pageSize),
        number: String(pageSize),
        ...(search === undefined ? {} : { titleMatch: search }),
        ...(diet === undefined ? {} : DIET_PARAMS[diet]),
      };
      const answer = await get('/recipes/complexSearch', params, searchSchema);
      if (answer === NOT_FOUND) throw new SpoonacularError('Spoonacular search answered 404');
      return { items: answer.results.map(toSummary), total: answer.totalResults, page, pageSize };
    },
    async find(id) {
      const answer = await get(`/recipes/${id}/information`, {}, informationSchema);
      return answer === NOT_FOUND ? null : toDetail(answer);
    },
  };
}
