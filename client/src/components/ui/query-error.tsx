import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

interface QueryErrorProps {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}

export function QueryError({ message, onRetry, retrying = false }: QueryErrorProps) {
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
          Reintentar
        </Button>
      }
      sx={{ alignItems: 'center' }}
    >
      {message}
    </Alert>
  );
}

/** A list's query state, as its loading, error and retry views read it. */
export interface QueryStatus {
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  onRetry: () => void;
}

interface QueryResult {
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** The QueryStatus of an RTK Query result: retrying refetches. */
export function queryStatus({ isLoading, isError, isFetching, refetch }: QueryResult): QueryStatus {
  return { isLoading, isError, isFetching, onRetry: () => void refetch() };
}
