import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { keyframes } from '@mui/material/styles';
import { useState, type FormEvent } from 'react';
import { apiErrorText } from '@/lib/api-error';
import { keepCartDiscount } from '@/lib/cart-sync';
import { useAppDispatch, useAppSelector } from '@/stores/hooks';

/** The code field's look: idle red; accepted green; refused red, with a shake. */
export type ValidateState = 'idle' | 'accepted' | 'refused';

const shake = keyframes`
  0%, 100% { transform: translateX(6px); }
  25% { transform: translateX(-6px); }
  50% { transform: translateX(10px); }
  75% { transform: translateX(0); }
`;

const INVALID_CODE = 'El código de descuento no es válido';

export function DiscountField() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((state) => state.auth.user !== null);
  const savedCode = useAppSelector((state) => state.cart.discountCode);
  const staleCode = useAppSelector((state) => state.cart.staleDiscountCode);
  const savedPercent = useAppSelector((state) => state.cart.discountPercent);
  const [code, setCode] = useState(savedCode ?? staleCode ?? '');
  const [status, setStatus] = useState<ValidateState>(
    savedCode ? 'accepted' : staleCode ? 'refused' : 'idle',
  );
  const [message, setMessage] = useState(
    savedCode
      ? `Código aplicado: ${savedPercent ?? 0}% de descuento`
      : staleCode
        ? `El código ${staleCode} ya no es válido`
        : '',
  );
  const [isLoading, setLoading] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!signedIn) {
      setMessage('Iniciá sesión para validar tu código');
      return;
    }
    if (code.trim() === '') {
      setStatus('refused');
      setMessage('Ingrese un código de descuento');
      return;
    }
    setLoading(true);
    try {
      // Kept on the server's cart: the checkout applies it from any browser.
      const percent = await dispatch(keepCartDiscount(code.trim().toUpperCase()));
      setCode(code.trim().toUpperCase());
      setStatus('accepted');
      setMessage(`Código aplicado: ${percent}% de descuento`);
    } catch (error) {
      setStatus('refused');
      setMessage(apiErrorText(error, INVALID_CODE));
    } finally {
      setLoading(false);
    }
  };

  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label="Código de descuento"
          size="small"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            if (status === 'refused') setStatus('idle');
          }}
          helperText={message || ' '}
          error={status === 'refused'}
          slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'characters' } }}
          sx={{ flexGrow: 1 }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={isLoading}
          data-state={status}
          color={status === 'accepted' ? 'success' : 'error'}
          sx={{
            minWidth: 96,
            height: 40,
            ...(status === 'refused' && {
              transform: 'translateX(6px)',
              animation: `${shake} 400ms ease-in-out`,
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            }),
          }}
        >
          Validar
        </Button>
      </Box>
    </Box>
  );
}
