import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import type { ListParams, ListSort, SortOrder } from '@power-gym/contracts';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FIRST_PAGE } from '../api';
import { SEARCH_PARAM } from '../sections';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * 'Ordenar por': a server sort, or the list's own order, sent as no sort at all (the orders
 * 'Por vencer' list the soonest end first).
 */
export const OWN_ORDER = 'own';
export type SortChoice = ListSort | typeof OWN_ORDER;

/** The list's order: a 'Ordenar por' choice, or a column of the grid ascending or descending. */
export type ListOrder = { sort: SortChoice } | { sort: string; order: SortOrder };

const isColumnSort = (order: ListOrder): order is { sort: string; order: SortOrder } =>
  'order' in order;

/** What a section's controls and grid change: the page, the sort and the search box. */
export interface ListControls {
  /** The grid's page, 0-based, and its size. */
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  /** 'Ordenar por': a choice, or the column the grid is sorted by. */
  sort: string;
  onSortChange: (sort: SortChoice) => void;
  /** The grid's header sort: the column sort, if any (the server sorts). */
  sortModel: GridSortModel;
  onSortModelChange: (model: GridSortModel) => void;
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
  const [listOrder, setListOrder] = useState<ListOrder>({ sort: FIRST_PAGE.sort });
  const { sort } = listOrder;
  const order = isColumnSort(listOrder) ? listOrder.order : undefined;
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(() => params.get(SEARCH_PARAM) ?? '');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS) || undefined;
  const listKey = JSON.stringify([sort, order, q, filters]);
  const [paging, setPaging] = useState<Paging>({ page: 0, pageSize: FIRST_PAGE.pageSize, listKey });
  // A page belongs to the list it was chosen in.
  const page = paging.listKey === listKey ? paging.page : 0;
  const paginationModel = useMemo(
    () => ({ page, pageSize: paging.pageSize }),
    [page, paging.pageSize],
  );
  const sortModel = useMemo<GridSortModel>(
    () => (order ? [{ field: sort, sort: order }] : []),
    [sort, order],
  );

  return {
    args: {
      ...filters,
      page: page + 1,
      pageSize: paging.pageSize,
      sort: sort === OWN_ORDER ? undefined : sort,
      order,
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
    onSortChange: (next) => setListOrder({ sort: next }),
    sortModel,
    // A header clicked a third time drops its sort: back to the list's first order.
    onSortModelChange: ([column]) =>
      setListOrder(
        column?.sort ? { sort: column.field, order: column.sort } : { sort: FIRST_PAGE.sort },
      ),
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
