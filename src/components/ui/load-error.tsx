import { Button } from './button';
import { InlineMessage } from './inline-message';

/**
 * A read that failed: what failed and why, with a Retry button. Shown where the data would be, so
 * the rest of the screen (and anything typed) stays.
 */
export function LoadError({
  title,
  retryLabel,
  onRetry,
  className,
}: {
  title: string;
  retryLabel: string;
  onRetry: () => unknown;
  className?: string;
}) {
  return (
    <InlineMessage variant="error" title={title} className={className}>
      <Button
        variant="outline"
        size="sm"
        className="mt-2"
        onClick={() => {
          void onRetry();
        }}
      >
        {retryLabel}
      </Button>
    </InlineMessage>
  );
}
