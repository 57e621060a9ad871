import type { RecipeDto } from '@power-gym/contracts';
import { api } from '@/lib/api';
import { recipesQuery } from './recipes-client';

export const recipeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRecipe: build.query<RecipeDto, number>({
      queryFn: async (id, queryApi) => {
        const result = await recipesQuery({ url: `/recipes/${id}` }, queryApi);
        return result.error ? { error: result.error } : { data: result.data as RecipeDto };
      },
      providesTags: (_result, _error, id) => [{ type: 'Recipe', id }],
    }),
  }),
});

export const { useGetRecipeQuery } = recipeApi;
