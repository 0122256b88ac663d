import type * as React from 'react';
import { Loader2Icon } from 'lucide-react';
import { cn } from '@/lib/cn';

export type SpinnerProps = Omit<React.ComponentProps<'span'>, 'children'> & {
  /** Visually hidden text announced to assistive technology (pass a translated string). */
  label?: string;
};

/** A loading indicator: role="status" with a visually hidden label; the icon is aria-hidden. */
export function Spinner({ className, label = 'Loading…', ...props }: SpinnerProps) {
  return (
    <span role="status" data-slot="spinner" className={cn('inline-flex items-center', className)} {...props}>
      <Loader2Icon aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
