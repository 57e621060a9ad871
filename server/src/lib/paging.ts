import type { Request, Response } from 'express';
import type { ListQuery, ListSort, PageRequest } from '@power-gym/contracts';

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

/**
 * The dashboard's sorts, newest first by creation or by last change, the id breaking ties (each
 * has an index: prisma/schema.prisma); without a sort, the list's own `fallback` order.
 */
export function listOrder<F>(sort: ListSort | undefined, fallback: F) {
  if (sort === 'created') return [{ createdAt: 'desc' as const }, { id: 'desc' as const }];
  if (sort === 'updated') return [{ updatedAt: 'desc' as const }, { id: 'desc' as const }];
  return fallback;
}

/** The fallback order of most lists: by id. */
export const BY_ID = { id: 'asc' as const };

/** What findMany takes for one page of a list: its filter, the sort asked (else `fallback`), the page. */
export function pageArgs<W, F>(where: W, { sort, ...page }: ListQuery, fallback: F) {
  return { where, orderBy: listOrder(sort, fallback), ...pageSlice(page) };
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
