import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode } from 'react';

interface EditFormShellProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Saving is disabled while any field has an error: the admin sees why before sending. */
  canSave: boolean;
  saving: boolean;
  children: ReactNode;
}

export function EditFormShell({ onSubmit, canSave, saving, children }: EditFormShellProps) {
  return (
    <Paper component="form" noValidate onSubmit={onSubmit} sx={{ p: { xs: 2, sm: 4 } }}>
      <Stack spacing={2}>
        {children}
        <Button
          type="submit"
          variant="contained"
          disabled={!canSave}
          loading={saving}
          sx={{ alignSelf: 'flex-start' }}
        >
          Guardar
        </Button>
      </Stack>
    </Paper>
  );
}
