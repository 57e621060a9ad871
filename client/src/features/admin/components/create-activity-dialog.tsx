import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { createActivityBodySchema, type CreateActivityInput } from '@power-gym/contracts';
import { useCreateActivityMutation } from '../api';
import { CREATE_TEXTS } from '../messages';
import { fieldProps } from '../utils/field-props';
import { useCreateForm } from '../utils/use-create-form';
import { AdminFormDialog } from './admin-form-dialog';
import { SelectField, type SelectOption } from './select-field';

const EMPTY: CreateActivityInput = {
  name: '',
  image: '',
  video: '',
  description: '',
  price: '',
  trainers: [],
  diaHoraId: [],
};

interface CreateActivityDialogProps {
  open: boolean;
  onClose: () => void;
  trainers: readonly SelectOption[];
  /** Slots not yet taken by a class. */
  freeSlots: readonly SelectOption[];
}

export function CreateActivityDialog({
  open,
  onClose,
  trainers,
  freeSlots,
}: CreateActivityDialogProps) {
  const [createActivity] = useCreateActivityMutation();
  const { form, dialogProps } = useCreateForm({
    schema: createActivityBodySchema,
    empty: EMPTY,
    texts: CREATE_TEXTS.clases,
    create: (body) => createActivity(body).unwrap(),
    onClose,
  });

  return (
    <AdminFormDialog title="Crear Clases" open={open} {...dialogProps}>
      <TextField {...fieldProps(form, 'name')} label="Nombre" required />
      <TextField
        {...fieldProps(form, 'image')}
        label="Imagen"
        placeholder="https://… o /media/…"
        required
      />
      <TextField
        {...fieldProps(form, 'video')}
        label="Video"
        placeholder="https://… o /media/…"
        required
      />
      <TextField
        {...fieldProps(form, 'description')}
        label="Descripción"
        multiline
        minRows={3}
        required
      />
      <TextField
        {...fieldProps(form, 'price')}
        label="Precio"
        type="number"
        required
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          htmlInput: { min: 0, step: 1, inputMode: 'numeric' },
        }}
      />
      <SelectField
        form={form}
        name="trainers"
        label="Instructores"
        options={trainers}
        multiple
        required
        emptyText="No hay instructores: creá uno en Instructores"
      />
      <SelectField
        form={form}
        name="diaHoraId"
        label="Dias y horas"
        options={freeSlots}
        multiple
        required
        emptyText="No hay días y horarios libres: creá uno en Dias y horas"
      />
    </AdminFormDialog>
  );
}
