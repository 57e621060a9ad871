import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import {
  createTrainerBodySchema,
  type CreateTrainerBody,
  type CreateTrainerInput,
} from '@power-gym/contracts';
import { useForm } from 'react-hook-form';
import { useCreateTrainerMutation } from '../api/admin-api';
import { CREATE_TEXTS } from '../messages';
import { fieldProps } from '../utils/field-props';
import { saveWithPopups } from '../utils/save-with-popups';
import { AdminFormDialog } from './admin-form-dialog';
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
  const form = useForm<CreateTrainerInput, unknown, CreateTrainerBody>({
    resolver: zodResolver(createTrainerBodySchema),
    mode: 'all',
    defaultValues: EMPTY,
  });
  const { isValid, isSubmitting } = form.formState;

  const close = () => {
    form.reset(EMPTY);
    onClose();
  };

  const submit = form.handleSubmit(async (body) => {
    const saved = await saveWithPopups(CREATE_TEXTS.instructores, () =>
      createTrainer(body).unwrap(),
    );
    if (saved) close();
  });

  return (
    <AdminFormDialog
      title="Crear Instructores"
      open={open}
      onClose={close}
      onSubmit={submit}
      canSubmit={isValid}
      submitting={isSubmitting}
    >
      <TextField {...fieldProps(form, 'name')} label="Nombre" required />
      <TextField
        {...fieldProps(form, 'image')}
        label="Imagen"
        placeholder="https://… o /media/…"
        required
      />
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
