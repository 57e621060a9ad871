import { zodResolver } from '@hookform/resolvers/zod';
import {
  createSlotBodySchema,
  type CreateSlotBody,
  type CreateSlotInput,
} from '@power-gym/contracts';
import { useForm } from 'react-hook-form';
import { useCreateSlotMutation } from '../api/admin-api';
import { CREATE_TEXTS } from '../messages';
import { fieldProps } from '../utils/field-props';
import { saveWithPopups } from '../utils/save-with-popups';
import { AdminFormDialog } from './admin-form-dialog';
import { SelectField } from './select-field';
import { CapacityField, DAY_OPTIONS, HourField } from './slot-fields';

// The empty day is not a weekday: the schema answers 'Debes especificar un día'.
const EMPTY = { day: '', hour: '', capacity: '' } as unknown as CreateSlotInput;

export function CreateSlotDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [createSlot] = useCreateSlotMutation();
  const form = useForm<CreateSlotInput, unknown, CreateSlotBody>({
    resolver: zodResolver(createSlotBodySchema),
    mode: 'all',
    defaultValues: EMPTY,
  });
  const { isValid, isSubmitting } = form.formState;

  const close = () => {
    form.reset(EMPTY);
    onClose();
  };

  const submit = form.handleSubmit(async (body) => {
    const saved = await saveWithPopups(CREATE_TEXTS['dias-y-horas'], () =>
      createSlot(body).unwrap(),
    );
    if (saved) close();
  });

  return (
    <AdminFormDialog
      title="Crear Dias y horas"
      open={open}
      onClose={close}
      onSubmit={submit}
      canSubmit={isValid}
      submitting={isSubmitting}
    >
      <SelectField form={form} name="day" label="Día" options={DAY_OPTIONS} required />
      <HourField {...fieldProps(form, 'hour')} />
      <CapacityField {...fieldProps(form, 'capacity')} />
    </AdminFormDialog>
  );
}
