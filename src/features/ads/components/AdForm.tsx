/**
 * The ad form (part 2 §3 Ad, NS-52): the ad's name, brands, purchase categories and purchase
 * classification, its creative, and its redeeming merchants, with the live preview beside it;
 * saved through the one save path (`useServerForm`) in the order of part 2 §4. A part-way failure
 * keeps every field and says what was saved and what was not; Save again finishes the rest.
 * Titled sections (basics, creative copy, images, links and beacons, reward, redeeming merchants),
 * the preview sticky beside the form at desktop widths, and the save action in a sticky footer where
 * a failed save's message appears, takes focus and links to the first field at fault (issue 24 §2).
 */
import { useMemo, useRef } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, useWatch, type Control, type Resolver } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { amountFormat, type ConcurrencyOptions, type Versions } from '@/components/forms/concurrency';
import { useDraftOption } from '@/auth/draft-storage';
import { ServerForm, useServerForm } from '@/components/forms/server-form';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { Field } from '@/components/ui/field';
import { SaveFooter } from '@/components/forms/SaveFooter';
import { Input } from '@/components/ui/input';
import { Section } from '@/components/ui/section';
import {
  REWARD_AMOUNT_FIELDS,
  REWARD_VERSION,
  RewardSection,
  rewardFieldLabel,
  rewardFormDefaults,
  rewardSummary,
  type CampaignRun,
} from '@/features/rewards';
import { useTranslation } from '@/i18n/react';
import type { Currency } from '@/lib/money';
import type { RedeemingMerchantBrand } from '@generated/campaign-build/model';
import {
  AD_SAVE_STEP_MESSAGE,
  CREATIVE_LINKS,
  CREATIVE_TEXTS,
  TERMS_TEXTS,
  adFieldOf,
  adFormSchema,
  adFormValues,
  PURCHASE_CLASSIFICATIONS,
  type AdFormValues,
  type Country,
  type LoadedAd,
} from '../ad-form-rules';
import { useAdCopyTemplates, useAdSave, usePurchaseCategoryChoices, useReloadAd } from '../queries';
import { AdPreview } from './AdPreview';
import { FormChoice } from './FormChoice';
import { CreativeCopySection, CreativeImagesSection, LinksSection } from './CreativeFields';
import type { AdSectionProps } from './form-context';
import { RedeemingMerchantsSection } from './RedeemingMerchantsSection';

export interface AdFormProps {
  accountId: number;
  adGroupId: number;
  country: Country;
  /** The campaign's currency: the reward's. */
  currency: Currency;
  /** The campaign's run: a new ad's reward is redeemable from its start to its end (issue 28). */
  campaignRun?: CampaignRun | undefined;
  /** The store segments of the line's brands (and of the ad's own brands): the brands to choose from. */
  brandOptions: readonly RedeemingMerchantBrand[];
  /** The ad being edited (undefined: a new one). */
  loaded: LoadedAd | undefined;
  readOnly: boolean;
  onSaved: (saved: { adId: number; name: string; created: boolean }) => unknown;
}

