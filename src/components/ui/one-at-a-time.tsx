/**
 * What a dialog shows while it works through items one at a time (src/lib/one-at-a-time.ts: the
 * campaigns' bulk delete, the redemption decisions): the progress bar with its status line, and
 * afterwards the lists of the items done and not done.
 */
import { cn } from '@/lib/cn';
import type { OneAtATimeProgress } from '@/lib/one-at-a-time';

export function OneAtATimeProgressBar({
  label,
  progress,
  text,
}: {
  label: string;
  progress: OneAtATimeProgress<unknown>;
  /** The status line, from the percent done and the seconds left. */
  text: (values: { percent: number; seconds: number }) => string;
}) {
  return (
    <div className="grid gap-2">
      <progress className="w-full" max={100} value={progress.percent} aria-label={label} />
      <p role="status" aria-live="polite">
        {text({ percent: progress.percent, seconds: progress.secondsRemaining })}
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
