/**
 * Beside the campaign's settings on the review, once it has delivered (issue 28 point 4): spend
 * and ROAS to date from the performance report (the one report query, REPORT-011) and its pacing
 * against the budget spread over its days.
 */
import { useMemo } from 'react';
import { Link } from 'react-router';
import { errorText } from '@/api/errors';
import { LoadError } from '@/components/ui/load-error';
import { TEXT_LINK } from '@/components/ui/link-styles';
import { Spinner } from '@/components/ui/spinner';
import { formatCell, useReport } from '@/features/performance';
import { useTranslation } from '@/i18n/react';
import { dayInZone, formatDate } from '@/lib/dates';
import { formatPercent } from '@/lib/money';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import type { Campaign } from '@generated/campaign-build/model';
import type { ReportQuery } from '@generated/reports-api/model';
import { SummaryList, type SummaryItem } from '@/components/ui/read-only-summary';
import { pacing, pacingWord } from './run-rules';

export interface CampaignDeliveryProps {
  campaign: Campaign;
  accountId: number;
  timeZone: string;
  now: Date;
}

/** The campaign's totals from its first day to today (or its end). */
export function deliveryQuery(campaign: Campaign, timeZone: string, now: Date): ReportQuery {
  const end = Math.min(now.getTime(), Date.parse(campaign.endDateTime));
  return {
    cube: 'campaign_performance',
    selectFields: [{ field: 'campaignId' }, { field: 'adSpend' }, { field: 'roas' }],
    filterExpressions: [
      {
        field: 'day',
        operator: 'between',
        from: dayInZone(campaign.startDateTime, timeZone),
        to: dayInZone(new Date(end), timeZone),
      },
      { field: 'campaignId', operator: 'in', values: [campaign.campaignId] },
    ],
    sortBy: [{ field: 'campaignId', order: 'Asc' }],
    curators: { datacompleteness: true, totalmetrics: true },
    rowsPerPage: 1,
  };
}

export function CampaignDelivery({ campaign, accountId, timeZone, now }: CampaignDeliveryProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const query = useMemo(() => deliveryQuery(campaign, timeZone, now), [campaign, timeZone, now]);
  const report = useReport(accountId, query);
  const row = report.answer?.rows[0];
  const spend = typeof row?.adSpend === 'number' ? row.adSpend : undefined;
  const share = spend === undefined ? undefined : pacing(campaign, spend, now);
  const context = { locale, currency: campaign.currency };
  let body;
  if (report.error && !report.answer) {
    body = (
      <LoadError
        title={t('adsmanager.REVIEW_DELIVERY_FAILED', { message: errorText(report.error) })}
        retryLabel={t('adsmanager.REVIEW_RETRY')}
        onRetry={() => report.refetch()}
      />
    );
  } else if (!report.answer) {
    body = <Spinner label={t('adsmanager.REVIEW_DELIVERY_LOADING')} />;
  } else if (row === undefined || spend === undefined) {
    body = <p className="text-sm text-muted-foreground">{t('adsmanager.REVIEW_DELIVERY_NONE')}</p>;
  } else {
    const items: SummaryItem[] = [
      { label: t('adsmanager.REVIEW_DELIVERY_SPEND'), value: formatCell('adSpend', spend, context) },
      { label: t('adsmanager.REVIEW_DELIVERY_ROAS'), value: formatCell('roas', row.roas ?? null, context) },
    ];
    if (share !== undefined) {
      items.push({
        label: t('adsmanager.REVIEW_DELIVERY_PACING'),
        value: t(`adsmanager.REVIEW_DELIVERY_PACING_${pacingWord(share)}`, {
          share: formatPercent(Math.round(share * 100) / 100, locale),
        }),
      });
    }
    body = <SummaryList items={items} valueClassName="font-medium tabular-nums" />;
  }
  const complete = report.answer?.dataCompleteDate;
  return (
    <section aria-labelledby="review-delivery" className="flex flex-col gap-3 rounded-lg border p-4">
      <h2 id="review-delivery" className="text-lg font-semibold">
        {t('adsmanager.REVIEW_DELIVERY_TITLE')}
      </h2>
      {body}
      {complete && (
        <p className="text-xs text-muted-foreground">
          {t('adsmanager.REVIEW_DELIVERY_DATA_TO', { date: formatDate(complete, { timeZone, locale }) })}
        </p>
      )}
      <Link to={paths.performanceCampaigns(accountId)} className={cn(TEXT_LINK, 'w-fit text-sm')}>
        {t('adsmanager.REVIEW_DELIVERY_REPORT')}
      </Link>
    </section>
  );
}
