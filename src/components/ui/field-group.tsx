import * as React from 'react';
import { cn } from '@/lib/cn';
import { HelpTip } from './help-tip';

export interface FieldGroupProps extends Omit<React.ComponentProps<'div'>, 'role'> {
  /** The group's name, shown above it like a legend (names the group for assistive technology). */
  label: React.ReactNode;
  /** Shows the label to assistive technology only (a toolbar whose controls speak for themselves). */
  hideLabel?: boolean;
  description?: React.ReactNode;
  /** "What is this?" help beside the label (as Field's `help`). */
  help?: React.ReactNode;
  error?: React.ReactNode;
  /** `radiogroup` for a Radix RadioGroup root rendered by the caller; default `group`. */
  role?: 'group' | 'radiogroup';
}

/**
 * A labelled group of controls without the browser's fieldset: `role="group"` named by its label
 * (aria-labelledby) and described by its help text and error. No legend cutting through a border.
 */
export function FieldGroup({
  label,
  hideLabel = false,
  description,
  help,
  error,
  role = 'group',
  className,
  children,
  ...props
}: FieldGroupProps) {
  const id = React.useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const hasDescription = description !== undefined && description !== null && description !== '';
  const describedBy = [hasDescription && descriptionId, hasError && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div
      role={role}
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      aria-invalid={hasError || undefined}
      data-slot="field-group"
      className={cn('grid gap-2', className)}
      {...props}
    >
      {help === undefined ? (
        <div
          id={labelId}
          className={cn('text-sm leading-5 font-medium', hideLabel && 'sr-only', hasError && 'text-destructive')}
        >
          {label}
        </div>
      ) : (
        <div className="flex items-center gap-1">
          <div id={labelId} className={cn('text-sm leading-5 font-medium', hasError && 'text-destructive')}>
            {label}
          </div>
          <HelpTip term={typeof label === 'string' ? label : ''}>{help}</HelpTip>
        </div>
      )}
      {hasDescription && (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
      {children}
      <p id={errorId} aria-live="polite" className={cn('text-sm font-medium text-destructive', !hasError && 'sr-only')}>
        {hasError ? error : null}
      </p>
    </div>
  );
}
