import type * as React from 'react';
import { cn } from '@/lib/cn';
import { MESSAGE_TONES } from './inline-message';

export type InlineAlertVariant = 'error' | 'warning' | 'info' | 'success';

export interface InlineAlertProps extends Omit<React.ComponentProps<'div'>, 'role' | 'title'> {
  variant: InlineAlertVariant;
  /** A bold first line; `children` follow it. */
  title?: React.ReactNode;
  /** `text` (default): a line of coloured text with its icon, for a field or a toolbar; `box`: tinted and bordered. */
  appearance?: 'text' | 'box';
  children?: React.ReactNode;
}

/**
 * A message in the flow of a screen: an error or warning is `role="alert"` (announced at once), info
 * and success `role="status"` (announced politely). The one shape for "this failed / note this"
 * next to what it is about; a failed read uses LoadError, which adds Retry.
 */
export function InlineAlert({ variant, title, appearance = 'text', className, children, ...props }: InlineAlertProps) {
  const style = MESSAGE_TONES[variant];
  const Icon = style.icon;
  return (
    <div
      data-slot="inline-alert"
      data-variant={variant}
      role={variant === 'error' || variant === 'warning' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-2 text-sm',
        style.text,
        appearance === 'box' && ['rounded-md border px-3 py-2', style.box],
        className,
      )}
      {...props}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="grid min-w-0 gap-0.5">
        {title !== undefined && <span className="font-medium">{title}</span>}
        {children !== undefined && <div>{children}</div>}
      </div>
    </div>
  );
}
