import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { QueryError } from './query-error';

/** The part of an RTK Query result a list reads. */
interface ListQuery<T> {
  data?: T | undefined;
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface QueryListProps<T> {
  query: ListQuery<T>;
  /** Shown while the list loads: placeholders where its rows will be (nothing when absent). */
  loading?: ReactNode;
  /** Loading again after an answer: a page past the end, moving to the last one. */
  reloading?: boolean;
  /** What failed, as the error says it; 'Reintentar' asks again. */
  errorMessage: string;
  isEmpty: (data: T) => boolean;
  /** What an empty list says, in its own box, and what it offers (a link); nothing when absent. */
  emptyText?: string;
  emptyAction?: ReactNode;
  children: (data: T) => ReactNode;
}

/** A member's list, one way: loading, the error with 'Reintentar', empty, or its rows. */
export function QueryList<T>({
  query: { data, isLoading, isError, isFetching, refetch },
  loading = null,
  reloading = false,
  errorMessage,
  isEmpty,
  emptyText,
  emptyAction,
  children,
}: QueryListProps<T>) {
  if (isLoading || (reloading && !isError)) return loading;
  if (isError || data === undefined) {
    return (
      <QueryError message={errorMessage} onRetry={() => void refetch()} retrying={isFetching} />
    );
  }
  if (isEmpty(data)) {
    if (emptyText === undefined) return null;
    return (
      <Paper sx={{ p: 3 }}>
        <Typography sx={emptyAction ? { mb: 1 } : undefined}>{emptyText}</Typography>
        {emptyAction}
      </Paper>
    );
  }
  return children(data);
}
