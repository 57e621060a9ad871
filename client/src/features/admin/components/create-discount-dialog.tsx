import { useCreateDiscountMutation } from '../api';
import { fieldProps } from '../utils/field-props';
import { useCreateForm, type CreateDialogState } from '../utils/use-create-form';
import { AdminFormDialog } from './admin-form-dialog';
import { DiscountLimitFields } from './discount-limit-fields';
import { CodeField, PercentField } from './fields';

export function CreateDiscountDialog(dialog: CreateDialogState) {
  const [createDiscount] = useCreateDiscountMutation();
  const { form, dialogProps } = useCreateForm('descuentos', createDiscount, dialog);
  return (
    <AdminFormDialog {...dialogProps}>
      <PercentField {...fieldProps(form, 'descuento')} />
      <CodeField {...fieldProps(form, 'codigo')} />
      <DiscountLimitFields form={form} />
    </AdminFormDialog>
  );
}
