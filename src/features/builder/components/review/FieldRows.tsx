/** Label and value pairs of the review (summary, delivery, an ad group's run): one column on a phone, two beside. */
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type FieldRow = readonly [label: string, value: ReactNode];

export function FieldRows({ rows, valueClassName }: { rows: readonly FieldRow[]; valueClassName?: string }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr] sm:gap-y-2">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className={cn('mb-1 sm:mb-0', valueClassName)}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
