/**
 * Targeting criteria beside the audience (part 2 §3): disableShopAt, the merchant segments to
 * target, and share of wallet (lookback, minimum trips, exclude self, the segments it measures).
 * The ~90 "<brand> – all stores / online" segments are searchable pickers with chips (issue 24 §2),
 * not a list of checkboxes.
 */
import { Controller, useWatch } from 'react-hook-form';
import { CheckboxItem } from '@/components/ui/checkbox-group';
import { ChipPicker } from '@/components/ui/chip-picker';
import { Section } from '@/components/ui/section';
import { useTranslation } from '@/i18n/react';
import { COUNT_AMOUNT } from '@/lib/money';
import { useMerchantSegments } from '../queries';
import { AmountField } from './AmountField';
import type { SectionProps } from './form-context';

type SegmentList = 'criteria.targetedMerchantSegmentIds' | 'criteria.shareOfWallet.merchantSegmentIds';
type CriteriaFlag = 'criteria.disableShopAt' | 'criteria.shareOfWallet.enabled' | 'criteria.shareOfWallet.excludeSelf';

export function CriteriaSection({ form, disabled, country }: SectionProps) {
  const { t } = useTranslation();
  const sow = useWatch({ control: form.control, name: 'criteria.shareOfWallet.enabled' });
  // Every segment of the country (about 90): the picker searches them as you type.
  const { segments } = useMerchantSegments(country, '');
  const options = segments.map((segment) => ({ value: segment.merchantSegmentId, label: segment.name }));

  const flag = (name: CriteriaFlag, id: string, label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <CheckboxItem
          id={id}
          label={label}
          checked={field.value}
          onCheckedChange={(checked) => {
            field.onChange(checked === true);
          }}
          ref={field.ref}
          disabled={disabled}
        />
      )}
    />
  );

  const picker = (name: SegmentList, id: string, label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <ChipPicker
          id={id}
          label={label}
          options={options}
          value={field.value}
          onChange={(next) => {
            field.onChange(next);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
          disabled={disabled}
          placeholder={t('adsmanager.CRITERIA_SEGMENTS_PLACEHOLDER')}
          selectedText={(count) => t('adsmanager.CRITERIA_SEGMENTS_SELECTED', { count })}
          removeLabel={(name) => t('adsmanager.CRITERIA_SEGMENT_REMOVE', { name })}
          clearLabel={t('adsmanager.CRITERIA_SEGMENTS_CLEAR')}
          noMatchText={t('adsmanager.CRITERIA_SEGMENTS_EMPTY')}
          labelOf={(segmentId) => `#${String(segmentId)}`}
        />
      )}
    />
  );

  return (
    <Section title={t('adsmanager.CRITERIA_SECTION')} disabled={disabled}>
      {flag('criteria.disableShopAt', 'criteria-disable-shop-at', t('adsmanager.CRITERIA_DISABLE_SHOP_AT'))}
      {picker('criteria.targetedMerchantSegmentIds', 'criteria-segments', t('adsmanager.CRITERIA_SEGMENTS_TARGETED'))}
      {flag('criteria.shareOfWallet.enabled', 'criteria-sow', t('adsmanager.CRITERIA_SOW'))}
      {sow && (
        <div className="grid gap-4 border-l-2 border-border pl-4">
          <div className="grid items-start gap-4 sm:grid-cols-2">
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
          </div>
          {flag('criteria.shareOfWallet.excludeSelf', 'sow-exclude-self', t('adsmanager.CRITERIA_SOW_EXCLUDE_SELF'))}
          {picker('criteria.shareOfWallet.merchantSegmentIds', 'sow-segments', t('adsmanager.CRITERIA_SOW_SEGMENTS'))}
        </div>
      )}
    </Section>
  );
}
