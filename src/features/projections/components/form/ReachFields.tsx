/** Institutions, locations to include and exclude, and merchants per brand (PROJ-004). */
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/i18n/react';
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
      <div className="grid gap-4 sm:grid-cols-2">
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
      </div>
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
    <div
      className="grid gap-3"
      role="group"
      aria-labelledby="projection-merchants-label"
      aria-describedby="projection-merchants-help"
    >
      <div>
        <p id="projection-merchants-label" className="text-sm font-medium">
          {t('adsmanager.PROJECTION_MERCHANTS')}
        </p>
        <p id="projection-merchants-help" className="text-sm text-muted-foreground">
          {t('adsmanager.PROJECTION_MERCHANTS_HELP')}
        </p>
        {errors?.message !== undefined && <p className="text-sm font-medium text-destructive">{errors.message}</p>}
      </div>
      {rows.fields.map((row, index) => {
        const number = index + 1;
        const rowErrors = errors?.[index];
        return (
          <fieldset
            key={row.id}
            className="grid gap-3 rounded-md border p-3 sm:grid-cols-[8rem_1fr_1fr_auto] sm:items-start"
          >
            <legend className="sr-only">{t('adsmanager.PROJECTION_MERCHANT_ROW', { number })}</legend>
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
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="sm:mt-6"
              aria-label={t('adsmanager.PROJECTION_REMOVE_MERCHANTS', { number })}
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
          rows.append({ brandId: '', targeted: '', redeeming: '' });
        }}
      >
        <PlusIcon aria-hidden="true" />
        {t('adsmanager.PROJECTION_ADD_MERCHANTS')}
      </Button>
    </div>
  );
}
