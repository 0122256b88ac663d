/**
 * `reporting/reports/create` (REPORT-021, NS-61; reporting.write): a scheduled report from the
 * report's columns and filters (the performance report links here with its own query string:
 * `cols`, `campaign`, `model`), a relative date range, a schedule and the recipients. A failed save
 * keeps the form; a 400 lands at its field.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { useAccess, useAccount } from '@/access';
import { ServerForm, useServerForm } from '@/components/forms/server-form';
import { Button } from '@/components/ui/button';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
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
import { TEXT_LINK } from '@/components/ui/link-styles';
import { cn } from '@/lib/cn';

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
      <Link to={paths.reports(accountId)} className={cn(TEXT_LINK, 'text-sm')}>
        {t('adsmanager.SCHEDULED_BACK')}
      </Link>
      <h1 id="scheduled-create-title" className="text-2xl font-semibold">
        {t('adsmanager.SCHEDULED_CREATE_TITLE')}
      </h1>
      <ServerForm server={server} className="grid gap-4" aria-label={t('adsmanager.SCHEDULED_CREATE_TITLE')}>
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
          <Button type="submit" disabled={server.isSubmitting}>
            {server.isSubmitting ? t('adsmanager.SCHEDULED_SAVING') : t('adsmanager.SCHEDULED_SAVE')}
          </Button>
        </div>
      </ServerForm>
    </section>
  );
}
