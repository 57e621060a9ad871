import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** The account's e-mail: the browser offers the saved addresses and the e-mail keyboard. */
export function EmailField(props: TextFieldProps) {
  return <TextField {...props} label="Email" type="email" autoComplete="email" />;
}
