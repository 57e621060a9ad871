import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

export interface FieldPropsOptions<T extends FieldValues> {
  /** The field's id is `${idPrefix}-${name}`; without one, the name. */
  idPrefix?: string;
  /** Fields checked again whenever this one changes. */
  deps?: Path<T>[];
}

/** register() adapted to a MUI TextField: input ref, error state and message. */
export function fieldProps<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  name: Path<T>,
  { idPrefix, deps }: FieldPropsOptions<T> = {},
) {
  const { ref, ...field } = form.register(name, { deps });
  const message = form.getFieldState(name, form.formState).error?.message;
  return {
    ...field,
    id: idPrefix ? `${idPrefix}-${name}` : name,
    inputRef: ref,
    error: message !== undefined,
    helperText: message,
  };
}
