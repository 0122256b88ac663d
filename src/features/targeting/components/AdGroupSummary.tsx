/**
 * An ad group as a view (issue 28 point 6, NS-95): what a user without campaign.write sees at
 * `ad-group/{id}` instead of a greyed-out form — name, placement, institutions, test population,
 * who it reaches and the fee, as a definition list.
 */
import { useMemo, type ReactNode } from 'react';
import { ReadOnlySummary, type SummaryItem } from '@/components/ui/read-only-summary';
import { useTranslation } from '@/i18n/react';
import { formatMoney, formatPercent, type Currency } from '@/lib/money';
import type { CampaignPricingModel } from '@generated/campaign-build/model';
import { adGroupFormValues, type LoadedAdGroup } from '../ad-group-rules';
import { useInstitutions } from '../queries';
import { audienceSentence } from '../audience-rules';

export interface AdGroupSummaryProps {
  loaded: LoadedAdGroup;
  campaign: { campaignPricingModel: CampaignPricingModel; currency: Currency };
  country: 'US' | 'GB';
  brandIds: number[];
  /** The ad group's status, as the page shows statuses (a badge). */
  status: ReactNode;
  /** Why this is a view. */
  note: ReactNode;
}

export function AdGroupSummary({ loaded, campaign, country, brandIds, status, note }: AdGroupSummaryProps) {
  const { t, i18n } = useTranslation();
  const { institutions } = useInstitutions(country);
  const values = useMemo(
    () => adGroupFormValues(loaded, { pricingModel: campaign.campaignPricingModel, brandIds }),
    [loaded, campaign.campaignPricingModel, brandIds],
  );
  const none = t('adsmanager.REVIEW_NONE');
  const percent = (fraction: number) => formatPercent(fraction, i18n.language);
  const money = (amount: number) => formatMoney(amount, campaign.currency, i18n.language);
  const chosen = institutions.filter((institution) => values.institutions.includes(institution.institutionId));
  const institutionText =
    values.institutions.length === 0
      ? t('adsmanager.AD_GROUP_INSTITUTIONS_ALL')
      : chosen.length === values.institutions.length
        ? chosen.map((institution) => institution.name).join(', ')
        : values.institutions.join(', ');
  const fee = loaded.fee;
  const feeText = (): string => {
    if (!fee) return none;
    if (fee.feePercent != null) {
      const cap = fee.feeCap == null ? '' : t('adsmanager.AD_GROUP_SUMMARY_FEE_CAP', { cap: money(fee.feeCap) });
      return `${t('adsmanager.FEE_TYPE_percent')}: ${percent(fee.feePercent)}${cap}`;
    }
    if (fee.feeAmount != null) return `${t('adsmanager.FEE_TYPE_flat')}: ${money(fee.feeAmount)}`;
    if (fee.targetRoas != null) return `${t('adsmanager.FEE_TYPE_targetRoas')}: ${fee.targetRoas}`;
    return none;
  };
  const items: SummaryItem[] = [
    { label: t('adsmanager.AD_GROUP_FIELD_NAME'), value: loaded.adGroup.name },
    { label: t('adsmanager.AD_GROUP_SUMMARY_ID'), value: loaded.adGroup.adGroupId },
    { label: t('adsmanager.REVIEW_FIELD_STATUS'), value: status },
    { label: t('adsmanager.AUDIENCE_SUMMARY'), value: audienceSentence(values.audience) },
    { label: t('adsmanager.FEE_SECTION'), value: feeText() },
    {
      label: t('adsmanager.AD_GROUP_FIELD_PLACEMENT'),
      value: t(`adsmanager.AD_GROUP_PLACEMENT_${values.placementLocation}`),
    },
    { label: t('adsmanager.AD_GROUP_FIELD_INSTITUTIONS'), value: institutionText },
    {
      label: t('adsmanager.AD_GROUP_SUMMARY_TEST_POPULATION'),
      value: values.testPopulation == null ? percent(0) : percent(values.testPopulation),
    },
  ];
  return <ReadOnlySummary title={t('adsmanager.AD_GROUP_SUMMARY_TITLE')} note={note} items={items} />;
}
