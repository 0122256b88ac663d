/**
 * Minimum spend, the redemption window and the custom plus segments, each spend within the money
 * limits of part 2 §5 (plus segments 0.1 to 99999) in the account's currency (PROJ-004).
 */
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { Controller, useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';
import { useTranslation } from '@/i18n/react';
import { moneyLimit } from '@/lib/countries';
import type { ProjectionFormState } from './use-projection-form';

export function SegmentFields({ state }: { state: ProjectionFormState }) {
  const { t } = useTranslation();
  const { form, currency } = state;
  const { control, register, formState } = form;
  const { errors } = formState;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <Controller
          control={control}
          name="minSpend"
          render={({ field, fieldState }) => (
            <Field label={t('adsmanager.PROJECTION_FIELD_MIN_SPEND', { currency })} error={fieldState.error?.message}>
              <MoneyInput
                id="projection-min-spend"
                ref={field.ref}
                currency={currency}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
              />
            </Field>
          )}
        />
        <Field label={t('adsmanager.PROJECTION_FIELD_REDEMPTION_START')} error={errors.redemptionStartDate?.message}>
          <Input id="projection-redemption-start" type="date" {...register('redemptionStartDate')} />
        </Field>
        <Field label={t('adsmanager.PROJECTION_FIELD_REDEMPTION_DAYS')} error={errors.redemptionDaysToExtend?.message}>
          <Input
            id="projection-redemption-days"
            inputMode="numeric"
            autoComplete="off"
            {...register('redemptionDaysToExtend')}
          />
        </Field>
      </div>
      <SegmentRows state={state} />
    </>
  );
}

function SegmentRows({ state }: { state: ProjectionFormState }) {
  const { t } = useTranslation();
  const { form, currency } = state;
  const rows = useFieldArray({ control: form.control, name: 'customPlusSegments' });
  const errors = form.formState.errors.customPlusSegments;
  const { min, max } = moneyLimit('plusSegmentSpend', currency);
  return (
    <div
      className="grid gap-3"
      role="group"
      aria-labelledby="projection-segments-label"
      aria-describedby="projection-segments-help"
    >
      <div>
        <p id="projection-segments-label" className="text-sm font-medium">
          {t('adsmanager.PROJECTION_SEGMENTS')}
        </p>
        <p id="projection-segments-help" className="text-sm text-muted-foreground">
          {t('adsmanager.PROJECTION_SEGMENTS_HELP', { min, max, currency })}
        </p>
        {errors?.message !== undefined && <p className="text-sm font-medium text-destructive">{errors.message}</p>}
      </div>
      {rows.fields.map((row, index) => {
        const number = index + 1;
        const rowErrors = errors?.[index];
        const spend = (name: 'minSpend' | 'maxSpend', label: string) => (
          <Controller
            control={form.control}
            name={`customPlusSegments.${index}.${name}`}
            render={({ field, fieldState }) => (
              <Field label={label} error={fieldState.error?.message} required>
                <MoneyInput
                  id={`projection-segments-${String(index)}-${name}`}
                  ref={field.ref}
                  currency={currency}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                />
              </Field>
            )}
          />
        );
        return (
          <fieldset
            key={row.id}
            className="grid gap-3 rounded-md border p-3 sm:grid-cols-[1fr_10rem_10rem_auto] sm:items-start"
          >
            <legend className="sr-only">{t('adsmanager.PROJECTION_SEGMENT_ROW', { number })}</legend>
            <Field label={t('adsmanager.PROJECTION_FIELD_SEGMENT_NAME')} error={rowErrors?.name?.message} required>
              <Input
                id={`projection-segments-${String(index)}-name`}
                autoComplete="off"
                {...form.register(`customPlusSegments.${index}.name`)}
              />
            </Field>
            {spend('minSpend', t('adsmanager.PROJECTION_FIELD_SEGMENT_MIN', { currency }))}
            {spend('maxSpend', t('adsmanager.PROJECTION_FIELD_SEGMENT_MAX', { currency }))}
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="sm:mt-6"
              aria-label={t('adsmanager.PROJECTION_REMOVE_SEGMENT', { number })}
              onClick={() => {
                rows.remove(index);
              }}
            >
              <Trash2Icon aria-hidden="true" />
            </Button>
          </fieldset>
        );
      })}
      <Button
        type="button"
        variant="outline"
        className="w-fit"
        onClick={() => {
          rows.append({ name: '', minSpend: null, maxSpend: null });
        }}
      >
        <PlusIcon aria-hidden="true" />
        {t('adsmanager.PROJECTION_ADD_SEGMENT')}
      </Button>
    </div>
  );
}
