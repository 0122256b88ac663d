/**
 * Targeting criteria beside the audience (part 2 §3): disableShopAt, the merchant segments to
 * target, and share of wallet (lookback, minimum trips, exclude self, the segments it measures).
 */
import { useDeferredValue, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/i18n/react';
import { COUNT_AMOUNT } from '@/lib/money';
import { useMerchantSegments } from '../queries';
import { AmountField } from './AmountField';
import type { SectionProps } from './form-context';

type SegmentList = 'criteria.targetedMerchantSegmentIds' | 'criteria.shareOfWallet.merchantSegmentIds';

export function CriteriaSection({ form, disabled, country }: SectionProps) {
  const { t } = useTranslation();
  const sow = useWatch({ control: form.control, name: 'criteria.shareOfWallet.enabled' });
  const targeted = useWatch({ control: form.control, name: 'criteria.targetedMerchantSegmentIds' });
  const measured = useWatch({ control: form.control, name: 'criteria.shareOfWallet.merchantSegmentIds' });
  const [text, setText] = useState('');
  const { segments } = useMerchantSegments(country, useDeferredValue(text.trim()));
  const toggle = (name: SegmentList, list: number[], id: number, on: boolean) => {
    form.setValue(name, on ? [...list.filter((entry) => entry !== id), id] : list.filter((entry) => entry !== id), {
      shouldDirty: true,
    });
  };
  return (
    <fieldset className="grid gap-3 rounded-md border p-4" disabled={disabled}>
      <legend className="px-1 font-medium">{t('adsmanager.CRITERIA_SECTION')}</legend>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('criteria.disableShopAt')} />
        {t('adsmanager.CRITERIA_DISABLE_SHOP_AT')}
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('criteria.shareOfWallet.enabled')} />
        {t('adsmanager.CRITERIA_SOW')}
      </label>
      {sow && (
        <div className="grid gap-3 sm:grid-cols-3">
          <AmountField
            form={form}
            name="criteria.shareOfWallet.lookbackInMonths"
            id="sow-lookback"
            label={t('adsmanager.CRITERIA_SOW_LOOKBACK')}
            amount={COUNT_AMOUNT}
            disabled={disabled}
          />
          <AmountField
            form={form}
            name="criteria.shareOfWallet.minimumTrips"
            id="sow-min-trips"
            label={t('adsmanager.CRITERIA_SOW_MIN_TRIPS')}
            amount={COUNT_AMOUNT}
            disabled={disabled}
          />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...form.register('criteria.shareOfWallet.excludeSelf')} />
            {t('adsmanager.CRITERIA_SOW_EXCLUDE_SELF')}
          </label>
        </div>
      )}
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">{t('adsmanager.CRITERIA_SEGMENTS')}</legend>
        <Field label={t('adsmanager.CRITERIA_SEGMENTS_SEARCH')}>
          <Input
            id="merchant-segment-search"
            type="search"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
            }}
          />
        </Field>
        {segments.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('adsmanager.CRITERIA_SEGMENTS_EMPTY')}</p>
        ) : (
          <ul className="grid gap-1">
            {segments.map((segment) => (
              <li key={segment.merchantSegmentId} className="flex flex-wrap items-center gap-4 text-sm">
                <label className="flex items-center gap-1">
                  <input
                    type="checkbox"
                    checked={targeted.includes(segment.merchantSegmentId)}
                    onChange={(event) => {
                      toggle(
                        'criteria.targetedMerchantSegmentIds',
                        targeted,
                        segment.merchantSegmentId,
                        event.target.checked,
                      );
                    }}
                  />
                  {t('adsmanager.CRITERIA_MERCHANT_SEGMENT', { name: segment.name })}
                </label>
                {sow && (
                  <label className="flex items-center gap-1">
                    <input
                      type="checkbox"
                      checked={measured.includes(segment.merchantSegmentId)}
                      onChange={(event) => {
                        toggle(
                          'criteria.shareOfWallet.merchantSegmentIds',
                          measured,
                          segment.merchantSegmentId,
                          event.target.checked,
                        );
                      }}
                    />
                    {t('adsmanager.CRITERIA_SOW_SEGMENT', { name: segment.name })}
                  </label>
                )}
              </li>
            ))}
          </ul>
        )}
      </fieldset>
    </fieldset>
  );
}
