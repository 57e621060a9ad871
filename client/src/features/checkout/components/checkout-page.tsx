import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ORDER_MESSAGES,
  centavosToDecimal,
  discountedTotalCentavos,
  formatMoney,
  type OrderDto,
} from '@power-gym/contracts';
import { useEffect, useId, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { showAlert } from '@/lib/alert';
import { apiErrorText } from '@/lib/api-error';
import { forgetDebitAfterPayment, rememberDebitAfterPayment } from '@/lib/debit-after-payment';
import { announceOrderCanceled, confirmOrderCancel } from '@/lib/order-cancel';
import {
  cartSubtotal,
  cartTotal,
  clearCart,
  lineFits,
  setCartOrder,
  type CartItem,
} from '@/stores/cart-slice';
import { emptyCart, ensureCartOrder, refreshCartStock, saveCart } from '@/lib/cart-sync';
import { useAppDispatch, useAppSelector } from '@/stores/hooks';
import { useCheckoutOrderMutation, useCreatePaymentMutation } from '../api';
import { CheckoutItems } from './checkout-items';
import { PayerEmail } from './payer-email';

const PAY_FAILED = 'No pudimos iniciar el pago, intentá nuevamente';
const LINES_DO_NOT_FIT =
  'Algunas clases ya no tienen los lugares que elegiste: revisá las cantidades antes de pagar';

/** Whether the save changed a line's places (the server caps them at what is left). */
function placesChanged(before: readonly CartItem[], after: readonly CartItem[]): boolean {
  return before.some(
    (item) => after.find((line) => line.diaHoraId === item.diaHoraId)?.quantity !== item.quantity,
  );
}

export function CheckoutPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector((state) => state.auth.user);
  const cart = useAppSelector((state) => state.cart);
  const [email, setEmail] = useState(user?.email ?? '');
  const [working, setWorking] = useState(false);
  const [error, setError] = useState('');
  /** 'Activar débito automático después de pagar': Compras starts it once this order is paid. */
  const [debitAfterPayment, setDebitAfterPayment] = useState(false);
  /** An order already confirmed whose payment could not start: pay it again, do not re-checkout. */
  const [pending, setPending] = useState<OrderDto | null>(null);
  const [checkout] = useCheckoutOrderMutation();
  const [createPayment] = useCreatePaymentMutation();
  const allFit = cart.items.every(lineFits);

  // The places left as the database has them now: a line that no longer fits is flagged first.
  useEffect(() => {
    dispatch(refreshCartStock()).catch((failure: unknown) => console.error(failure));
  }, [dispatch]);

  const goToPayment = async (orderId: number) => {
    const url = await createPayment({ orderId }).unwrap();
    // Remembered for this order only, as the browser leaves: back in Compras, paid, it starts.
    if (debitAfterPayment) rememberDebitAfterPayment(orderId);
    else forgetDebitAfterPayment(orderId);
    window.location.assign(url);
  };

  const pay = async () => {
    if (!pending && !allFit) {
      setError(LINES_DO_NOT_FIT);
      return;
    }
    if (!user) {
      void showAlert({ icon: 'error', title: 'algo salio mal!' });
      return;
    }
    setWorking(true);
    setError('');
    try {
      if (pending) {
        await goToPayment(pending.id);
        return;
      }
      const orderId = await dispatch(ensureCartOrder());
      const before = cart.items;
      try {
        const after = await dispatch(saveCart());
        // Places went to others meanwhile: the member sees the new quantities before paying.
        if (placesChanged(before, after) || !after.every(lineFits)) {
          setError(LINES_DO_NOT_FIT);
          setWorking(false);
          return;
        }
      } catch (failure) {
        // An earlier 'Pagar' checked this cart out but its answer was lost: the checkout below
        // answers that order unchanged, and the member pays it.
        if (apiErrorText(failure, '') !== ORDER_MESSAGES.notCart) throw failure;
      }
      const order = await checkout({
        orderId,
        ...(cart.discountCode ? { codigo: cart.discountCode } : {}),
        // An e-mail changed with 'Editar Email' is this order's payer and mail address.
        ...(email !== user.email ? { email } : {}),
      }).unwrap();
      // The server cart became this order; the next cart is a new one.
      setPending(order);
      dispatch(clearCart());
      dispatch(setCartOrder(null));
      await goToPayment(order.id);
    } catch (failure) {
      console.error(failure);
      setError(apiErrorText(failure, PAY_FAILED));
      setWorking(false);
    }
  };

  const cancel = async () => {
    if (!(await confirmOrderCancel())) return;
    try {
      await dispatch(emptyCart());
    } catch (failure) {
      console.error(failure);
    }
    void announceOrderCanceled();
    await navigate(paths.home.getHref());
  };

  if (cart.items.length === 0 && !pending) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Typography variant="h3" component="h1" sx={{ mb: 3 }}>
          Checkout
        </Typography>
        <Paper sx={{ p: 4 }}>
          <Typography sx={{ mb: 2 }}>Tu carrito está vacío</Typography>
          <Link component={RouterLink} to={paths.homeSection.getHref('clases')}>
            Ver las clases
          </Link>
        </Paper>
      </Container>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h3" component="h1" sx={{ mb: 3 }}>
        Checkout
      </Typography>
      <Paper sx={{ p: { xs: 2, sm: 4 } }}>
        <Stack spacing={3}>
          {pending ? (
            <Alert severity="info">
              Tu orden N° {pending.id} quedó reservada por {formatMoney(pending.total)}. Falta
              completar el pago.
            </Alert>
          ) : (
            <CheckoutItems items={cart.items} />
          )}
          {!pending && cart.discountCode && cart.discountPercent && (
            <DiscountLines
              subtotal={cartSubtotal(cart.items)}
              code={cart.discountCode}
              percent={cart.discountPercent}
            />
          )}
          <Typography variant="h5" component="p">
            Total: {formatMoney(pending ? pending.total : cartTotal(cart))}
          </Typography>
          {pending ? (
            <Typography>
              Email: <strong>{email}</strong>
            </Typography>
          ) : (
            <PayerEmail email={email} onChange={setEmail} />
          )}
          <DebitAfterPaymentChoice
            checked={debitAfterPayment}
            disabled={working}
            onChange={setDebitAfterPayment}
          />
          <Alert severity="info" variant="outlined">
            Al pagar serás redirigido a Mercado Pago para completar la compra.
          </Alert>
          {!pending && (!allFit || error === LINES_DO_NOT_FIT) && (
            <Alert severity="warning">{LINES_DO_NOT_FIT}</Alert>
          )}
          {error && error !== LINES_DO_NOT_FIT && <Alert severity="error">{error}</Alert>}
          <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            {!pending && (
              <Button color="error" onClick={() => void cancel()} disabled={working}>
                cancelar
              </Button>
            )}
            <Button
              variant="contained"
              size="large"
              onClick={() => void pay()}
              disabled={working}
              startIcon={working ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              Pagar
            </Button>
          </Box>
        </Stack>
      </Paper>
    </Container>
  );
}

