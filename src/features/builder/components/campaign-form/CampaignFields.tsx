/**
 * The field groups of the campaign form (NS-52): line, type and pricing; money; delivery and dates;
 * currency, offer flags and ticket. Each takes the form and which fields are disabled.
 */
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { CheckboxItem } from '@/components/ui/checkbox-group';
import { DateField } from '@/components/ui/date-field';
import { Field, FieldRow } from '@/components/ui/field';
import { FieldGroup } from '@/components/ui/field-group';
import { MoneyInput } from '@/components/ui/money-input';
import { PercentInput } from '@/components/ui/percent-input';
import { pricingModelsForType, type AccountLines } from '@/features/campaigns';
import type { MessageKey } from '@/i18n';
import { useTranslation } from '@/i18n/react';
import type { Currency } from '@/lib/money';
import type { Campaign, CampaignType, Line } from '@generated/campaign-build/model';
import {
  BUDGET_DELIVERY_GOALS,
  SCHEDULE_TYPES,
  isValidTicketUrl,
  type CampaignFormValues,
} from '../../campaign-form-rules';
import { ChoiceField, type Choice } from '@/components/ui/choice-field';
import { LineField } from './LineField';
import { TEXT_LINK } from '@/components/ui/link-styles';

export interface FieldGroupProps {
  form: UseFormReturn<CampaignFormValues>;
  isDisabled: (field: keyof CampaignFormValues) => boolean;
}

const TYPE_LABEL: Record<CampaignType, MessageKey> = {
  FIXED_CLO: 'adsmanager.CAMPAIGNS_TYPE_FIXED_CLO',
  DYNAMIC_CLO: 'adsmanager.CAMPAIGNS_TYPE_DYNAMIC_CLO',
  PLANSPEC: 'adsmanager.CAMPAIGNS_TYPE_PLANSPEC',
  SNAPSHOT: 'adsmanager.CAMPAIGNS_TYPE_SNAPSHOT',
};
const GOAL_LABEL: Record<(typeof BUDGET_DELIVERY_GOALS)[number], MessageKey> = {
  BUDGET: 'adsmanager.CAMPAIGNS_GOAL_BUDGET',
  OVERAGE: 'adsmanager.CAMPAIGNS_GOAL_OVERAGE',
  UNCAPPED: 'adsmanager.CAMPAIGNS_GOAL_UNCAPPED',
};
const SCHEDULE_LABEL: Record<(typeof SCHEDULE_TYPES)[number], MessageKey> = {
  Lifetime: 'adsmanager.CAMPAIGN_SCHEDULE_Lifetime',
  Daily: 'adsmanager.CAMPAIGN_SCHEDULE_Daily',
};

/** The line picker. */
export function LineChoice({
  form,
  isDisabled,
  lines,
  line,
  timeZone,
}: FieldGroupProps & { lines: AccountLines; line: Line | undefined; timeZone: string }) {
  return (
    <Controller
      control={form.control}
      name="lineId"
      render={({ field, fieldState }) => (
        <LineField
          id="campaign-line"
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          triggerRef={field.ref}
          error={fieldState.error?.message}
          lines={lines}
          line={line}
          timeZone={timeZone}
          disabled={isDisabled('lineId')}
        />
      )}
    />
  );
}

/**
 * Campaign type (chosen at create only, from the country's types) and pricing model (the type's
 * models; a stored model outside them, e.g. None of NS-36, is still shown as it is).
 */
