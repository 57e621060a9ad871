import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { z } from 'zod';

const emailSchema = z.email('Ingrese un email válido');

interface PayerEmailProps {
  email: string;
  onChange: (email: string) => void;
}

/** The e-mail shown for this purchase; 'Editar Email' makes another one its payer and mail address. */
export function PayerEmail({ email, onChange }: PayerEmailProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(email);
  const [error, setError] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(draft.trim());
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Ingrese un email válido');
      return;
    }
    onChange(parsed.data);
    setEditing(false);
  };

  if (!editing) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        {/* A long address wraps rather than widening the page on a phone. */}
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          Email: <strong>{email}</strong>
        </Typography>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            setDraft(email);
            setError('');
            setEditing(true);
          }}
        >
          Editar Email
        </Button>
      </Box>
    );
  }
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <TextField
        label="Email"
        type="email"
        size="small"
        autoFocus
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        error={error !== ''}
        helperText={error || ' '}
        sx={{ minWidth: 260 }}
      />
      <Button type="submit" variant="contained" sx={{ height: 40 }}>
        Listo
      </Button>
      <Button onClick={() => setEditing(false)} sx={{ height: 40 }}>
        Descartar
      </Button>
    </Box>
  );
}
