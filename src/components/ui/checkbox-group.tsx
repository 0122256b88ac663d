import * as React from 'react';
import { cn } from '@/lib/cn';
import { Checkbox } from './checkbox';
import { FieldGroup, type FieldGroupProps } from './field-group';
import { Label } from './label';

export interface CheckboxItemProps extends Omit<React.ComponentProps<typeof Checkbox>, 'children'> {
  label: React.ReactNode;
  /** Help under the label, linked to the checkbox. */
  description?: React.ReactNode;
}

/** A Radix checkbox with its label beside it (the label is clickable and names the checkbox). */
export function CheckboxItem({ label, description, id: idProp, className, ...props }: CheckboxItemProps) {
  const generated = React.useId();
  const id = idProp ?? `checkbox-${generated}`;
  const descriptionId = `${id}-description`;
  return (
    <div data-slot="checkbox-item" className={cn('flex items-start gap-2', className)}>
      <Checkbox id={id} aria-describedby={description ? descriptionId : undefined} className="mt-0.5" {...props} />
      <div className="grid gap-0.5">
        <Label htmlFor={id} className="leading-5 font-normal">
          {label}
        </Label>
        {description && (
          <p id={descriptionId} className="text-xs text-muted-foreground">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}

export interface CheckboxOption<T extends string> {
  value: T;
  label: React.ReactNode;
  description?: React.ReactNode;
  disabled?: boolean;
}

export interface CheckboxGroupProps<T extends string> extends Omit<FieldGroupProps, 'role' | 'onChange' | 'children'> {
  options: readonly CheckboxOption<T>[];
  value: readonly T[];
  onValueChange: (value: T[]) => void;
  disabled?: boolean;
  /** Classes of the list of checkboxes (e.g. `sm:grid-cols-2`). */
  listClassName?: string;
}

/**
 * A labelled group of checkboxes (role="group" named by its label, not a fieldset). The value is
 * the checked options' values, in the options' order.
 */
export function CheckboxGroup<T extends string>({
  options,
  value,
  onValueChange,
  disabled = false,
  listClassName,
  ...group
}: CheckboxGroupProps<T>) {
  const checked = new Set(value);
  return (
    <FieldGroup {...group}>
      <div className={cn('grid gap-2', listClassName)}>
        {options.map((option) => (
          <CheckboxItem
            key={option.value}
            label={option.label}
            description={option.description}
            disabled={disabled || option.disabled}
            checked={checked.has(option.value)}
            onCheckedChange={(next) => {
              const nextValues = options
                .map((candidate) => candidate.value)
                .filter((candidate) => (candidate === option.value ? next === true : checked.has(candidate)));
              onValueChange(nextValues);
            }}
          />
        ))}
      </div>
    </FieldGroup>
  );
}
