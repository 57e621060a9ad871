import type { Request, Response } from 'express';
import { sortDirection, type ListQuery, type PageRequest } from '@power-gym/contracts';

/**
 * A paged list keeps answering an array; its total and the address of the next page go in the
 * X-Total-Count and Link headers, as public APIs such as GitHub's do (docs/api.md, 'Paging').
 */
export function setPageHeaders(
  req: Request,
  res: Response,
  { page, pageSize }: PageRequest,
  total: number,
): void {
  res.setHeader('X-Total-Count', String(total));
  if (page * pageSize >= total) return;
  const next = new URL(req.originalUrl, 'http://localhost');
  next.searchParams.set('page', String(page + 1));
  next.searchParams.set('pageSize', String(pageSize));
  res.setHeader('Link', `<${next.pathname}${next.search}>; rel="next"`);
}

/** One page of a list and the number of rows in the whole list. */
export interface Page<T> {
  rows: T[];
  total: number;
}

/** Prisma's skip and take for a page. */
export function pageSlice({ page, pageSize }: PageRequest): { skip: number; take: number } {
  return { skip: (page - 1) * pageSize, take: pageSize };
}

/** The sorts whose row key is not the column's name. */
const SORT_FIELDS: Record<string, string> = {
  created: 'createdAt',
  updated: 'updatedAt',
  period: 'periodEnd',
};

/**
 * A list's sort (LIST_SORTS or one of its LIST_SORT_COLUMNS, both allow-listed by the query's
 * schema) as the field it reads and the direction, the id breaking ties the same way; each sort
 * of a list at volume has an index (prisma/schema.prisma).
 */
export function sortOf(sort: string, order: ListQuery['order']) {
  return { field: SORT_FIELDS[sort] ?? sort, direction: sortDirection(sort, order) };
}

/** Prisma's orderBy for the sort asked; without a sort, the list's own `fallback` order. */
export function listOrder<F>({ sort, order }: Pick<ListQuery, 'sort' | 'order'>, fallback: F): F {
  if (sort === undefined) return fallback;
  const { field, direction } = sortOf(sort, order);
  return [{ [field]: direction }, { id: direction }] as F;
}

/** The fallback order of most lists: by id. */
export const BY_ID = { id: 'asc' as const };

/** What findMany takes for one page of a list: its filter, the sort asked (else `fallback`), the page. */
export function pageArgs<W, F>(where: W, query: ListQuery, fallback: F) {
  return { where, orderBy: listOrder(query, fallback), ...pageSlice(query) };
}

/** A case-insensitive "contains" filter. */
export function containing(q: string) {
  return { contains: q, mode: 'insensitive' as const };
}

/** A search text that is a whole number may also be a row's id. */
export function idOf(q: string): number | undefined {
  return /^\d{1,9}$/.test(q) ? Number(q) : undefined;
}

/**
 * A list's search: rows one of whose `fields` contains `q`, or whose id is `q` when it is a whole
 * number; no `q`, every row. `W` is the model's Prisma where type.
 */
export function matching<W>(q: string | undefined, fields: readonly string[]): W {
  if (q === undefined) return {} as W;
  const id = idOf(q);
  const byId = id === undefined ? [] : [{ id }];
  return { OR: [...byId, ...fields.map((field) => ({ [field]: containing(q) }))] } as W;
}

/** A page from its two queries, run together: the rows (mapped to `toDto`) and the count. */
export async function pageOf<R, T>(
  rows: PromiseLike<R[]>,
  total: PromiseLike<number>,
  toDto: (row: R) => T,
): Promise<Page<T>> {
  const [found, count] = await Promise.all([rows, total]);
  return { rows: found.map(toDto), total: count };
}
