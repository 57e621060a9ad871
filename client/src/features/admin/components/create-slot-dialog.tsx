import { createSlotBodySchema, type CreateSlotInput } from '@power-gym/contracts';
import { useCreateSlotMutation } from '../api';
import { CREATE_TEXTS } from '../messages';
import { fieldProps } from '../utils/field-props';
import { useCreateForm } from '../utils/use-admin-form';
import { AdminFormDialog } from './admin-form-dialog';
import { SelectField } from './select-field';
import { CapacityField, DAY_OPTIONS, HourField } from './fields';

// The empty day is not a weekday: the schema answers 'Debes especificar un día'.
const EMPTY = { day: '', hour: '', capacity: '' } as unknown as CreateSlotInput;

export function CreateSlotDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [createSlot] = useCreateSlotMutation();
  const { form, dialogProps } = useCreateForm({
    schema: createSlotBodySchema,
    empty: EMPTY,
    texts: CREATE_TEXTS['dias-y-horas'],
    save: (body) => createSlot(body).unwrap(),
    onClose,
  });

  return (
    <AdminFormDialog title="Crear Dias y horas" open={open} {...dialogProps}>
      <SelectField form={form} name="day" label="Día" options={DAY_OPTIONS} required />
      <HourField {...fieldProps(form, 'hour')} />
      <CapacityField {...fieldProps(form, 'capacity')} />
    </AdminFormDialog>
  );
}
