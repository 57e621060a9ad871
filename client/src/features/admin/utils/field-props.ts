import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** register() adapted to a MUI TextField: input ref, error state and message. */
export function fieldProps<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  name: Path<T>,
) {
  const { ref, ...field } = form.register(name);
  const message = form.getFieldState(name, form.formState).error?.message;
  return {
    ...field,
    id: `admin-${name}`,
    inputRef: ref,
    error: message !== undefined,
    helperText: message,
  };
}
