/**
 * The ad group's fee (part 2 §3 Pricing model, §5; NS-43): the types the campaign's pricing model
 * offers (ADG-035), the fields of the chosen type with the money limits of the currency, and the
 * type locked outside Draft and InReview (ADG-037).
 */
import { useWatch } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { useTranslation } from '@/i18n/react';
import type { CampaignPricingModel, EntityStatus } from '@generated/campaign-build/model';
import type { Currency } from '@/lib/money';
import { canChangeFeeType, feeAmountKind, feeCapApplies, feeTypesFor, type FeeValues } from '../fee-rules';
import { AmountField } from './AmountField';
import { NATIVE_SELECT, type SectionProps } from './form-context';

type FeeNumber = Exclude<keyof FeeValues, 'type'>;

export function FeeSection({
  form,
  disabled,
  pricingModel,
  currency,
  status,
}: SectionProps & { pricingModel: CampaignPricingModel; currency: Currency; status: EntityStatus | undefined }) {
  const { t } = useTranslation();
  const type = useWatch({ control: form.control, name: 'fee.type' });
  const types = feeTypesFor(pricingModel);
  const typeLocked = !canChangeFeeType(status);
  const numberField = (name: FeeNumber, label: string, required: boolean) => (
    <AmountField
      form={form}
      name={`fee.${name}`}
      id={`fee-${name}`}
      label={label}
      amount={feeAmountKind(name, currency)}
      required={required}
      disabled={disabled}
    />
  );
  return (
    <fieldset className="grid gap-3 rounded-md border p-4" disabled={disabled}>
      <legend className="px-1 font-medium">{t('adsmanager.FEE_SECTION')}</legend>
      {types.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('adsmanager.FEE_NONE')}</p>
      ) : (
        <>
          <Field
            label={t('adsmanager.FEE_TYPE')}
            description={typeLocked ? t('adsmanager.FEE_TYPE_LOCKED') : undefined}
          >
            <select
              id="fee-type"
              className={NATIVE_SELECT}
              disabled={disabled || typeLocked || types.length < 2}
              {...form.register('fee.type')}
            >
              {(types.includes(type as never) || type === 'none' ? types : [...types, type]).map((option) => (
                <option key={option} value={option}>
                  {t(`adsmanager.FEE_TYPE_${option}`)}
                </option>
              ))}
            </select>
          </Field>
          <div className="grid gap-3 sm:grid-cols-2">
            {type === 'flat' && numberField('feeAmount', t('adsmanager.FEE_AMOUNT', { currency }), true)}
            {type === 'percent' && numberField('feePercent', t('adsmanager.FEE_PERCENT'), true)}
            {type === 'percent' &&
              feeCapApplies(pricingModel) &&
              numberField('feeCap', t('adsmanager.FEE_CAP', { currency }), false)}
            {type === 'targetRoas' && numberField('targetRoas', t('adsmanager.FEE_TARGET_ROAS'), true)}
          </div>
        </>
      )}
    </fieldset>
  );
}
