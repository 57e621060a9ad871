import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import axios from 'axios';
import { recipesApiUrl } from '@/config/env';
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

export function recipesQuery(args: AxiosQueryArgs, api: BaseQueryApi) {
  return baseQuery(args, api, {});
}
