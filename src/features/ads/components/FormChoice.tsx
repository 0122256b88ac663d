/** A kit select (Radix) of the ad form bound to its field: value, blur, focus ref and error. */
import { Controller, type FieldPathByValue } from 'react-hook-form';
import { ChoiceField, type Choice } from '@/components/ui/choice-field';
import type { AdFormValues } from '../ad-form-rules';
import type { AdSectionProps } from './form-context';

export interface FormChoiceProps extends AdSectionProps {
  name: FieldPathByValue<AdFormValues, string>;
  id: string;
  label: string;
  options: readonly Choice<string>[];
  /** "What is this?" help beside the label. */
  help?: string;
}

export function FormChoice({ form, disabled, name, id, label, options, help }: FormChoiceProps) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <ChoiceField
          id={id}
          label={label}
          help={help}
          value={field.value}
          options={options}
          onChange={field.onChange}
          onBlur={field.onBlur}
          triggerRef={field.ref}
          error={fieldState.error?.message}
          disabled={disabled}
        />
      )}
    />
  );
}
