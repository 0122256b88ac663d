import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/i18n/react';
import type { PlanFormInput } from '../plan-rules';

/** The plan name (required, PLAN-003) and the optional IO number, shared by create and edit. */
export function PlanFields({
  idPrefix,
  register,
  errors,
}: {
  idPrefix: string;
  register: UseFormRegister<PlanFormInput>;
  errors: FieldErrors<PlanFormInput>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field label={t('adsmanager.PLAN_FIELD_NAME')} error={errors.name?.message} required>
        <Input id={`${idPrefix}-name`} autoComplete="off" {...register('name')} />
      </Field>
      <Field
        label={t('adsmanager.PLAN_FIELD_IO_NUMBER')}
        description={t('adsmanager.PLAN_FIELD_IO_NUMBER_HELP')}
        error={errors.ioNumber?.message}
      >
        <Input id={`${idPrefix}-io-number`} autoComplete="off" {...register('ioNumber')} />
      </Field>
    </>
  );
}
