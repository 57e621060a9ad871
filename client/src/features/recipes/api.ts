import type { RecipeDiet, RecipeDto, RecipePageDto } from '@power-gym/contracts';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import axios from 'axios';
import { recipesApiUrl } from '@/config/env';
import { api } from '@/lib/api';
import { axiosBaseQuery, type AxiosQueryArgs } from '@/lib/axios-base-query';

/**
 * The recipes service may live on another host (VITE_RECIPES_API_URL), so it gets its own
 * client: public reads, and never the member's ID token.
 */
const recipesClient = axios.create({
  baseURL: recipesApiUrl(),
  headers: { Accept: 'application/json' },
  timeout: 15_000,
});

const baseQuery = axiosBaseQuery(recipesClient);

function recipesQuery(args: AxiosQueryArgs, queryApi: BaseQueryApi) {
  return baseQuery(args, queryApi, {});
}

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
    getRecipe: build.query<RecipeDto, number>({
      queryFn: async (id, queryApi) => {
        const result = await recipesQuery({ url: `/recipes/${id}` }, queryApi);
        return result.error ? { error: result.error } : { data: result.data as RecipeDto };
      },
      providesTags: (_result, _error, id) => [{ type: 'Recipe', id }],
    }),
  }),
});

export const { useGetRecipesQuery, useGetRecipeQuery } = recipesApi;
