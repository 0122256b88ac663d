/**
 * Purchase behaviour (ADG-010, NS-84): determined by the offer's product (the default), by
 * purchase category, or expanded; by category shows the searchable category tree (ADG-014) with
 * include and exclude per category.
 */
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { errorText } from '@/api/errors';
import { CheckboxItem } from '@/components/ui/checkbox-group';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { RadioGroupField } from '@/components/ui/radio-group';
import { Section } from '@/components/ui/section';
import { useTranslation } from '@/i18n/react';
import type { PurchaseCategory } from '@generated/ad-targeting/model';
import type { PurchaseBehaviorChoice } from '../audience-rules';
import { usePurchaseCategories } from '../queries';
import type { SectionProps } from './form-context';

const CHOICES: readonly PurchaseBehaviorChoice[] = ['DETERMINED', 'BY_CATEGORY', 'EXPANDED'];

/** The categories whose name or a descendant's name holds `text` (ancestors kept). */
function matching(categories: readonly PurchaseCategory[], text: string): PurchaseCategory[] {
  const needle = text.trim().toLowerCase();
  if (needle === '') return [...categories];
  return categories.flatMap((category) => {
    const children = matching(category.subCategories ?? [], text);
    const self = category.name.toLowerCase().includes(needle);
    if (self) return [category];
    return children.length > 0 ? [{ ...category, subCategories: children }] : [];
  });
}

export function BehaviorSection({ form, disabled, country }: SectionProps) {
  const { t } = useTranslation();
  const behavior = useWatch({ control: form.control, name: 'audience.behavior' });
  return (
    <Section title={t('adsmanager.BEHAVIOR_SECTION')} disabled={disabled}>
      <Controller
        control={form.control}
        name="audience.behavior"
        render={({ field }) => (
          <RadioGroupField
            label={t('adsmanager.BEHAVIOR_SECTION')}
            hideLabel
            orientation="horizontal"
            name={field.name}
            value={field.value}
            onValueChange={field.onChange}
            disabled={disabled}
            options={CHOICES.map((choice) => ({ value: choice, label: t(`adsmanager.BEHAVIOR_${choice}`) }))}
          />
        )}
      />
      {behavior === 'BY_CATEGORY' && <CategoryTree form={form} disabled={disabled} country={country} />}
    </Section>
  );
}

function CategoryTree({ form, country }: SectionProps) {
  const { t } = useTranslation();
  const { categories, query } = usePurchaseCategories(country);
  const [text, setText] = useState('');
  const include = useWatch({ control: form.control, name: 'audience.categoriesInclude' });
  const exclude = useWatch({ control: form.control, name: 'audience.categoriesExclude' });
  const error = form.formState.errors.audience?.categoriesInclude?.message;

  const toggle = (side: 'include' | 'exclude', id: number, on: boolean) => {
    const [mine, other] = side === 'include' ? [include, exclude] : [exclude, include];
    const without = (list: number[]) => list.filter((entry) => entry !== id);
    const nextMine = on ? [...without(mine), id] : without(mine);
    const nextOther = on ? without(other) : other;
    form.setValue('audience.categoriesInclude', side === 'include' ? nextMine : nextOther, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
    form.setValue('audience.categoriesExclude', side === 'include' ? nextOther : nextMine, { shouldDirty: true });
  };

  const shown = matching(categories, text);
  // A missing category's message belongs to the first category's Include (the footer links there).
  const first = shown[0]?.purchaseCategoryId;
  const branch = (list: readonly PurchaseCategory[]) => (
    <ul className="grid gap-1 pl-4">
      {list.map((category) => (
        <li key={category.purchaseCategoryId}>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <span className="min-w-0 grow basis-40">{category.name}</span>
            <CheckboxItem
              label={t('adsmanager.CATEGORY_INCLUDE', { name: '' }).trim()}
              aria-label={t('adsmanager.CATEGORY_INCLUDE', { name: category.name })}
              aria-invalid={(error !== undefined && first === category.purchaseCategoryId) || undefined}
              checked={include.includes(category.purchaseCategoryId)}
              onCheckedChange={(checked) => {
                const on = checked === true;
                toggle('include', category.purchaseCategoryId, on);
              }}
            />
            <CheckboxItem
              label={t('adsmanager.CATEGORY_EXCLUDE', { name: '' }).trim()}
              aria-label={t('adsmanager.CATEGORY_EXCLUDE', { name: category.name })}
              checked={exclude.includes(category.purchaseCategoryId)}
              onCheckedChange={(checked) => {
                const on = checked === true;
                toggle('exclude', category.purchaseCategoryId, on);
              }}
            />
          </div>
          {category.subCategories && category.subCategories.length > 0 && branch(category.subCategories)}
        </li>
      ))}
    </ul>
  );

  return (
    <div className="grid gap-2">
      <Field label={t('adsmanager.CATEGORIES_SEARCH')}>
        <Input
          id="category-search"
          type="search"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
          }}
        />
      </Field>
      {query.error ? (
        <LoadError
          title={t('adsmanager.CATEGORIES_LOAD_FAILED', { message: errorText(query.error) })}
          retryLabel={t('adsmanager.AD_GROUP_RETRY')}
          onRetry={() => query.refetch()}
        />
      ) : (
        <div role="group" aria-label={t('adsmanager.BEHAVIOR_BY_CATEGORY')}>
          {branch(shown)}
        </div>
      )}
      {error !== undefined && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
