import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** register() adapted to a MUI TextField: input ref, error state and message. */
export function fieldProps<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>) {
  const { ref, ...field } = form.register(name);
  const message = form.getFieldState(name, form.formState).error?.message;
  return {
    ...field,
    id: name,
    inputRef: ref,
    error: message !== undefined,
    helperText: message,
  };
}
