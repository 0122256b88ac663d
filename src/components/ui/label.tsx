import type * as React from 'react';
import { cn } from '@/lib/cn';

/**
 * A form label: a native `<label>` (Radix Label only stops text selection on double click, which
 * `select-none` does here; without it the first screen loads no Radix for its labels).
 */
export function Label({ className, ...props }: React.ComponentProps<'label'>) {
  return (
    // eslint-disable-next-line jsx-a11y/label-has-associated-control -- callers pass htmlFor or nest the control
    <label
      data-slot="label"
      className={cn(
        'flex items-center gap-2 text-sm leading-none font-medium select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
