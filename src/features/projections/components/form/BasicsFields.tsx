/** Name, brands, pricing model, budget and the campaigns' start, duration and count (PROJ-004, PROJ-006). */
import { Controller } from 'react-hook-form';
import { ChoiceField } from '@/components/ui/choice-field';
import { DateField } from '@/components/ui/date-field';
import { Field, FieldRow } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/i18n/react';
import { PROJECTION_PRICING_MODELS } from '../../projection-rules';
import { markedHelp } from './FormSection';
import { MoneyField } from './MoneyField';
import type { ProjectionFormState } from './use-projection-form';

export function BasicsFields({
  state,
  accountBrands,
}: {
  state: ProjectionFormState;
  accountBrands: readonly string[];
}) {
  const { t } = useTranslation();
  const { form, currency, isPrefilled, prefill } = state;
  const { register, control, formState } = form;
  const { errors } = formState;
  const named = prefill ? [...prefill.brandNames].map(([id, name]) => `${name} (${String(id)})`) : [];
  const brandHelp = [
    t('adsmanager.PROJECTION_FIELD_BRANDS_HELP'),
    accountBrands.length > 0
      ? t('adsmanager.PROJECTION_FIELD_BRANDS_OF_ACCOUNT', { brands: accountBrands.join(', ') })
      : '',
    named.length > 0 ? t('adsmanager.PROJECTION_FIELD_BRANDS_NAMED', { brands: named.join(', ') }) : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <>
      <Field
        label={t('adsmanager.PROJECTION_FIELD_NAME')}
        error={errors.name?.message}
        description={markedHelp(isPrefilled('name'))}
        required
      >
        <Input id="projection-name" autoComplete="off" {...register('name')} />
      </Field>
      <Field
        label={t('adsmanager.PROJECTION_FIELD_BRANDS')}
        error={errors.brandIds?.message}
        description={markedHelp(isPrefilled('brandIds'), brandHelp)}
        required
      >
        <Input id="projection-brands" autoComplete="off" {...register('brandIds')} />
      </Field>
      <FieldRow>
        <Controller
          control={control}
          name="pricingModel"
          render={({ field, fieldState }) => (
            <ChoiceField
              id="projection-pricing-model"
              label={t('adsmanager.PROJECTION_FIELD_PRICING_MODEL')}
              value={field.value}
              options={PROJECTION_PRICING_MODELS.map((model) => ({ value: model, label: model }))}
              placeholder={t('adsmanager.PROJECTION_PRICING_MODEL_PLACEHOLDER')}
              onChange={field.onChange}
              onBlur={field.onBlur}
              triggerRef={field.ref}
              error={fieldState.error?.message}
              description={markedHelp(isPrefilled('pricingModel'))}
              required
            />
          )}
        />
        <MoneyField
          state={state}
          id="projection-budget"
          name="budget"
          label={t('adsmanager.PROJECTION_FIELD_BUDGET', { currency })}
          description={markedHelp(isPrefilled('budget'))}
        />
      </FieldRow>
      <FieldRow>
        <DateField
          id="projection-start-date"
          label={t('adsmanager.PROJECTION_FIELD_START_DATE')}
          error={errors.campaignStartDate?.message}
          description={markedHelp(isPrefilled('campaignStartDate'))}
          required
          {...register('campaignStartDate')}
        />
        <Field
          label={t('adsmanager.PROJECTION_FIELD_DURATION')}
          error={errors.campaignDuration?.message}
          description={markedHelp(isPrefilled('campaignDuration'))}
          required
        >
          <Input id="projection-duration" inputMode="numeric" autoComplete="off" {...register('campaignDuration')} />
        </Field>
        <Field label={t('adsmanager.PROJECTION_FIELD_COUNT')} error={errors.campaignCount?.message} required>
          <Input id="projection-count" inputMode="numeric" autoComplete="off" {...register('campaignCount')} />
        </Field>
      </FieldRow>
    </>
  );
}
