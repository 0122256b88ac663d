/**
 * The campaign form of create, edit and fix (NS-52: the 14 create-payload fields). Read-only
 * renders every field disabled under a banner naming the reason; the fix form (NS-51) leaves only
 * the failing fields editable. A failed save keeps every field, a 400 naming a field shows at that
 * field, and leaving with unsaved changes asks first.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { useAccount } from '@/access';
import { ApiError } from '@/api/api-error';
import { errorText } from '@/api/errors';
import { UnsavedChangesGuard } from '@/components/forms/UnsavedChangesGuard';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { InlineMessage } from '@/components/ui/inline-message';
import { Input } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';
import { PercentInput } from '@/components/ui/percent-input';
import { pricingModelsForType, useAccountLines, useLine } from '@/features/campaigns';
import type { MessageKey } from '@/i18n';
import { useTranslation } from '@/i18n/react';
import { countryRules } from '@/lib/countries';
import { todayInZone } from '@/lib/dates';
import type { Campaign, CampaignType, Line } from '@generated/campaign-build/model';
import {
  BUDGET_DELIVERY_GOALS,
  SCHEDULE_TYPES,
  accountTimeZone,
  campaignFieldOf,
  campaignFormSchema,
  campaignTypesFor,
  emptyCampaignForm,
  isValidTicketUrl,
  toCampaignFormValues,
  toCreateCampaignPayload,
  toSaveCampaignPayload,
  type CampaignFormValues,
  type CampaignSchemaContext,
  type ReadOnlyReason,
} from '../../campaign-form-rules';
import { useCreateCampaignMutation, useSaveCampaignMutation } from '../../queries';
import { ChoiceField, type Choice } from './ChoiceField';
import { LineField } from './LineField';

export type CampaignFormMode = 'create' | 'edit' | 'fix';
type FieldName = keyof CampaignFormValues;

export interface CampaignFormProps {
  mode: CampaignFormMode;
  /** The loaded campaign (edit and fix). */
  campaign?: Campaign | undefined;
  /** The plan of `plan/{planId}/specification/create`. */
  planId?: number | undefined;
  /** Why nothing can be edited (part 2 §4); undefined when the form can be edited. */
  readOnlyReason?: ReadOnlyReason | undefined;
  /** Fix form: the only fields that can be edited. */
  editable?: ReadonlySet<FieldName> | undefined;
  /** Fix form: show the failing fields' messages at once. */
  validateOnMount?: boolean;
  submitLabel: string;
  /** Called after a successful create or save with the campaign the server answered. */
  onSaved: (saved: { campaignId: number; name: string }) => Promise<void> | void;
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

