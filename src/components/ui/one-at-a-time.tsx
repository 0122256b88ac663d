/**
 * What a dialog shows while it works through items one at a time (src/lib/one-at-a-time.ts: the
 * campaigns' bulk delete, the redemption decisions): the progress bar with its status line, and
 * afterwards the lists of the items done and not done.
 */
import { cn } from '@/lib/cn';

export function OneAtATimeProgressBar({ label, percent, text }: { label: string; percent: number; text: string }) {
  return (
    <div className="grid gap-2">
      <progress className="w-full" max={100} value={percent} aria-label={label} />
      <p role="status" aria-live="polite">
        {text}
      </p>
    </div>
  );
}

/** A titled list of outcomes (ids, or lines saying why); `none` when it is empty. */
export function OutcomeList({
  label,
  items,
  none,
  className,
}: {
  label: string;
  items: readonly (string | number)[];
  none: string;
  className?: string;
}) {
  return (
    <div>
      <h3 className="text-sm font-medium">{label}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{none}</p>
      ) : (
        <ul aria-label={label} className={cn('text-sm', className)}>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
