import { useCreateSlotMutation } from '../api';
import { fieldProps } from '../utils/field-props';
import { useCreateForm, type CreateDialogState } from '../utils/use-create-form';
import { AdminFormDialog } from './admin-form-dialog';
import { SelectField } from './select-field';
import { CapacityField, DAY_OPTIONS, HourField } from './fields';

export function CreateSlotDialog(dialog: CreateDialogState) {
  const [createSlot] = useCreateSlotMutation();
  const { form, dialogProps } = useCreateForm('dias-y-horas', createSlot, dialog);
  return (
    <AdminFormDialog {...dialogProps}>
      <SelectField form={form} name="day" label="Día" options={DAY_OPTIONS} required />
      <HourField {...fieldProps(form, 'hour')} />
      <CapacityField {...fieldProps(form, 'capacity')} />
    </AdminFormDialog>
  );
}
