import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { saveWithPopups } from './save-with-popups';

interface CreateFormOptions<I extends FieldValues, O> {
  schema: z.ZodType<O, I>;
  empty: I;
  texts: { success: string; failure: string };
  create: (body: O) => Promise<unknown>;
  onClose: () => void;
}

/**
 * A create dialog's form on the shared schema: validated as the admin types, reset on close, and
 * closed only after the server accepted it (spec §8's popups either way).
 */
export function useCreateForm<I extends FieldValues, O>({
  schema,
  empty,
  texts,
  create,
  onClose,
}: CreateFormOptions<I, O>) {
  const form = useForm<I, unknown, O>({
    resolver: zodResolver(schema),
    mode: 'all',
    defaultValues: empty as DefaultValues<I>,
  });
  const close = () => {
    form.reset(empty);
    onClose();
  };
  const onSubmit = form.handleSubmit(async (body) => {
    if (await saveWithPopups(texts, () => create(body))) close();
  });
  const dialogProps = {
    onClose: close,
    onSubmit,
    canSubmit: form.formState.isValid,
    submitting: form.formState.isSubmitting,
  };
  return { form, dialogProps };
}
