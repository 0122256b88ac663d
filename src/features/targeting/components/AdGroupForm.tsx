/**
 * The ad group form (part 2 §3, §4): the ad group's own fields, the audience with its custom
 * audiences, locations and purchase behaviour, the targeting criteria and the fee, saved through
 * the one save path (`useServerForm`) in the creation order with one idempotency key per step.
 * A part-way failure keeps every field and says what was saved and what was not; Save again
 * finishes the rest. A non-draft ad group's targeting is locked unless NS-42 allows it.
 * Titled sections (issue 24 §2), the fee right after the basics, "Who it reaches" sticky beside the
 * form at desktop widths, and the save action in a sticky footer where a failed save's message
 * appears, takes focus and links to the first field at fault.
 */
import { useMemo, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { ConcurrencyOptions } from '@/components/forms/concurrency';
import { useDraftOption } from '@/auth/draft-storage';
import { ServerForm, useServerForm } from '@/components/forms/server-form';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { ChoiceField } from '@/components/ui/choice-field';
import { Field } from '@/components/ui/field';
import { SaveFooter } from '@/components/forms/SaveFooter';
import { InlineMessage } from '@/components/ui/inline-message';
import { Input } from '@/components/ui/input';
import { Section } from '@/components/ui/section';
import { useTranslation } from '@/i18n/react';
import type { CampaignPricingModel } from '@generated/campaign-build/model';
import { PERCENT_AMOUNT, type Currency } from '@/lib/money';
import {
  adGroupFieldOf,
  adGroupFormValues,
  adGroupResolver,
  PLACEMENTS,
  SAVE_STEP_MESSAGE,
  type AdGroupFormValues,
  type LoadedAdGroup,
} from '../ad-group-rules';
import { useAdGroupSave, useInstitutions, useReloadAdGroup } from '../queries';
import { TARGETING_LOCK_MESSAGE, targetingLock } from '../targeting-rules';
import { AudienceSection, AudienceSummary } from './AudienceSection';
import { BehaviorSection } from './BehaviorSection';
import { CriteriaSection } from './CriteriaSection';
import { CustomAudienceSection } from './CustomAudienceSection';
import { FeeSection } from './FeeSection';
import { LocationsSection } from './LocationsSection';
import { AmountField } from './AmountField';
import type { SectionProps } from './form-context';

/** The labels the conflict panel names the ad group's own fields by (NS-92). */
const AD_GROUP_FIELD_LABELS = {
  name: 'adsmanager.AD_GROUP_FIELD_NAME',
  placementLocation: 'adsmanager.AD_GROUP_FIELD_PLACEMENT',
  institutions: 'adsmanager.AD_GROUP_FIELD_INSTITUTIONS',
  testPopulation: 'adsmanager.AD_GROUP_FIELD_TEST_POPULATION',
} as const;

export interface AdGroupFormProps {
  accountId: number;
  campaign: { campaignId: number; campaignPricingModel: CampaignPricingModel; currency: Currency };
  country: 'US' | 'GB';
  /** The brands of the campaign's line: the segment's brand and the criteria's segment brands. */
  brandIds: number[];
  /** The ad group being edited (undefined: a new one). */
  loaded: LoadedAdGroup | undefined;
  readOnly: boolean;
  modifiableTargeting: boolean;
  onSaved: (saved: { adGroupId: number; name: string; created: boolean }) => unknown;
}

export function AdGroupForm({
  accountId,
  campaign,
  country,
  brandIds,
  loaded,
  readOnly,
  modifiableTargeting,
  onSaved,
}: AdGroupFormProps) {
  const { t } = useTranslation();
  const status = loaded?.adGroup.adGroupStatus;
  const lock = targetingLock(status, modifiableTargeting);
  const initial = useMemo(
    () => adGroupFormValues(loaded, { pricingModel: campaign.campaignPricingModel, brandIds }),
    [loaded, campaign.campaignPricingModel, brandIds],
  );
  const resolver = useMemo(
    () => adGroupResolver(campaign.currency, t, lock !== undefined),
    [campaign.currency, t, lock],
  );
  // The footer's message takes focus on a failed save and links to the first field at fault.
  const form = useForm<AdGroupFormValues>({ resolver, defaultValues: initial, shouldFocusError: false });
  const formRef = useRef<HTMLFormElement>(null);
  const { save, partial } = useAdGroupSave({
    accountId,
    campaignId: campaign.campaignId,
    country,
    currency: campaign.currency,
    brandIds,
    modifiableTargeting,
    loaded,
  });
  const reloadAdGroup = useReloadAdGroup(accountId);
  const concurrency: ConcurrencyOptions<AdGroupFormValues> | undefined = loaded && {
    loaded: { versions: { main: loaded.version }, values: initial },
    reload: async () => {
      const fresh = await reloadAdGroup(loaded);
      const values = adGroupFormValues(fresh, { pricingModel: campaign.campaignPricingModel, brandIds });
      return { versions: { main: fresh.version }, values };
    },
    entity: t('adsmanager.CONFLICT_ENTITY_AD_GROUP'),
    label: (path) =>
      Object.hasOwn(AD_GROUP_FIELD_LABELS, path)
        ? t(AD_GROUP_FIELD_LABELS[path as keyof typeof AD_GROUP_FIELD_LABELS])
        : undefined,
  };
  // NS-90: per ad group, or a new one per campaign; an audience file not yet uploaded is not kept.
  const draft = useDraftOption(
    readOnly
      ? undefined
      : `ad-group:${String(accountId)}:${loaded ? String(loaded.adGroup.adGroupId) : `new:${String(campaign.campaignId)}`}`,
    true,
  );
  const server = useServerForm(form, {
    save: (values, _idempotent, versioned) => save(values, versioned),
    concurrency,
    fieldOf: adGroupFieldOf,
    failure: (message) => {
      const steps = partial();
      const failed = t('adsmanager.AD_GROUP_SAVE_FAILED', { message });
      if (!steps) return failed;
      const list = (names: typeof steps.done) => names.map((name) => t(SAVE_STEP_MESSAGE[name])).join(', ');
      return `${failed} ${t('adsmanager.AD_GROUP_SAVE_PARTIAL', { done: list(steps.done), left: list(steps.left) })}`;
    },
    onSaved: (saved, values) => {
      toast.success(
        t(saved.created ? 'adsmanager.AD_GROUP_CREATED' : 'adsmanager.AD_GROUP_SAVED', { name: saved.name }),
      );
      form.reset(values);
      return onSaved(saved);
    },
    draft,
  });
  const { errors, submitCount } = form.formState;
  const failure =
    server.formError ?? (Object.keys(errors).length > 0 ? t('adsmanager.BUILDER_FORM_CHECK_FIELDS') : undefined);
  const section: SectionProps = { form, country, disabled: readOnly || lock !== undefined };

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,44rem)_18rem]">
      {/* The failure shows in the footer, not on top of the form: the layout keeps its shape. */}
      <ServerForm
        ref={formRef}
        server={server}
        errorPlacement="footer"
        guard={!readOnly}
        aria-label={t('adsmanager.AD_GROUP_FORM_LABEL')}
        className="grid min-w-0 gap-4"
      >
        <AdGroupFields form={form} country={country} disabled={readOnly} />
        <FeeSection
          form={form}
          country={country}
          disabled={readOnly}
          pricingModel={campaign.campaignPricingModel}
          currency={campaign.currency}
          status={status}
        />
        {lock !== undefined && <InlineMessage variant="info" title={t(TARGETING_LOCK_MESSAGE[lock])} />}
        <AudienceSection {...section} />
        <CustomAudienceSection {...section} accountId={accountId} />
        <LocationsSection {...section} />
        <BehaviorSection {...section} />
        <CriteriaSection {...section} />
        {!readOnly && (
          <SaveFooter
            error={failure}
            attempt={submitCount}
            busy={server.isSubmitting}
            formRef={formRef}
            busyLabel={t('adsmanager.AD_GROUP_SAVING')}
            submitLabel={t(loaded ? 'adsmanager.AD_GROUP_SAVE_SUBMIT' : 'adsmanager.AD_GROUP_CREATE_SUBMIT')}
          />
        )}
      </ServerForm>
      <div className="min-w-0 lg:sticky lg:top-4">
        <AudienceSummary form={form} />
      </div>
    </div>
  );
}

