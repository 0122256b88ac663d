/**
 * The columns of the redemption summaries: selection (reviewers, by reason code), the grouping key
 * (a reason code with its parts, a partner or an institution), count and amount, and the decisions
 * the code allows (REDEEM-010…013) — or why it allows none (NS-76).
 */
import { Button } from '@/components/ui/button';
import type { ColumnDef } from '@tanstack/react-table';
import { listColumnHelper, type ListTableFeatures } from '@/components/ui/list-table';
import { selectColumn } from '@/components/ui/select-column';
import { sortableHeader } from '@/components/ui/sort-header';
import type { Translator } from '@/i18n';
import { formatMoney } from '@/lib/money';
import type { RedemptionDecisionType, RedemptionGroupBy, RedemptionSummary } from '@generated/rms/model';
import { allowedDecisions, readOnlyReason } from '../reason-code-rules';
import { ReasonCodeLabel } from './ReasonCodeLabel';

export interface SummaryColumnContext {
  t: Translator['t'];
  locale: Translator['language'];
  groupBy: RedemptionGroupBy;
  /** The user holds redemptions write: decisions are offered. */
  canDecide: boolean;
  onDecide: (summaries: RedemptionSummary[], decision: RedemptionDecisionType) => void;
}

const column = listColumnHelper<RedemptionSummary>();

export function summaryColumns({
  t,
  locale,
  groupBy,
  canDecide,
  onDecide,
}: SummaryColumnContext): ColumnDef<ListTableFeatures, RedemptionSummary>[] {
  const byCode = groupBy === 'ReasonCode';
  // The column ids are the sort ids of the list state (SUMMARY_SORT_IDS).
  const sortable = (label: string) => sortableHeader(label, t('adsmanager.REDEMPTIONS_SORT_BY', { column: label }));
  return column.columns([
    ...(byCode && canDecide
      ? [
          selectColumn<RedemptionSummary>({
            all: t('adsmanager.REDEMPTIONS_SELECT_ALL'),
            row: (summary) => t('adsmanager.REDEMPTIONS_SELECT_ROW', { code: summary.reasonCode ?? '' }),
          }),
        ]
      : []),
    column.display({
      id: 'key',
      header: sortable(t(`adsmanager.REDEMPTIONS_COLUMN_key_${groupBy}`)),
      cell: ({ row: { original: summary } }) => {
        if (summary.reasonCode !== null) return <ReasonCodeLabel code={summary.reasonCode} />;
        if (summary.partnerCode !== null) return t(`adsmanager.REDEMPTIONS_PARTNER_${summary.partnerCode}`);
        return t('adsmanager.REDEMPTIONS_INSTITUTION', { id: summary.institutionId ?? '' });
      },
    }),
    column.accessor('totalCount', {
      id: 'totalCount',
      header: sortable(t('adsmanager.REDEMPTIONS_COLUMN_totalCount')),
      cell: ({ getValue }) => getValue().toLocaleString(locale),
    }),
    column.accessor('totalAmount', {
      id: 'totalAmount',
      header: sortable(t('adsmanager.REDEMPTIONS_COLUMN_totalAmount')),
      cell: ({ row: { original: summary } }) => formatMoney(summary.totalAmount, summary.currency, locale),
    }),
    ...(byCode
      ? [
          column.display({
            id: 'decision',
            header: () => t('adsmanager.REDEMPTIONS_COLUMN_decision'),
            cell: ({ row: { original: summary } }) => {
              const code = summary.reasonCode ?? 0;
              const readOnly = readOnlyReason(code);
              if (readOnly !== undefined) {
                return (
                  <span className="text-muted-foreground">{t(`adsmanager.REDEMPTIONS_NO_DECISION_${readOnly}`)}</span>
                );
              }
              if (!canDecide) return null;
              const decisions = allowedDecisions(code);
              return (
                <span className="flex gap-2">
                  {decisions.map((decision) => (
                    <Button
                      key={decision}
                      size="sm"
                      variant={decision === 'Deny' ? 'destructive' : 'outline'}
                      aria-label={t('adsmanager.REDEMPTIONS_DECIDE_ROW', {
                        decision: t(`adsmanager.REDEMPTIONS_DECISION_${decision}`),
                        code,
                      })}
                      onClick={() => {
                        onDecide([summary], decision);
                      }}
                    >
                      {t(`adsmanager.REDEMPTIONS_DECISION_${decision}`)}
                    </Button>
                  ))}
                </span>
              );
            },
          }),
        ]
      : []),
  ]);
}
