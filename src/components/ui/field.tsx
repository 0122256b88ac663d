import * as React from 'react';
import { HelpTip } from '@/components/ui/help-tip';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

/** The props Field injects into its single control element. */
interface ControlProps {
  id?: string;
  'aria-invalid'?: React.AriaAttributes['aria-invalid'];
  'aria-describedby'?: string;
  'aria-required'?: React.AriaAttributes['aria-required'];
}

export interface FieldProps {
  /** Visible label text, rendered in a `<Label htmlFor>` pointing at the control. */
  label: React.ReactNode;
  /** Id of the control. Defaults to the child's own `id`, else a generated one (injected into the child). */
  htmlFor?: string;
  /** Help text under the control; referenced by the control's aria-describedby. */
  description?: React.ReactNode;
  /**
   * Error text (e.g. `errors.name?.message` from react-hook-form). When present the control gets
   * aria-invalid="true" and aria-describedby includes the error; falsy means valid.
   */
  error?: React.ReactNode;
  /** Marks the field required: a visual "*" (aria-hidden) after the label and aria-required on the control. */
  required?: boolean;
  /** One sentence on what a jargon term means: an ⓘ beside the label, outside it (issue 28). */
  help?: React.ReactNode;
  className?: string;
  /**
   * The control. If it is a single React element (Input, Textarea, SelectTrigger, Checkbox, a native
   * element...), Field injects `id`, `aria-invalid`, `aria-describedby` (merged with the child's own)
   * and `aria-required`. Otherwise it is rendered as is and the caller wires ids (use `htmlFor`).
   * For a Radix Select, the props must reach the trigger: pass `htmlFor="x"` and put `id="x"`
   * (plus aria-invalid / aria-describedby=`x-error` if needed) on `<SelectTrigger>` yourself.
   */
  children: React.ReactNode;
}

/**
 * A form field: label + control + description + error, wired for assistive technology.
 * Works with react-hook-form without depending on it:
 *
 * ```tsx
 * <Field label={t('name')} description={t('name.help')} error={errors.name?.message} required>
 *   <Input {...register('name')} />
 * </Field>
 * ```
 *
 * - `<Label htmlFor={id}>` names the control.
 * - The description (`${id}-description`) and error (`${id}-error`) are linked via aria-describedby.
 * - The error lives in an always-present `aria-live="polite"` region so a new error is announced;
 *   the control gets `aria-invalid="true"` while there is an error.
 */
export function Field({ label, htmlFor, description, error, required = false, help, className, children }: FieldProps) {
  const generatedId = React.useId();
  const onlyChild =
    React.Children.count(children) === 1 && React.isValidElement<ControlProps>(children) ? children : null;
  const id = htmlFor ?? onlyChild?.props.id ?? `field-${generatedId}`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const hasDescription =
    description !== undefined && description !== null && description !== false && description !== '';

  let control: React.ReactNode = children;
  if (onlyChild) {
    const describedBy = [
      onlyChild.props['aria-describedby'],
      hasDescription ? descriptionId : undefined,
      hasError ? errorId : undefined,
    ]
      .filter(Boolean)
      .join(' ');
    control = React.cloneElement(onlyChild, {
      id,
      'aria-invalid': hasError ? true : onlyChild.props['aria-invalid'],
      'aria-describedby': describedBy === '' ? undefined : describedBy,
      'aria-required': required ? true : onlyChild.props['aria-required'],
    });
  }

  return (
    <div data-slot="field" data-invalid={hasError || undefined} className={cn('grid content-start gap-2', className)}>
      {help === undefined ? (
        <Label htmlFor={id} className={cn('min-h-5 self-end leading-5', hasError && 'text-destructive')}>
          {label}
          {required && (
            <span aria-hidden="true" className="text-destructive">
              *
            </span>
          )}
        </Label>
      ) : (
        <div className="flex min-h-5 items-center gap-1 self-end">
          <Label htmlFor={id} className={cn('leading-5', hasError && 'text-destructive')}>
            {label}
            {required && (
              <span aria-hidden="true" className="text-destructive">
                *
              </span>
            )}
          </Label>
          <HelpTip term={typeof label === 'string' ? label : ''}>{help}</HelpTip>
        </div>
      )}
      {control}
      {hasDescription && (
        <p id={descriptionId} data-slot="field-description" className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
      <p
        id={errorId}
        data-slot="field-error"
        aria-live="polite"
        className={cn('text-sm font-medium text-destructive', !hasError && 'sr-only')}
      >
        {hasError ? error : null}
      </p>
    </div>
  );
}

/**
 * Fields side by side that line up (issue 24): from the `sm` width each Field becomes a subgrid of
 * the row, so labels share one line height (a longer label grows the line for all), the controls
 * sit on one baseline and help text and errors start at one height below. Below `sm` they stack.
 */
export function FieldRow({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="field-row"
      className={cn(
        'grid gap-x-4 gap-y-4 sm:auto-cols-fr sm:gap-y-2 sm:grid-flow-col sm:grid-rows-[auto_auto_auto_auto]',
        'sm:*:data-[slot=field]:row-span-4 sm:*:data-[slot=field]:grid-rows-subgrid',
        className,
      )}
      {...props}
    />
  );
}
