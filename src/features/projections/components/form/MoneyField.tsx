/** A money amount of the request form in the account's currency, null while empty. */
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { MoneyInput } from '@/components/ui/money-input';
import type { ProjectionFormState } from './use-projection-form';

type MoneyName = 'budget' | 'minSpend' | `customPlusSegments.${number}.${'minSpend' | 'maxSpend'}`;

export function MoneyField({
  state,
  id,
  name,
  label,
  description,
  required = false,
}: {
  state: ProjectionFormState;
  id: string;
  name: MoneyName;
  label: string;
  description?: ReactNode;
  required?: boolean;
}) {
  return (
    <Controller
      control={state.form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} error={fieldState.error?.message} description={description} required={required}>
          <MoneyInput
            id={id}
            ref={field.ref}
            currency={state.currency}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
          />
        </Field>
      )}
    />
  );
}
