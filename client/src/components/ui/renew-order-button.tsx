import Button from '@mui/material/Button';
import { useRenewOrder, type RenewRequest } from '@/hooks/use-renew-order';

/** 'Renovar' a paid order: every class of it, at today's prices, then its payment. */
export function RenewOrderButton({ orderId, classes }: RenewRequest) {
  const { renew, busy } = useRenewOrder();
  return (
    <Button
      size="small"
      variant="outlined"
      loading={busy}
      onClick={() => void renew({ orderId, classes })}
    >
      Renovar
    </Button>
  );
}
