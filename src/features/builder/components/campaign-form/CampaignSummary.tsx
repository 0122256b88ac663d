/**
 * A campaign as a view (issue 28 point 6, NS-95): what a user without campaign.write sees at
 * `campaign/{id}` instead of a greyed-out form — the campaign's settings as a definition list.
 */
import { Link } from 'react-router';
import { useAccount } from '@/access';
import { ReadOnlySummary, type SummaryItem } from '@/components/ui/read-only-summary';
import { TEXT_LINK } from '@/components/ui/link-styles';
import { CampaignStatusBadge } from '@/features/campaigns';
import type { MessageKey } from '@/i18n';
import { useTranslation } from '@/i18n/react';
import { formatDate } from '@/lib/dates';
import { formatMoney, formatPercent } from '@/lib/money';
import { paths } from '@/lib/paths';
import type { Campaign } from '@generated/campaign-build/model';
import { accountTimeZone } from '../../campaign-form-rules';
import { campaignLineText } from '../../line-text';
import { useCampaignLine } from '../../queries';

const GOAL: Record<Campaign['budgetDeliveryGoal'], MessageKey> = {
  BUDGET: 'adsmanager.CAMPAIGNS_GOAL_BUDGET',
  OVERAGE: 'adsmanager.CAMPAIGNS_GOAL_OVERAGE',
  UNCAPPED: 'adsmanager.CAMPAIGNS_GOAL_UNCAPPED',
};

export function CampaignSummary({ campaign }: { campaign: Campaign }) {
  const { t, i18n } = useTranslation();
  const { accountId, account } = useAccount();
  const line = useCampaignLine(accountId, campaign.lineId ?? undefined);
  const zone = { timeZone: accountTimeZone(account), locale: i18n.language };
  const none = t('adsmanager.REVIEW_NONE');
  const money = (amount: number | null | undefined) =>
    amount == null ? none : formatMoney(amount, campaign.currency, i18n.language);
  const yesNo = (value: boolean) => t(value ? 'adsmanager.CAMPAIGNS_YES' : 'adsmanager.CAMPAIGNS_NO');
  const items: SummaryItem[] = [
    { label: t('adsmanager.CAMPAIGN_FIELD_NAME'), value: campaign.name },
    { label: t('adsmanager.REVIEW_FIELD_ID'), value: campaign.campaignId },
    { label: t('adsmanager.REVIEW_FIELD_STATUS'), value: <CampaignStatusBadge status={campaign.campaignStatus} /> },
    { label: t('adsmanager.CAMPAIGN_FIELD_LINE'), value: campaignLineText(campaign, line, t, zone) },
    { label: t('adsmanager.CAMPAIGN_FIELD_TYPE'), value: t(`adsmanager.CAMPAIGNS_TYPE_${campaign.campaignType}`) },
    { label: t('adsmanager.CAMPAIGN_FIELD_PRICING_MODEL'), value: campaign.campaignPricingModel },
    {
      label: t('adsmanager.REVIEW_FIELD_DATES'),
      value: t('adsmanager.REVIEW_FIELD_DATES_VALUE', {
        start: formatDate(campaign.startDateTime, zone),
        end: formatDate(campaign.endDateTime, zone),
      }),
    },
    { label: t('adsmanager.CAMPAIGN_FIELD_BUDGET'), value: money(campaign.budget) },
    { label: t('adsmanager.CAMPAIGN_FIELD_DELIVERY_GOAL'), value: t(GOAL[campaign.budgetDeliveryGoal]) },
    {
      label: t('adsmanager.CAMPAIGN_FIELD_DISCOUNT'),
      value:
        campaign.budgetDiscountPercent == null ? none : formatPercent(campaign.budgetDiscountPercent, i18n.language),
    },
    { label: t('adsmanager.CAMPAIGN_FIELD_BILLING_CAP'), value: money(campaign.billingCap) },
    { label: t('adsmanager.CAMPAIGN_FIELD_TRACKED_LINK'), value: yesNo(campaign.isTrackedLinkOffer) },
    { label: t('adsmanager.CAMPAIGN_FIELD_AUTO_ACTIVATED'), value: yesNo(campaign.isOfferAutoActivated) },
  ];
  if (campaign.planId != null) {
    items.push({
      label: t('adsmanager.REVIEW_FIELD_PLAN'),
      value: (
        <Link to={paths.plan(accountId, campaign.planId)} className={TEXT_LINK}>
          {campaign.plan?.name ?? campaign.planId}
        </Link>
      ),
    });
  }
  return (
    <ReadOnlySummary
      title={t('adsmanager.CAMPAIGN_SUMMARY_TITLE')}
      note={t('adsmanager.BUILDER_VIEW_ONLY', { account: account.name })}
      items={items}
    />
  );
}
