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
