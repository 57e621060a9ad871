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
export function useAdminForm<I extends FieldValues, O>(options: AdminFormOptions<I, O>) {
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
