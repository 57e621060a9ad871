import TextField from '@mui/material/TextField';
import { createActivityBodySchema, type CreateActivityInput } from '@power-gym/contracts';
import { useCreateActivityMutation } from '../api';
import { CREATE_TEXTS } from '../messages';
import { fieldProps } from '../utils/field-props';
import { useCreateForm } from '../utils/use-admin-form';
import { AdminFormDialog } from './admin-form-dialog';
import { ImageField, PriceField } from './fields';
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
    save: (body) => createActivity(body).unwrap(),
    onClose,
  });

  return (
    <AdminFormDialog title="Crear Clases" open={open} {...dialogProps}>
      <TextField {...fieldProps(form, 'name')} label="Nombre" required />
      <ImageField {...fieldProps(form, 'image')} />
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
      <PriceField {...fieldProps(form, 'price')} />
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
