/**
 * The creative of the ad form (part 2 §3 Creative): merchant name, reward type, the multiple
 * rewards flag, the images, every ad copy text (with the templates of its slot), the terms —
 * standard from a template or custom (AD-015) —, the call to action of the country (AD-016), the
 * display link and links 1–5 (AD-011), and the creative's beacons (AD-013).
 */
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { ChoiceField } from '@/components/ui/choice-field';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { RowList } from '@/components/ui/row-list';
import { Textarea } from '@/components/ui/textarea';
import { ImageField, type ImageValue } from '@/features/images';
import { useTranslation } from '@/i18n/react';
import type { AdCopyTemplate } from '@generated/advertiser-assets/model';
import {
  BEACON_SLOTS,
  CALLS_TO_ACTION,
  CREATIVE_LINKS,
  CREATIVE_REWARD_TYPES,
  CREATIVE_TEXTS,
  fillTemplate,
  newBeacon,
  REWARD_COPY_MAX,
  templatesFor,
  type CreativeTextKey,
  type ImageRef,
  type ImageRole,
} from '../ad-form-rules';
import { NATIVE_SELECT, type AdSectionProps } from './form-context';

const SLOT_OF: Partial<Record<CreativeTextKey, AdCopyTemplate['slot']>> = {
  headline: 'Headline',
  rewardCopy: 'RewardDetails',
  marketingCopy: 'MarketingCopy',
  preMessage: 'PreMessage',
  shortPreMessage: 'ShortPreMessage',
  thankYouMessage: 'ThankYouMessage',
  rewardTypeTermsAndConditions: 'RewardTypeTermsAndConditions',
};

/** The texts typed on one line; the others are text areas. */
const ONE_LINE: ReadonlySet<CreativeTextKey> = new Set(['headline', 'preMessage', 'shortPreMessage']);

export interface CreativeFieldsProps extends AdSectionProps {
  accountId: number;
  templates: readonly AdCopyTemplate[];
}

