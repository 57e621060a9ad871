import TextField from '@mui/material/TextField';
import { useCreateTrainerMutation } from '../api';
import { fieldProps } from '../utils/field-props';
import { useCreateForm, type CreateDialogState } from '../utils/use-create-form';
import { AdminFormDialog } from './admin-form-dialog';
import { ImageField } from './fields';
import { SelectField, type SelectOption } from './select-field';

interface CreateTrainerDialogProps extends CreateDialogState {
  activities: readonly SelectOption[];
  /** The classes are still loading. */
  loadingChoices: boolean;
}

export function CreateTrainerDialog({
  activities,
  loadingChoices,
  ...dialog
}: CreateTrainerDialogProps) {
  const [createTrainer] = useCreateTrainerMutation();
  const { form, dialogProps } = useCreateForm('instructores', createTrainer, dialog);
  return (
    <AdminFormDialog {...dialogProps}>
      <TextField {...fieldProps(form, 'name')} label="Nombre" required />
      <ImageField form={form} previewAlt="el instructor" />
      <TextField {...fieldProps(form, 'specialty')} label="Especialidad" required />
      <TextField
        {...fieldProps(form, 'experience')}
        label="Experiencia"
        multiline
        minRows={2}
        required
      />
      <SelectField
        form={form}
        name="activities"
        label="Clases"
        options={activities}
        multiple
        required
        emptyText="No hay clases para asignar"
        loading={loadingChoices}
      />
    </AdminFormDialog>
  );
}
