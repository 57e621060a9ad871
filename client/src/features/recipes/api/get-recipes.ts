import type { RecipeDiet, RecipePageDto } from '@power-gym/contracts';
import { api } from '@/lib/api';
import { recipesQuery } from './recipes-client';

export interface RecipesArgs {
  search: string;
  diet: RecipeDiet | null;
  page: number;
}

export const recipesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRecipes: build.query<RecipePageDto, RecipesArgs>({
      queryFn: async ({ search, diet, page }, queryApi) => {
        const params = {
          ...(search.trim() ? { search: search.trim() } : {}),
          ...(diet ? { diet } : {}),
          page,
        };
        const result = await recipesQuery({ url: '/recipes', params }, queryApi);
        return result.error ? { error: result.error } : { data: result.data as RecipePageDto };
      },
      providesTags: [{ type: 'Recipe', id: 'LIST' }],
    }),
  }),
});

export const { useGetRecipesQuery } = recipesApi;
