/**
 * An amount box of the ad group form bound to its field: the typed text read by the one amount
 * parser (money in the currency, a percent kept as its fraction, a count), the check's message at
 * the field. Nothing typed is rewritten; what cannot be kept is refused by the form's rules.
 */
import { Controller, type FieldPath } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { DecimalInput } from '@/components/ui/money-input';
import type { AmountKind } from '@/lib/money';
import type { AdGroupFormValues } from '../ad-group-rules';
import type { SectionProps } from './form-context';

export function AmountField({
  form,
  name,
  id,
  label,
  amount,
  required = false,
  disabled,
  help,
}: Pick<SectionProps, 'form' | 'disabled'> & {
  name: FieldPath<AdGroupFormValues>;
  id: string;
  label: string;
  amount: AmountKind;
  required?: boolean;
  /** "What is this?" help beside the label. */
  help?: string;
}) {
  const suffix = amount.kind === 'money' ? amount.currency : amount.kind === 'percent' ? '%' : undefined;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} error={fieldState.error?.message} required={required} help={help}>
          <DecimalInput
            id={id}
            ref={field.ref}
            name={field.name}
            amount={amount}
            suffix={suffix}
            value={typeof field.value === 'number' ? field.value : null}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            disabled={disabled}
          />
        </Field>
      )}
    />
  );
}