export function AdForm({
  accountId,
  adGroupId,
  country,
  currency,
  campaignRun,
  brandOptions,
  loaded,
  readOnly,
  onSaved,
}: AdFormProps) {
  const { t, i18n } = useTranslation();
  const initial = useMemo(
    () => adFormValues(loaded, country, rewardFormDefaults(currency, new Date(), campaignRun), brandOptions),
    [loaded, country, currency, campaignRun, brandOptions],
  );
  const resolver = useMemo(() => zodResolver(adFormSchema()) as unknown as Resolver<AdFormValues>, []);
  // The footer's message takes focus on a failed save and links to the first field at fault.
  const form = useForm<AdFormValues>({ resolver, defaultValues: initial, shouldFocusError: false });
  const formRef = useRef<HTMLFormElement>(null);
  const templates = useAdCopyTemplates();
  const { save, partial } = useAdSave({ accountId, adGroupId, loaded, initial });
  const reloadAd = useReloadAd(accountId);
  const concurrency: ConcurrencyOptions<AdFormValues> | undefined = loaded && {
    loaded: { versions: adVersions(loaded), values: initial },
    reload: async () => {
      const fresh = await reloadAd(loaded.ad.adId);
      // A reward not saved yet keeps the defaults the form started with (no made-up difference).
      return { versions: adVersions(fresh), values: adFormValues(fresh, country, initial.reward, brandOptions) };
    },
    entity: t('adsmanager.CONFLICT_ENTITY_AD'),
    label: (path) => {
      const key = adFieldLabel(path);
      return key ? t(key) : rewardFieldLabel(path, t, currency);
    },
    format: amountFormat(REWARD_AMOUNT_FIELDS, currency, i18n.language),
  };
  // NS-90: per ad, or a new ad per ad group; images not yet uploaded are not kept.
  const draft = useDraftOption(
    readOnly ? undefined : `ad:${String(accountId)}:${loaded ? String(loaded.ad.adId) : `new:${String(adGroupId)}`}`,
    true,
  );
  const server = useServerForm(form, {
    save: (values, _idempotent, versioned) => save(values, versioned),
    concurrency,
    fieldOf: adFieldOf,
    failure: (message) => {
      const steps = partial();
      const failed = t('adsmanager.AD_SAVE_FAILED', { message });
      if (!steps) return failed;
      const list = (names: typeof steps.done) => names.map((name) => t(AD_SAVE_STEP_MESSAGE[name])).join(', ');
      return `${failed} ${t('adsmanager.AD_SAVE_PARTIAL', { done: list(steps.done), left: list(steps.left) })}`;
    },
    onSaved: (saved, values) => {
      toast.success(t(saved.created ? 'adsmanager.AD_CREATED' : 'adsmanager.AD_SAVED', { name: saved.name }));
      form.reset(values);
      return onSaved(saved);
    },
    draft,
  });

  const { errors, submitCount } = form.formState;
  const failure =
    server.formError ?? (Object.keys(errors).length > 0 ? t('adsmanager.BUILDER_FORM_CHECK_FIELDS') : undefined);

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,44rem)_22rem]">
      {/* The failure shows in the footer, not on top of the form: the layout keeps its shape. */}
      <ServerForm
        ref={formRef}
        server={server}
        errorPlacement="footer"
        guard={!readOnly}
        aria-label={t('adsmanager.AD_FORM_LABEL')}
        className="grid min-w-0 gap-4"
      >
        <AdFields form={form} disabled={readOnly} country={country} brandOptions={brandOptions} />
        <CreativeCopySection form={form} disabled={readOnly} templates={templates} />
        {/* The reward's required fields before the optional images, links and beacons. */}
        <FormProvider {...form}>
          <RewardSection currency={currency} disabled={readOnly} />
        </FormProvider>
        <CreativeImagesSection form={form} disabled={readOnly} accountId={accountId} />
        <LinksSection form={form} disabled={readOnly} />
        <RedeemingMerchantsSection form={form} disabled={readOnly} available={brandOptions} />
        {!readOnly && (
          <SaveFooter
            error={failure}
            attempt={submitCount}
            busy={server.isSubmitting}
            formRef={formRef}
            busyLabel={t('adsmanager.AD_SAVING')}
            submitLabel={t(loaded ? 'adsmanager.AD_SAVE_SUBMIT' : 'adsmanager.AD_CREATE_SUBMIT')}
          />
        )}
      </ServerForm>
      <PreviewWithReward control={form.control} currency={currency} />
    </div>
  );
}

/** The ad's versions: the ad's own and its reward's (a separate record with its own PATCH). */
const adVersions = ({ version, rewardVersion }: LoadedAd): Versions => ({
  main: version,
  [REWARD_VERSION]: rewardVersion,
});

const AD_FIELD_LABELS = {
  name: 'adsmanager.AD_FIELD_NAME',
  brands: 'adsmanager.AD_FIELD_BRANDS',
  categories: 'adsmanager.AD_FIELD_CATEGORIES',
  purchaseClassification: 'adsmanager.AD_FIELD_CLASSIFICATION',
  'creative.merchantName': 'adsmanager.AD_FIELD_MERCHANT_NAME',
  'creative.rewardType': 'adsmanager.AD_FIELD_REWARD_TYPE',
  'creative.allowMultipleRewards': 'adsmanager.AD_FIELD_MULTIPLE_REWARDS',
  'creative.callToAction': 'adsmanager.AD_FIELD_CTA',
} as const;

