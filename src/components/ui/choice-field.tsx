import type { ReactNode, Ref } from 'react';
import { Field } from './field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

export interface Choice<T extends string> {
  value: T;
  label: string;
}

export interface ChoiceFieldProps<T extends string> {
  id: string;
  label: string;
  value: T | '';
  options: readonly Choice<T>[];
  onChange: (value: T) => void;
  onBlur?: () => void;
  triggerRef?: Ref<HTMLButtonElement>;
  error?: string | undefined;
  description?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  /** "What is this?" help beside the label (Field's `help`). */
  help?: ReactNode;
}

/** A labelled Radix select for one of a few values, wired to its Field's description and error. */
export function ChoiceField<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
  onBlur,
  triggerRef,
  error,
  description,
  placeholder,
  disabled = false,
  required = false,
  help,
}: ChoiceFieldProps<T>) {
  const describedBy =
    [description ? `${id}-description` : undefined, error ? `${id}-error` : undefined].filter(Boolean).join(' ') ||
    undefined;
  return (
    <Field label={label} htmlFor={id} error={error} description={description} required={required} help={help}>
      <Select
        value={value}
        onValueChange={(next) => {
          const chosen = options.find((option) => option.value === next);
          if (chosen) onChange(chosen.value);
        }}
        disabled={disabled}
      >
        <SelectTrigger
          id={id}
          ref={triggerRef}
          onBlur={onBlur}
          className="w-full"
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        >
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </Field>
  );
}
