import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { cartSubtotal, clearCart, removeFromCart } from '@/stores/cart-slice';
import { useAppDispatch, useAppSelector } from '@/stores/hooks';

interface CartDrawerProps {
  open: boolean;
  onClose: () => void;
}

export function CartDrawer({ open, onClose }: CartDrawerProps) {
  const dispatch = useAppDispatch();
  const { items, discountFactor } = useAppSelector((state) => state.cart);
  const total = cartSubtotal(items) * discountFactor;

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { id: 'cart-drawer', sx: { width: { xs: '100%', sm: 400 } } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', p: 2 }}>
        <Typography variant="h4" component="h2" sx={{ flexGrow: 1 }}>
          Carrito de compras
        </Typography>
        <IconButton aria-label="Cerrar carrito" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      {items.length === 0 ? (
        <Typography sx={{ p: 2 }} color="text.secondary">
          Tu carrito está vacío.
        </Typography>
      ) : (
        <List>
          {items.map((item) => (
            <ListItem
              key={item.diaHoraId}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Quitar ${item.name} ${item.day} ${item.hour}`}
                  onClick={() => dispatch(removeFromCart(item.diaHoraId))}
                >
                  <DeleteOutlineOutlinedIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={item.name}
                secondary={`${item.day} ${item.hour} · $${item.price} × ${item.quantity} = $${item.price * item.quantity}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Box sx={{ mt: 'auto', p: 2, display: 'grid', gap: 2 }}>
        <Typography variant="h5" component="p">
          Total: ${total.toFixed(2)}
        </Typography>
        <Button
          variant="outlined"
          color="error"
          onClick={() => dispatch(clearCart())}
          disabled={items.length === 0}
        >
          Vaciar Carrito
        </Button>
      </Box>
    </Drawer>
  );
}
