/**
 * The ad form (part 2 §3 Ad, NS-52): the ad's name, brands, purchase categories and purchase
 * classification, its creative, and its redeeming merchants, with the live preview beside it;
 * saved through the one save path (`useServerForm`) in the order of part 2 §4. A part-way failure
 * keeps every field and says what was saved and what was not; Save again finishes the rest.
 */
import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, useWatch, type Control, type Resolver } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { ServerForm, useServerForm } from '@/components/forms/server-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { RewardSection, rewardFormDefaults, rewardSummary } from '@/features/rewards';
import { useTranslation } from '@/i18n/react';
import type { Currency } from '@/lib/money';
import type { RedeemingMerchantBrand } from '@generated/campaign-build/model';
import {
  AD_SAVE_STEP_MESSAGE,
  adFieldOf,
  adFormSchema,
  adFormValues,
  PURCHASE_CLASSIFICATIONS,
  type AdFormValues,
  type Country,
  type LoadedAd,
} from '../ad-form-rules';
import { useAdCopyTemplates, useAdSave, usePurchaseCategoryChoices } from '../queries';
import { AdPreview } from './AdPreview';
import { CreativeFields } from './CreativeFields';
import { NATIVE_SELECT, type AdSectionProps } from './form-context';
import { RedeemingMerchantsSection } from './RedeemingMerchantsSection';

export interface AdFormProps {
  accountId: number;
  adGroupId: number;
  country: Country;
  /** The campaign's currency: the reward's. */
  currency: Currency;
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
  brandOptions,
  loaded,
  readOnly,
  onSaved,
}: AdFormProps) {
  const { t } = useTranslation();
  const initial = useMemo(
    () => adFormValues(loaded, country, rewardFormDefaults(currency), brandOptions),
    [loaded, country, currency, brandOptions],
  );
  const resolver = useMemo(() => zodResolver(adFormSchema()) as unknown as Resolver<AdFormValues>, []);
  const form = useForm<AdFormValues>({ resolver, defaultValues: initial });
  const templates = useAdCopyTemplates();
  const { save, partial } = useAdSave({ accountId, adGroupId, loaded, initial });
  const server = useServerForm(form, {
    save: (values) => save(values),
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
  });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,42rem)_22rem]">
      <ServerForm server={server} guard={!readOnly} aria-label={t('adsmanager.AD_FORM_LABEL')} className="grid gap-6">
        <AdFields form={form} disabled={readOnly} country={country} brandOptions={brandOptions} />
        <CreativeFields form={form} disabled={readOnly} accountId={accountId} templates={templates} />
        <FormProvider {...form}>
          <RewardSection currency={currency} disabled={readOnly} />
        </FormProvider>
        <RedeemingMerchantsSection form={form} disabled={readOnly} available={brandOptions} />
        {!readOnly && (
          <div className="flex gap-2">
            <Button type="submit" disabled={server.isSubmitting}>
              {server.isSubmitting
                ? t('adsmanager.AD_SAVING')
                : t(loaded ? 'adsmanager.AD_SAVE_SUBMIT' : 'adsmanager.AD_CREATE_SUBMIT')}
            </Button>
          </div>
        )}
      </ServerForm>
      <PreviewWithReward control={form.control} currency={currency} />
    </div>
  );
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
  const toggleBrand = (option: RedeemingMerchantBrand, on: boolean) => {
    form.setValue('brands', on ? [...brands, option.brandId] : brands.filter((id) => id !== option.brandId), {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
    const others = merchants.filter((brand) => brand.brandId !== option.brandId);
    form.setValue('merchants.brands', on ? [...others, structuredClone(option)] : others, { shouldDirty: true });
  };
  return (
    <fieldset className="grid gap-3" disabled={disabled}>
      <Field label={t('adsmanager.AD_FIELD_NAME')} error={errors.name?.message} required>
        <Input id="ad-name" autoComplete="off" {...form.register('name')} />
      </Field>
      <fieldset className="grid gap-1" aria-describedby={errors.brands ? 'ad-brands-error' : undefined}>
        <legend className="text-sm font-medium">{t('adsmanager.AD_FIELD_BRANDS')}</legend>
        {brandOptions.length === 0 && <p className="text-sm text-muted-foreground">{t('adsmanager.AD_BRANDS_NONE')}</p>}
        <div className="flex flex-wrap gap-4 text-sm">
          {brandOptions.map((option) => (
            <label key={option.brandId} className="flex items-center gap-1">
              <input
                type="checkbox"
                checked={brands.includes(option.brandId)}
                onChange={(event) => {
                  toggleBrand(option, event.target.checked);
                }}
              />
              {option.brandName}
            </label>
          ))}
        </div>
        {errors.brands && (
          <p id="ad-brands-error" className="text-sm text-destructive">
            {errors.brands.message}
          </p>
        )}
      </fieldset>
      {categories.length > 0 && (
        <fieldset className="grid gap-1">
          <legend className="text-sm font-medium">{t('adsmanager.AD_FIELD_CATEGORIES')}</legend>
          <div className="flex flex-wrap gap-4 text-sm">
            {categories.map((category) => (
              <label key={category.id} className="flex items-center gap-1">
                <input
                  type="checkbox"
                  checked={chosenCategories.includes(category.id)}
                  onChange={(event) => {
                    form.setValue(
                      'categories',
                      event.target.checked
                        ? [...chosenCategories, category.id]
                        : chosenCategories.filter((id) => id !== category.id),
                      { shouldDirty: true },
                    );
                  }}
                />
                {category.name}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <Field label={t('adsmanager.AD_FIELD_CLASSIFICATION')} error={errors.purchaseClassification?.message}>
        <select id="ad-classification" className={NATIVE_SELECT} {...form.register('purchaseClassification')}>
          {PURCHASE_CLASSIFICATIONS.map((classification) => (
            <option key={classification} value={classification}>
              {t(`adsmanager.AD_CLASSIFICATION_${classification}`)}
            </option>
          ))}
        </select>
      </Field>
    </fieldset>
  );
}
