/**
 * Minimum spend, the redemption window and the custom plus segments, each spend within the money
 * limits of part 2 §5 (plus segments 0.1 to 99999) in the account's currency (PROJ-004).
 */
import { useFieldArray } from 'react-hook-form';
import { DateField } from '@/components/ui/date-field';
import { Field, FieldRow } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/i18n/react';
import { moneyLimit } from '@/lib/countries';
import { MoneyField } from './MoneyField';
import { RowList } from '@/components/ui/row-list';
import type { ProjectionFormState } from './use-projection-form';

export function SegmentFields({ state }: { state: ProjectionFormState }) {
  const { t } = useTranslation();
  const { form, currency } = state;
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <>
      <FieldRow>
        <MoneyField
          state={state}
          id="projection-min-spend"
          name="minSpend"
          label={t('adsmanager.PROJECTION_FIELD_MIN_SPEND', { currency })}
        />
        <DateField
          id="projection-redemption-start"
          label={t('adsmanager.PROJECTION_FIELD_REDEMPTION_START')}
          error={errors.redemptionStartDate?.message}
          {...register('redemptionStartDate')}
        />
        <Field label={t('adsmanager.PROJECTION_FIELD_REDEMPTION_DAYS')} error={errors.redemptionDaysToExtend?.message}>
          <Input
            id="projection-redemption-days"
            inputMode="numeric"
            autoComplete="off"
            {...register('redemptionDaysToExtend')}
          />
        </Field>
      </FieldRow>
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
    <RowList
      id="projection-segments"
      label={t('adsmanager.PROJECTION_SEGMENTS')}
      help={t('adsmanager.PROJECTION_SEGMENTS_HELP', { min, max, currency })}
      error={errors?.message}
      rowKeys={rows.fields.map((row) => row.id)}
      rowColumns="sm:grid-cols-[1fr_10rem_10rem_auto]"
      rowLabel={(number) => t('adsmanager.PROJECTION_SEGMENT_ROW', { number })}
      removeLabel={(number) => t('adsmanager.PROJECTION_REMOVE_SEGMENT', { number })}
      addLabel={t('adsmanager.PROJECTION_ADD_SEGMENT')}
      onAdd={() => {
        rows.append({ name: '', minSpend: null, maxSpend: null });
      }}
      onRemove={rows.remove}
      renderRow={(index) => (
        <>
          <Field label={t('adsmanager.PROJECTION_FIELD_SEGMENT_NAME')} error={errors?.[index]?.name?.message} required>
            <Input
              id={`projection-segments-${String(index)}-name`}
              autoComplete="off"
              {...form.register(`customPlusSegments.${index}.name`)}
            />
          </Field>
          <MoneyField
            state={state}
            id={`projection-segments-${String(index)}-minSpend`}
            name={`customPlusSegments.${index}.minSpend`}
            label={t('adsmanager.PROJECTION_FIELD_SEGMENT_MIN', { currency })}
            required
          />
          <MoneyField
            state={state}
            id={`projection-segments-${String(index)}-maxSpend`}
            name={`customPlusSegments.${index}.maxSpend`}
            label={t('adsmanager.PROJECTION_FIELD_SEGMENT_MAX', { currency })}
            required
          />
        </>
      )}
    />
  );
}
