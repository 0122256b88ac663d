import { Link } from 'react-router';
import { CampaignStatusBadge } from '@/features/campaigns';
import { useTranslation } from '@/i18n/react';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { paths } from '@/lib/paths';
import type { Campaign, Line, PlanStatus } from '@generated/campaign-build/model';
import { campaignLineText } from '../../line-text';
import { useCampaignStructure } from '../../queries';
import { SummaryList, type SummaryItem } from '@/components/ui/read-only-summary';
import { TicketStatus } from './TicketStatus';
import { TEXT_LINK } from '@/components/ui/link-styles';

export interface ReviewSummaryProps {
  campaign: Campaign;
  accountId: number;
  timeZone: string;
  /** The line: found, `null` when absent, `undefined` while loading. */
  line: Line | null | undefined;
  planStatus: PlanStatus | undefined;
}

/**
 * The campaign summary of the review: status, type, pricing, dates, money, line, plan, ticket, and
 * what will run — the count of ad groups and ads (issue 28 point 4).
 */
export function ReviewSummary({ campaign, accountId, timeZone, line, planStatus }: ReviewSummaryProps) {
  const { t, i18n } = useTranslation();
  const zone = { timeZone, locale: i18n.language };
  const { adGroups, ads } = useCampaignStructure(accountId, campaign.campaignId, { enabled: true });
  const count = (list: { data: unknown[] } | undefined) => (list ? String(list.data.length) : '…');
  const money = (amount: number | null | undefined) =>
    amount == null ? t('adsmanager.REVIEW_NONE') : formatMoney(amount, campaign.currency, i18n.language);
  const rows: SummaryItem[] = [
    { label: t('adsmanager.REVIEW_FIELD_ID'), value: campaign.campaignId },
    { label: t('adsmanager.REVIEW_FIELD_STATUS'), value: <CampaignStatusBadge status={campaign.campaignStatus} /> },
    { label: t('adsmanager.REVIEW_FIELD_TYPE'), value: t(`adsmanager.CAMPAIGNS_TYPE_${campaign.campaignType}`) },
    { label: t('adsmanager.REVIEW_FIELD_PRICING_MODEL'), value: campaign.campaignPricingModel },
    {
      label: t('adsmanager.REVIEW_FIELD_DATES'),
      value: t('adsmanager.REVIEW_FIELD_DATES_VALUE', {
        start: formatDate(campaign.startDateTime, zone),
        end: formatDate(campaign.endDateTime, zone),
      }),
    },
    { label: t('adsmanager.REVIEW_FIELD_TIME_ZONE'), value: timeZone },
    { label: t('adsmanager.REVIEW_FIELD_BUDGET'), value: money(campaign.budget) },
    { label: t('adsmanager.REVIEW_FIELD_BILLING_CAP'), value: money(campaign.billingCap) },
    { label: t('adsmanager.REVIEW_FIELD_LINE'), value: campaignLineText(campaign, line, t, zone) },
    { label: t('adsmanager.REVIEW_FIELD_AD_GROUPS'), value: count(adGroups.data) },
    { label: t('adsmanager.REVIEW_FIELD_ADS'), value: count(ads.data) },
  ];
  if (campaign.planId != null) {
    rows.push({
      label: t('adsmanager.REVIEW_FIELD_PLAN'),
      value: (
        <Link to={paths.plan(accountId, campaign.planId)} className={TEXT_LINK}>
          {campaign.plan?.name ?? campaign.planId}
        </Link>
      ),
    });
  }
  rows.push({
    label: t('adsmanager.REVIEW_FIELD_TICKET'),
    value: <TicketStatus campaign={campaign} planStatus={planStatus} />,
  });
  return (
    <section aria-labelledby="review-summary" className="rounded-lg border p-4">
      <h2 id="review-summary" className="mb-3 text-lg font-semibold">
        {t('adsmanager.REVIEW_SUMMARY')}
      </h2>
      <SummaryList items={rows} />
    </section>
  );
}
