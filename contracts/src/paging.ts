import { z } from 'zod';

// Paged lists: `?page=&pageSize=`, validated here so every paged route refuses the same bad input
// with the same Spanish messages. Answers stay arrays; the total and the next page travel in the
// X-Total-Count and Link headers (docs/api.md, 'Paging').

export const PAGE_MESSAGES = {
  pageInvalid: 'La página debe ser un número entero mayor o igual a 1',
  pageSizeInvalid: (max: number) =>
    `El tamaño de página debe ser un número entero entre 1 y ${max}`,
} as const;

/** The last page anyone may ask for: beyond it a list is searched, not paged. */
export const MAX_PAGE = 1_000_000;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const positiveInt = (message: string, max: number) =>
  z
    .string({ error: message })
    .regex(/^\d{1,6}$/, message)
    .transform(Number)
    .refine((value) => value >= 1 && value <= max, message);

/** The `page` and `pageSize` fields of a list's query schema. */
export function pageFields({ maxPageSize, pageSize }: { maxPageSize: number; pageSize: number }) {
  return {
    page: z.preprocess(
      blankToUndefined,
      positiveInt(PAGE_MESSAGES.pageInvalid, MAX_PAGE).default(1),
    ),
    pageSize: z.preprocess(
      blankToUndefined,
      positiveInt(PAGE_MESSAGES.pageSizeInvalid(maxPageSize), maxPageSize).default(pageSize),
    ),
  };
}

export interface PageRequest {
  page: number;
  pageSize: number;
}
