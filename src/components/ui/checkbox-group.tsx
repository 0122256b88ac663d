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

export interface CheckboxOption<T extends string | number> {
  value: T;
  label: React.ReactNode;
  description?: React.ReactNode;
  disabled?: boolean;
}

export interface CheckboxGroupProps<T extends string | number> extends Omit<
  FieldGroupProps,
  'role' | 'onChange' | 'children'
> {
  options: readonly CheckboxOption<T>[];
  value: readonly T[];
  onValueChange: (value: T[]) => void;
  disabled?: boolean;
  /**
   * The order of the values handed back: `options` (default) the options' order; `checked` the
   * order they were ticked in (a newly checked value goes last, the others keep their places), for
   * forms whose saved list keeps the order the user chose.
   */
  order?: 'options' | 'checked';
  /** The id of the first checkbox, so a form error can focus the group (`${firstId}` ← its field). */
  firstId?: string;
  /** Classes of the list of checkboxes (e.g. `sm:grid-cols-2`). */
  listClassName?: string;
}

/** The values after `changed` was ticked (`on`) or unticked, in the group's `order`. */
function nextValue<T extends string | number>(
  options: readonly CheckboxOption<T>[],
  value: readonly T[],
  changed: T,
  on: boolean,
  order: 'options' | 'checked',
): T[] {
  if (order === 'checked') {
    const others = value.filter((candidate) => candidate !== changed);
    return on ? [...others, changed] : others;
  }
  const checked = new Set(value);
  return options
    .map((candidate) => candidate.value)
    .filter((candidate) => (candidate === changed ? on : checked.has(candidate)));
}

/**
 * A labelled group of checkboxes (role="group" named by its label, not a fieldset). The value is
 * the checked options' values (strings or numbers), in the options' order or the ticking order.
 */
export function CheckboxGroup<T extends string | number>({
  options,
  value,
  onValueChange,
  disabled = false,
  order = 'options',
  firstId,
  listClassName,
  ...group
}: CheckboxGroupProps<T>) {
  const checked = new Set(value);
  const invalid = group.error !== undefined && group.error !== null && group.error !== false && group.error !== '';
  return (
    <FieldGroup {...group}>
      <div className={cn('grid gap-2', listClassName)}>
        {options.map((option, index) => (
          <CheckboxItem
            key={option.value}
            id={index === 0 ? firstId : undefined}
            aria-invalid={invalid || undefined}
            label={option.label}
            description={option.description}
            disabled={disabled || option.disabled}
            checked={checked.has(option.value)}
            onCheckedChange={(next) => {
              onValueChange(nextValue(options, value, option.value, next === true, order));
            }}
          />
        ))}
      </div>
    </FieldGroup>
  );
}
