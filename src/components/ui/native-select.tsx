import type * as React from 'react';
import { ChevronDownIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * The look of a closed select, shared by the Radix SelectTrigger and NativeSelect: the input
 * border token (≥ 3:1 on white), the Input's height and padding.
 */
export const selectControlClass =
  'flex w-full min-w-0 items-center rounded-md border border-input bg-background text-sm shadow-xs transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive';

export type NativeSelectProps = Omit<React.ComponentProps<'select'>, 'size'> & {
  /** `sm` is the 32 px toolbar height; `default` is the Input's 36 px. */
  controlSize?: 'sm' | 'default';
  /** Classes of the wrapper (width, margins); `className` styles the select itself. */
  containerClassName?: string;
};

/**
 * A styled native `<select>` for long lists (countries, campaigns, time zones): typing selects, the
 * platform's list scrolls, and it looks like the Radix Select. Label it like any input (Field,
 * `<Label htmlFor>` or `aria-label`).
 */
export function NativeSelect({ className, containerClassName, controlSize = 'default', ...props }: NativeSelectProps) {
  return (
    <span data-slot="native-select-wrapper" className={cn('relative inline-flex w-full min-w-0', containerClassName)}>
      <select
        data-slot="native-select"
        data-size={controlSize}
        className={cn(
          selectControlClass,
          'cursor-pointer appearance-none pr-8 pl-3',
          controlSize === 'sm' ? 'h-8' : 'h-9',
          className,
        )}
        {...props}
      />
      <ChevronDownIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 opacity-70"
      />
    </span>
  );
}
