import type { GridPaginationModel } from '@mui/x-data-grid';
import type { ListParams, ListSort } from '@power-gym/contracts';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FIRST_PAGE } from '../api';
import { SEARCH_PARAM } from '../sections';
import { useDebouncedValue } from './use-debounced-value';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * 'Ordenar por': a server sort, or the list's own order, sent as no sort at all (the orders
 * 'Por vencer' list the soonest end first).
 */
export const OWN_ORDER = 'own';
export type SortChoice = ListSort | typeof OWN_ORDER;

/** What a section's controls and grid change: the page, the sort and the search box. */
export interface ListControls {
  /** The grid's page, 0-based, and its size. */
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  sort: SortChoice;
  onSortChange: (sort: SortChoice) => void;
  search: string;
  onSearchChange: (search: string) => void;
}

interface Paging {
  page: number;
  pageSize: number;
  /** The sort, search and filters the page was chosen in. */
  listKey: string;
}

/**
 * A section's list state and `args`, what the server is asked: page (1-based), pageSize, sort, the
 * search once typing pauses, and a section's own `filters` (the orders' state). A new sort, search
 * or filter goes back to the first page. The search starts from ?buscar= (a link to one order).
 */
export function useListControls<
  F extends Record<string, string | undefined> = Record<never, never>,
>(filters: F = {} as F): ListControls & { args: ListParams & F } {
  const [sort, setSort] = useState<SortChoice>(FIRST_PAGE.sort);
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(() => params.get(SEARCH_PARAM) ?? '');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS) || undefined;
  const listKey = JSON.stringify([sort, q, filters]);
  const [paging, setPaging] = useState<Paging>({ page: 0, pageSize: FIRST_PAGE.pageSize, listKey });
  // A page belongs to the list it was chosen in.
  const page = paging.listKey === listKey ? paging.page : 0;
  const paginationModel = useMemo(
    () => ({ page, pageSize: paging.pageSize }),
    [page, paging.pageSize],
  );

  return {
    args: {
      ...filters,
      page: page + 1,
      pageSize: paging.pageSize,
      sort: sort === OWN_ORDER ? undefined : sort,
      q,
    },
    paginationModel,
    onPaginationModelChange: (model) =>
      setPaging({
        page: model.pageSize === paging.pageSize ? model.page : 0,
        pageSize: model.pageSize,
        listKey,
      }),
    sort,
    onSortChange: setSort,
    search,
    onSearchChange: (next) => {
      setSearch(next);
      // ?buscar= only fills the box on arrival: once the admin types, a reload keeps no stale search.
      if (params.has(SEARCH_PARAM)) {
        setParams(
          (current) => {
            current.delete(SEARCH_PARAM);
            return current;
          },
          { replace: true },
        );
      }
    },
  };
}
