import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { WEEKDAYS } from '@power-gym/contracts';

export const DAY_OPTIONS = WEEKDAYS.map((day) => ({ value: day, label: day }));

type WholeNumberFieldProps = TextFieldProps & { start?: string; end?: string; max?: number };

/**
 * A whole number from 0 up, on the numeric keypad; the browser does not refuse what is typed, the
 * shared schema says why a value is refused.
 */
function WholeNumberField({ start, end, max, required = true, ...props }: WholeNumberFieldProps) {
  return (
    <TextField
      {...props}
      type="number"
      required={required}
      slotProps={{
        input: {
          ...(start && {
            startAdornment: <InputAdornment position="start">{start}</InputAdornment>,
          }),
          ...(end && { endAdornment: <InputAdornment position="end">{end}</InputAdornment> }),
        },
        htmlInput: { min: 0, max, step: 1, inputMode: 'numeric' },
      }}
    />
  );
}

/** Whole pesos. */
export function PriceField(props: TextFieldProps) {
  return <WholeNumberField {...props} label="Precio" start="$" />;
}

/** Up to 100 %. */
export function PercentField(props: TextFieldProps) {
  return <WholeNumberField {...props} label="Descuento" end="%" max={100} />;
}

export function CapacityField(props: TextFieldProps) {
  return <WholeNumberField {...props} label="Capacidad" />;
}

/** How many orders may hold a discount code; empty: no limit. */
export function UsesField(props: TextFieldProps) {
  return (
    <WholeNumberField
      {...props}
      required={false}
      helperText={props.helperText ?? 'Vacío: sin límite'}
    />
  );
}

/** H:MM or HH:MM, followed by 'Hs' as the slots are shown everywhere else. */
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

/** Saved upper-cased; shown upper-cased while typing. */
export function CodeField(props: TextFieldProps) {
  return (
    <TextField
      {...props}
      label="Código"
      required
      slotProps={{
        htmlInput: {
          maxLength: 40,
          autoCapitalize: 'characters',
          style: { textTransform: 'uppercase' },
        },
      }}
    />
  );
}

/** A picture's address: a full URL or a file the server serves under /media. */
export function ImageField(props: TextFieldProps) {
  return <TextField {...props} label="Imagen" placeholder="https://… o /media/…" required />;
}
