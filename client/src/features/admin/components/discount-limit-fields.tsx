import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fieldProps } from '../utils/field-props';
import { EndsOnField, UsesField } from './fields';

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
  return (
    <>
      <EndsOnField {...fieldProps(form, 'endsOn' as Path<T>)} />
      <UsesField {...fieldProps(form, 'maxUses' as Path<T>)} label="Usos máximos" />
      <UsesField {...fieldProps(form, 'maxUsesPerMember' as Path<T>)} label="Usos por socio" />
    </>
  );
}
