import TextField from '@mui/material/TextField';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fieldProps } from '../utils/field-props';
import { UsesField } from './fields';

interface DiscountLimits extends FieldValues {
  endsOn?: unknown;
  maxUses?: unknown;
  maxUsesPerMember?: unknown;
}

/** A discount code's last day and usage limits, in its create dialog and its edit form. */
export function DiscountLimitFields<T extends DiscountLimits, O>({
  form,
}: {
  form: UseFormReturn<T, unknown, O>;
}) {
  const endsOn = fieldProps(form, 'endsOn' as Path<T>);
  return (
    <>
      <TextField
        {...endsOn}
        label="Vence el"
        type="date"
        helperText={endsOn.helperText ?? 'Vacío: no vence. Vale hasta el final de ese día'}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <UsesField {...fieldProps(form, 'maxUses' as Path<T>)} label="Usos máximos" />
      <UsesField {...fieldProps(form, 'maxUsesPerMember' as Path<T>)} label="Usos por socio" />
    </>
  );
}
