import TextField from '@mui/material/TextField';
import { useCreateActivityMutation } from '../api';
import { fieldProps } from '../utils/field-props';
import { useCreateForm, type CreateDialogState } from '../utils/use-create-form';
import { AdminFormDialog } from './admin-form-dialog';
import { ImageField, PriceField } from './fields';
import { SelectField, type SelectOption } from './select-field';

interface CreateActivityDialogProps extends CreateDialogState {
  trainers: readonly SelectOption[];
  /** Slots not yet taken by a class. */
  freeSlots: readonly SelectOption[];
  /** The trainers and slots are still loading. */
  loadingChoices: boolean;
}

export function CreateActivityDialog({
  trainers,
  freeSlots,
  loadingChoices,
  ...dialog
}: CreateActivityDialogProps) {
  const [createActivity] = useCreateActivityMutation();
  const { form, dialogProps } = useCreateForm('clases', createActivity, dialog);
  return (
    <AdminFormDialog {...dialogProps}>
      <TextField {...fieldProps(form, 'name')} label="Nombre" required />
      <ImageField form={form} previewAlt="la clase" />
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
        loading={loadingChoices}
      />
      <SelectField
        form={form}
        name="diaHoraId"
        label="Dias y horas"
        options={freeSlots}
        multiple
        required
        emptyText="No hay días y horarios libres: creá uno en Dias y horas"
        loading={loadingChoices}
      />
    </AdminFormDialog>
  );
}
