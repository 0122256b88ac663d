import { Link } from 'react-router';
import { CampaignStatusBadge } from '@/features/campaigns';
import { useTranslation } from '@/i18n/react';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { paths } from '@/lib/paths';
import type { Campaign, Line, PlanStatus } from '@generated/campaign-build/model';
import { campaignLineText } from '../../line-text';
import { useCampaignStructure } from '../../queries';
import { FieldRows, type FieldRow } from './FieldRows';
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
  const rows: FieldRow[] = [
    [t('adsmanager.REVIEW_FIELD_ID'), campaign.campaignId],
    [t('adsmanager.REVIEW_FIELD_STATUS'), <CampaignStatusBadge status={campaign.campaignStatus} />],
    [t('adsmanager.REVIEW_FIELD_TYPE'), t(`adsmanager.CAMPAIGNS_TYPE_${campaign.campaignType}`)],
    [t('adsmanager.REVIEW_FIELD_PRICING_MODEL'), campaign.campaignPricingModel],
    [
      t('adsmanager.REVIEW_FIELD_DATES'),
      t('adsmanager.REVIEW_FIELD_DATES_VALUE', {
        start: formatDate(campaign.startDateTime, zone),
        end: formatDate(campaign.endDateTime, zone),
      }),
    ],
    [t('adsmanager.REVIEW_FIELD_TIME_ZONE'), timeZone],
    [t('adsmanager.REVIEW_FIELD_BUDGET'), money(campaign.budget)],
    [t('adsmanager.REVIEW_FIELD_BILLING_CAP'), money(campaign.billingCap)],
    [t('adsmanager.REVIEW_FIELD_LINE'), campaignLineText(campaign, line, t, zone)],
    [t('adsmanager.REVIEW_FIELD_AD_GROUPS'), count(adGroups.data)],
    [t('adsmanager.REVIEW_FIELD_ADS'), count(ads.data)],
  ];
  if (campaign.planId != null) {
    rows.push([
      t('adsmanager.REVIEW_FIELD_PLAN'),
      <Link to={paths.plan(accountId, campaign.planId)} className={TEXT_LINK}>
        {campaign.plan?.name ?? campaign.planId}
      </Link>,
    ]);
  }
  rows.push([t('adsmanager.REVIEW_FIELD_TICKET'), <TicketStatus campaign={campaign} planStatus={planStatus} />]);
  return (
    <section aria-labelledby="review-summary" className="rounded-lg border p-4">
      <h2 id="review-summary" className="mb-3 text-lg font-semibold">
        {t('adsmanager.REVIEW_SUMMARY')}
      </h2>
      <FieldRows rows={rows} />
    </section>
  );
}
