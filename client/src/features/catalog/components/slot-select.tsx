import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DiaHoraDto } from '@power-gym/contracts';
import type { ReactNode } from 'react';
import { NextSession } from './next-session';

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

/**
 * The spec's 'day hour capacidad: N' and nothing more: it must fit a 360 px phone's closed select.
 * The chosen slot's places, or its waitlist when full, are told under the select.
 */
export function slotLabel(slot: DiaHoraDto): string {
  return `${slot.day} ${slot.hour} capacidad: ${slot.capacity}`;
}

/**
 * The class's slots to choose from, or the notice that it has none yet, and the chosen slot's
 * places and next class. A full slot can be chosen too: it cannot be added to the cart, but its waitlist shows
 * under the select.
 */
export function SlotSelect({ id, slots, value, onChange }: SlotSelectProps) {
  if (slots.length === 0) {
    return <Typography color="text.secondary">Esta clase todavía no tiene horarios.</Typography>;
  }
  const chosen = slots.find((slot) => slot.id === value);
  return (
    <Stack spacing={1}>
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
      {chosen && <Typography>Capacidad: {chosen.stock} lugares disponibles</Typography>}
      {chosen && <NextSession slot={chosen} />}
    </Stack>
  );
}
