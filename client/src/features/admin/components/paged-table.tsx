import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ADMIN_PAGE_SIZE } from '@power-gym/contracts';
import type { ReactNode } from 'react';
import { QueryError } from '@/components/ui/query-error';
import { StackedTable, type StackedColumn } from '@/components/ui/stacked-table';
import { visuallyHidden } from '@/components/ui/visually-hidden';

/** The state of a paged admin list's query (RTK Query's, trimmed to what is shown). */
export interface PagedQuery<T> {
  data?: { rows: T[]; total: number } | undefined;
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface PagedTableTexts {
  /** The table's name, also its accessible label. */
  title: string;
  loading: string;
  loadFailed: string;
  /** The pagination's accessible label. */
  pages: string;
}

function LoadingRows() {
  return (
    <Stack spacing={1} aria-hidden>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} variant="rounded" height={48} />
      ))}
    </Stack>
  );
}

/**
 * A page of an admin list read from the server ('Solicitudes', 'Actividad'): loading rows, the
 * error with 'Reintentar', the empty text, the table and its pages, and a status line for screen
 * readers while it loads.
 */
export function PagedTable<T>({
  query,
  texts,
  columns,
  empty,
  page,
  onPage,
  children,
}: {
  query: PagedQuery<T>;
  texts: PagedTableTexts;
  columns: readonly StackedColumn[];
  empty: string;
  page: number;
  onPage: (page: number) => void;
  children: (rows: T[]) => ReactNode;
}) {
  const rows = query.data?.rows ?? [];
  const pages = Math.ceil((query.data?.total ?? 0) / ADMIN_PAGE_SIZE);

  const body = () => {
    if (query.isLoading) return <LoadingRows />;
    if (query.isError || !query.data) {
      return (
        <QueryError
          message={texts.loadFailed}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      );
    }
    if (rows.length === 0) {
      return (
        <Paper sx={{ p: 3 }}>
          <Typography>{empty}</Typography>
        </Paper>
      );
    }
    return (
      <StackedTable label={texts.title} columns={columns} paper size="small">
        {children(rows)}
      </StackedTable>
    );
  };

  return (
    <>
      <Box role="status" sx={visuallyHidden}>
        {query.isFetching ? texts.loading : ''}
      </Box>
      {body()}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_event, value) => onPage(value)}
          color="primary"
          aria-label={texts.pages}
          siblingCount={0}
          sx={{ alignSelf: 'center' }}
        />
      )}
    </>
  );
}
