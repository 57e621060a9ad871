import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DiaHoraDto } from '@power-gym/contracts';

interface SlotSelectProps {
  id: string;
  slots: readonly DiaHoraDto[];
  value: number | '';
  onChange: (slotId: number | '') => void;
}

export function slotLabel(slot: DiaHoraDto): string {
  const base = `${slot.day} ${slot.hour} capacidad: ${slot.capacity}`;
  return slot.stock > 0 ? `${base} (quedan ${slot.stock})` : `${base} (sin lugares)`;
}

/** The class's slots to choose from, or the notice that it has none yet. */
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
        <option key={slot.id} value={slot.id} disabled={slot.stock <= 0}>
          {slotLabel(slot)}
        </option>
      ))}
    </TextField>
  );
}
