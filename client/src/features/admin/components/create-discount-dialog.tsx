import { createDiscountBodySchema, type CreateDiscountInput } from '@power-gym/contracts';
import { useCreateDiscountMutation } from '../api';
import { CREATE_TEXTS } from '../messages';
import { fieldProps } from '../utils/field-props';
import { useCreateForm } from '../utils/use-admin-form';
import { AdminFormDialog } from './admin-form-dialog';
import { CodeField, PercentField } from './fields';

const EMPTY: CreateDiscountInput = { descuento: '', codigo: '' };

export function CreateDiscountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [createDiscount] = useCreateDiscountMutation();
  const { form, dialogProps } = useCreateForm({
    schema: createDiscountBodySchema,
    empty: EMPTY,
    texts: CREATE_TEXTS.descuentos,
    save: (body) => createDiscount(body).unwrap(),
    onClose,
  });

  return (
    <AdminFormDialog title="Crear Descuentos" open={open} {...dialogProps}>
      <PercentField {...fieldProps(form, 'descuento')} />
      <CodeField {...fieldProps(form, 'codigo')} />
    </AdminFormDialog>
  );
}
