/**
 * PROJ-005: the KPI metric with its own goal format — a ROAS or iROAS goal is a ratio, a CPA goal a
 * money amount in the account's currency. A new metric keeps the typed goal for the rules to judge.
 */
import { Controller, useWatch } from 'react-hook-form';
import { ChoiceField } from '@/components/ui/choice-field';
import { Field, FieldRow } from '@/components/ui/field';
import { DecimalInput, MoneyInput } from '@/components/ui/money-input';
import { numberAmount } from '@/lib/money';
import { useTranslation } from '@/i18n/react';
import { KPI_GOAL_RULES, KPI_METRICS } from '@/lib/kpi-goals';
import { markedHelp } from './FormSection';
import type { ProjectionFormState } from './use-projection-form';

export function KpiFields({ state }: { state: ProjectionFormState }) {
  const { t } = useTranslation();
  const { form, currency, isPrefilled } = state;
  const metric = useWatch({ control: form.control, name: 'kpiMetric' });
  const rule = KPI_GOAL_RULES[metric];
  const isMoney = rule.format === 'money';
  return (
    <FieldRow>
      <Controller
        control={form.control}
        name="kpiMetric"
        render={({ field, fieldState }) => (
          <ChoiceField
            id="projection-kpi-metric"
            label={t('adsmanager.PROJECTION_FIELD_KPI_METRIC')}
            value={field.value}
            options={KPI_METRICS.map((value) => ({ value, label: value }))}
            onChange={(next) => {
              field.onChange(next);
              if (form.formState.isSubmitted) void form.trigger('kpiGoal');
            }}
            onBlur={field.onBlur}
            triggerRef={field.ref}
            error={fieldState.error?.message}
            description={markedHelp(isPrefilled('kpiMetric'))}
            required
          />
        )}
      />
      <Controller
        control={form.control}
        name="kpiGoal"
        render={({ field, fieldState }) => (
          <Field
            label={
              isMoney
                ? t('adsmanager.PROJECTION_FIELD_KPI_GOAL_MONEY', { currency })
                : t('adsmanager.PROJECTION_FIELD_KPI_GOAL_RATIO', { metric })
            }
            error={fieldState.error?.message}
            description={markedHelp(
              isPrefilled('kpiGoal'),
              isMoney ? t('adsmanager.PROJECTION_KPI_GOAL_MONEY_HELP') : t('adsmanager.PROJECTION_KPI_GOAL_RATIO_HELP'),
            )}
            required
          >
            {isMoney ? (
              <MoneyInput
                id="projection-kpi-goal"
                ref={field.ref}
                currency={currency}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
              />
            ) : (
              <DecimalInput
                id="projection-kpi-goal"
                ref={field.ref}
                amount={numberAmount(rule.decimals)}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          </Field>
        )}
      />
    </FieldRow>
  );
}
