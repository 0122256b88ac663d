/**
 * An ad as a view (issue 28 point 6, NS-95): what a user without campaign.write sees at
 * `ad/{id}` instead of a greyed-out form with disabled file inputs — the ad's settings as a
 * definition list beside the preview a cardholder would see (its pictures, headline and reward).
 */
import { useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { ReadOnlySummary, type SummaryItem } from '@/components/ui/read-only-summary';
import { rewardFormDefaults, rewardSummary } from '@/features/rewards';
import { useTranslation } from '@/i18n/react';
import type { Currency } from '@/lib/money';
import type { RedeemingMerchantBrand } from '@generated/campaign-build/model';
import { adFormValues, type AdFormValues, type Country, type LoadedAd } from '../ad-form-rules';
import { AdPreview } from './AdPreview';

export interface AdSummaryProps {
  loaded: LoadedAd;
  country: Country;
  currency: Currency;
  brandOptions: readonly RedeemingMerchantBrand[];
  /** The ad's status, as the page shows statuses (a badge). */
  status: ReactNode;
  /** Why this is a view. */
  note: ReactNode;
}

export function AdSummary({ loaded, country, currency, brandOptions, status, note }: AdSummaryProps) {
  const { t, i18n } = useTranslation();
  const values = useMemo(
    () => adFormValues(loaded, country, rewardFormDefaults(currency, new Date()), brandOptions),
    [loaded, country, currency, brandOptions],
  );
  // The preview reads the values through a form's control; nothing here edits them.
  const { control } = useForm<AdFormValues>({ defaultValues: values });
  const none = t('adsmanager.REVIEW_NONE');
  const day = (plain: string) =>
    plain === ''
      ? none
      : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
          new Date(`${plain}T00:00:00Z`),
        );
  const brandNames = values.brands.map(
    (brandId) => brandOptions.find((brand) => brand.brandId === brandId)?.brandName ?? String(brandId),
  );
  const merchants = values.merchants.brands.map((brand) => brand.brandName);
  const items: SummaryItem[] = [
    { label: t('adsmanager.AD_FIELD_NAME'), value: loaded.ad.name },
    { label: t('adsmanager.AD_SUMMARY_ID'), value: loaded.ad.adId },
    { label: t('adsmanager.REVIEW_FIELD_STATUS'), value: status },
    { label: t('adsmanager.AD_TEXT_headline'), value: values.creative.texts.headline || none },
    {
      label: t('adsmanager.REWARD_SECTION_TITLE'),
      value: loaded.reward ? rewardSummary(values.reward, currency) : none,
    },
    {
      label: t('adsmanager.AD_SUMMARY_REDEMPTION'),
      value: loaded.reward
        ? t('adsmanager.REVIEW_FIELD_DATES_VALUE', {
            start: day(values.reward.redemptionStartDate),
            end: day(values.reward.redemptionEndDate),
          })
        : none,
    },
    { label: t('adsmanager.AD_FIELD_BRANDS'), value: brandNames.length > 0 ? brandNames.join(', ') : none },
    {
      label: t('adsmanager.AD_FIELD_CLASSIFICATION'),
      value: t(`adsmanager.AD_CLASSIFICATION_${values.purchaseClassification}`),
    },
    { label: t('adsmanager.AD_MERCHANTS_SECTION'), value: merchants.length > 0 ? merchants.join(', ') : none },
    { label: t('adsmanager.AD_FIELD_MERCHANT_NAME'), value: values.creative.merchantName || none },
  ];
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,44rem)_22rem]">
      <ReadOnlySummary title={t('adsmanager.AD_SUMMARY_TITLE')} note={note} items={items} />
      <AdPreview control={control} rewardLine={loaded.reward ? rewardSummary(values.reward, currency) : undefined} />
    </div>
  );
}
