import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import {
  fieldProps as formFieldProps,
  type FieldPropsOptions,
} from '@/components/forms/field-props';

/** The shared fieldProps with the admin's ids ('admin-name'): its dialogs sit beside its lists. */
export function fieldProps<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  name: Path<T>,
  { idPrefix = 'admin', deps }: FieldPropsOptions<T> = {},
) {
  return formFieldProps(form, name, { idPrefix, deps });
}
