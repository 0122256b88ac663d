/**
 * The reward part of the ad form (part 2 §3 Reward): the reward type, the amounts the type uses in
 * the ad's currency, visits, merchant categories, redemption dates, days redeemable after the end,
 * annotation and the two processing flags. Lives inside the ad form's react-hook-form (fields under
 * `reward.*`, checked by rewardFormSchema).
 */
import { useEffect } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { CheckboxItem } from '@/components/ui/checkbox-group';
import { ChoiceField, type Choice } from '@/components/ui/choice-field';
import { DateField } from '@/components/ui/date-field';
import { Field, FieldRow } from '@/components/ui/field';
import { DecimalInput, MoneyInput } from '@/components/ui/money-input';
import { PercentInput } from '@/components/ui/percent-input';
import { Section } from '@/components/ui/section';
import { Textarea } from '@/components/ui/textarea';
import type { MessageKey } from '@/i18n';
import { useTranslation } from '@/i18n/react';
import { COUNT_AMOUNT, type Currency } from '@/lib/money';
import { useRewardTemplates } from '../queries';
import {
  ANNOTATION_LABEL,
  REWARD_ANNOTATIONS,
  REWARD_MAX_END_DATE_OFFSET_DAYS,
  rewardFieldsOf,
  rewardModelIdFor,
  STANDARD_REWARD_TYPES,
  type RewardAnnotationChoice,
  type RewardFormValues,
  type RewardType,
} from '../reward-form-rules';
import { MccPicker } from './MccPicker';

/** The part of the ad form's values the section works on. */
export interface RewardFormShape {
  reward: RewardFormValues;
}

export interface RewardSectionProps {
  /** The ad's currency (its country's); the reward follows it. */
  currency: Currency;
  disabled?: boolean;
}

const typeLabel = (type: RewardType): MessageKey => `adsmanager.REWARD_TYPE_${type}`;

type MoneyField = 'rewardAmount' | 'rewardCap' | 'minSpend';

