/**
 * The ad group's fee (part 2 §3 Pricing model, §5; NS-43): the types the campaign's pricing model
 * offers (ADG-035), the fields of the chosen type with the money limits of the currency, and the
 * type locked outside Draft and InReview (ADG-037).
 */
import { Controller, useWatch } from 'react-hook-form';
import { ChoiceField } from '@/components/ui/choice-field';
import { Section } from '@/components/ui/section';
import { useTranslation } from '@/i18n/react';
import type { CampaignPricingModel, EntityStatus } from '@generated/campaign-build/model';
import type { Currency } from '@/lib/money';
import { canChangeFeeType, feeAmountKind, feeCapApplies, feeTypesFor, type FeeValues } from '../fee-rules';
import { AmountField } from './AmountField';
import type { SectionProps } from './form-context';

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
  const offered = types.includes(type as never) || type === 'none' ? types : [...types, type];
  const options = offered.map((option) => ({ value: option, label: t(`adsmanager.FEE_TYPE_${option}`) }));
  return (
    <Section title={t('adsmanager.FEE_SECTION')} disabled={disabled}>
      {types.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('adsmanager.FEE_NONE')}</p>
      ) : (
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <Controller
            control={form.control}
            name="fee.type"
            render={({ field }) => (
              <ChoiceField
                id="fee-type"
                label={t('adsmanager.FEE_TYPE')}
                help={t('adsmanager.FEE_HELP_TYPE')}
                description={
                  typeLocked
                    ? t('adsmanager.FEE_TYPE_LOCKED')
                    : types.length === 1
                      ? t('adsmanager.FEE_TYPE_ONLY', {
                          model: pricingModel,
                          type: t(`adsmanager.FEE_TYPE_${types[0] ?? 'percent'}`),
                        })
                      : undefined
                }
                value={field.value === 'none' ? '' : field.value}
                options={options}
                onChange={field.onChange}
                onBlur={field.onBlur}
                triggerRef={field.ref}
                disabled={disabled || typeLocked || types.length < 2}
              />
            )}
          />
          {type === 'flat' && numberField('feeAmount', t('adsmanager.FEE_AMOUNT', { currency }), true)}
          {type === 'percent' && numberField('feePercent', t('adsmanager.FEE_PERCENT'), true)}
          {type === 'percent' &&
            feeCapApplies(pricingModel) &&
            numberField('feeCap', t('adsmanager.FEE_CAP', { currency }), false)}
          {type === 'targetRoas' && numberField('targetRoas', t('adsmanager.FEE_TARGET_ROAS'), true)}
        </div>
      )}
    </Section>
  );
}
