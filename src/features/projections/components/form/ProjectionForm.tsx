/** The projection request form (PROJ-009): the IO lookup, then the request's field groups. */
import { Controller } from 'react-hook-form';
import { ServerForm } from '@/components/forms/server-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { useTranslation } from '@/i18n/react';
import { BasicsFields } from './BasicsFields';
import { FormSection } from './FormSection';
import { IoNumberLookup } from './IoNumberLookup';
import { KpiFields } from './KpiFields';
import { ReachFields } from './ReachFields';
import { SegmentFields } from './SegmentFields';
import type { ProjectionFormState } from './use-projection-form';

export function ProjectionForm({
  state,
  accountBrands,
}: {
  state: ProjectionFormState;
  accountBrands: readonly string[];
}) {
  const { t } = useTranslation();
  const { server, form } = state;
  return (
    <ServerForm server={server} className="grid gap-6">
      <FormSection title={t('adsmanager.PROJECTION_SECTION_OPPORTUNITY')}>
        <IoNumberLookup state={state} />
      </FormSection>
      <FormSection title={t('adsmanager.PROJECTION_SECTION_PROJECTION')}>
        <BasicsFields state={state} accountBrands={accountBrands} />
      </FormSection>
      <FormSection title={t('adsmanager.PROJECTION_SECTION_KPI')}>
        <KpiFields state={state} />
      </FormSection>
      <FormSection title={t('adsmanager.PROJECTION_SECTION_REACH')} optional>
        <ReachFields state={state} />
      </FormSection>
      <FormSection title={t('adsmanager.PROJECTION_SECTION_SEGMENTS')} optional>
        <SegmentFields state={state} />
      </FormSection>
      <Controller
        control={form.control}
        name="pricingReviewNotes"
        render={({ field, fieldState }) => (
          <Field label={t('adsmanager.PROJECTION_FIELD_NOTES')} error={fieldState.error?.message}>
            <Textarea id="projection-notes" {...field} />
          </Field>
        )}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={server.isSubmitting}>
          {server.isSubmitting ? t('adsmanager.PROJECTION_CREATE_SAVING') : t('adsmanager.PROJECTION_CREATE_SUBMIT')}
        </Button>
      </div>
    </ServerForm>
  );
}