export function CreativeFields({ form, disabled, accountId, templates }: CreativeFieldsProps) {
  const { t } = useTranslation();
  const errors = form.formState.errors.creative;
  const [country, rewardType, allowMultipleRewards] = useWatch({
    control: form.control,
    name: ['creative.country', 'creative.rewardType', 'creative.allowMultipleRewards'],
  });
  const fitting = (slot: AdCopyTemplate['slot']) => templatesFor(templates, slot, { rewardType, allowMultipleRewards });
  return (
    <fieldset className="grid gap-3" disabled={disabled}>
      <legend className="mb-2 text-lg font-semibold">{t('adsmanager.AD_CREATIVE_SECTION')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('adsmanager.AD_FIELD_MERCHANT_NAME')} error={errors?.merchantName?.message} required>
          <Input id="ad-merchant-name" autoComplete="off" {...form.register('creative.merchantName')} />
        </Field>
        <Field label={t('adsmanager.AD_FIELD_COUNTRY')}>
          <Input id="ad-country" readOnly value={country} />
        </Field>
        <Field label={t('adsmanager.AD_FIELD_REWARD_TYPE')} error={errors?.rewardType?.message}>
          <select id="ad-reward-type" className={NATIVE_SELECT} {...form.register('creative.rewardType')}>
            {CREATIVE_REWARD_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`adsmanager.AD_REWARD_TYPE_${type}`)}
              </option>
            ))}
          </select>
        </Field>
        <label className="flex items-center gap-2 self-end text-sm">
          <input type="checkbox" {...form.register('creative.allowMultipleRewards')} />
          {t('adsmanager.AD_FIELD_MULTIPLE_REWARDS')}
        </label>
      </div>
      <CreativeImages form={form} disabled={disabled} accountId={accountId} />
      {CREATIVE_TEXTS.map((key) => {
        const slot = SLOT_OF[key];
        return (
          <CreativeText
            key={key}
            form={form}
            name={key}
            templates={slot ? fitting(slot) : []}
            oneLine={ONE_LINE.has(key)}
          />
        );
      })}
      <TermsFields form={form} disabled={disabled} templates={fitting('TermsAndConditions')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('adsmanager.AD_FIELD_CTA')}>
          <select id="ad-cta" className={NATIVE_SELECT} {...form.register('creative.callToAction')}>
            {CALLS_TO_ACTION[country].map((cta) => (
              <option key={cta} value={cta}>
                {t(`adsmanager.AD_CTA_${cta}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('adsmanager.AD_CTA_URL')} error={errors?.links?.callToActionLink?.url?.message}>
          <Input
            id="ad-cta-url"
            type="url"
            autoComplete="off"
            {...form.register('creative.links.callToActionLink.url')}
          />
        </Field>
      </div>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">{t('adsmanager.AD_LINKS')}</legend>
        {CREATIVE_LINKS.map((key) => {
          const link = t(`adsmanager.AD_LINK_${key}`);
          return (
            <div key={key} className="grid gap-3 sm:grid-cols-2">
              <Field label={t('adsmanager.AD_LINK_TEXT', { link })} error={errors?.links?.[key]?.text?.message}>
                <Input id={`ad-${key}-text`} autoComplete="off" {...form.register(`creative.links.${key}.text`)} />
              </Field>
              <Field label={t('adsmanager.AD_LINK_URL', { link })} error={errors?.links?.[key]?.url?.message}>
                <Input
                  id={`ad-${key}-url`}
                  type="url"
                  autoComplete="off"
                  {...form.register(`creative.links.${key}.url`)}
                />
              </Field>
            </div>
          );
        })}
      </fieldset>
      <BeaconFields form={form} disabled={disabled} />
    </fieldset>
  );
}

/** A stored image as the image field holds it. */
const asValue = (image: ImageRef | null, annotated?: ImageRef | null): ImageValue | null =>
  image && {
    imageId: image.imageId,
    url: image.url,
    externalUrl: image.url,
    versions: [],
    ...(annotated
      ? { annotatedLogo: { imageId: annotated.imageId, url: annotated.url, externalUrl: annotated.url, versions: [] } }
      : {}),
  };
const asRef = (image: { imageId: number; url: string } | null | undefined): ImageRef | null =>
  image ? { imageId: image.imageId, url: image.url } : null;

/** The hero and the logo (with its annotated logo, NS-55), uploaded through the image field. */
function CreativeImages({ form, disabled, accountId }: AdSectionProps & { accountId: number }) {
  const { t } = useTranslation();
  const [images, annotation] = useWatch({ control: form.control, name: ['creative.images', 'merchants.annotation'] });
  const set = (role: ImageRole, value: ImageRef | null) => {
    form.setValue(`creative.images.${role}`, value, { shouldDirty: true });
  };
  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-medium">{t('adsmanager.AD_IMAGES')}</legend>
      <ImageField
        accountId={accountId}
        category="Hero"
        label={t('adsmanager.AD_IMAGE_hero')}
        value={asValue(images.hero)}
        disabled={disabled}
        onChange={(value) => {
          set('hero', asRef(value));
        }}
      />
      <ImageField
        accountId={accountId}
        category="Logo"
        label={t('adsmanager.AD_IMAGE_logo')}
        value={asValue(images.logo, images.annotatedLogo)}
        disabled={disabled}
        annotation={annotation === 'None' ? '' : t(`adsmanager.AD_ANNOTATION_${annotation}`)}
        onChange={(value) => {
          set('logo', asRef(value));
          set('annotatedLogo', asRef(value?.annotatedLogo));
        }}
      />
    </fieldset>
  );
}

interface CreativeTextProps extends Pick<AdSectionProps, 'form'> {
  name: (typeof CREATIVE_TEXTS)[number];
  templates: readonly AdCopyTemplate[];
  oneLine: boolean;
}

/** One ad copy text, with a template choice of its slot that fills it. */
function CreativeText({ form, name, templates, oneLine }: CreativeTextProps) {
  const { t } = useTranslation();
  const label = t(`adsmanager.AD_TEXT_${name}`);
  const error = form.formState.errors.creative?.texts?.[name]?.message;
  const value = useWatch({ control: form.control, name: `creative.texts.${name}` });
  const field = form.register(`creative.texts.${name}`);
  return (
    <div className="grid gap-1">
      {templates.length > 0 && (
        <Field label={t('adsmanager.AD_TEMPLATE', { slot: label })}>
          <select
            id={`ad-${name}-template`}
            className={NATIVE_SELECT}
            value=""
            onChange={(event) => {
              const template = templates.find((candidate) => String(candidate.id) === event.target.value);
              if (!template) return;
              const merchantName = form.getValues('creative.merchantName').trim();
              form.setValue(`creative.texts.${name}`, fillTemplate(template.template, { MerchantName: merchantName }), {
                shouldDirty: true,
              });
            }}
          >
            <option value="">{t('adsmanager.AD_TEMPLATE_NONE')}</option>
            {templates.map((template) => (
              <option key={template.id} value={template.id}>
                {template.description}
              </option>
            ))}
          </select>
        </Field>
      )}
      <Field
        label={label}
        error={error}
        description={
          name === 'rewardCopy'
            ? t('adsmanager.AD_COPY_COUNT', { count: value.length, max: REWARD_COPY_MAX })
            : undefined
        }
      >
        {oneLine ? (
          <Input id={`ad-${name}`} autoComplete="off" {...field} />
        ) : (
          <Textarea id={`ad-${name}`} rows={3} {...field} />
        )}
      </Field>
    </div>
  );
}

/** AD-015: standard terms from a template of the slot, or custom terms typed for the brand. */
function TermsFields({ form, templates }: AdSectionProps & { templates: readonly AdCopyTemplate[] }) {
  const { t } = useTranslation();
  const custom = useWatch({ control: form.control, name: 'creative.customTerms' });
  const templateId = useWatch({ control: form.control, name: 'termsAndConditionsTemplateId' });
  const errors = form.formState.errors.creative?.texts;
  return (
    <fieldset className="grid gap-2">
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('creative.customTerms')} />
        {t('adsmanager.AD_CUSTOM_TERMS')}
      </label>
      {custom ? (
        <Field
          label={t('adsmanager.AD_TEXT_brandSpecificTermsAndConditions')}
          error={errors?.brandSpecificTermsAndConditions?.message}
        >
          <Textarea
            id="ad-custom-terms"
            rows={4}
            {...form.register('creative.texts.brandSpecificTermsAndConditions')}
          />
        </Field>
      ) : (
        <>
          <Field label={t('adsmanager.AD_TERMS_TEMPLATE')}>
            <select
              id="ad-terms-template"
              className={NATIVE_SELECT}
              value={templateId ?? ''}
              onChange={(event) => {
                const template = templates.find((candidate) => String(candidate.id) === event.target.value);
                form.setValue('termsAndConditionsTemplateId', template?.id ?? null, { shouldDirty: true });
                form.setValue('creative.texts.termsAndConditions', template?.template ?? '', { shouldDirty: true });
              }}
            >
              <option value="">{t('adsmanager.AD_TEMPLATE_NONE')}</option>
              {templates.map((template) => (
                <option key={template.id} value={template.id}>
                  {template.description}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('adsmanager.AD_TEXT_termsAndConditions')} error={errors?.termsAndConditions?.message}>
            <Textarea
              id="ad-standard-terms"
              rows={4}
              readOnly
              {...form.register('creative.texts.termsAndConditions')}
            />
          </Field>
        </>
      )}
    </fieldset>
  );
}

/** AD-013: the creative's beacons — name, slot and https URL each — added and removed as rows. */
function BeaconFields({ form, disabled }: AdSectionProps) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'creative.beacons' });
  const errors = form.formState.errors.creative?.beacons;
  const slots = BEACON_SLOTS.map((slot) => ({ value: slot, label: t(`adsmanager.AD_BEACON_SLOT_${slot}`) }));
  return (
    <RowList
      id="ad-beacons"
      label={t('adsmanager.AD_BEACONS')}
      help={t('adsmanager.AD_BEACONS_HELP')}
      error={errors?.root?.message ?? errors?.message}
      rowKeys={fields.map((field) => field.id)}
      rowColumns="sm:grid-cols-[1fr_12rem_1fr_auto]"
      rowLabel={(number) => t('adsmanager.AD_BEACON_ROW', { number })}
      removeLabel={(number) => t('adsmanager.AD_BEACON_REMOVE', { number })}
      addLabel={t('adsmanager.AD_BEACON_ADD')}
      onAdd={() => {
        append(newBeacon(), { focusName: 'creative.beacons.' + String(fields.length) + '.name' });
      }}
      onRemove={remove}
      renderRow={(index) => {
        const number = index + 1;
        return (
          <>
            <Field label={t('adsmanager.AD_BEACON_NAME', { number })} error={errors?.[index]?.name?.message} required>
              <Input
                id={`ad-beacon-${String(index)}-name`}
                autoComplete="off"
                {...form.register(`creative.beacons.${index}.name`)}
              />
            </Field>
            <Controller
              control={form.control}
              name={`creative.beacons.${index}.slot`}
              render={({ field, fieldState }) => (
                <ChoiceField
                  id={`ad-beacon-${String(index)}-slot`}
                  label={t('adsmanager.AD_BEACON_SLOT', { number })}
                  value={field.value}
                  options={slots}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  triggerRef={field.ref}
                  error={fieldState.error?.message}
                  disabled={disabled}
                  required
                />
              )}
            />
            <Field label={t('adsmanager.AD_BEACON_URL', { number })} error={errors?.[index]?.url?.message} required>
              <Input
                id={`ad-beacon-${String(index)}-url`}
                type="url"
                autoComplete="off"
                {...form.register(`creative.beacons.${index}.url`)}
              />
            </Field>
          </>
        );
      }}
    />
  );
}
