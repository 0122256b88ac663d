/**
 * The latest run of a projection (PROJ-003, PROJ-010): its status, what it means, the link to the
 * result sheet of a finished run (http(s) only; anything else is shown as text, never a link), a
 * failed status check with its next try, and "Run again" once the run is no longer pending.
 */
import { ExternalLinkIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { useCan } from '@/access';
import { errorText } from '@/api/errors';
import { newIdempotencyKey, idempotencyHeaders } from '@/components/forms/idempotency-key';
import { Button } from '@/components/ui/button';
import { InlineMessage } from '@/components/ui/inline-message';
import { useTranslation } from '@/i18n/react';
import { httpLink } from '@/lib/links';
import type { Projection, ProjectionRun } from '@generated/ads-manager/model';
import { failedPollDelay } from '../projection-rules';
import { useRunProjectionAgainMutation } from '../queries';
import { RunStatusBadge } from './StatusBadges';
import { TEXT_LINK } from '@/components/ui/link-styles';
import { cn } from '@/lib/cn';

export interface RunCheck {
  /** Failed reads in a row of the running check (0 when the last one answered). */
  failures: number;
  failure: unknown;
  checkNow: () => void;
}

export function RunSection({
  accountId,
  projection,
  run,
  check,
}: {
  accountId: number;
  projection: Projection;
  run: ProjectionRun;
  check: RunCheck;
}) {
  const { t } = useTranslation();
  // Running again needs campaign write (the server refuses it otherwise).
  const canWrite = useCan('adsmanager.campaign.write');
  return (
    <section aria-labelledby="projection-run-heading" className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="projection-run-heading" className="text-lg font-semibold">
          {t('adsmanager.PROJECTION_RUN_HEADING')}
        </h2>
        <span className="text-sm text-muted-foreground">
          {t('adsmanager.PROJECTION_RUN_LABEL', { runId: run.runId })}
        </span>
        <RunStatusBadge status={run.status} />
      </div>
      <div role="status" aria-live="polite" className="grid gap-2">
        {run.status === 'pending' && <p className="text-sm">{t('adsmanager.PROJECTION_RUN_PENDING_NOTE')}</p>}
        {run.status === 'awaiting_pricing_update' && (
          <p className="text-sm">{t('adsmanager.PROJECTION_RUN_AWAITING_NOTE')}</p>
        )}
        {run.status === 'cancelled' && <p className="text-sm">{t('adsmanager.PROJECTION_RUN_CANCELLED_NOTE')}</p>}
        {run.status === 'finished' && run.result && <SheetLink link={run.result.sheetLink} />}
      </div>
      <CheckFailed check={check} />
      {run.status !== 'pending' && canWrite && <RunAgain accountId={accountId} projection={projection} />}
    </section>
  );
}

function SheetLink({ link }: { link: string }) {
  const { t } = useTranslation();
  const href = httpLink(link);
  if (href === undefined) return <p className="text-sm">{t('adsmanager.PROJECTION_RUN_SHEET_NOT_A_LINK', { link })}</p>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(TEXT_LINK, 'inline-flex w-fit items-center gap-1')}
    >
      {t('adsmanager.PROJECTION_RUN_SHEET_LINK')}
      <ExternalLinkIcon aria-hidden="true" className="size-4" />
      <span className="sr-only">{t('adsmanager.PROJECTION_RUN_SHEET_NEW_TAB')}</span>
    </a>
  );
}

/** A status check that failed for a passing reason: why, when the next one comes, and "Check now". */
export function CheckFailed({ check }: { check: RunCheck }) {
  const { t } = useTranslation();
  if (check.failures === 0) return null;
  const seconds = Math.round(failedPollDelay(check.failures, check.failure) / 1000);
  return (
    <InlineMessage
      variant="warning"
      title={t('adsmanager.PROJECTION_RUN_POLL_FAILED', { message: errorText(check.failure), seconds })}
    >
      <Button variant="outline" size="sm" className="mt-2" onClick={check.checkNow}>
        {t('adsmanager.PROJECTION_RUN_CHECK_NOW')}
      </Button>
    </InlineMessage>
  );
}

function RunAgain({ accountId, projection }: { accountId: number; projection: Projection }) {
  const { t } = useTranslation();
  const runAgain = useRunProjectionAgainMutation();
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const start = async () => {
    setFailure(undefined);
    try {
      const { projectionId } = projection;
      await runAgain.mutateAsync({ accountId, projectionId, headers: idempotencyHeaders(newIdempotencyKey()) });
      toast.success(t('adsmanager.PROJECTION_RUN_STARTED', { name: projection.name }));
    } catch (error) {
      setFailure(t('adsmanager.PROJECTION_RUN_AGAIN_FAILED', { message: errorText(error) }));
    }
  };
  return (
    <div className="grid gap-2">
      <Button variant="outline" className="w-fit" disabled={runAgain.isPending} onClick={() => void start()}>
        {runAgain.isPending ? t('adsmanager.PROJECTION_RUN_AGAIN_SENDING') : t('adsmanager.PROJECTION_RUN_AGAIN')}
      </Button>
      {failure !== undefined && <InlineMessage variant="error" title={failure} />}
    </div>
  );
}
