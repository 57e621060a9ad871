import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@power-gym/contracts';
import { LineQuantity } from '@/components/cart/line-quantity';
import type { CartItem } from '@/stores/cart-slice';

interface CartLineProps {
  item: CartItem;
  onRemove: (item: CartItem) => void;
}

export function CartLine({ item, onRemove }: CartLineProps) {
  return (
    <ListItem
      aria-label={`${item.name} ${item.day} ${item.hour}`}
      divider
      secondaryAction={
        <IconButton
          edge="end"
          aria-label={`Quitar ${item.name} ${item.day} ${item.hour}`}
          onClick={() => onRemove(item)}
        >
          <DeleteOutlineOutlinedIcon />
        </IconButton>
      }
      sx={{ alignItems: 'flex-start', gap: 2, pr: 7 }}
    >
      <Box
        component="img"
        src={item.image}
        alt=""
        width={56}
        height={56}
        sx={{ borderRadius: 2, objectFit: 'cover', flexShrink: 0, bgcolor: '#222' }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>{item.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {item.day} · {item.hour}
        </Typography>
        <Typography variant="body2">
          {formatMoney(item.price)} × {item.quantity}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          Total: {formatMoney(item.price * item.quantity)}
        </Typography>
        <LineQuantity item={item} />
      </Box>
    </ListItem>
  );
}
