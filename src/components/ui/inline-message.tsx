import * as React from 'react';
import { CircleCheckIcon, CircleXIcon, FlagIcon, InfoIcon, TriangleAlertIcon, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/** SHELL-066: annotation-level custom messages come in these variants. */
export const INLINE_MESSAGE_VARIANTS = ['error', 'warning', 'info', 'flagged'] as const;
export type InlineMessageVariant = (typeof INLINE_MESSAGE_VARIANTS)[number];

/** Icon and colours of each message tone, shared with InlineAlert: `text` colours the words, `box` the frame. */
export const MESSAGE_TONES = {
  error: {
    icon: CircleXIcon,
    text: 'text-destructive',
    box: 'border-destructive/40 bg-destructive-subtle',
    label: 'Error',
  },
  warning: {
    icon: TriangleAlertIcon,
    text: 'text-warning',
    box: 'border-warning/40 bg-warning-subtle',
    label: 'Warning',
  },
  info: { icon: InfoIcon, text: 'text-info', box: 'border-info/40 bg-info-subtle', label: 'Info' },
  flagged: { icon: FlagIcon, text: 'text-flagged', box: 'border-flagged/40 bg-flagged-subtle', label: 'Flagged' },
  success: {
    icon: CircleCheckIcon,
    text: 'text-success',
    box: 'border-success/40 bg-success-subtle',
    label: 'Success',
  },
} satisfies Record<string, { icon: LucideIcon; text: string; box: string; label: string }>;

export interface InlineMessageProps extends Omit<React.ComponentProps<'div'>, 'title' | 'role'> {
  variant: InlineMessageVariant;
  title?: React.ReactNode;
  /** Visually hidden variant name read before the message (default "Error" / "Warning" / "Info" / "Flagged"; pass translations). */
  variantLabel?: string;
  children?: React.ReactNode;
}

/**
 * An annotation-level message next to a field or item. Each variant has its own icon and colour and
 * an accessible name that starts with the variant ("Warning: …"). Only `error` is role="alert"
 * (announced at once); the others are role="note".
 */
export function InlineMessage({ variant, title, variantLabel, children, className, ...props }: InlineMessageProps) {
  const id = React.useId();
  const style = MESSAGE_TONES[variant];
  const Icon = style.icon;
  const labelId = `${id}-variant`;
  const titleId = `${id}-title`;
  return (
    <div
      data-slot="inline-message"
      data-variant={variant}
      role={variant === 'error' ? 'alert' : 'note'}
      aria-labelledby={title === undefined ? labelId : `${labelId} ${titleId}`}
      className={cn('flex items-start gap-2 rounded-md border px-3 py-2 text-sm', style.box, style.text, className)}
      {...props}
    >
      <Icon aria-hidden="true" data-icon={variant} className="mt-0.5 size-4 shrink-0" />
      <div className="grid gap-0.5">
        <span id={labelId} className="sr-only">
          {`${variantLabel ?? style.label}:`}
        </span>
        {title !== undefined && (
          <span id={titleId} className="font-medium">
            {title}
          </span>
        )}
        {children !== undefined && <div>{children}</div>}
      </div>
    </div>
  );
}
