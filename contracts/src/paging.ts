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

export const blankToUndefined = (value: unknown) =>
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

/** The dashboard's two sorts, newest first: 'Ultimos creados' and 'Ultimos modificados'. */
export const LIST_SORTS = ['created', 'updated'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/**
 * The columns each list also sorts by (a click on the admin grid's header), by the column's key in
 * the list's rows; the server keeps the index each needs (docs/api.md, 'Paging').
 */
export const LIST_SORT_COLUMNS = {
  users: ['id', 'name', 'lastName', 'email'],
  activities: ['id', 'name', 'price'],
  trainers: ['id', 'name', 'specialty'],
  slots: ['id', 'day', 'hour', 'capacity', 'stock'],
  discounts: ['id', 'codigo', 'descuento', 'endsOn', 'maxUses'],
  orders: ['id', 'state', 'total', 'period'],
  reviews: ['id', 'rating'],
} as const;
export type SortableList = keyof typeof LIST_SORT_COLUMNS;
export type SortColumn<L extends SortableList = SortableList> =
  (typeof LIST_SORT_COLUMNS)[L][number];

/** Ascending or descending; without it the dashboard's sorts go newest first and columns ascend. */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The direction a list is read in: `order`, else newest first for the dashboard's sorts. */
export function sortDirection(sort: string, order: SortOrder | undefined): SortOrder {
  return order ?? ((LIST_SORTS as readonly string[]).includes(sort) ? 'desc' : 'asc');
}

export const SEARCH_MAX_LENGTH = 100;

/** Admin tables: 25 rows by default, 100 at most (what a data grid shows on one screen). */
export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_MAX_PAGE_SIZE = 100;

/** Catalogue lists answer their first 100 rows by default: a gym's whole catalogue, bounded. */
export const CATALOGUE_PAGE_SIZE = 100;

/** A member's orders and activities: 10 by default, 50 at most. */
export const MEMBER_PAGE_SIZE = 10;
export const MEMBER_MAX_PAGE_SIZE = 50;

export const LIST_MESSAGES = {
  sortInvalid: (columns: readonly string[]) =>
    `El orden debe ser "created" (últimos creados), "updated" (últimos modificados)${
      columns.length > 0 ? ` o una columna: ${columns.join(', ')}` : ''
    }`,
  orderInvalid: 'La dirección debe ser "asc" (ascendente) o "desc" (descendente)',
  searchTooLong: `La búsqueda admite hasta ${SEARCH_MAX_LENGTH} caracteres`,
  searchInvalid: 'La búsqueda debe ser un texto',
} as const;

/** `sort` and `order`: without a sort each list keeps its own order (the catalogue's by id). */
function sortFields(columns: readonly string[]) {
  return {
    sort: z.preprocess(
      blankToUndefined,
      z.enum([...LIST_SORTS, ...columns], { error: LIST_MESSAGES.sortInvalid(columns) }).optional(),
    ),
    order: z.preprocess(
      blankToUndefined,
      z.enum(SORT_ORDERS, { error: LIST_MESSAGES.orderInvalid }).optional(),
    ),
  };
}

const searchField = {
  /** Contains, case-insensitive; what it matches is each list's (docs/api.md, 'Paging'). */
  q: z.preprocess(
    blankToUndefined,
    z
      .string({ error: LIST_MESSAGES.searchInvalid })
      .trim()
      .max(SEARCH_MAX_LENGTH, LIST_MESSAGES.searchTooLong)
      .optional(),
  ),
};

/** `?page=&pageSize=&sort=&order=&q=` of an admin or catalogue list, sortable by `list`'s columns. */
export function listQuerySchema(pageSize: number, list?: SortableList) {
  return z.strictObject({
    ...pageFields({ maxPageSize: ADMIN_MAX_PAGE_SIZE, pageSize }),
    ...sortFields(list ? LIST_SORT_COLUMNS[list] : []),
    ...searchField,
  });
}

export type ListQuery = z.output<ReturnType<typeof listQuerySchema>>;
/** What the client sends: every field optional, page and pageSize as numbers. */
export interface ListParams {
  page?: number;
  pageSize?: number;
  sort?: string;
  order?: SortOrder;
  q?: string;
}

export const memberPageQuerySchema = z.strictObject(
  pageFields({ maxPageSize: MEMBER_MAX_PAGE_SIZE, pageSize: MEMBER_PAGE_SIZE }),
);
