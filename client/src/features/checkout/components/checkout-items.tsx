import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ScrollableTable } from '@/components/ui/scrollable-table';
import { formatMoney } from '@/lib/format';
import type { CartItem } from '@/stores/cart-slice';

export function CheckoutItems({ items }: { items: readonly CartItem[] }) {
  return (
    <ScrollableTable label="Productos a pagar">
      <Table size="small" aria-label="Productos a pagar">
        <TableHead>
          <TableRow>
            <TableCell>Clase</TableCell>
            <TableCell>Día y hora</TableCell>
            <TableCell align="right">Precio</TableCell>
            <TableCell align="right">Cantidad</TableCell>
            <TableCell align="right">Subtotal</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.diaHoraId}>
              <TableCell>{item.name}</TableCell>
              <TableCell>
                {item.day} {item.hour}
              </TableCell>
              <TableCell align="right">{formatMoney(item.price)}</TableCell>
              <TableCell align="right">{item.quantity}</TableCell>
              <TableCell align="right">{formatMoney(item.price * item.quantity)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollableTable>
  );
}
