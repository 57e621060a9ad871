import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { WEEKDAYS } from '@power-gym/contracts';

export const DAY_OPTIONS = WEEKDAYS.map((day) => ({ value: day, label: day }));

/** H:MM or HH:MM with the 'Hs' suffix (spec §5). */
export function HourField(props: TextFieldProps) {
  return (
    <TextField
      {...props}
      label="Horario"
      placeholder="HH:MM"
      required
      slotProps={{
        input: { endAdornment: <InputAdornment position="end">Hs</InputAdornment> },
        htmlInput: { inputMode: 'numeric', maxLength: 5 },
      }}
    />
  );
}

/** Numeric with min 0 (spec §5). */
export function CapacityField(props: TextFieldProps) {
  return (
    <TextField
      {...props}
      label="Capacidad"
      type="number"
      required
      slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
    />
  );
}