/**
 * 'Activar débito automático después de pagar', unchecked until the member checks it: once the
 * payment is confirmed, Mercado Pago asks them to authorise the monthly charge (Compras starts it).
 */
function DebitAfterPaymentChoice({
  checked,
  disabled,
  onChange,
}: {
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const helperId = useId();
  return (
    <Box>
      <FormControlLabel
        control={
          <Checkbox
            checked={checked}
            disabled={disabled}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': helperId } }}
          />
        }
        label="Activar débito automático después de pagar"
      />
      <FormHelperText id={helperId} sx={{ mt: 0 }}>
        Mercado Pago te va a pedir autorizar el cobro mensual de este abono. Podés cancelarlo cuando
        quieras.
      </FormHelperText>
    </Box>
  );
}

/** What a code takes off the cart: the subtotal, then the code and its amount, by the money rules. */
function DiscountLines({
  subtotal,
  code,
  percent,
}: {
  subtotal: number;
  code: string;
  percent: number;
}) {
  const off = subtotal * 100 - discountedTotalCentavos(subtotal, percent);
  return (
    <Stack spacing={0.5}>
      <Typography>Subtotal: {formatMoney(subtotal)}</Typography>
      <Typography color="success.main">
        Descuento {code} ({percent}%): −{formatMoney(centavosToDecimal(off))}
      </Typography>
    </Stack>
  );
}
