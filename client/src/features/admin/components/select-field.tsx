import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

export interface SelectOption {
  value: number | string;
  label: string;
}

interface SelectFieldProps<T extends FieldValues, O> {
  form: UseFormReturn<T, unknown, O>;
  name: Path<T>;
  label: string;
  options: readonly SelectOption[];
  multiple?: boolean;
  required?: boolean;
  /** Shown under the field when there is nothing to choose. */
  emptyText?: string;
  /** The options are still on their way: no 'nothing to choose' yet. */
  loading?: boolean;
  disabled?: boolean;
}

/** A MUI select bound to the form; `multiple` keeps an array of the chosen values. */
export function SelectField<T extends FieldValues, O>({
  form,
  name,
  label,
  options,
  multiple = false,
  required = false,
  emptyText,
  loading = false,
  disabled = false,
}: SelectFieldProps<T, O>) {
  const noOptionsText = loading ? 'Cargando opciones…' : emptyText;
  const labelOf = (value: unknown) =>
    options.find((option) => option.value === value)?.label ?? String(value);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => {
        const message =
          fieldState.error?.message ?? (options.length === 0 ? noOptionsText : undefined);
        return (
          <TextField
            select
            id={`admin-${name}`}
            label={label}
            required={required}
            disabled={disabled}
            name={field.name}
            value={field.value ?? (multiple ? [] : '')}
            inputRef={field.ref}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(event.target.value)}
            error={fieldState.error !== undefined}
            helperText={message}
            slotProps={{
              select: {
                multiple,
                renderValue: (selected) =>
                  Array.isArray(selected) ? selected.map(labelOf).join(', ') : labelOf(selected),
                // Closing the menu counts as leaving the field, so its message shows.
                onClose: () => field.onBlur(),
              },
            }}
          >
            {options.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}
