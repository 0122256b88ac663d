/**
 * A review decision on the redemptions of one or more reason codes (REDEEM-010…013): it asks first,
 * naming the count and amount; then decides one code at a time with progress, going on past a
 * refused one (like the campaigns' bulk delete); then lists the codes decided and those that were
 * not, with why (a 403 explained).
 */
import { useId, useState } from 'react';
import { ApiError } from '@/api/api-error';
import { errorText } from '@/api/errors';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { OneAtATimeProgressBar, OutcomeList } from '@/components/ui/one-at-a-time';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { Translator } from '@/i18n';
import { useTranslation } from '@/i18n/react';
import type { OneAtATimeProgress, Sleep } from '@/lib/one-at-a-time';
import { formatMoney } from '@/lib/money';
import type { RedemptionCountry, RedemptionDecisionType, RedemptionSummary } from '@generated/rms/model';
import { useDecideRedemptions, type DecisionRun } from '../queries';
import { decisionTotals } from '../redemption-rules';
import { reasonPartsText } from './ReasonCodeLabel';

export interface DecisionRequest {
  decision: RedemptionDecisionType;
  /** Summaries grouped by reason code. */
  summaries: RedemptionSummary[];
}

export interface DecisionDialogProps {
  country: RedemptionCountry;
  /** The decision to confirm; undefined when the dialog is closed. */
  request: DecisionRequest | undefined;
  onClose: () => void;
  /** Called once every code was tried. */
  onFinished?: (run: DecisionRun) => void;
  /** The pause between decisions (tests pass one that does not wait). */
  sleep?: Sleep;
}

type Phase =
  { step: 'confirm' } | { step: 'running'; progress: OneAtATimeProgress<number> } | { step: 'done'; run: DecisionRun };

/** Why a code was not decided; a 403 says which permission is missing. */
function failureText(t: Translator['t'], error: unknown): string {
  const message = errorText(error);
  return error instanceof ApiError && error.status === 403
    ? t('adsmanager.REDEMPTIONS_DECISION_FORBIDDEN', { message })
    : message;
}

export function DecisionDialog({ country, request, onClose, onFinished, sleep }: DecisionDialogProps) {
  const { t, i18n } = useTranslation();
  const decide = useDecideRedemptions(country);
  const commentId = useId();
  const [phase, setPhase] = useState<Phase>({ step: 'confirm' });
  const [comment, setComment] = useState('');
  const summaries = request?.summaries ?? [];
  const codes = summaries.flatMap((summary) => (summary.reasonCode === null ? [] : [summary.reasonCode]));
  const decision = request?.decision ?? 'Approve';
  const decisionLabel = t(`adsmanager.REDEMPTIONS_DECISION_${decision}`);
  const totals = decisionTotals(summaries);
  const currency = summaries[0]?.currency ?? 'USD';
  const amount = formatMoney(totals.amount, currency, i18n.language);
  const [firstCode = 0] = codes;

  const start = async () => {
    const trimmed = comment.trim();
    const run = await decide(codes, decision, {
      sleep,
      ...(trimmed === '' ? {} : { comment: trimmed }),
      onProgress: (progress) => {
        setPhase({ step: 'running', progress });
      },
    });
    setPhase({ step: 'done', run });
    onFinished?.(run);
  };

  // Deciding cannot be abandoned half-way: ConfirmDialog stays until every code was tried.
  return (
    <ConfirmDialog
      open={request !== undefined}
      onOpenChange={(open) => {
        if (open) return;
        setPhase({ step: 'confirm' });
        setComment('');
        onClose();
      }}
      title={t(`adsmanager.REDEMPTIONS_CONFIRM_TITLE_${decision}`)}
      description={
        codes.length === 1
          ? t('adsmanager.REDEMPTIONS_CONFIRM_ONE', {
              decision: decisionLabel,
              count: totals.count,
              amount,
              code: firstCode,
              parts: reasonPartsText(t, firstCode),
            })
          : t('adsmanager.REDEMPTIONS_CONFIRM_MANY', {
              decision: decisionLabel,
              count: totals.count,
              amount,
              summaries: totals.summaries,
              codes: codes.join(', '),
            })
      }
      confirmLabel={decisionLabel}
      cancelLabel={t('adsmanager.REDEMPTIONS_CANCEL')}
      doneLabel={t('adsmanager.REDEMPTIONS_DONE')}
      destructive={decision === 'Deny'}
      confirmDisabled={codes.length === 0}
      onConfirm={start}
    >
      {phase.step === 'confirm' && (
        <div className="grid gap-2">
          <Label htmlFor={commentId}>{t('adsmanager.REDEMPTIONS_COMMENT')}</Label>
          <Textarea
            id={commentId}
            maxLength={1000}
            value={comment}
            onChange={(event) => {
              setComment(event.target.value);
            }}
          />
        </div>
      )}

      {phase.step === 'running' && (
        <OneAtATimeProgressBar
          label={t('adsmanager.REDEMPTIONS_PROGRESS_LABEL')}
          progress={phase.progress}
          text={(values) => t('adsmanager.REDEMPTIONS_PROGRESS', values)}
        />
      )}

      {phase.step === 'done' && (
        <Outcome decision={decisionLabel} run={phase.run} summaries={summaries} currency={currency} />
      )}
    </ConfirmDialog>
  );
}

/**
 * What was done (issue 27): the action and the count, then each decided code with what it means,
 * its redemptions and their amount; the codes not decided, with why, only when there are some.
 */
function Outcome({
  decision,
  run,
  summaries,
  currency,
}: {
  decision: string;
  run: DecisionRun;
  summaries: readonly RedemptionSummary[];
  currency: RedemptionSummary['currency'];
}) {
  const { t, i18n } = useTranslation();
  const byCode = new Map(summaries.map((summary) => [summary.reasonCode, summary]));
  return (
    <div className="grid gap-3" role="status" aria-live="polite">
      <p className="font-medium">
        {t('adsmanager.REDEMPTIONS_DECIDED', {
          decision,
          succeeded: run.succeeded.length,
          total: run.succeeded.length + run.failed.length,
        })}
      </p>
      <CodeList
        label={t('adsmanager.REDEMPTIONS_DECIDED_CODES')}
        items={run.succeeded.map((code) => {
          const summary = byCode.get(code);
          return t('adsmanager.REDEMPTIONS_DECIDED_CODE', {
            code,
            parts: reasonPartsText(t, code),
            count: summary?.totalCount ?? 0,
            amount: formatMoney(summary?.totalAmount ?? 0, currency, i18n.language),
          });
        })}
      />
      {run.failed.length > 0 && (
        <CodeList
          label={t('adsmanager.REDEMPTIONS_FAILED_CODES')}
          items={run.failed.map((code) =>
            t('adsmanager.REDEMPTIONS_FAILED_CODE', { code, message: failureText(t, run.errors.get(code)) }),
          )}
        />
      )}
    </div>
  );
}

function CodeList({ label, items }: { label: string; items: readonly string[] }) {
  const { t } = useTranslation();
  return <OutcomeList label={label} items={items} none={t('adsmanager.REDEMPTIONS_NONE')} className="grid gap-1" />;
}
