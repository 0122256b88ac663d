/**
 * The ad's redeeming merchants (part 2 §3, AD-004 … AD-006): per brand of the ad, its store
 * segments per purchase channel (In store, Online, Other) to choose from, each with what sets it
 * apart (payment channel, product categories, location kind), and the annotation of the offer.
 */
import { useWatch } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { useTranslation } from '@/i18n/react';
import type { RedeemingMerchantBrand, StoreSegment, StoreSegments } from '@generated/campaign-build/model';
import { ANNOTATIONS, type MerchantValues } from '../ad-form-rules';
import { NATIVE_SELECT, type AdSectionProps } from './form-context';

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

  return (
    <fieldset className="grid gap-3" disabled={disabled}>
      <legend className="mb-2 text-lg font-semibold">{t('adsmanager.AD_MERCHANTS_SECTION')}</legend>
      {brands.length === 0 && <p className="text-sm text-muted-foreground">{t('adsmanager.AD_MERCHANTS_EMPTY')}</p>}
      {brands.map((brand) => {
        const selected = chosen.find((candidate) => candidate.brandId === brand.brandId);
        return (
          <fieldset key={brand.brandId} className="grid gap-2 rounded-md border border-border p-3">
            <legend className="px-1 text-sm font-medium">{brand.brandName}</legend>
            {CHANNELS.filter((channel) => brand.storeSegments[channel].length > 0).map((channel) => (
              <fieldset key={channel} className="grid gap-1">
                <legend className="text-xs font-medium text-muted-foreground uppercase">
                  {t(`adsmanager.AD_MERCHANTS_CHANNEL_${channel}`)}
                </legend>
                {brand.storeSegments[channel].map((segment) => (
                  <label key={segment.id} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={
                        selected?.storeSegments[channel].some((candidate) => candidate.id === segment.id) ?? false
                      }
                      onChange={() => {
                        toggle(brand, channel, segment);
                      }}
                    />
                    {segment.name}
                    <SegmentNotes segment={segment} />
                  </label>
                ))}
              </fieldset>
            ))}
          </fieldset>
        );
      })}
      <Field label={t('adsmanager.AD_MERCHANTS_ANNOTATION')}>
        <select id="ad-annotation" className={NATIVE_SELECT} {...form.register('merchants.annotation')}>
          {ANNOTATIONS.map((annotation) => (
            <option key={annotation} value={annotation}>
              {t(`adsmanager.AD_ANNOTATION_${annotation}`)}
            </option>
          ))}
        </select>
      </Field>
    </fieldset>
  );
}

/** What sets a segment apart (AD-005), in small print after its name. */
function SegmentNotes({ segment }: { segment: StoreSegment }) {
  const notes = [segment.paymentChannel, segment.storeLocationSubType, ...(segment.productCategories ?? [])].filter(
    (note): note is NonNullable<typeof note> => note !== null && note !== undefined,
  );
  if (notes.length === 0) return null;
  return <span className="text-xs text-muted-foreground">({notes.join(', ')})</span>;
}
