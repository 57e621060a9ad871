import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { ApiError } from '@power-gym/contracts';
import type { AxiosError, AxiosInstance, AxiosRequestConfig } from 'axios';

export interface AxiosQueryArgs {
  url: string;
  method?: AxiosRequestConfig['method'];
  data?: unknown;
  params?: AxiosRequestConfig['params'];
  headers?: AxiosRequestConfig['headers'];
  /** 'arraybuffer' for a file to save, byte for byte (the orders' CSV); JSON otherwise. */
  responseType?: 'arraybuffer';
}

/**
 * What a response says besides its body: a paged list's total (X-Total-Count), and a file's name
 * (Content-Disposition).
 */
export interface AxiosQueryMeta {
  totalCount?: number;
  contentDisposition?: string;
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

/** An error body; a request for a file gets even its JSON error as bytes, read here. */
function errorBody(body: unknown): unknown {
  // Tested by its tag: the buffer may come from another realm (a test's HTTP mock).
  if (Object.prototype.toString.call(body) !== '[object ArrayBuffer]') return body;
  try {
    return JSON.parse(new TextDecoder().decode(body as ArrayBuffer)) as unknown;
  } catch {
    return undefined;
  }
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
      responseType,
    } = typeof args === 'string' ? { url: args } : args;
    try {
      // An axios instance is callable too: tell them apart by its request method.
      const instance = 'request' in client ? client : await client();
      const result = await instance.request({
        url,
        method,
        data,
        params,
        headers,
        signal,
        ...(responseType && { responseType }),
      });
      const totalCount = Number(result.headers?.['x-total-count'] ?? Number.NaN);
      const disposition: unknown = result.headers?.['content-disposition'];
      return {
        data: result.data as unknown,
        meta: {
          ...(Number.isInteger(totalCount) && { totalCount }),
          ...(typeof disposition === 'string' && { contentDisposition: disposition }),
        },
      };
    } catch (error) {
      if (isAxiosError(error) && error.response) {
        const body = errorBody(error.response.data);
        return {
          error: {
            status: error.response.status,
            // Without the server's reason (a proxy's page, an empty body), no text at all: the
            // caller's own Spanish fallback (apiErrorText) says it, never axios's English message.
            data: isApiError(body) ? body : { error: '' },
          },
        };
      }
      return { error: { status: 'FETCH_ERROR', data: NETWORK_ERROR } };
    }
  };
}
