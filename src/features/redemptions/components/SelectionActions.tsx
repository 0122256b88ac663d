/**
 * A decision on several reason codes at once: the decisions every selected code allows
 * (REDEEM-010…013), each opening the confirmation for all of them.
 */
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/react';
import type { RedemptionDecisionType, RedemptionSummary } from '@generated/rms/model';
import { sharedDecisions } from '../reason-code-rules';

export interface SelectionActionsProps {
  selected: RedemptionSummary[];
  onDecide: (summaries: RedemptionSummary[], decision: RedemptionDecisionType) => void;
}

export function SelectionActions({ selected, onDecide }: SelectionActionsProps) {
  const { t } = useTranslation();
  if (selected.length === 0) return null;
  const decisions = sharedDecisions(
    selected.flatMap((summary) => (summary.reasonCode === null ? [] : [summary.reasonCode])),
  );
  return (
    <div
      role="group"
      aria-label={t('adsmanager.REDEMPTIONS_SELECTED', { count: selected.length })}
      className="flex flex-wrap items-center gap-3"
    >
      <span className="text-sm font-medium">{t('adsmanager.REDEMPTIONS_SELECTED', { count: selected.length })}</span>
      {decisions.length === 0 ? (
        <span className="text-sm text-muted-foreground">{t('adsmanager.REDEMPTIONS_SELECTED_NONE_SHARED')}</span>
      ) : (
        decisions.map((decision) => (
          <Button
            key={decision}
            size="sm"
            variant={decision === 'Deny' ? 'destructive' : 'default'}
            onClick={() => {
              onDecide(selected, decision);
            }}
          >
            {t('adsmanager.REDEMPTIONS_DECIDE_SELECTED', {
              decision: t(`adsmanager.REDEMPTIONS_DECISION_${decision}`),
            })}
          </Button>
        ))
      )}
    </div>
  );
}
