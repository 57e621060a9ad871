import { zodResolver } from '@hookform/resolvers/zod';
import {
  createDiscountBodySchema,
  type CreateDiscountBody,
  type CreateDiscountInput,
} from '@power-gym/contracts';
import { useForm } from 'react-hook-form';
import { useCreateDiscountMutation } from '../api/admin-api';
import { CREATE_TEXTS } from '../messages';
import { fieldProps } from '../utils/field-props';
import { saveWithPopups } from '../utils/save-with-popups';
import { AdminFormDialog } from './admin-form-dialog';
import { CodeField, PercentField } from './discount-fields';

const EMPTY: CreateDiscountInput = { descuento: '', codigo: '' };

export function CreateDiscountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [createDiscount] = useCreateDiscountMutation();
  const form = useForm<CreateDiscountInput, unknown, CreateDiscountBody>({
    resolver: zodResolver(createDiscountBodySchema),
    mode: 'all',
    defaultValues: EMPTY,
  });
  const { isValid, isSubmitting } = form.formState;

  const close = () => {
    form.reset(EMPTY);
    onClose();
  };

  const submit = form.handleSubmit(async (body) => {
    const saved = await saveWithPopups(CREATE_TEXTS.descuentos, () =>
      createDiscount(body).unwrap(),
    );
    if (saved) close();
  });

  return (
    <AdminFormDialog
      title="Crear Descuentos"
      open={open}
      onClose={close}
      onSubmit={submit}
      canSubmit={isValid}
      submitting={isSubmitting}
    >
      <PercentField {...fieldProps(form, 'descuento')} />
      <CodeField {...fieldProps(form, 'codigo')} />
    </AdminFormDialog>
  );
}
