import { formatMoney } from '@power-gym/contracts';
import { StackedCell, StackedRow, StackedTable } from '@/components/ui/stacked-table';
import { LineQuantity } from '@/components/cart/line-quantity';
import type { CartItem } from '@/stores/cart-slice';

const COLUMNS = [
  { label: 'Clase' },
  { label: 'Día y hora' },
  { label: 'Precio', align: 'right' },
  { label: 'Cantidad', align: 'right' },
  { label: 'Subtotal', align: 'right' },
] as const;

export function CheckoutItems({ items }: { items: readonly CartItem[] }) {
  return (
    <StackedTable label="Productos a pagar" columns={COLUMNS} size="small">
      {items.map((item) => (
        <StackedRow key={item.diaHoraId}>
          <StackedCell>{item.name}</StackedCell>
          <StackedCell>
            {item.day} {item.hour}
          </StackedCell>
          <StackedCell align="right">{formatMoney(item.price)}</StackedCell>
          <StackedCell align="right">
            <LineQuantity item={item} align="end" />
          </StackedCell>
          <StackedCell align="right">{formatMoney(item.price * item.quantity)}</StackedCell>
        </StackedRow>
      ))}
    </StackedTable>
  );
}
