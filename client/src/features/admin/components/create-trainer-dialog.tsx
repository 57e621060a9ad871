import TextField from '@mui/material/TextField';
import { createTrainerBodySchema, type CreateTrainerInput } from '@power-gym/contracts';
import { useCreateTrainerMutation } from '../api';
import { CREATE_TEXTS } from '../messages';
import { fieldProps } from '../utils/field-props';
import { useCreateForm } from '../utils/use-admin-form';
import { AdminFormDialog } from './admin-form-dialog';
import { ImageField } from './fields';
import { SelectField, type SelectOption } from './select-field';

const EMPTY: CreateTrainerInput = {
  name: '',
  image: '',
  specialty: '',
  experience: '',
  activities: [],
};

interface CreateTrainerDialogProps {
  open: boolean;
  onClose: () => void;
  activities: readonly SelectOption[];
}

export function CreateTrainerDialog({ open, onClose, activities }: CreateTrainerDialogProps) {
  const [createTrainer] = useCreateTrainerMutation();
  const { form, dialogProps } = useCreateForm({
    schema: createTrainerBodySchema,
    empty: EMPTY,
    texts: CREATE_TEXTS.instructores,
    save: (body) => createTrainer(body).unwrap(),
    onClose,
  });

  return (
    <AdminFormDialog title="Crear Instructores" open={open} {...dialogProps}>
      <TextField {...fieldProps(form, 'name')} label="Nombre" required />
      <ImageField {...fieldProps(form, 'image')} />
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
      />
    </AdminFormDialog>
  );
}
