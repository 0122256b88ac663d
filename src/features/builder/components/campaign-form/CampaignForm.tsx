/**
 * The campaign form of create, edit and fix (NS-52: the 14 create-payload fields). Read-only
 * renders every field disabled under a banner naming the reason; the fix form (NS-51) leaves only
 * the failing fields editable. Saving goes through the one save path (`useServerForm`): a failed
 * save keeps every field, a 400 naming a field shows at that field, leaving with unsaved changes
 * asks first, and a create retried after a lost answer sends the same Idempotency-Key.
 */
import { useQueryClient } from '@tanstack/react-query';
import { readPastCache } from '@/api/query-client';
import { toast } from '@/lib/toast';
import { useAccount } from '@/access';
import { amountFormat, etagOf, type Versioned } from '@/components/forms/concurrency';
import { useDraftOption } from '@/auth/draft-storage';
import { ServerForm, useServerForm, type Idempotent } from '@/components/forms/server-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/i18n/react';
import { countryRules } from '@/lib/countries';
import type { Campaign } from '@generated/campaign-build/model';
import {
  campaignFieldOf,
  campaignTypesFor,
  toCreateCampaignPayload,
  toCampaignFormValues,
  toSaveCampaignPayload,
  type CampaignFormValues,
  type ReadOnlyReason,
} from '../../campaign-form-rules';
import { campaignQueryOptions, useCreateCampaignMutation, useSaveCampaignMutation } from '../../queries';
import { DeliveryFields, FixedFacts, LineChoice, MoneyFields, TypeAndPricingFields } from './CampaignFields';
import { useCampaignForm } from './use-campaign-form';

export type CampaignFormMode = 'create' | 'edit' | 'fix';
type FieldName = keyof CampaignFormValues;

/** The labels the conflict panel names the campaign's fields by (NS-92). */
const CAMPAIGN_FIELD_LABELS = {
  name: 'adsmanager.CAMPAIGN_FIELD_NAME',
  lineId: 'adsmanager.CAMPAIGN_FIELD_LINE',
  campaignType: 'adsmanager.CAMPAIGN_FIELD_TYPE',
  campaignPricingModel: 'adsmanager.CAMPAIGN_FIELD_PRICING_MODEL',
  budget: 'adsmanager.CAMPAIGN_FIELD_BUDGET',
  budgetDiscountPercent: 'adsmanager.CAMPAIGN_FIELD_DISCOUNT',
  billingCap: 'adsmanager.CAMPAIGN_FIELD_BILLING_CAP',
  budgetDeliveryGoal: 'adsmanager.CAMPAIGN_FIELD_DELIVERY_GOAL',
  scheduleType: 'adsmanager.CAMPAIGN_FIELD_SCHEDULE',
  startDate: 'adsmanager.CAMPAIGN_FIELD_START',
  endDate: 'adsmanager.CAMPAIGN_FIELD_END',
  maxAllowedEndDate: 'adsmanager.CAMPAIGN_FIELD_END',
  isTrackedLinkOffer: 'adsmanager.CAMPAIGN_FIELD_TRACKED_LINK',
  isOfferAutoActivated: 'adsmanager.CAMPAIGN_FIELD_AUTO_ACTIVATED',
} as const satisfies Record<FieldName, string>;

export interface CampaignFormProps {
  mode: CampaignFormMode;
  /** The loaded campaign (edit and fix). */
  campaign?: Campaign | undefined;
  /** The ETag the campaign was read with: the version its save sends (NS-92). */
  version?: string | undefined;
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
  onSaved: (saved: { campaignId: number; name: string }) => unknown;
}

