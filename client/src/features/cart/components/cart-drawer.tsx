import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatMoney } from '@power-gym/contracts';
import { paths } from '@/config/paths';
import { showAlert, showConfirm } from '@/lib/alert';
import { loginHref } from '@/lib/return-to';
import { showToast } from '@/lib/toast';
import { cartTotal, removeFromCart, type CartItem } from '@/stores/cart-slice';
import { emptyCart, saveCart } from '@/lib/cart-sync';
import { useAppDispatch, useAppSelector } from '@/stores/hooks';
import { CartLine } from './cart-line';
import { DiscountField } from './discount-field';

interface CartDrawerProps {
  open: boolean;
  onClose: () => void;
}

export function CartDrawer({ open, onClose }: CartDrawerProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const cart = useAppSelector((state) => state.cart);
  const signedIn = useAppSelector((state) => state.auth.user !== null);
  const [saving, setSaving] = useState(false);
  const empty = cart.items.length === 0;

  const remove = (item: CartItem) => {
    dispatch(removeFromCart(item.diaHoraId));
    void showToast('Se elimino del carrito');
    // A signed-in cart is restored from the server at the next sign-in: keep it in step.
    if (signedIn) dispatch(saveCart()).catch((error: unknown) => console.error(error));
  };

  const vaciar = async () => {
    const confirmed = await showConfirm({
      title: '¿Estás seguro?',
      text: 'Si vacias el carrito, no podrás recuperarlo!',
      confirmButtonText: 'Vaciar',
      cancelButtonText: 'Cancelar',
    });
    if (!confirmed) return;
    try {
      await dispatch(emptyCart());
    } catch (error) {
      console.error(error);
    }
    void showToast('Carrito vaciado');
  };

  const guardar = async () => {
    setSaving(true);
    try {
      if (signedIn) await dispatch(saveCart());
      void showAlert({
        icon: 'success',
        title: 'Carrito guardado',
        text: 'El carrito se guardará para que puedas usarlo en cualquier momento',
      });
    } catch (error) {
      console.error(error);
      void showToast('No pudimos guardar el carrito, intentá nuevamente', 'error', 3000);
    } finally {
      setSaving(false);
    }
  };

  const finish = () => {
    onClose();
    // Signed out: /login, then back to the checkout (lib/return-to.ts).
    const checkout = paths.checkout.getHref();
    void navigate(signedIn ? checkout : loginHref({ pathname: checkout }));
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          id: 'cart-drawer',
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': 'cart-drawer-title',
          sx: { width: { xs: '100%', sm: 420 } },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', p: 2 }}>
        <Typography id="cart-drawer-title" variant="h4" component="h2" sx={{ flexGrow: 1 }}>
          Carrito de compras
        </Typography>
        <IconButton aria-label="Cerrar carrito" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      {empty ? (
        <Typography sx={{ p: 2 }} color="text.secondary">
          Tu carrito está vacío
        </Typography>
      ) : (
        <List aria-label="Productos del carrito" sx={{ overflowY: 'auto' }}>
          {cart.items.map((item) => (
            <CartLine key={item.diaHoraId} item={item} onRemove={remove} />
          ))}
        </List>
      )}
      <Box sx={{ mt: 'auto', p: 2, display: 'grid', gap: 2 }}>
        <DiscountField />
        <Typography variant="h5" component="p" aria-live="polite">
          Total: {formatMoney(cartTotal(cart))}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
          <Button variant="outlined" color="error" onClick={() => void vaciar()} disabled={empty}>
            Vaciar Carrito
          </Button>
          <Button variant="outlined" onClick={() => void guardar()} disabled={empty || saving}>
            Guardar
          </Button>
        </Box>
        <Button variant="contained" size="large" onClick={finish} disabled={empty}>
          Finalizar la compra
        </Button>
      </Box>
    </Drawer>
  );
}
