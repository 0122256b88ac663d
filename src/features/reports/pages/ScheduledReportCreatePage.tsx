/**
 * `reporting/reports/create` (REPORT-021, NS-61; reporting.write): a scheduled report from the
 * report's columns and filters (the performance report links here with its own query string:
 * `cols`, `campaign`, `model`), a relative date range, a schedule and the recipients. A failed save
 * keeps the form; a 400 lands at its field.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { useAccess, useAccount } from '@/access';
import { ServerForm, useServerForm } from '@/components/forms/server-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { columnLabelKey, DEFAULT_COLUMNS, offeredColumns } from '@/features/performance';
import { useTranslation } from '@/i18n/react';
import { countryRules } from '@/lib/countries';
import { choiceListParam, idListParam } from '@/lib/list-state';
import { paths } from '@/lib/paths';
import { PricingModel } from '@generated/campaign-build/model';
import { useCreateScheduledReportMutation } from '../queries';
import {
  describeFilter,
  emptyScheduledReportForm,
  MAX_DAY_OF_MONTH,
  SCHEDULE_FREQUENCIES,
  SCHEDULE_RANGES,
  scheduledReportFieldOf,
  scheduledReportFormSchema,
  scheduleFilters,
  toScheduledReportCreate,
  WEEK_DAYS,
} from '../schedule-rules';

const SELECT = 'h-9 w-full rounded-md border bg-background px-2 text-sm';
const campaignsParam = idListParam('campaign');
const pricingModelsParam = choiceListParam('model', Object.values(PricingModel));

export function ScheduledReportCreatePage() {
  const { t } = useTranslation();
  const { accountId, account } = useAccount();
  const { isInternal } = useAccess();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const offered = offeredColumns({ isInternal, dmaReporting: countryRules(account.bookingCountry).dmaReporting });
  const fromReport = choiceListParam('cols', offered).parse(search.get('cols'));
  const filters = scheduleFilters(
    campaignsParam.parse(search.get('campaign')),
    pricingModelsParam.parse(search.get('model')),
  );
  const form = useForm({
    resolver: zodResolver(scheduledReportFormSchema),
    defaultValues: emptyScheduledReportForm(fromReport.length > 0 ? fromReport : DEFAULT_COLUMNS),
  });
  const create = useCreateScheduledReportMutation();
  const server = useServerForm(form, {
    save: (values, idempotent) => {
      const data = toScheduledReportCreate(values, filters);
      return create.mutateAsync({ accountId, data, headers: idempotent(data) });
    },
    fieldOf: scheduledReportFieldOf,
    failure: (message) => t('adsmanager.SCHEDULED_CREATE_FAILED', { message }),
    onSaved: async ({ data: report }) => {
      toast.success(t('adsmanager.SCHEDULED_CREATED', { name: report.name }));
      await navigate(paths.report(accountId, report.reportId));
    },
  });
  const { errors } = form.formState;
  const frequency = useWatch({ control: form.control, name: 'frequency' });

  return (
    <section aria-labelledby="scheduled-create-title" className="grid max-w-2xl gap-4 p-6">
      <Link
        to={paths.reports(accountId)}
        className="text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        {t('adsmanager.SCHEDULED_BACK')}
      </Link>
      <h1 id="scheduled-create-title" className="text-2xl font-semibold">
        {t('adsmanager.SCHEDULED_CREATE_TITLE')}
      </h1>
      <ServerForm server={server} className="grid gap-4" aria-label={t('adsmanager.SCHEDULED_CREATE_TITLE')}>
        <Field label={t('adsmanager.SCHEDULED_FIELD_NAME')} error={errors.name?.message} required>
          <Input id="scheduled-name" autoComplete="off" {...form.register('name')} />
        </Field>
        <fieldset
          className="grid gap-2"
          aria-describedby={errors.columns ? 'scheduled-columns-error' : 'scheduled-columns-help'}
        >
          <legend className="text-sm font-medium">{t('adsmanager.SCHEDULED_FIELD_COLUMNS')}</legend>
          <p id="scheduled-columns-help" className="text-sm text-muted-foreground">
            {t('adsmanager.SCHEDULED_FIELD_COLUMNS_HELP')}
          </p>
          <div className="grid grid-cols-2 gap-1 sm:grid-cols-3">
            {offered.map((field) => (
              <label key={field} className="flex items-center gap-2 text-sm">
                <input type="checkbox" value={field} className="size-4 accent-primary" {...form.register('columns')} />
                {t(columnLabelKey(field))}
              </label>
            ))}
          </div>
          {errors.columns?.message && (
            <p id="scheduled-columns-error" role="alert" className="text-sm text-destructive">
              {errors.columns.message}
            </p>
          )}
        </fieldset>
        <div className="grid gap-1 text-sm">
          <p className="font-medium">{t('adsmanager.SCHEDULED_FIELD_FILTERS')}</p>
          <p className="text-muted-foreground">
            {filters.length === 0
              ? t('adsmanager.SCHEDULED_FIELD_FILTERS_NONE')
              : filters.map(describeFilter).join('; ')}
          </p>
        </div>
        <Field label={t('adsmanager.SCHEDULED_FIELD_RANGE')} error={errors.dateRange?.message} required>
          <select id="scheduled-range" className={SELECT} {...form.register('dateRange')}>
            {SCHEDULE_RANGES.map((range) => (
              <option key={range} value={range}>
                {t(`adsmanager.SCHEDULED_RANGE_${range}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('adsmanager.SCHEDULED_FIELD_FREQUENCY')} error={errors.frequency?.message} required>
          <select id="scheduled-frequency" className={SELECT} {...form.register('frequency')}>
            {SCHEDULE_FREQUENCIES.map((option) => (
              <option key={option} value={option}>
                {t(`adsmanager.SCHEDULED_FREQUENCY_${option}`)}
              </option>
            ))}
          </select>
        </Field>
        {frequency === 'Weekly' && (
          <Field label={t('adsmanager.SCHEDULED_FIELD_DAY_OF_WEEK')} error={errors.dayOfWeek?.message} required>
            <select id="scheduled-day-of-week" className={SELECT} {...form.register('dayOfWeek')}>
              {WEEK_DAYS.map((day) => (
                <option key={day} value={day}>
                  {t(`adsmanager.REPORT_DAY_${day}`)}
                </option>
              ))}
            </select>
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
          <Button type="submit" disabled={server.isSubmitting}>
            {server.isSubmitting ? t('adsmanager.SCHEDULED_SAVING') : t('adsmanager.SCHEDULED_SAVE')}
          </Button>
        </div>
      </ServerForm>
    </section>
  );
}