export function CampaignForm({
  mode,
  campaign,
  version,
  planId,
  readOnlyReason,
  editable,
  validateOnMount = false,
  submitLabel,
  onSaved,
}: CampaignFormProps) {
  const { t, i18n } = useTranslation();
  const { accountId, account } = useAccount();
  const { currency } = countryRules(account.bookingCountry);
  const readOnly = readOnlyReason !== undefined;
  const isDisabled = (field: FieldName) => readOnly || (editable !== undefined && !editable.has(field));
  const { form, initial, lines, chosenLine, timeZone } = useCampaignForm({ mode, campaign, readOnly, validateOnMount });
  const send = useCampaignSave({ campaign, planId });
  const queryClient = useQueryClient();
  // NS-90: per campaign and mode, or a new campaign per account (and plan).
  const draft = useDraftOption(
    readOnly
      ? undefined
      : `campaign:${String(accountId)}:${campaign ? `${mode}:${String(campaign.campaignId)}` : planId === undefined ? 'new' : `new:plan-${String(planId)}`}`,
  );
  const server = useServerForm(form, {
    save: send,
    concurrency: campaign && {
      loaded: { versions: { main: version }, values: initial },
      reload: async () => {
        const answer = await readPastCache(queryClient, campaignQueryOptions(accountId, campaign.campaignId));
        return { versions: { main: etagOf(answer) }, values: toCampaignFormValues(answer.data, account) };
      },
      entity: t('adsmanager.CONFLICT_ENTITY_CAMPAIGN'),
      label: (path) => (path in CAMPAIGN_FIELD_LABELS ? t(CAMPAIGN_FIELD_LABELS[path as FieldName]) : undefined),
      format: amountFormat(
        { money: ['budget', 'billingCap'], percent: ['budgetDiscountPercent'] },
        currency,
        i18n.language,
      ),
    },
    // A field the fix form does not let the user change cannot show the server's message.
    fieldOf: (serverField) => {
      const field = campaignFieldOf(serverField);
      return field !== undefined && !isDisabled(field) ? field : undefined;
    },
    failure: (message) => t('adsmanager.CAMPAIGN_SAVE_FAILED', { message }),
    onSaved: ({ created, saved }, values) => {
      toast.success(t(created ? 'adsmanager.CAMPAIGN_CREATED' : 'adsmanager.CAMPAIGN_SAVED', { name: saved.name }));
      if (!created) form.reset(values);
      return onSaved(saved);
    },
    draft,
  });
  const groups = { form, isDisabled };

  return (
    <ServerForm
      server={server}
      guard={!readOnly}
      aria-label={t('adsmanager.CAMPAIGN_FORM_LABEL')}
      className="grid max-w-2xl gap-4"
    >
      <Field label={t('adsmanager.CAMPAIGN_FIELD_NAME')} error={form.formState.errors.name?.message} required>
        <Input id="campaign-name" autoComplete="off" disabled={isDisabled('name')} {...form.register('name')} />
      </Field>
      <LineChoice {...groups} lines={lines} line={chosenLine} timeZone={timeZone} />
      <TypeAndPricingFields
        {...groups}
        typeOptions={
          mode === 'create' ? campaignTypesFor(account.bookingCountry) : campaign ? [campaign.campaignType] : []
        }
        campaign={campaign}
        canChooseType={mode === 'create'}
      />
      <MoneyFields {...groups} currency={currency} />
      <DeliveryFields {...groups} timeZone={timeZone} maxAllowedEndDate={initial.maxAllowedEndDate} />
      <FixedFacts currency={currency} country={account.bookingCountry} offers={initial} campaign={campaign} />
      {!readOnly && editable?.size !== 0 && (
        <div className="flex gap-2">
          <Button type="submit" disabled={server.isSubmitting}>
            {server.isSubmitting ? t('adsmanager.CAMPAIGN_SAVING') : submitLabel}
          </Button>
        </div>
      )}
    </ServerForm>
  );
}

/**
 * The save of the form: without a loaded campaign a create (CAMP-019, idempotent), else the
 * PATCH of the merged payload (CAMP-020). Answers which it was and the campaign the server sent.
 */
function useCampaignSave({ campaign, planId }: { campaign: Campaign | undefined; planId: number | undefined }) {
  const { accountId, account } = useAccount();
  const create = useCreateCampaignMutation();
  const save = useSaveCampaignMutation();
  return async (values: CampaignFormValues, idempotent: Idempotent, versioned: Versioned) => {
    if (campaign === undefined) {
      const data = toCreateCampaignPayload(values, { account, planId: planId ?? null });
      const answer = await create.mutateAsync({ accountId, data, headers: idempotent(data) });
      return { created: true, saved: answer.data };
    }
    const data = toSaveCampaignPayload(campaign, values, { account });
    const answer = versioned.track(
      await save.mutateAsync({ accountId, campaignId: campaign.campaignId, data, headers: versioned.headers() }),
    );
    return { created: false, saved: answer.data };
  };
}
