import { createApi } from '@reduxjs/toolkit/query/react';
import { injectApi } from '@/stores/store';
import { axiosBaseQuery } from './axios-base-query';

// axios loads with the first request, not with the landing page's first paint.
const loadApiClient = async () => (await import('./api-client')).apiClient;

export const api = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery(loadApiClient),
  tagTypes: ['Activity', 'Trainer', 'DiaHora', 'Review', 'User', 'Order', 'Discount', 'Recipe'],
  endpoints: () => ({}),
});

export type Api = typeof api;

injectApi(api);