export function TypeAndPricingFields({
  form,
  isDisabled,
  typeOptions,
  campaign,
  canChooseType,
}: FieldGroupProps & { typeOptions: readonly CampaignType[]; campaign: Campaign | undefined; canChooseType: boolean }) {
  const { t } = useTranslation();
  const { control, setValue } = form;
  const campaignType = useWatch({ control, name: 'campaignType' });
  const pricingOptions = (campaignType === '' ? [] : pricingModelsForType(campaignType)).map((model) => ({
    value: model,
    label: model,
  }));
  if (campaign && !pricingOptions.some((option) => option.value === campaign.campaignPricingModel)) {
    pricingOptions.push({ value: campaign.campaignPricingModel, label: campaign.campaignPricingModel });
  }
  // A new type keeps the pricing model only when the type offers it; a single model is chosen at once.
  const typeChanged = (next: CampaignType) => {
    const models = pricingModelsForType(next);
    const model = form.getValues('campaignPricingModel');
    if (model !== '' && !models.includes(model)) {
      setValue('campaignPricingModel', models.length === 1 ? (models[0] ?? '') : '', { shouldDirty: true });
    } else if (model === '' && models.length === 1) {
      setValue('campaignPricingModel', models[0] ?? '', { shouldDirty: true });
    }
  };
  return (
    <FieldRow>
      <Controller
        control={control}
        name="campaignType"
        render={({ field, fieldState }) => (
          <ChoiceField
            id="campaign-type"
            label={t('adsmanager.CAMPAIGN_FIELD_TYPE')}
            value={field.value}
            options={typeOptions.map((type): Choice<CampaignType> => ({ value: type, label: t(TYPE_LABEL[type]) }))}
            onChange={(next) => {
              field.onChange(next);
              typeChanged(next);
            }}
            onBlur={field.onBlur}
            triggerRef={field.ref}
            error={fieldState.error?.message}
            description={canChooseType ? undefined : t('adsmanager.CAMPAIGN_TYPE_FIXED')}
            disabled={!canChooseType || isDisabled('campaignType')}
            required
          />
        )}
      />
      <Controller
        control={control}
        name="campaignPricingModel"
        render={({ field, fieldState }) => (
          <ChoiceField
            id="campaign-pricing-model"
            label={t('adsmanager.CAMPAIGN_FIELD_PRICING_MODEL')}
            help={t('adsmanager.CAMPAIGN_HELP_PRICING_MODEL')}
            value={field.value}
            options={pricingOptions}
            placeholder={t('adsmanager.CAMPAIGN_PRICING_MODEL_PLACEHOLDER')}
            onChange={field.onChange}
            onBlur={field.onBlur}
            triggerRef={field.ref}
            error={fieldState.error?.message}
            disabled={isDisabled('campaignPricingModel')}
            required
          />
        )}
      />
    </FieldRow>
  );
}

/** Budget, budget discount and billing cap, in the account's currency. */
export function MoneyFields({ form, isDisabled, currency }: FieldGroupProps & { currency: Currency }) {
  const { t } = useTranslation();
  const { control } = form;
  return (
    <FieldRow>
      <Controller
        control={control}
        name="budget"
        render={({ field, fieldState }) => (
          <Field
            label={`${t('adsmanager.CAMPAIGN_FIELD_BUDGET')} (${currency})`}
            error={fieldState.error?.message}
            required
          >
            <MoneyInput
              id="campaign-budget"
              ref={field.ref}
              currency={currency}
              value={field.value}
              onValueChange={(next) => {
                field.onChange(next);
              }}
              onBlur={field.onBlur}
              disabled={isDisabled('budget')}
            />
          </Field>
        )}
      />
      <Controller
        control={control}
        name="budgetDiscountPercent"
        render={({ field, fieldState }) => (
          <Field
            label={t('adsmanager.CAMPAIGN_FIELD_DISCOUNT')}
            help={t('adsmanager.CAMPAIGN_HELP_DISCOUNT')}
            error={fieldState.error?.message}
          >
            <PercentInput
              id="campaign-discount"
              ref={field.ref}
              value={field.value}
              onValueChange={(next) => {
                field.onChange(next ?? 0);
              }}
              onBlur={field.onBlur}
              disabled={isDisabled('budgetDiscountPercent')}
            />
          </Field>
        )}
      />
      <Controller
        control={control}
        name="billingCap"
        render={({ field, fieldState }) => (
          <Field
            label={`${t('adsmanager.CAMPAIGN_FIELD_BILLING_CAP')} (${currency})`}
            help={t('adsmanager.CAMPAIGN_HELP_BILLING_CAP')}
            description={t('adsmanager.CAMPAIGN_BILLING_CAP_HELP')}
            error={fieldState.error?.message}
          >
            <MoneyInput
              id="campaign-billing-cap"
              ref={field.ref}
              currency={currency}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              disabled={isDisabled('billingCap')}
            />
          </Field>
        )}
      />
    </FieldRow>
  );
}

