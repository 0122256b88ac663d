/**
 * The IO number and the opportunity lookup (NS-71): Enter or "Fill from opportunity" fills the form
 * from the opportunity of the typed number; no match, or a failed lookup, says so at the field and
 * changes nothing else.
 */
import { SearchIcon } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { InlineMessage } from '@/components/ui/inline-message';
import { Input } from '@/components/ui/input';
import type { MessageKey } from '@/i18n';
import { useTranslation } from '@/i18n/react';
import type { PrefillField } from '../../projection-rules';
import type { ProjectionFormState } from './use-projection-form';

const FIELD_LABEL: Record<PrefillField, MessageKey> = {
  name: 'adsmanager.PROJECTION_FIELD_NAME',
  brandIds: 'adsmanager.PROJECTION_FIELD_BRANDS',
  campaignStartDate: 'adsmanager.PROJECTION_FIELD_START_DATE',
  campaignDuration: 'adsmanager.PROJECTION_FIELD_DURATION',
  budget: 'adsmanager.PROJECTION_FIELD_BUDGET_NAME',
  pricingModel: 'adsmanager.PROJECTION_FIELD_PRICING_MODEL',
  kpiMetric: 'adsmanager.PROJECTION_FIELD_KPI_METRIC',
  kpiGoal: 'adsmanager.PROJECTION_FIELD_KPI_GOAL_NAME',
};

export function IoNumberLookup({ state }: { state: ProjectionFormState }) {
  const { t } = useTranslation();
  const { form, fillFromOpportunity, lookingUp, prefill } = state;
  const error = form.formState.errors.ioNumber?.message;
  const ioField = form.register('ioNumber', {
    onChange: () => {
      if (form.formState.errors.ioNumber?.type === 'lookup') form.clearErrors('ioNumber');
    },
  });
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter looks the number up instead of sending the form.
    event.preventDefault();
    void fillFromOpportunity();
  };
  const label = (field: PrefillField) => t(FIELD_LABEL[field]);

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-start gap-2">
        <Field
          label={t('adsmanager.PROJECTION_FIELD_IO_NUMBER')}
          description={t('adsmanager.PROJECTION_FIELD_IO_NUMBER_HELP')}
          error={error}
          className="min-w-64 flex-1"
        >
          <Input id="projection-io-number" autoComplete="off" onKeyDown={onKeyDown} {...ioField} />
        </Field>
        <Button
          type="button"
          variant="outline"
          className="mt-6"
          disabled={lookingUp}
          onClick={() => void fillFromOpportunity()}
        >
          <SearchIcon aria-hidden="true" />
          {lookingUp ? t('adsmanager.PROJECTION_LOOKING_UP') : t('adsmanager.PROJECTION_FILL_FROM_OPPORTUNITY')}
        </Button>
      </div>
      {prefill && (
        <InlineMessage
          variant="info"
          title={t('adsmanager.PROJECTION_PREFILLED', { name: prefill.opportunityName, stage: prefill.stageName })}
        >
          {prefill.kept.length > 0 && (
            <p>{t('adsmanager.PROJECTION_PREFILL_KEPT', { fields: prefill.kept.map(label).join(', ') })}</p>
          )}
          {prefill.skipped.pricingModel !== undefined && (
            <p>{t('adsmanager.PROJECTION_PREFILL_PRICING_SKIPPED', { model: prefill.skipped.pricingModel })}</p>
          )}
          {prefill.skipped.budgetCurrency !== undefined && (
            <p>{t('adsmanager.PROJECTION_PREFILL_BUDGET_SKIPPED', { currency: prefill.skipped.budgetCurrency })}</p>
          )}
        </InlineMessage>
      )}
    </div>
  );
}
