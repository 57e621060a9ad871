import Button from '@mui/material/Button';
import { useState } from 'react';
import { useRenewOrder } from '@/hooks/use-renew-order';
import { RenewOrderDialog, type RenewClass } from './renew-order-dialog';

/** 'Renovar' a paid order: the classes the member chooses, at today's prices, then its payment. */
export function RenewOrderButton({
  orderId,
  classes,
}: {
  orderId: number;
  classes: readonly RenewClass[];
}) {
  const { renew, busy } = useRenewOrder();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" variant="outlined" loading={busy} onClick={() => setOpen(true)}>
        Renovar
      </Button>
      <RenewOrderDialog
        orderId={orderId}
        classes={classes}
        open={open}
        onCancel={() => setOpen(false)}
        onConfirm={({ slotIds, codigo }) => {
          setOpen(false);
          void renew({ orderId, slotIds, codigo });
        }}
      />
    </>
  );
}
