/**
 * The creative of the ad form (part 2 §3 Creative), in three titled sections (issue 24 §2):
 * - creative copy: merchant name, reward type, the multiple rewards flag, every ad copy text (with
 *   the templates of its slot; the optional ones behind "+ Add"), the terms — standard from a
 *   template or custom (AD-015) — and the call to action of the country (AD-016);
 * - images: the hero and the logo;
 * - links and beacons: the call to action's URL, the display link and links 1–5 (AD-011, each
 *   behind "+ Add"), and the creative's beacons (AD-013).
 */
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { CheckboxItem } from '@/components/ui/checkbox-group';
import { ChoiceField } from '@/components/ui/choice-field';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { RowList } from '@/components/ui/row-list';
import { Section } from '@/components/ui/section';
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
import type { AdSectionProps } from './form-context';
import { FormChoice } from './FormChoice';
import { OptionalFields, type OptionalField } from './OptionalFields';

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
/** The texts always shown (what the preview is made of); the others come with "+ Add". */
const ALWAYS: ReadonlySet<CreativeTextKey> = new Set(['headline', 'rewardCopy']);

export interface CreativeCopySectionProps extends AdSectionProps {
  templates: readonly AdCopyTemplate[];
}

export function CreativeCopySection({ form, disabled, templates }: CreativeCopySectionProps) {
  const { t } = useTranslation();
  const errors = form.formState.errors.creative;
  const [country, rewardType, allowMultipleRewards, texts] = useWatch({
    control: form.control,
    name: ['creative.country', 'creative.rewardType', 'creative.allowMultipleRewards', 'creative.texts'],
  });
  const fitting = (slot: AdCopyTemplate['slot']) => templatesFor(templates, slot, { rewardType, allowMultipleRewards });
  const text = (key: (typeof CREATIVE_TEXTS)[number]) => {
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
  };
  const optional = CREATIVE_TEXTS.filter((key) => !ALWAYS.has(key)).map((key): OptionalField => ({
    key,
    label: t(`adsmanager.AD_TEXT_${key}`),
    held: texts[key] !== '',
    focusId: `ad-${key}`,
    render: () => text(key),
    clear: () => {
      form.setValue(`creative.texts.${key}`, '', { shouldDirty: true });
    },
  }));
  const rewardTypes = CREATIVE_REWARD_TYPES.map((type) => ({
    value: type,
    label: t(`adsmanager.AD_REWARD_TYPE_${type}`),
  }));
  const ctas = CALLS_TO_ACTION[country].map((cta) => ({ value: cta, label: t(`adsmanager.AD_CTA_${cta}`) }));
  return (
    <Section title={t('adsmanager.AD_SECTION_COPY')} disabled={disabled}>
      <div className="grid items-start gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_5rem]">
        <Field label={t('adsmanager.AD_FIELD_MERCHANT_NAME')} error={errors?.merchantName?.message} required>
          <Input id="ad-merchant-name" autoComplete="off" {...form.register('creative.merchantName')} />
        </Field>
        <FormChoice
          form={form}
          disabled={disabled}
          name="creative.rewardType"
          id="ad-reward-type"
          label={t('adsmanager.AD_FIELD_REWARD_TYPE')}
          options={rewardTypes}
        />
        <Field label={t('adsmanager.AD_FIELD_COUNTRY')}>
          <Input id="ad-country" readOnly value={country} />
        </Field>
      </div>
      <Controller
        control={form.control}
        name="creative.allowMultipleRewards"
        render={({ field }) => (
          <CheckboxItem
            id="ad-multiple-rewards"
            label={t('adsmanager.AD_FIELD_MULTIPLE_REWARDS')}
            checked={field.value}
            onCheckedChange={(checked) => {
              field.onChange(checked === true);
            }}
            ref={field.ref}
            disabled={disabled}
          />
        )}
      />
      {text('headline')}
      {text('rewardCopy')}
      <OptionalFields fields={optional} disabled={disabled} />
      <TermsFields form={form} disabled={disabled} templates={fitting('TermsAndConditions')} />
      <FormChoice
        form={form}
        disabled={disabled}
        name="creative.callToAction"
        id="ad-cta"
        label={t('adsmanager.AD_FIELD_CTA')}
        options={ctas}
      />
    </Section>
  );
}

