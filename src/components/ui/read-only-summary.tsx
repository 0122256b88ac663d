import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface SummaryItem {
  label: string;
  value: ReactNode;
}

export interface ReadOnlySummaryProps {
  /** The heading of the summary (an h2). */
  title: string;
  /** One sentence under the title: why this is a view (e.g. no permission to edit). */
  note?: ReactNode;
  items: readonly SummaryItem[];
  className?: string;
}

/**
 * Read-only is a view, not a greyed-out form (issue 28 point 6): what a user without write sees of
 * a campaign, an ad group or an ad — a titled definition list in normal contrast, label beside value
 * from 640 px, stacked below. No disabled control, nothing to tab through but what the values link.
 */
export function ReadOnlySummary({ title, note, items, className }: ReadOnlySummaryProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      data-slot="read-only-summary"
      className={cn('rounded-lg border bg-card p-4', className)}
    >
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {note !== undefined && <p className="mt-1 text-sm text-muted-foreground">{note}</p>}
      <SummaryList items={items} className="mt-3" />
    </section>
  );
}

/**
 * Label and value pairs, label beside value from 640 px and stacked below: the views above and the
 * campaign review's summary, delivery and ad group runs.
 */
export function SummaryList({
  items,
  className,
  valueClassName,
}: {
  items: readonly SummaryItem[];
  className?: string;
  valueClassName?: string;
}) {
  return (
    <dl className={cn('grid grid-cols-1 gap-x-6 sm:grid-cols-[max-content_minmax(0,1fr)] sm:gap-y-2', className)}>
      {items.map(({ label, value }) => (
        <div key={label} className="contents">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className={cn('mb-2 text-sm break-words sm:mb-0', valueClassName)}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