/** Name, placement (ADG-002), institutions of the country and test population. */
function AdGroupFields({ form, country, disabled }: SectionProps) {
  const { t } = useTranslation();
  const { institutions } = useInstitutions(country);
  const chosen = useWatch({ control: form.control, name: 'institutions' });
  const errors = form.formState.errors;
  const placements = PLACEMENTS.map((placement) => ({
    value: placement,
    label: t(`adsmanager.AD_GROUP_PLACEMENT_${placement}`),
  }));
  return (
    <Section title={t('adsmanager.AD_GROUP_SECTION_BASICS')} disabled={disabled}>
      <Field label={t('adsmanager.AD_GROUP_FIELD_NAME')} error={errors.name?.message} required>
        <Input id="ad-group-name" autoComplete="off" {...form.register('name')} />
      </Field>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="placementLocation"
          render={({ field }) => (
            <ChoiceField
              id="ad-group-placement"
              label={t('adsmanager.AD_GROUP_FIELD_PLACEMENT')}
              help={t('adsmanager.AD_GROUP_HELP_PLACEMENT')}
              value={field.value}
              options={placements}
              onChange={field.onChange}
              onBlur={field.onBlur}
              triggerRef={field.ref}
              disabled={disabled}
            />
          )}
        />
        <AmountField
          form={form}
          name="testPopulation"
          id="ad-group-test-population"
          label={t('adsmanager.AD_GROUP_FIELD_TEST_POPULATION')}
          help={t('adsmanager.AD_GROUP_HELP_TEST_POPULATION')}
          amount={PERCENT_AMOUNT}
          disabled={disabled}
        />
      </div>
      {institutions.length > 0 && (
        <CheckboxGroup
          label={t('adsmanager.AD_GROUP_FIELD_INSTITUTIONS')}
          help={t('adsmanager.AD_GROUP_HELP_INSTITUTIONS')}
          order="checked"
          listClassName="flex flex-wrap gap-x-5 gap-y-2"
          options={institutions.map((institution) => ({ value: institution.institutionId, label: institution.name }))}
          value={chosen}
          disabled={disabled}
          onValueChange={(next) => {
            form.setValue('institutions', next, { shouldDirty: true });
          }}
        />
      )}
    </Section>
  );
}
