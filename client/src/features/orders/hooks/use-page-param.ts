import { MEMBER_PAGE_SIZE } from '@power-gym/contracts';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The search param that holds the page of a member's list: a reload keeps it. */
export const PAGE_PARAM = 'pagina';

/** How many pages `total` rows fill; an empty list still has its one (empty) page. */
export function pageCount(total: number, pageSize = MEMBER_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page in ?pagina= (1 when absent or not a whole number above 1) and how to change it. */
export function usePageParam() {
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get(PAGE_PARAM));
  const page = Number.isInteger(requested) && requested > 1 ? requested : 1;

  const setPage = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next > 1) updated.set(PAGE_PARAM, String(next));
          else updated.delete(PAGE_PARAM);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { page, setPage };
}

/**
 * Past the last page (an old link, or the list shrank since the reload): moves to the last one.
 * `total` must be the answer for `page` itself, not a previous page's kept while it loads.
 */
export function useLastPageFallback(
  page: number,
  total: number | undefined,
  setPage: (page: number) => void,
) {
  const last = total === undefined ? undefined : pageCount(total);
  useEffect(() => {
    if (last !== undefined && page > last) setPage(last);
  }, [page, last, setPage]);
}

/** Rows missing from a non-empty list: the page is past the end and moves to the last one. */
export function isPastTheEnd(data: { rows: readonly unknown[]; total: number } | undefined) {
  return data?.rows.length === 0 && data.total > 0;
}
