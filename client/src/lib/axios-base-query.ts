import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { ApiError } from '@power-gym/contracts';
import type { AxiosError, AxiosInstance, AxiosRequestConfig } from 'axios';

export interface AxiosQueryArgs {
  url: string;
  method?: AxiosRequestConfig['method'];
  data?: unknown;
  params?: AxiosRequestConfig['params'];
  headers?: AxiosRequestConfig['headers'];
}

/** What a response says besides its body: a paged list's total (X-Total-Count). */
export interface AxiosQueryMeta {
  totalCount?: number;
}

export interface AxiosQueryError {
  status: number | 'FETCH_ERROR';
  data: ApiError;
}

const NETWORK_ERROR: ApiError = { error: 'No pudimos conectarnos con el servidor' };

/** axios's own test, without importing axios (the API client loads on demand). */
function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as AxiosError).isAxiosError === true;
}

function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' && value !== null && typeof (value as ApiError).error === 'string'
  );
}

/** `client` may be a loader, so axios downloads with the first request. */
export function axiosBaseQuery(
  client: AxiosInstance | (() => Promise<AxiosInstance>),
): BaseQueryFn<AxiosQueryArgs | string, unknown, AxiosQueryError, object, AxiosQueryMeta> {
  return async (args, { signal }) => {
    const {
      url,
      method = 'GET',
      data,
      params,
      headers,
    } = typeof args === 'string' ? { url: args } : args;
    try {
      // An axios instance is callable too: tell them apart by its request method.
      const instance = 'request' in client ? client : await client();
      const result = await instance.request({ url, method, data, params, headers, signal });
      const totalCount = Number(result.headers?.['x-total-count'] ?? Number.NaN);
      return {
        data: result.data as unknown,
        meta: Number.isInteger(totalCount) ? { totalCount } : {},
      };
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
