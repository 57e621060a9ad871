import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { saveWithPopups } from './save-with-popups';

interface AdminFormOptions<I extends FieldValues, O> {
  schema: z.ZodType<O, I>;
  defaultValues: DefaultValues<I>;
  texts: { success: string; failure: string };
  save: (values: O) => Promise<unknown>;
  /** Called after the server accepted the save (never on a failed one). */
  onSaved: () => void;
}

/** An admin form on the shared schema: validated as the admin types, a popup either way. */
function useAdminForm<I extends FieldValues, O>(options: AdminFormOptions<I, O>) {
  const { schema, defaultValues, texts, save, onSaved } = options;
  const form = useForm<I, unknown, O>({
    resolver: zodResolver(schema),
    mode: 'all',
    defaultValues,
  });
  const onSubmit = form.handleSubmit(async (values) => {
    if (await saveWithPopups(texts, () => save(values))) onSaved();
  });
  return { form, onSubmit, valid: form.formState.isValid, busy: form.formState.isSubmitting };
}

/** An edit page's form: the props of its EditFormShell come with it. */
export function useEditForm<I extends FieldValues, O>(options: AdminFormOptions<I, O>) {
  const { form, onSubmit, valid, busy } = useAdminForm(options);
  return { form, shellProps: { onSubmit, canSave: valid, saving: busy } };
}

/**
 * A create dialog's form: reset on close, and closed only after the server accepted it (the
 * success or failure popup shows either way).
 */
export function useCreateForm<I extends FieldValues, O>({
  empty,
  onClose,
  ...options
}: Omit<AdminFormOptions<I, O>, 'defaultValues' | 'onSaved'> & { empty: I; onClose: () => void }) {
  const close = () => {
    form.reset(empty);
    onClose();
  };
  const { form, onSubmit, valid, busy } = useAdminForm({
    ...options,
    defaultValues: empty as DefaultValues<I>,
    onSaved: close,
  });
  return { form, dialogProps: { onClose: close, onSubmit, canSubmit: valid, submitting: busy } };
}
