import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney, lineSubtotal } from '@power-gym/contracts';
import { useRef } from 'react';
import { StackedCell, StackedRow, StackedTable } from '@/components/ui/stacked-table';
import { dayLabel } from '@/lib/format';
import { DESK_SALE_TEXTS as TEXTS } from '../texts';
import type { SaleLine } from './sale-line-picker';

const COLUMNS = [
  { label: 'Clase' },
  { label: 'Día y horario' },
  { label: 'Lugares', align: 'right' },
  { label: 'Precio de lista', align: 'right' },
  { label: 'Quitar', align: 'right' },
] as const;

const lineName = (line: SaleLine) => `${line.name} ${dayLabel(line.day)} ${line.hour}`;

/**
 * The sale's lines, each with its list price and 'Quitar', and their sum. The server prices the
 * sale again and applies the code: the confirmation tells what it charged.
 */
export function SaleLines({
  lines,
  onRemove,
}: {
  lines: readonly SaleLine[];
  onRemove: (diaHoraId: number) => void;
}) {
  const totalRef = useRef<HTMLParagraphElement>(null);
  const sum = lines.reduce((total, line) => total + lineSubtotal(line.price, line.quantity), 0);

  const remove = (diaHoraId: number) => {
    onRemove(diaHoraId);
    // The button pressed goes with its row: focus stays in the sale, on the sum it changed.
    totalRef.current?.focus();
  };

  return (
    <Stack spacing={1}>
      {lines.length > 0 && (
        <StackedTable label={TEXTS.linesLabel} columns={COLUMNS} size="small">
          {lines.map((line) => (
            <StackedRow key={line.diaHoraId}>
              <StackedCell>{line.name}</StackedCell>
              <StackedCell>
                {dayLabel(line.day)} {line.hour}
              </StackedCell>
              <StackedCell align="right">{line.quantity}</StackedCell>
              <StackedCell align="right">
                {formatMoney(lineSubtotal(line.price, line.quantity))}
              </StackedCell>
              <StackedCell align="right">
                <IconButton
                  size="small"
                  aria-label={TEXTS.remove(lineName(line))}
                  onClick={() => remove(line.diaHoraId)}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </StackedCell>
            </StackedRow>
          ))}
        </StackedTable>
      )}
      <Typography
        ref={totalRef}
        tabIndex={-1}
        aria-live="polite"
        sx={{ fontWeight: lines.length > 0 ? 700 : 400, textAlign: { sm: 'right' } }}
        color={lines.length > 0 ? 'text.primary' : 'text.secondary'}
      >
        {lines.length > 0 ? TEXTS.listTotal(formatMoney(sum)) : TEXTS.noLines}
      </Typography>
    </Stack>
  );
}
