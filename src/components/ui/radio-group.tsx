import * as React from 'react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';
import { FieldGroup } from './field-group';
import { Label } from './label';

export function RadioGroup({ className, ...props }: React.ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return <RadioGroupPrimitive.Root data-slot="radio-group" className={cn('grid gap-2', className)} {...props} />;
}

export function RadioGroupItem({ className, ...props }: React.ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      data-slot="radio-group-item"
      className={cn(
        'aspect-square size-4 shrink-0 cursor-pointer rounded-full border border-input bg-background text-primary shadow-xs outline-none disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-primary',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        'aria-invalid:border-destructive',
        className,
      )}
      {...props}
    >
      <RadioGroupPrimitive.Indicator data-slot="radio-group-indicator" className="flex items-center justify-center">
        <span className="size-2 rounded-full bg-current" />
      </RadioGroupPrimitive.Indicator>
    </RadioGroupPrimitive.Item>
  );
}

export interface RadioOption<T extends string> {
  value: T;
  label: React.ReactNode;
  description?: React.ReactNode;
  disabled?: boolean;
}

export interface RadioGroupFieldProps<T extends string> {
  /** Names the radio group (shown above it). */
  label: React.ReactNode;
  /** Names the group for assistive technology only (a section's title already says it). */
  hideLabel?: boolean;
  options: readonly RadioOption<T>[];
  value: T | undefined;
  onValueChange: (value: T) => void;
  description?: React.ReactNode;
  error?: React.ReactNode;
  disabled?: boolean;
  required?: boolean;
  /** `horizontal` lays the options in a row (arrow keys follow). */
  orientation?: 'horizontal' | 'vertical';
  name?: string;
  className?: string;
}

/**
 * A labelled Radix radio group: the FieldGroup (label, help, error) is the radiogroup itself, with
 * arrow-key navigation between the options.
 */
export function RadioGroupField<T extends string>({
  label,
  hideLabel,
  options,
  value,
  onValueChange,
  description,
  error,
  disabled,
  required,
  orientation = 'vertical',
  name,
  className,
}: RadioGroupFieldProps<T>) {
  const id = React.useId();
  return (
    <RadioGroupPrimitive.Root
      asChild
      value={value ?? ''}
      onValueChange={(next) => {
        const chosen = options.find((option) => option.value === next);
        if (chosen) onValueChange(chosen.value);
      }}
      disabled={disabled}
      required={required}
      orientation={orientation}
      name={name}
    >
      <FieldGroup
        role="radiogroup"
        label={label}
        hideLabel={hideLabel}
        description={description}
        error={error}
        className={className}
      >
        <div className={cn(orientation === 'horizontal' ? 'flex flex-wrap gap-4' : 'grid gap-2')}>
          {options.map((option) => {
            const itemId = `${id}-${option.value}`;
            return (
              <div key={option.value} className="flex items-start gap-2">
                <RadioGroupItem id={itemId} value={option.value} disabled={option.disabled} className="mt-0.5" />
                <div className="grid gap-0.5">
                  <Label htmlFor={itemId} className="leading-5 font-normal">
                    {option.label}
                  </Label>
                  {option.description && <p className="text-xs text-muted-foreground">{option.description}</p>}
                </div>
              </div>
            );
          })}
        </div>
      </FieldGroup>
    </RadioGroupPrimitive.Root>
  );
}