/** The call to action's URL, the display link and links 1–5 (each behind "+ Add"), and the beacons. */
export function LinksSection({ form, disabled }: AdSectionProps) {
  const { t } = useTranslation();
  const errors = form.formState.errors.creative;
  const [links, beacons] = useWatch({ control: form.control, name: ['creative.links', 'creative.beacons'] });
  // Closed until it holds something: a new ad's required fields come first.
  const holds =
    links.callToActionLink.url !== '' ||
    beacons.length > 0 ||
    CREATIVE_LINKS.some((key) => links[key].text !== '' || links[key].url !== '');
  const optional = CREATIVE_LINKS.map((key): OptionalField => {
    const link = t(`adsmanager.AD_LINK_${key}`);
    return {
      key,
      label: link,
      held: links[key].text !== '' || links[key].url !== '',
      focusId: `ad-${key}-text`,
      render: () => (
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <Field label={t('adsmanager.AD_LINK_TEXT', { link })} error={errors?.links?.[key]?.text?.message}>
            <Input id={`ad-${key}-text`} autoComplete="off" {...form.register(`creative.links.${key}.text`)} />
          </Field>
          <Field label={t('adsmanager.AD_LINK_URL', { link })} error={errors?.links?.[key]?.url?.message}>
            <Input id={`ad-${key}-url`} type="url" autoComplete="off" {...form.register(`creative.links.${key}.url`)} />
          </Field>
        </div>
      ),
      clear: () => {
        form.setValue(`creative.links.${key}`, { text: '', url: '' }, { shouldDirty: true });
      },
    };
  });
  return (
    <Section title={t('adsmanager.AD_SECTION_LINKS')} disabled={disabled} collapsible defaultOpen={holds}>
      <Field label={t('adsmanager.AD_CTA_URL')} error={errors?.links?.callToActionLink?.url?.message}>
        <Input
          id="ad-cta-url"
          type="url"
          autoComplete="off"
          {...form.register('creative.links.callToActionLink.url')}
        />
      </Field>
      <OptionalFields fields={optional} disabled={disabled} />
      <BeaconFields form={form} disabled={disabled} />
    </Section>
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
export function CreativeImagesSection({ form, disabled, accountId }: AdSectionProps & { accountId: number }) {
  const { t } = useTranslation();
  const [images, annotation] = useWatch({ control: form.control, name: ['creative.images', 'merchants.annotation'] });
  const set = (role: ImageRole, value: ImageRef | null) => {
    form.setValue(`creative.images.${role}`, value, { shouldDirty: true });
  };
  return (
    <Section title={t('adsmanager.AD_IMAGES')} disabled={disabled}>
      <div className="grid items-start gap-4 sm:grid-cols-2">
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
      </div>
    </Section>
  );
}

interface CreativeTextProps extends Pick<AdSectionProps, 'form'> {
  name: (typeof CREATIVE_TEXTS)[number];
  templates: readonly AdCopyTemplate[];
  oneLine: boolean;
}

/** One ad copy text, with a template choice of its slot beside it that fills it. */
function CreativeText({ form, name, templates, oneLine }: CreativeTextProps) {
  const { t } = useTranslation();
  const label = t(`adsmanager.AD_TEXT_${name}`);
  const error = form.formState.errors.creative?.texts?.[name]?.message;
  const value = useWatch({ control: form.control, name: `creative.texts.${name}` });
  const field = form.register(`creative.texts.${name}`);
  const options = templates.map((template) => ({ value: String(template.id), label: template.description }));
  return (
    <div className={templates.length > 0 ? 'grid items-start gap-4 sm:grid-cols-[minmax(0,1fr)_14rem]' : 'grid'}>
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
          <Textarea id={`ad-${name}`} rows={2} {...field} />
        )}
      </Field>
      {templates.length > 0 && (
        <ChoiceField
          id={`ad-${name}-template`}
          label={t('adsmanager.AD_TEMPLATE', { slot: label })}
          value=""
          placeholder={t('adsmanager.AD_TEMPLATE_NONE')}
          options={options}
          onChange={(id) => {
            const template = templates.find((candidate) => String(candidate.id) === id);
            if (!template) return;
            const merchantName = form.getValues('creative.merchantName').trim();
            form.setValue(`creative.texts.${name}`, fillTemplate(template.template, { MerchantName: merchantName }), {
              shouldDirty: true,
            });
          }}
        />
      )}
    </div>
  );
}

/** AD-015: standard terms from a template of the slot, or custom terms typed for the brand. */
function TermsFields({ form, disabled, templates }: AdSectionProps & { templates: readonly AdCopyTemplate[] }) {
  const { t } = useTranslation();
  const custom = useWatch({ control: form.control, name: 'creative.customTerms' });
  const templateId = useWatch({ control: form.control, name: 'termsAndConditionsTemplateId' });
  const errors = form.formState.errors.creative?.texts;
  const options = templates.map((template) => ({ value: String(template.id), label: template.description }));
  return (
    <div className="grid gap-4">
      <Controller
        control={form.control}
        name="creative.customTerms"
        render={({ field }) => (
          <CheckboxItem
            id="ad-custom-terms-choice"
            label={t('adsmanager.AD_CUSTOM_TERMS')}
            checked={field.value}
            onCheckedChange={(checked) => {
              field.onChange(checked === true);
            }}
            ref={field.ref}
            disabled={disabled}
          />
        )}
      />
      {custom ? (
        <Field
          label={t('adsmanager.AD_TEXT_brandSpecificTermsAndConditions')}
          error={errors?.brandSpecificTermsAndConditions?.message}
        >
          <Textarea
            id="ad-custom-terms"
            rows={3}
            {...form.register('creative.texts.brandSpecificTermsAndConditions')}
          />
        </Field>
      ) : (
        <div className="grid items-start gap-4 sm:grid-cols-[minmax(0,1fr)_14rem]">
          <Field label={t('adsmanager.AD_TEXT_termsAndConditions')} error={errors?.termsAndConditions?.message}>
            <Textarea
              id="ad-standard-terms"
              rows={2}
              readOnly
              {...form.register('creative.texts.termsAndConditions')}
            />
          </Field>
          <ChoiceField
            id="ad-terms-template"
            label={t('adsmanager.AD_TERMS_TEMPLATE')}
            value={templateId === null ? '' : String(templateId)}
            placeholder={t('adsmanager.AD_TEMPLATE_NONE')}
            options={options}
            disabled={disabled}
            onChange={(id) => {
              const template = templates.find((candidate) => String(candidate.id) === id);
              form.setValue('termsAndConditionsTemplateId', template?.id ?? null, { shouldDirty: true });
              form.setValue('creative.texts.termsAndConditions', template?.template ?? '', { shouldDirty: true });
            }}
          />
        </div>
      )}
    </div>
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
