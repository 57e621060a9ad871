import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { PHONE_PREFIX } from '@power-gym/contracts';

/** The digits only: the +54 is shown here and added when the form is sent. */
export function PhoneField(props: TextFieldProps) {
  return (
    <TextField
      {...props}
      type="tel"
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">{PHONE_PREFIX}</InputAdornment> },
        htmlInput: { inputMode: 'numeric', autoComplete: 'tel-national' },
      }}
    />
  );
}
