/**
 * The ad group form (part 2 §3, §4): the ad group's own fields, the audience with its custom
 * audiences, locations and purchase behaviour, the targeting criteria and the fee, saved through
 * the one save path (`useServerForm`) in the creation order with one idempotency key per step.
 * A part-way failure keeps every field and says what was saved and what was not; Save again
 * finishes the rest. A non-draft ad group's targeting is locked unless NS-42 allows it.
 */
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { ServerForm, useServerForm } from '@/components/forms/server-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { InlineMessage } from '@/components/ui/inline-message';
import { Input } from '@/components/ui/input';
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
import { useAdGroupSave, useInstitutions } from '../queries';
import { TARGETING_LOCK_MESSAGE, targetingLock } from '../targeting-rules';
import { AudienceSection, AudienceSummary } from './AudienceSection';
import { BehaviorSection } from './BehaviorSection';
import { CriteriaSection } from './CriteriaSection';
import { CustomAudienceSection } from './CustomAudienceSection';
import { FeeSection } from './FeeSection';
import { LocationsSection } from './LocationsSection';
import { AmountField } from './AmountField';
import { NATIVE_SELECT, type SectionProps } from './form-context';

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
  const form = useForm<AdGroupFormValues>({ resolver, defaultValues: initial });
  const { save, partial } = useAdGroupSave({
    accountId,
    campaignId: campaign.campaignId,
    country,
    currency: campaign.currency,
    brandIds,
    modifiableTargeting,
    loaded,
  });
  const server = useServerForm(form, {
    save: (values) => save(values),
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
  });
  const section: SectionProps = { form, country, disabled: readOnly || lock !== undefined };

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,42rem)_16rem]">
      <div className="grid gap-4">
        <ServerForm
          server={server}
          guard={!readOnly}
          aria-label={t('adsmanager.AD_GROUP_FORM_LABEL')}
          className="grid gap-4"
        >
          <AdGroupFields form={form} country={country} disabled={readOnly} />
          {lock !== undefined && <InlineMessage variant="info" title={t(TARGETING_LOCK_MESSAGE[lock])} />}
          <AudienceSection {...section} />
          <CustomAudienceSection {...section} accountId={accountId} />
          <LocationsSection {...section} />
          <BehaviorSection {...section} />
          <CriteriaSection {...section} />
          <FeeSection
            form={form}
            country={country}
            disabled={readOnly}
            pricingModel={campaign.campaignPricingModel}
            currency={campaign.currency}
            status={status}
          />
          {!readOnly && (
            <div className="flex gap-2">
              <Button type="submit" disabled={server.isSubmitting}>
                {server.isSubmitting
                  ? t('adsmanager.AD_GROUP_SAVING')
                  : t(loaded ? 'adsmanager.AD_GROUP_SAVE_SUBMIT' : 'adsmanager.AD_GROUP_CREATE_SUBMIT')}
              </Button>
            </div>
          )}
        </ServerForm>
      </div>
      <AudienceSummary form={form} />
    </div>
  );
}

/** Name, placement (ADG-002), institutions of the country and test population. */
function AdGroupFields({ form, country, disabled }: SectionProps) {
  const { t } = useTranslation();
  const { institutions } = useInstitutions(country);
  const chosen = useWatch({ control: form.control, name: 'institutions' });
  const errors = form.formState.errors;
  return (
    <fieldset className="grid gap-3" disabled={disabled}>
      <Field label={t('adsmanager.AD_GROUP_FIELD_NAME')} error={errors.name?.message} required>
        <Input id="ad-group-name" autoComplete="off" {...form.register('name')} />
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('adsmanager.AD_GROUP_FIELD_PLACEMENT')}>
          <select id="ad-group-placement" className={NATIVE_SELECT} {...form.register('placementLocation')}>
            {PLACEMENTS.map((placement) => (
              <option key={placement} value={placement}>
                {t(`adsmanager.AD_GROUP_PLACEMENT_${placement}`)}
              </option>
            ))}
          </select>
        </Field>
        <AmountField
          form={form}
          name="testPopulation"
          id="ad-group-test-population"
          label={t('adsmanager.AD_GROUP_FIELD_TEST_POPULATION')}
          amount={PERCENT_AMOUNT}
          disabled={disabled}
        />
      </div>
      {institutions.length > 0 && (
        <fieldset className="grid gap-1">
          <legend className="text-sm font-medium">{t('adsmanager.AD_GROUP_FIELD_INSTITUTIONS')}</legend>
          <div className="flex flex-wrap gap-4 text-sm">
            {institutions.map((institution) => (
              <label key={institution.institutionId} className="flex items-center gap-1">
                <input
                  type="checkbox"
                  checked={chosen.includes(institution.institutionId)}
                  onChange={(event) => {
                    form.setValue(
                      'institutions',
                      event.target.checked
                        ? [...chosen, institution.institutionId]
                        : chosen.filter((id) => id !== institution.institutionId),
                      { shouldDirty: true },
                    );
                  }}
                />
                {institution.name}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </fieldset>
  );
}