export function CampaignForm({
  mode,
  campaign,
  planId,
  readOnlyReason,
  editable,
  validateOnMount = false,
  submitLabel,
  onSaved,
}: CampaignFormProps) {
  const { t, i18n } = useTranslation();
  const { accountId, account } = useAccount();
  const rules = countryRules(account.bookingCountry);
  const timeZone = accountTimeZone(account);
  const readOnly = readOnlyReason !== undefined;
  const isDisabled = (field: FieldName) => readOnly || (editable !== undefined && !editable.has(field));

  const initial = useMemo(
    () => (campaign ? toCampaignFormValues(campaign, account) : emptyCampaignForm(account)),
    [campaign, account],
  );
  const lines = useAccountLines(accountId, { enabled: !readOnly || campaign?.lineId != null });

  // `values` follows a refetched campaign without dropping what the user is typing.
  const [line, setLine] = useState<Line | undefined>(undefined);
  const schemaContext = useMemo<CampaignSchemaContext>(
    () => ({
      country: account.bookingCountry,
      mode: mode === 'create' ? 'create' : 'edit',
      line,
      status: campaign?.campaignStatus,
      today: todayInZone(timeZone),
      timeZone,
      locale: i18n.language,
    }),
    [account.bookingCountry, mode, line, campaign?.campaignStatus, timeZone, i18n.language],
  );
  // react-hook-form takes the latest resolver on every render: the chosen line changes the date rules.
  const resolver = useMemo(
    () => zodResolver(campaignFormSchema(schemaContext)) as unknown as Resolver<CampaignFormValues>,
    [schemaContext],
  );
  const form = useForm<CampaignFormValues>({
    resolver,
    defaultValues: initial,
    values: initial,
    resetOptions: { keepDirtyValues: true },
  });
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = form;

  const lineId = useWatch({ control, name: 'lineId' });
  const campaignType = useWatch({ control, name: 'campaignType' });
  const listedLine = lines.lines.find((line) => line.lineId === lineId);
  const readLine = useLine(accountId, listedLine || lines.isPending ? undefined : lineId);
  const chosenLine = listedLine ?? readLine.line;
  if (chosenLine !== line) setLine(chosenLine);

  const { trigger } = form;
  useEffect(() => {
    if (validateOnMount) void trigger();
  }, [validateOnMount, trigger, campaign]);

  const [formError, setFormError] = useState<string | undefined>(undefined);
  const saved = useRef(false);
  const create = useCreateCampaignMutation();
  const save = useSaveCampaignMutation();

  const submit = async (values: CampaignFormValues) => {
    setFormError(undefined);
    try {
      if (mode === 'create') {
        const answer = await create.mutateAsync({
          accountId,
          data: toCreateCampaignPayload(values, { account, planId: planId ?? null }),
          headers: { 'Idempotency-Key': crypto.randomUUID() },
        });
        saved.current = true;
        toast.success(t('adsmanager.CAMPAIGN_CREATED', { name: answer.data.name }));
        await onSaved(answer.data);
        return;
      }
      if (!campaign) return;
      const answer = await save.mutateAsync({
        accountId,
        campaignId: campaign.campaignId,
        data: toSaveCampaignPayload(campaign, values, { account }),
      });
      toast.success(t('adsmanager.CAMPAIGN_SAVED', { name: answer.data.name }));
      reset(values);
      await onSaved(answer.data);
    } catch (error) {
      const field = error instanceof ApiError && error.status === 400 ? campaignFieldOf(error.field) : undefined;
      if (field && !isDisabled(field)) {
        setError(field, { type: 'server', message: errorText(error) }, { shouldFocus: true });
      } else setFormError(t('adsmanager.CAMPAIGN_SAVE_FAILED', { message: errorText(error) }));
    }
  };

  const typeOptions: Choice<CampaignType>[] = (
    mode === 'create' ? campaignTypesFor(account.bookingCountry) : campaign ? [campaign.campaignType] : []
  ).map((type) => ({ value: type, label: t(TYPE_LABEL[type]) }));
  const pricingOptions = (campaignType === '' ? [] : pricingModelsForType(campaignType)).map((model) => ({
    value: model,
    label: model,
  }));
  if (campaign && !pricingOptions.some((option) => option.value === campaign.campaignPricingModel)) {
    // A stored model outside the type's list (e.g. None, NS-36) is still shown as it is.
    pricingOptions.push({ value: campaign.campaignPricingModel, label: campaign.campaignPricingModel });
  }
  const ticketUrl = campaign?.ticketUrl ?? null;

  return (
    <>
      {formError !== undefined && <InlineMessage variant="error" title={formError} />}
      <form
        noValidate
        aria-label={t('adsmanager.CAMPAIGN_FORM_LABEL')}
        className="grid max-w-2xl gap-4"
        onSubmit={(event) => void handleSubmit(submit)(event)}
      >
        <Field label={t('adsmanager.CAMPAIGN_FIELD_NAME')} error={errors.name?.message} required>
          <Input id="campaign-name" autoComplete="off" disabled={isDisabled('name')} {...register('name')} />
        </Field>

        <Controller
          control={control}
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
              line={chosenLine}
              timeZone={timeZone}
              disabled={isDisabled('lineId')}
            />
          )}
        />

        <div className="grid gap-4 sm:grid-cols-2">
          <Controller
            control={control}
            name="campaignType"
            render={({ field, fieldState }) => (
              <ChoiceField
                id="campaign-type"
                label={t('adsmanager.CAMPAIGN_FIELD_TYPE')}
                value={field.value}
                options={typeOptions}
                onChange={(next) => {
                  field.onChange(next);
                  const models = pricingModelsForType(next);
                  const model = form.getValues('campaignPricingModel');
                  if (model !== '' && !models.includes(model)) {
                    setValue('campaignPricingModel', models.length === 1 ? (models[0] ?? '') : '', {
                      shouldDirty: true,
                    });
                  } else if (model === '' && models.length === 1) {
                    setValue('campaignPricingModel', models[0] ?? '', { shouldDirty: true });
                  }
                }}
                onBlur={field.onBlur}
                triggerRef={field.ref}
                error={fieldState.error?.message}
                description={mode === 'create' ? undefined : t('adsmanager.CAMPAIGN_TYPE_FIXED')}
                disabled={mode !== 'create' || isDisabled('campaignType')}
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
        </div>

        <div className="grid gap-4 sm:grid-cols-3">
          <Controller
            control={control}
            name="budget"
            render={({ field, fieldState }) => (
              <Field
                label={`${t('adsmanager.CAMPAIGN_FIELD_BUDGET')} (${rules.currency})`}
                error={fieldState.error?.message}
                required
              >
                <MoneyInput
                  id="campaign-budget"
                  ref={field.ref}
                  currency={rules.currency}
                  value={field.value}
                  onValueChange={(next) => {
                    field.onChange(next ?? Number.NaN);
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
              <Field label={t('adsmanager.CAMPAIGN_FIELD_DISCOUNT')} error={fieldState.error?.message}>
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
                label={`${t('adsmanager.CAMPAIGN_FIELD_BILLING_CAP')} (${rules.currency})`}
                description={t('adsmanager.CAMPAIGN_BILLING_CAP_HELP')}
                error={fieldState.error?.message}
              >
                <MoneyInput
                  id="campaign-billing-cap"
                  ref={field.ref}
                  currency={rules.currency}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={isDisabled('billingCap')}
                />
              </Field>
            )}
          />
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          <Controller
            control={control}
            name="budgetDeliveryGoal"
            render={({ field, fieldState }) => (
              <ChoiceField
                id="campaign-delivery-goal"
                label={t('adsmanager.CAMPAIGN_FIELD_DELIVERY_GOAL')}
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
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('adsmanager.CAMPAIGN_FIELD_START')}
            error={errors.startDate?.message}
            description={t('adsmanager.CAMPAIGN_DATES_HELP', { timeZone })}
            required
          >
            <Input id="campaign-start" type="date" disabled={isDisabled('startDate')} {...register('startDate')} />
          </Field>
          <Field
            label={t('adsmanager.CAMPAIGN_FIELD_END')}
            error={errors.endDate?.message}
            description={
              initial.maxAllowedEndDate === ''
                ? undefined
                : t('adsmanager.CAMPAIGN_MAX_END', { date: initial.maxAllowedEndDate })
            }
            required
          >
            <Input id="campaign-end" type="date" disabled={isDisabled('endDate')} {...register('endDate')} />
          </Field>
        </div>

        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">{t('adsmanager.CAMPAIGN_FIELD_CURRENCY')}</legend>
          <p className="text-sm" data-testid="campaign-currency">
            {rules.currency}
          </p>
        </fieldset>

        <fieldset className="grid gap-2" aria-describedby="campaign-offer-flags-help">
          <div className="flex items-center gap-2">
            <Checkbox id="campaign-tracked-link" checked={initial.isTrackedLinkOffer} disabled />
            <label htmlFor="campaign-tracked-link" className="text-sm">
              {t('adsmanager.CAMPAIGN_FIELD_TRACKED_LINK')}
            </label>
          </div>
          <div className="flex items-center gap-2">
            <Checkbox id="campaign-auto-activated" checked={initial.isOfferAutoActivated} disabled />
            <label htmlFor="campaign-auto-activated" className="text-sm">
              {t('adsmanager.CAMPAIGN_FIELD_AUTO_ACTIVATED')}
            </label>
          </div>
          <p id="campaign-offer-flags-help" className="text-sm text-muted-foreground">
            {t('adsmanager.CAMPAIGN_OFFER_FLAGS_HELP', { country: account.bookingCountry })}
          </p>
        </fieldset>

        {campaign && (ticketUrl !== null || campaign.ticketId != null) && (
          <p className="text-sm">
            <span className="font-medium">{t('adsmanager.CAMPAIGN_TICKET')}: </span>
            {ticketUrl !== null && isValidTicketUrl(ticketUrl) ? (
              <a href={ticketUrl} target="_blank" rel="noreferrer" className="text-primary underline">
                {campaign.ticketId ?? ticketUrl}
              </a>
            ) : (
              <span>{campaign.ticketId ?? ticketUrl}</span>
            )}
          </p>
        )}

        {!readOnly && editable?.size !== 0 && (
          <div className="flex gap-2">
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t('adsmanager.CAMPAIGN_SAVING') : submitLabel}
            </Button>
          </div>
        )}
      </form>
      <UnsavedChangesGuard dirty={isDirty && !readOnly} saved={saved} />
    </>
  );
}
