/** Institutions, locations to include and exclude, and merchants per brand (PROJ-004). */
import { useFieldArray } from 'react-hook-form';
import { Field, FieldRow } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/i18n/react';
import { RowList } from '@/components/ui/row-list';
import type { ProjectionFormState } from './use-projection-form';

export function ReachFields({ state }: { state: ProjectionFormState }) {
  const { t } = useTranslation();
  const { register, formState } = state.form;
  const { errors } = formState;
  return (
    <>
      <Field
        label={t('adsmanager.PROJECTION_FIELD_INSTITUTIONS')}
        description={t('adsmanager.PROJECTION_FIELD_INSTITUTIONS_HELP')}
        error={errors.fiIds?.message}
      >
        <Input id="projection-institutions" autoComplete="off" {...register('fiIds')} />
      </Field>
      <FieldRow>
        <Field
          label={t('adsmanager.PROJECTION_FIELD_GEO_INCLUDE')}
          description={t('adsmanager.PROJECTION_FIELD_GEO_HELP')}
          error={errors.geoInclude?.message}
        >
          <Input id="projection-geo-include" autoComplete="off" {...register('geoInclude')} />
        </Field>
        <Field
          label={t('adsmanager.PROJECTION_FIELD_GEO_EXCLUDE')}
          description={t('adsmanager.PROJECTION_FIELD_GEO_HELP')}
          error={errors.geoExclude?.message}
        >
          <Input id="projection-geo-exclude" autoComplete="off" {...register('geoExclude')} />
        </Field>
      </FieldRow>
      <MerchantRows state={state} />
    </>
  );
}

function MerchantRows({ state }: { state: ProjectionFormState }) {
  const { t } = useTranslation();
  const { control, register, formState } = state.form;
  const rows = useFieldArray({ control, name: 'merchants' });
  const errors = formState.errors.merchants;
  return (
    <RowList
      id="projection-merchants"
      label={t('adsmanager.PROJECTION_MERCHANTS')}
      help={t('adsmanager.PROJECTION_MERCHANTS_HELP')}
      error={errors?.message}
      rowKeys={rows.fields.map((row) => row.id)}
      rowColumns="sm:grid-cols-[8rem_1fr_1fr_auto]"
      rowLabel={(number) => t('adsmanager.PROJECTION_MERCHANT_ROW', { number })}
      removeLabel={(number) => t('adsmanager.PROJECTION_REMOVE_MERCHANTS', { number })}
      addLabel={t('adsmanager.PROJECTION_ADD_MERCHANTS')}
      onAdd={() => {
        rows.append({ brandId: '', targeted: '', redeeming: '' });
      }}
      onRemove={rows.remove}
      renderRow={(index) => {
        const rowErrors = errors?.[index];
        return (
          <>
            <Field label={t('adsmanager.PROJECTION_FIELD_MERCHANT_BRAND')} error={rowErrors?.brandId?.message} required>
              <Input
                id={`projection-merchants-${String(index)}-brand`}
                autoComplete="off"
                {...register(`merchants.${index}.brandId`)}
              />
            </Field>
            <Field label={t('adsmanager.PROJECTION_FIELD_TARGETED')} error={rowErrors?.targeted?.message}>
              <Input
                id={`projection-merchants-${String(index)}-targeted`}
                autoComplete="off"
                {...register(`merchants.${index}.targeted`)}
              />
            </Field>
            <Field label={t('adsmanager.PROJECTION_FIELD_REDEEMING')} error={rowErrors?.redeeming?.message}>
              <Input
                id={`projection-merchants-${String(index)}-redeeming`}
                autoComplete="off"
                {...register(`merchants.${index}.redeeming`)}
              />
            </Field>
          </>
        );
      }}
    />
  );
}
