/**
 * The frame of a builder step below a campaign (the ad group and the ad form): its title, the way
 * back to the review, and what stands in for the form while it cannot be shown — the load error
 * with Retry, the loading state, or the message that the item belongs elsewhere (WIZ-005, NS-35);
 * a read-only campaign's reason above the form.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorText } from '@/api/errors';
import { InlineMessage } from '@/components/ui/inline-message';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import type { ReadOnlyReason } from '../../campaign-form-rules';
import { ReadOnlyBanner } from '../campaign-form/ReadOnlyBanner';
import { TEXT_LINK } from '@/components/ui/link-styles';
import { cn } from '@/lib/cn';

interface StepFrameProps {
  /** The id of the heading that names the section. */
  titleId: string;
  title: string;
  review: { to: string; label: string };
  /** A failed read, its message (given the error's text) and what Retry does. */
  failed: { error: unknown; message: (text: string) => string; retryLabel: string; onRetry: () => void } | undefined;
  /** The loading state's label, shown while there is no form yet. */
  loadingLabel: string;
  /** Said instead of the form when the item is not part of this campaign or ad group. */
  elsewhere: string | undefined;
  readOnlyReason: ReadOnlyReason | undefined;
  /** The form, once what it needs has loaded. */
  children: ReactNode | undefined;
}

export function StepFrame({
  titleId,
  title,
  review,
  failed,
  loadingLabel,
  elsewhere,
  readOnlyReason,
  children,
}: StepFrameProps) {
  return (
    <section aria-labelledby={titleId} className="grid gap-4 p-6">
      <h1 id={titleId} className="text-2xl font-semibold">
        {title}
      </h1>
      <Link to={review.to} className={cn(TEXT_LINK, 'text-sm')}>
        {review.label}
      </Link>
      {failed ? (
        <LoadError
          title={failed.message(errorText(failed.error))}
          retryLabel={failed.retryLabel}
          onRetry={failed.onRetry}
        />
      ) : children === undefined ? (
        <Spinner label={loadingLabel} />
      ) : elsewhere !== undefined ? (
        <InlineMessage variant="error">{elsewhere}</InlineMessage>
      ) : (
        <>
          {readOnlyReason !== undefined && <ReadOnlyBanner reason={readOnlyReason} />}
          {children}
        </>
      )}
    </section>
  );
}

/**
 * Issue 28 point 6 (NS-95): a create page opened without write says only that, as its heading —
 * no form, no way back that suggests otherwise.
 */
export function CreateRefusal({ titleId, text }: { titleId: string; text: string }) {
  return (
    <section aria-labelledby={titleId} className="grid gap-4 p-6">
      <h1 id={titleId} className="text-2xl font-semibold">
        {text}
      </h1>
    </section>
  );
}
