/**
 * The scheduled report form (REPORT-021, NS-61) of both New and Edit: name, columns, the filters it
 * keeps (in words), a relative date range, a schedule and the recipients. A failed save keeps the
 * form; a 400 lands at its field.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { useAccess, useAccount } from '@/access';
import type { ConcurrencyOptions, Versioned } from '@/components/forms/concurrency';
import { useDraftOption } from '@/auth/draft-storage';
import { ServerForm, useServerForm, type Idempotent } from '@/components/forms/server-form';
import { Button } from '@/components/ui/button';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { TEXT_LINK } from '@/components/ui/link-styles';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { columnLabelKey, offeredColumns } from '@/features/performance';
import { useTranslation } from '@/i18n/react';
import { cn } from '@/lib/cn';
import { countryRules } from '@/lib/countries';
import { paths } from '@/lib/paths';
import type { ReportFilterExpression, ScheduledReport } from '@generated/reports-api/model';
import {
  describeFilter,
  MAX_DAY_OF_MONTH,
  SCHEDULE_FREQUENCIES,
  SCHEDULE_RANGES,
  scheduledReportFieldOf,
  scheduledReportFormSchema,
  WEEK_DAYS,
  type ScheduledReportFormInput,
  type ScheduledReportFormOutput,
} from '../schedule-rules';

export interface ScheduledReportFormProps {
  title: string;
  defaultValues: ScheduledReportFormInput;
  /** The filters the report keeps (not edited here: they come from the performance report). */
  filters: readonly ReportFilterExpression[];
  submitLabel: string;
  savingLabel: string;
  save: (
    values: ScheduledReportFormOutput,
    idempotent: Idempotent,
    versioned: Versioned,
  ) => Promise<{ data: ScheduledReport }>;
  /** Edit: the version the report was read at and how to read it again (NS-92). */
  concurrency?: ConcurrencyOptions<ScheduledReportFormInput> | undefined;
  failure: (message: string) => string;
  onSaved: (report: ScheduledReport) => Promise<void>;
  /** Beside the submit button (Edit's Cancel). */
  cancel?: ReactNode;
  /** NS-90: the key of the kept unsaved input (the report, or a new one in the account). */
  draftKey: string;
}

export function ScheduledReportForm({
  title,
  defaultValues,
  filters,
  submitLabel,
  savingLabel,
  save,
  failure,
  onSaved,
  cancel,
  concurrency,
  draftKey,
}: ScheduledReportFormProps) {
  const { t } = useTranslation();
  const { accountId, account } = useAccount();
  const { isInternal } = useAccess();
  const offered = offeredColumns({ isInternal, dmaReporting: countryRules(account.bookingCountry).dmaReporting });
  const form = useForm({ resolver: zodResolver(scheduledReportFormSchema), defaultValues });
  // NS-90: the unsaved input is kept in the browser.
  const draft = useDraftOption(draftKey);
  const server = useServerForm(form, {
    save,
    concurrency,
    fieldOf: scheduledReportFieldOf,
    failure,
    onSaved: ({ data }) => onSaved(data),
    draft,
  });
  const { errors } = form.formState;
  const frequency = useWatch({ control: form.control, name: 'frequency' });

  return (
    <section aria-labelledby="scheduled-form-title" className="grid max-w-2xl gap-4 p-6">
      <Link to={paths.reports(accountId)} className={cn(TEXT_LINK, 'text-sm')}>
        {t('adsmanager.SCHEDULED_BACK')}
      </Link>
      <h1 id="scheduled-form-title" className="text-2xl font-semibold">
        {title}
      </h1>
      <ServerForm server={server} className="grid gap-4" aria-label={title}>
        <Field label={t('adsmanager.SCHEDULED_FIELD_NAME')} error={errors.name?.message} required>
          <Input id="scheduled-name" autoComplete="off" {...form.register('name')} />
        </Field>
        <Controller
          control={form.control}
          name="columns"
          render={({ field }) => (
            <CheckboxGroup
              label={t('adsmanager.SCHEDULED_FIELD_COLUMNS')}
              description={t('adsmanager.SCHEDULED_FIELD_COLUMNS_HELP')}
              error={errors.columns?.message}
              listClassName="grid-cols-2 gap-1 sm:grid-cols-3"
              options={offered.map((column) => ({ value: column, label: t(columnLabelKey(column)) }))}
              value={field.value}
              onValueChange={field.onChange}
            />
          )}
        />
        <div className="grid gap-1 text-sm">
          <p className="font-medium">{t('adsmanager.SCHEDULED_FIELD_FILTERS')}</p>
          <p className="text-muted-foreground">
            {filters.length === 0
              ? t('adsmanager.SCHEDULED_FIELD_FILTERS_NONE')
              : filters.map(describeFilter).join('; ')}
          </p>
        </div>
        <Field label={t('adsmanager.SCHEDULED_FIELD_RANGE')} error={errors.dateRange?.message} required>
          <NativeSelect id="scheduled-range" {...form.register('dateRange')}>
            {SCHEDULE_RANGES.map((range) => (
              <option key={range} value={range}>
                {t(`adsmanager.SCHEDULED_RANGE_${range}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t('adsmanager.SCHEDULED_FIELD_FREQUENCY')} error={errors.frequency?.message} required>
          <NativeSelect id="scheduled-frequency" {...form.register('frequency')}>
            {SCHEDULE_FREQUENCIES.map((option) => (
              <option key={option} value={option}>
                {t(`adsmanager.SCHEDULED_FREQUENCY_${option}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {frequency === 'Weekly' && (
          <Field label={t('adsmanager.SCHEDULED_FIELD_DAY_OF_WEEK')} error={errors.dayOfWeek?.message} required>
            <NativeSelect id="scheduled-day-of-week" {...form.register('dayOfWeek')}>
              {WEEK_DAYS.map((day) => (
                <option key={day} value={day}>
                  {t(`adsmanager.REPORT_DAY_${day}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>
        )}
        {frequency === 'Monthly' && (
          <Field label={t('adsmanager.SCHEDULED_FIELD_DAY_OF_MONTH')} error={errors.dayOfMonth?.message} required>
            <Input
              id="scheduled-day-of-month"
              type="number"
              min={1}
              max={MAX_DAY_OF_MONTH}
              {...form.register('dayOfMonth')}
            />
          </Field>
        )}
        <Field
          label={t('adsmanager.SCHEDULED_FIELD_RECIPIENTS')}
          description={t('adsmanager.SCHEDULED_FIELD_RECIPIENTS_HELP')}
          error={errors.recipients?.message}
          required
        >
          <Textarea id="scheduled-recipients" rows={3} {...form.register('recipients')} />
        </Field>
        <div className="flex gap-2">
          {cancel}
          <Button type="submit" disabled={server.isSubmitting}>
            {server.isSubmitting ? savingLabel : submitLabel}
          </Button>
        </div>
      </ServerForm>
    </section>
  );
}
