import type * as React from 'react';
import { cn } from '@/lib/cn';

/** A decorative loading placeholder; hidden from assistive technology (announce loading elsewhere, e.g. SkeletonRows' label). */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted motion-reduce:animate-none', className)}
      {...props}
    />
  );
}

export interface SkeletonRowsProps extends Omit<React.ComponentProps<'div'>, 'role'> {
  /** Announced to assistive technology ("Loading campaigns…"). */
  label: string;
  /** How many rows to draw (default 5). */
  rows?: number;
  /** How many cells a row has (default 4); the first is wider, like a name column. */
  columns?: number;
}

/**
 * The loading shape of a table or a report: rows of grey bars where the rows will be, so the page
 * keeps its layout (no spinner, no jump when the data arrives). A `role="status"` with the label.
 */
export function SkeletonRows({ label, rows = 5, columns = 4, className, ...props }: SkeletonRowsProps) {
  return (
    <div role="status" data-slot="skeleton-rows" className={cn('grid gap-3 py-2', className)} {...props}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} data-slot="skeleton-row" className="flex items-center gap-4" aria-hidden="true">
          {Array.from({ length: columns }, (_, column) => (
            <Skeleton key={column} className={cn('h-5', column === 0 ? 'flex-[2]' : 'flex-1')} />
          ))}
        </div>
      ))}
    </div>
  );
}
