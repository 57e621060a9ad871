import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { apiErrorStatus, apiErrorText } from '@/lib/api-error';
import { changeLineQuantity } from '@/lib/cart-sync';
import { showToast } from '@/lib/toast';
import { lineFits, lineShortText, type CartItem } from '@/stores/cart-slice';
import { useAppDispatch } from '@/stores/hooks';

const SAVE_FAILED = 'No pudimos guardar el carrito, intentá nuevamente';

/**
 * A cart line's places: − / + (labelled, never disabled so keyboard focus stays on them), the
 * quantity, and the flag of a line that holds more places than are left. Shared by the side cart
 * and the checkout; growing past the places left is refused at once with the server's words.
 */
export function LineQuantity({
  item,
  align = 'start',
}: {
  item: CartItem;
  align?: 'start' | 'end';
}) {
  const dispatch = useAppDispatch();
  const busy = useRef(false);
  const flagId = useId();
  const label = `${item.name} ${item.day} ${item.hour}`;
  const fits = lineFits(item);
  const atOne = item.quantity <= 1;

  const change = async (quantity: number) => {
    if (busy.current || quantity < 1) return;
    busy.current = true;
    try {
      await dispatch(changeLineQuantity(item.diaHoraId, quantity));
    } catch (error) {
      if (apiErrorStatus(error) === 409) {
        void showToast(apiErrorText(error, SAVE_FAILED), 'error', 4000);
      } else {
        console.error(error);
        void showToast(SAVE_FAILED, 'error', 3000);
      }
    } finally {
      busy.current = false;
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: align }}>
      <Box
        role="group"
        aria-label={`Cantidad de ${label}`}
        aria-describedby={fits ? undefined : flagId}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      >
        <IconButton
          size="small"
          aria-label={`Quitar un lugar de ${label}`}
          aria-disabled={atOne}
          onClick={() => void change(item.quantity - 1)}
          sx={{ opacity: atOne ? 0.4 : 1 }}
        >
          <RemoveIcon fontSize="small" />
        </IconButton>
        <Typography
          component="output"
          aria-live="polite"
          sx={{ minWidth: '2ch', textAlign: 'center' }}
        >
          {item.quantity}
        </Typography>
        <IconButton
          size="small"
          aria-label={`Agregar un lugar a ${label}`}
          onClick={() => void change(item.quantity + 1)}
        >
          <AddIcon fontSize="small" />
        </IconButton>
      </Box>
      {!fits && (
        <Typography id={flagId} variant="body2" color="error" role="status">
          {lineShortText(item)}
        </Typography>
      )}
    </Box>
  );
}
