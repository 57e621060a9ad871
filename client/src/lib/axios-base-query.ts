import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { ApiError } from '@power-gym/contracts';
import { isAxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';

export interface AxiosQueryArgs {
  url: string;
  method?: AxiosRequestConfig['method'];
  data?: unknown;
  params?: AxiosRequestConfig['params'];
  headers?: AxiosRequestConfig['headers'];
}

export interface AxiosQueryError {
  status: number | 'FETCH_ERROR';
  data: ApiError;
}

const NETWORK_ERROR: ApiError = { error: 'No pudimos conectarnos con el servidor' };

function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' && value !== null && typeof (value as ApiError).error === 'string'
  );
}

export function axiosBaseQuery(
  client: AxiosInstance,
): BaseQueryFn<AxiosQueryArgs | string, unknown, AxiosQueryError> {
  return async (args, { signal }) => {
    const {
      url,
      method = 'GET',
      data,
      params,
      headers,
    } = typeof args === 'string' ? { url: args } : args;
    try {
      const result = await client.request({ url, method, data, params, headers, signal });
      return { data: result.data as unknown };
    } catch (error) {
      if (isAxiosError(error) && error.response) {
        const body: unknown = error.response.data;
        return {
          error: {
            status: error.response.status,
            data: isApiError(body) ? body : { error: error.message },
          },
        };
      }
      return { error: { status: 'FETCH_ERROR', data: NETWORK_ERROR } };
    }
  };
}