/** Delivery goal, schedule, and the start and end dates (booking time zone; the line's last end). */
export function DeliveryFields({
  form,
  isDisabled,
  timeZone,
  maxAllowedEndDate,
}: FieldGroupProps & { timeZone: string; maxAllowedEndDate: string }) {
  const { t } = useTranslation();
  const {
    control,
    register,
    formState: { errors },
  } = form;
  return (
    <>
      <FieldRow>
        <Controller
          control={control}
          name="budgetDeliveryGoal"
          render={({ field, fieldState }) => (
            <ChoiceField
              id="campaign-delivery-goal"
              label={t('adsmanager.CAMPAIGN_FIELD_DELIVERY_GOAL')}
              help={t('adsmanager.CAMPAIGN_HELP_DELIVERY_GOAL')}
              value={field.value}
              options={BUDGET_DELIVERY_GOALS.map((goal) => ({ value: goal, label: t(GOAL_LABEL[goal]) }))}
              onChange={field.onChange}
              onBlur={field.onBlur}
              triggerRef={field.ref}
              error={fieldState.error?.message}
              disabled={isDisabled('budgetDeliveryGoal')}
              required
            />
          )}
        />
        <Controller
          control={control}
          name="scheduleType"
          render={({ field, fieldState }) => (
            <ChoiceField
              id="campaign-schedule"
              label={t('adsmanager.CAMPAIGN_FIELD_SCHEDULE')}
              value={field.value}
              options={SCHEDULE_TYPES.map((type) => ({ value: type, label: t(SCHEDULE_LABEL[type]) }))}
              onChange={field.onChange}
              onBlur={field.onBlur}
              triggerRef={field.ref}
              error={fieldState.error?.message}
              disabled={isDisabled('scheduleType')}
              required
            />
          )}
        />
      </FieldRow>
      <FieldRow>
        <DateField
          id="campaign-start"
          label={t('adsmanager.CAMPAIGN_FIELD_START')}
          error={errors.startDate?.message}
          description={t('adsmanager.CAMPAIGN_DATES_HELP', { timeZone })}
          required
          disabled={isDisabled('startDate')}
          {...register('startDate')}
        />
        <DateField
          id="campaign-end"
          label={t('adsmanager.CAMPAIGN_FIELD_END')}
          error={errors.endDate?.message}
          description={
            maxAllowedEndDate === '' ? undefined : t('adsmanager.CAMPAIGN_MAX_END', { date: maxAllowedEndDate })
          }
          required
          disabled={isDisabled('endDate')}
          {...register('endDate')}
        />
      </FieldRow>
    </>
  );
}

/** What the country fixes (currency, tracked-link and auto-activated offers) and the ticket (CAMP-010). */
export function FixedFacts({
  currency,
  country,
  offers,
  campaign,
}: {
  currency: string;
  country: string;
  offers: Pick<CampaignFormValues, 'isTrackedLinkOffer' | 'isOfferAutoActivated'>;
  campaign: Campaign | undefined;
}) {
  const { t } = useTranslation();
  const ticketUrl = campaign?.ticketUrl ?? null;
  return (
    <>
      <FieldGroup label={t('adsmanager.CAMPAIGN_FIELD_CURRENCY')}>
        <p className="text-sm" data-testid="campaign-currency">
          {currency}
        </p>
      </FieldGroup>
      <FieldGroup
        label={t('adsmanager.CAMPAIGN_FIELD_OFFER_FLAGS')}
        description={t('adsmanager.CAMPAIGN_OFFER_FLAGS_HELP', { country })}
      >
        <CheckboxItem
          id="campaign-tracked-link"
          label={t('adsmanager.CAMPAIGN_FIELD_TRACKED_LINK')}
          checked={offers.isTrackedLinkOffer}
          disabled
        />
        <CheckboxItem
          id="campaign-auto-activated"
          label={t('adsmanager.CAMPAIGN_FIELD_AUTO_ACTIVATED')}
          checked={offers.isOfferAutoActivated}
          disabled
        />
      </FieldGroup>
      {campaign && (ticketUrl !== null || campaign.ticketId != null) && (
        <p className="text-sm">
          <span className="font-medium">{t('adsmanager.CAMPAIGN_TICKET')}: </span>
          {ticketUrl !== null && isValidTicketUrl(ticketUrl) ? (
            <a href={ticketUrl} target="_blank" rel="noreferrer" className={TEXT_LINK}>
              {campaign.ticketId ?? ticketUrl}
            </a>
          ) : (
            <span>{campaign.ticketId ?? ticketUrl}</span>
          )}
        </p>
      )}
    </>
  );
}
