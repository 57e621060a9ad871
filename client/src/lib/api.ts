import { createApi } from '@reduxjs/toolkit/query/react';
import { apiClient } from './api-client';
import { axiosBaseQuery } from './axios-base-query';

export const api = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery(apiClient),
  tagTypes: ['Activity', 'Trainer', 'DiaHora', 'Review', 'User', 'Order', 'Discount', 'Recipe'],
  endpoints: () => ({}),
});
