// Lists whose search or depth Prisma's query builder cannot make cheap at volume: the page's ids
// are chosen in SQL (through the indexes of docs/architecture.md, 'Lists at volume'), then only
// those rows are loaded with their relations.
import type { ListQuery, PageRequest } from '@power-gym/contracts';
import { Prisma, type PrismaClient } from '../generated/prisma/client.ts';
import { pageSlice, sortOf, type Page } from './paging.ts';

/** A LIKE pattern for "contains `q`" in lower case, its wildcards taken literally. */
export function containsPattern(q: string): Prisma.Sql {
  return Prisma.sql`${`%${q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`}`;
}

/** A user row named by `q`: part of its name, last name or e-mail ("User_search_idx"). */
export function personMatches(q: string): Prisma.Sql {
  return Prisma.sql`user_search_text(name, "lastName", email) LIKE ${containsPattern(q)}`;
}

/** The ids of the users named by `q`. */
export function peopleMatching(q: string): Prisma.Sql {
  return Prisma.sql`SELECT id FROM "User" WHERE ${personMatches(q)}`;
}

/** ORDER BY a list's sort (paging.ts' sortOf), the id breaking ties the same way. */
export function sqlOrder(sort: string, order: ListQuery['order']): Prisma.Sql {
  const { field, direction } = sortOf(sort, order);
  // `field` is one of the query schema's allow-listed sorts, never free text.
  return Prisma.raw(`"${field}" ${direction.toUpperCase()}, id ${direction.toUpperCase()}`);
}

/**
 * The ids of one page of `table`'s rows meeting `where`, in `order`; only the ids are read, so a
 * deep page skips index entries, not joined rows.
 */
export async function pageIds(
  prisma: PrismaClient,
  table: string,
  where: Prisma.Sql,
  order: Prisma.Sql,
  page: PageRequest,
): Promise<number[]> {
  const { skip, take } = pageSlice(page);
  const rows = await prisma.$queryRaw<{ id: number }[]>`
    SELECT id FROM ${Prisma.raw(`"${table}"`)} WHERE ${where}
     ORDER BY ${order} LIMIT ${take} OFFSET ${skip}`;
  return rows.map((row) => row.id);
}

/** How many of `table`'s rows meet `where`. */
export async function countWhere(
  prisma: PrismaClient,
  table: string,
  where: Prisma.Sql,
): Promise<number> {
  const [row] = await prisma.$queryRaw<{ total: number }[]>`
    SELECT count(*)::int AS total FROM ${Prisma.raw(`"${table}"`)} WHERE ${where}`;
  return row?.total ?? 0;
}

/**
 * A page from its ids (pageIds) and its total, run together; then `load` reads those rows with
 * their relations, and they are mapped to `toDto` in the ids' order.
 */
export async function pageByIds<R extends { id: number }, T>(
  ids: Promise<number[]>,
  total: Promise<number>,
  load: (ids: number[]) => Promise<R[]>,
  toDto: (row: R) => T,
): Promise<Page<T>> {
  const [pageIdList, count] = await Promise.all([ids, total]);
  const byId = new Map((await load(pageIdList)).map((row) => [row.id, row]));
  return { rows: pageIdList.flatMap((id) => byId.get(id) ?? []).map(toDto), total: count };
}
