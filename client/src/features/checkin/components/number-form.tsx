import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { checkInBodySchema } from '@power-gym/contracts';
import { useState, type FormEvent } from 'react';
import { WayCard } from './way-card';

/** 'Número del pase': the 6 digits under the member's QR, typed when the camera cannot read it. */
export function NumberForm({
  onNumber,
  busy,
}: {
  onNumber: (number: string) => Promise<void>;
  busy: boolean;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = checkInBodySchema.safeParse({ number: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    await onNumber(parsed.data.number ?? value);
    // A number works once: the field is ready for the next member.
    setValue('');
  };

  return (
    <WayCard title="Número del pase" hint="Escribí los 6 dígitos que se ven debajo del código QR.">
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <TextField
          label="Número del pase"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? ' '}
          autoComplete="off"
          size="small"
          sx={{ flex: '1 1 10rem' }}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, spellCheck: false } }}
        />
        <Button type="submit" variant="contained" sx={{ mt: 0.25 }}>
          Registrar
        </Button>
      </Box>
    </WayCard>
  );
}
