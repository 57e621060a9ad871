import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DiaHoraDto } from '@power-gym/contracts';
import type { ReactNode } from 'react';

/**
 * What the app shows under the chosen slot of a class's panel or page besides its places: the
 * waitlist of a full slot.
 */
export type RenderSlotExtra = (slot: DiaHoraDto) => ReactNode;

interface SlotSelectProps {
  id: string;
  slots: readonly DiaHoraDto[];
  value: number | '';
  onChange: (slotId: number | '') => void;
}

export function slotLabel(slot: DiaHoraDto): string {
  const base = `${slot.day} ${slot.hour} capacidad: ${slot.capacity}`;
  if (slot.stock > 0) return `${base} (quedan ${slot.stock})`;
  return slot.waiting > 0
    ? `${base} (sin lugares, ${slot.waiting} en espera)`
    : `${base} (sin lugares)`;
}

/**
 * The class's slots to choose from, or the notice that it has none yet. A full slot can be
 * chosen too: it cannot be added to the cart, but its waitlist shows under the select.
 */
export function SlotSelect({ id, slots, value, onChange }: SlotSelectProps) {
  if (slots.length === 0) {
    return <Typography color="text.secondary">Esta clase todavía no tiene horarios.</Typography>;
  }
  return (
    <TextField
      id={id}
      select
      fullWidth
      label="Elegir dia hora"
      value={value}
      onChange={(event) => onChange(event.target.value === '' ? '' : Number(event.target.value))}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="" disabled>
        Seleccioná un horario
      </option>
      {slots.map((slot) => (
        <option key={slot.id} value={slot.id}>
          {slotLabel(slot)}
        </option>
      ))}
    </TextField>
  );
}
