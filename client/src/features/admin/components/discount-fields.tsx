import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** Numeric with min 0; the schema says why a value is refused (spec §5). */
export function PercentField(props: TextFieldProps) {
  return (
    <TextField
      {...props}
      label="Descuento"
      type="number"
      required
      slotProps={{
        input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
        htmlInput: { min: 0, max: 100, step: 1, inputMode: 'numeric' },
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