export function RewardSection({ currency, disabled = false }: RewardSectionProps) {
  const { t } = useTranslation();
  const { control, setValue, getValues } = useFormContext<RewardFormShape>();
  const rewardType = useWatch({ control, name: 'reward.rewardType' });
  const templates = useRewardTemplates();
  const uses = rewardFieldsOf(rewardType);
  const spendXGetY = rewardType === 'SingleRewardSpendXGetY';
  const custom = rewardType === 'CustomRewardRedemption';
  const noModel = templates.data !== undefined && !custom && rewardModelIdFor(rewardType, templates.data) === undefined;

  useEffect(() => {
    // The reward is paid in the ad's currency: a change of the ad's country changes it.
    if (getValues('reward.currency') !== currency) setValue('reward.currency', currency, { shouldDirty: true });
  }, [currency, getValues, setValue]);

  const typeOptions = (custom ? [...STANDARD_REWARD_TYPES, rewardType] : STANDARD_REWARD_TYPES).map(
    (type): Choice<RewardType> => ({ value: type, label: t(typeLabel(type)) }),
  );
  const annotationOptions = REWARD_ANNOTATIONS.map((annotation): Choice<RewardAnnotationChoice> => ({
    value: annotation,
    label: t(ANNOTATION_LABEL[annotation]),
  }));

  const money = (name: MoneyField, label: string) => (
    <Controller
      control={control}
      name={`reward.${name}`}
      render={({ field, fieldState }) => (
        <Field label={label} error={fieldState.error?.message} required>
          <MoneyInput
            id={`reward-${name}`}
            ref={field.ref}
            currency={currency}
            value={field.value}
            onValueChange={(next) => {
              field.onChange(next ?? Number.NaN);
            }}
            onBlur={field.onBlur}
            disabled={disabled}
          />
        </Field>
      )}
    />
  );

  const wholeNumber = (name: 'minVisits' | 'endDateOffset', label: string) => (
    <Controller
      control={control}
      name={`reward.${name}`}
      render={({ field, fieldState }) => (
        <Field label={label} error={fieldState.error?.message} required>
          <DecimalInput
            id={`reward-${name}`}
            ref={field.ref}
            amount={COUNT_AMOUNT}
            value={field.value}
            onValueChange={(next) => {
              field.onChange(next ?? Number.NaN);
            }}
            onBlur={field.onBlur}
            disabled={disabled}
          />
        </Field>
      )}
    />
  );

  const checkbox = (name: 'isManualRedemption' | 'isSuspendedProcessing', label: string) => (
    <Controller
      control={control}
      name={`reward.${name}`}
      render={({ field }) => (
        <CheckboxItem
          id={`reward-${name}`}
          ref={field.ref}
          label={label}
          className="sm:mt-8"
          checked={field.value}
          onCheckedChange={(checked) => {
            field.onChange(checked === true);
          }}
          disabled={disabled}
        />
      )}
    />
  );

  const date = (name: 'redemptionStartDate' | 'redemptionEndDate', label: string, description?: string) => (
    <Controller
      control={control}
      name={`reward.${name}`}
      render={({ field, fieldState }) => (
        <DateField
          id={`reward-${name}`}
          label={label}
          description={description}
          error={fieldState.error?.message}
          required={name === 'redemptionStartDate'}
          ref={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          disabled={disabled}
        />
      )}
    />
  );

  return (
    <Section id="reward-section" title={t('adsmanager.REWARD_SECTION_TITLE')}>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="reward.rewardType"
          render={({ field, fieldState }) => (
            <ChoiceField
              id="reward-type"
              label={t('adsmanager.REWARD_FIELD_TYPE')}
              value={field.value}
              options={typeOptions}
              onChange={field.onChange}
              onBlur={field.onBlur}
              triggerRef={field.ref}
              error={fieldState.error?.message ?? (noModel ? t('adsmanager.REWARD_TEMPLATES_MISSING') : undefined)}
              description={custom ? t('adsmanager.REWARD_CUSTOM_HELP') : undefined}
              disabled={disabled}
              required
            />
          )}
        />
        <p className="text-sm sm:mt-8">
          <span className="font-medium">{t('adsmanager.REWARD_FIELD_CURRENCY')}: </span>
          <span data-testid="reward-currency">{currency}</span>
        </p>
      </div>
      {custom && (
        <Field label={t('adsmanager.REWARD_CUSTOM_CONFIG')}>
          <Textarea id="reward-custom-config" readOnly value={getValues('reward.customConfig') ?? ''} rows={3} />
        </Field>
      )}
      <div className="grid items-start gap-4 sm:grid-cols-3">
        {uses.rewardPercent && (
          <Controller
            control={control}
            name="reward.rewardPercent"
            render={({ field, fieldState }) => (
              <Field label={t('adsmanager.REWARD_FIELD_PERCENT')} error={fieldState.error?.message} required>
                <PercentInput
                  id="reward-rewardPercent"
                  ref={field.ref}
                  value={field.value}
                  onValueChange={(next) => {
                    field.onChange(next ?? Number.NaN);
                  }}
                  onBlur={field.onBlur}
                  disabled={disabled}
                />
              </Field>
            )}
          />
        )}
        {uses.minSpend &&
          money(
            'minSpend',
            t(spendXGetY ? 'adsmanager.REWARD_FIELD_MIN_SPEND_SPEND_X_GET_Y' : 'adsmanager.REWARD_FIELD_MIN_SPEND', {
              currency,
            }),
          )}
        {uses.rewardAmount &&
          money(
            'rewardAmount',
            t(spendXGetY ? 'adsmanager.REWARD_FIELD_AMOUNT_SPEND_X_GET_Y' : 'adsmanager.REWARD_FIELD_AMOUNT', {
              currency,
            }),
          )}
        {uses.rewardCap && money('rewardCap', t('adsmanager.REWARD_FIELD_CAP', { currency }))}
        {uses.minVisits && wholeNumber('minVisits', t('adsmanager.REWARD_FIELD_MIN_VISITS'))}
      </div>
      {uses.mccList && (
        <Controller
          control={control}
          name="reward.mccList"
          render={({ field, fieldState }) => (
            <MccPicker
              id="reward-mccList"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
              disabled={disabled}
            />
          )}
        />
      )}
      <FieldRow>
        {date('redemptionStartDate', t('adsmanager.REWARD_FIELD_START'))}
        {date('redemptionEndDate', t('adsmanager.REWARD_FIELD_END'), t('adsmanager.REWARD_FIELD_END_HELP'))}
        {wholeNumber(
          'endDateOffset',
          t('adsmanager.REWARD_FIELD_END_DATE_OFFSET', { max: REWARD_MAX_END_DATE_OFFSET_DAYS }),
        )}
      </FieldRow>
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <Controller
          control={control}
          name="reward.annotation"
          render={({ field, fieldState }) => (
            <ChoiceField
              id="reward-annotation"
              label={t('adsmanager.REWARD_FIELD_ANNOTATION')}
              help={t('adsmanager.REWARD_HELP_ANNOTATION')}
              value={field.value}
              options={annotationOptions}
              onChange={field.onChange}
              onBlur={field.onBlur}
              triggerRef={field.ref}
              error={fieldState.error?.message}
              disabled={disabled}
            />
          )}
        />
        {checkbox('isManualRedemption', t('adsmanager.REWARD_FIELD_MANUAL_REDEMPTION'))}
        {checkbox('isSuspendedProcessing', t('adsmanager.REWARD_FIELD_SUSPENDED_PROCESSING'))}
      </div>
    </Section>
  );
}