/** The label key the conflict panel names an ad form field by (NS-92); undefined: its path. */
function adFieldLabel(path: string) {
  const [head, group, name] = path.split('.');
  const text = [...CREATIVE_TEXTS, ...TERMS_TEXTS].find((key) => key === name);
  if (head === 'creative' && group === 'texts' && text) return `adsmanager.AD_TEXT_${text}` as const;
  const link = CREATIVE_LINKS.find((key) => key === name);
  if (head === 'creative' && group === 'links' && link) return `adsmanager.AD_LINK_${link}` as const;
  return Object.hasOwn(AD_FIELD_LABELS, path) ? AD_FIELD_LABELS[path as keyof typeof AD_FIELD_LABELS] : undefined;
}

/** The preview with the reward's summary line. */
function PreviewWithReward({ control, currency }: { control: Control<AdFormValues>; currency: Currency }) {
  const reward = useWatch({ control, name: 'reward' });
  return <AdPreview control={control} rewardLine={rewardSummary(reward, currency)} />;
}

interface AdFieldsProps extends AdSectionProps {
  country: Country;
  brandOptions: readonly RedeemingMerchantBrand[];
}

/** Name, brands (a new brand brings its store segments), purchase categories and classification (AD-001, AD-002). */
function AdFields({ form, disabled, country, brandOptions }: AdFieldsProps) {
  const { t } = useTranslation();
  const categories = usePurchaseCategoryChoices(country);
  const [brands, chosenCategories, merchants] = useWatch({
    control: form.control,
    name: ['brands', 'categories', 'merchants.brands'],
  });
  const errors = form.formState.errors;
  /** The brands as ticked; a newly ticked brand's merchants join the redeeming merchants, an unticked one's leave. */
  const setBrands = (next: number[]) => {
    form.setValue('brands', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    const added = next.find((id) => !brands.includes(id));
    const changed = added ?? brands.find((id) => !next.includes(id));
    const others = merchants.filter((brand) => brand.brandId !== changed);
    const option = brandOptions.find((candidate) => candidate.brandId === added);
    form.setValue('merchants.brands', option ? [...others, structuredClone(option)] : others, { shouldDirty: true });
  };
  const classifications = PURCHASE_CLASSIFICATIONS.map((classification) => ({
    value: classification,
    label: t(`adsmanager.AD_CLASSIFICATION_${classification}`),
  }));
  return (
    <Section title={t('adsmanager.AD_SECTION_BASICS')} disabled={disabled}>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field label={t('adsmanager.AD_FIELD_NAME')} error={errors.name?.message} required>
          <Input id="ad-name" autoComplete="off" {...form.register('name')} />
        </Field>
        <FormChoice
          form={form}
          disabled={disabled}
          name="purchaseClassification"
          id="ad-classification"
          label={t('adsmanager.AD_FIELD_CLASSIFICATION')}
          help={t('adsmanager.AD_HELP_CLASSIFICATION')}
          options={classifications}
        />
      </div>
      <CheckboxGroup
        label={
          <>
            {t('adsmanager.AD_FIELD_BRANDS')}
            <span aria-hidden="true" className="ms-2 text-destructive">
              *
            </span>
          </>
        }
        description={brandOptions.length === 0 ? t('adsmanager.AD_BRANDS_NONE') : undefined}
        error={errors.brands?.message}
        firstId="ad-brands"
        order="checked"
        listClassName="flex flex-wrap gap-x-5 gap-y-2"
        options={brandOptions.map((option) => ({ value: option.brandId, label: option.brandName }))}
        value={brands}
        disabled={disabled}
        onValueChange={setBrands}
      />
      {categories.length > 0 && (
        <CheckboxGroup
          label={t('adsmanager.AD_FIELD_CATEGORIES')}
          order="checked"
          listClassName="flex flex-wrap gap-x-5 gap-y-2"
          options={categories.map((category) => ({ value: category.id, label: category.name }))}
          value={chosenCategories}
          disabled={disabled}
          onValueChange={(next) => {
            form.setValue('categories', next, { shouldDirty: true });
          }}
        />
      )}
    </Section>
  );
}
