import Stack from '@mui/material/Stack';
import { FormDialog, type FormDialogProps } from '@/components/ui/form-dialog';

/** 'Crear' is disabled while any field has an error: the admin sees why before sending. */
type AdminFormDialogProps = Omit<FormDialogProps, 'submitLabel' | 'maxWidth'>;

/** 'Crear {section}': the fields, 'Cancelar' and 'Crear'. */
export function AdminFormDialog({ children, ...dialog }: AdminFormDialogProps) {
  return (
    <FormDialog {...dialog} submitLabel="Crear" maxWidth="sm">
      <Stack spacing={2} sx={{ pt: 1 }}>
        {children}
      </Stack>
    </FormDialog>
  );
}
