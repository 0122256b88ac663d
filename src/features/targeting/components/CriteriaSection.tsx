/**
 * Targeting criteria beside the audience (part 2 §3): disableShopAt, the brand's merchant segments
 * to target, and share of wallet (lookback, minimum trips, exclude self).
 */
import { useWatch } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/i18n/react';
import { numberOrNull, type SectionProps } from './form-context';

export function CriteriaSection({ form, disabled }: SectionProps) {
  const { t } = useTranslation();
  const sow = useWatch({ control: form.control, name: 'criteria.shareOfWallet.enabled' });
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
          <Field label={t('adsmanager.CRITERIA_SOW_LOOKBACK')}>
            <Input
              id="sow-lookback"
              inputMode="numeric"
              {...form.register('criteria.shareOfWallet.lookbackInMonths', { setValueAs: numberOrNull })}
            />
          </Field>
          <Field label={t('adsmanager.CRITERIA_SOW_MIN_TRIPS')}>
            <Input
              id="sow-min-trips"
              inputMode="numeric"
              {...form.register('criteria.shareOfWallet.minimumTrips', { setValueAs: numberOrNull })}
            />
          </Field>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...form.register('criteria.shareOfWallet.excludeSelf')} />
            {t('adsmanager.CRITERIA_SOW_EXCLUDE_SELF')}
          </label>
        </div>
      )}
    </fieldset>
  );
}
