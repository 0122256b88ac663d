/**
 * The ad's redeeming merchants (part 2 §3, AD-004 … AD-006): per brand of the ad, its store
 * segments per purchase channel (In store, Online, Other) to choose from, each with what sets it
 * apart (payment channel, product categories, location kind), and the annotation of the offer.
 */
import { useWatch } from 'react-hook-form';
import { CheckboxItem } from '@/components/ui/checkbox-group';
import { Section } from '@/components/ui/section';
import { useTranslation } from '@/i18n/react';
import type { RedeemingMerchantBrand, StoreSegment, StoreSegments } from '@generated/campaign-build/model';
import { ANNOTATIONS, type MerchantValues } from '../ad-form-rules';
import type { AdSectionProps } from './form-context';
import { FormChoice } from './FormChoice';

const CHANNELS = ['InStore', 'Online', 'Other'] as const satisfies readonly (keyof StoreSegments)[];

export interface RedeemingMerchantsSectionProps extends AdSectionProps {
  /** Every segment the ad's brands offer (the store segments of each brand and the ad's own). */
  available: readonly RedeemingMerchantBrand[];
}

export function RedeemingMerchantsSection({ form, disabled, available }: RedeemingMerchantsSectionProps) {
  const { t } = useTranslation();
  const [adBrands, chosen] = useWatch({ control: form.control, name: ['brands', 'merchants.brands'] });
  const brands = available.filter((brand) => adBrands.includes(brand.brandId));

  const toggle = (brand: RedeemingMerchantBrand, channel: (typeof CHANNELS)[number], segment: StoreSegment) => {
    const next: MerchantValues['brands'] = structuredClone(chosen);
    let entry = next.find((candidate) => candidate.brandId === brand.brandId);
    if (!entry) {
      entry = {
        brandId: brand.brandId,
        brandName: brand.brandName,
        storeSegments: { InStore: [], Online: [], Other: [] },
      };
      next.push(entry);
    }
    const list = entry.storeSegments[channel];
    entry.storeSegments[channel] = list.some((candidate) => candidate.id === segment.id)
      ? list.filter((candidate) => candidate.id !== segment.id)
      : [...list, segment];
    form.setValue('merchants.brands', next, { shouldDirty: true });
  };

  const annotations = ANNOTATIONS.map((annotation) => ({
    value: annotation,
    label: t(`adsmanager.AD_ANNOTATION_${annotation}`),
  }));
  return (
    <Section title={t('adsmanager.AD_MERCHANTS_SECTION')} disabled={disabled}>
      {brands.length === 0 && <p className="text-sm text-muted-foreground">{t('adsmanager.AD_MERCHANTS_EMPTY')}</p>}
      {brands.map((brand) => {
        const selected = chosen.find((candidate) => candidate.brandId === brand.brandId);
        const brandTitle = `ad-merchants-${String(brand.brandId)}`;
        return (
          <div
            key={brand.brandId}
            role="group"
            aria-labelledby={brandTitle}
            className="grid gap-3 rounded-md border border-border p-3"
          >
            <h3 id={brandTitle} className="text-sm font-semibold">
              {brand.brandName}
            </h3>
            <div className="grid gap-3 sm:grid-cols-3">
              {CHANNELS.filter((channel) => brand.storeSegments[channel].length > 0).map((channel) => {
                const channelTitle = `${brandTitle}-${channel}`;
                return (
                  <div key={channel} role="group" aria-labelledby={channelTitle} className="grid content-start gap-2">
                    <span id={channelTitle} className="text-xs font-medium text-muted-foreground uppercase">
                      {t(`adsmanager.AD_MERCHANTS_CHANNEL_${channel}`)}
                    </span>
                    {brand.storeSegments[channel].map((segment) => (
                      <CheckboxItem
                        key={segment.id}
                        label={segment.name}
                        description={segmentNotes(segment)}
                        checked={
                          selected?.storeSegments[channel].some((candidate) => candidate.id === segment.id) ?? false
                        }
                        disabled={disabled}
                        onCheckedChange={() => {
                          toggle(brand, channel, segment);
                        }}
                      />
                    ))}
                  </div>
                );
              })}
            </div>
          </div>
        );
      })}
      <div className="grid sm:w-1/2">
        <FormChoice
          form={form}
          disabled={disabled}
          name="merchants.annotation"
          id="ad-annotation"
          label={t('adsmanager.AD_MERCHANTS_ANNOTATION')}
          help={t('adsmanager.AD_HELP_MERCHANTS_ANNOTATION')}
          options={annotations}
        />
      </div>
    </Section>
  );
}

/** What sets a segment apart (AD-005), in small print under its name. */
function segmentNotes(segment: StoreSegment): string | undefined {
  const notes = [segment.paymentChannel, segment.storeLocationSubType, ...(segment.productCategories ?? [])].filter(
    (note): note is NonNullable<typeof note> => note !== null && note !== undefined,
  );
  return notes.length === 0 ? undefined : notes.join(', ');
}
