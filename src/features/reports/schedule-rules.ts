/**
 * Scheduled reports (REPORT-021, NS-61): the creation form — name, the report's columns and filters,
 * a relative date range, a schedule (daily; weekly on a day; monthly on a day 1–28) and recipients
 * (e-mail addresses, at least one) — its body, and how a schedule reads.
 */
import * as z from 'zod';
import { fieldsByName } from '@/components/forms/field-mapper';
import { translate, type MessageKey } from '@/i18n';
import { columnLabelKey } from '@/features/performance';
import { requiredText } from '@/lib/form-rules';
import {
  DayOfWeek,
  type ReportField,
  type ReportFilterExpression,
  type ScheduledReport,
  type ScheduledReportCreate,
  ScheduledReportDateRange,
  ScheduleFrequency,
} from '@generated/reports-api/model';

export const SCHEDULE_FREQUENCIES = Object.values(ScheduleFrequency);
export const SCHEDULE_RANGES = Object.values(ScheduledReportDateRange);
export const WEEK_DAYS = Object.values(DayOfWeek);
export const MAX_REPORT_NAME = 200;
export const MAX_DAY_OF_MONTH = 28;

const EMAIL = z.regexes.email;

/** The recipients as typed: addresses separated by commas, semicolons, spaces or new lines. */
export const splitRecipients = (text: string) => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  ),
];

export const scheduledReportFormSchema = z
  .object({
    name: requiredText({ max: MAX_REPORT_NAME }),
    columns: z.array(z.string()).min(1, { error: () => translate('adsmanager.SCHEDULED_ERROR_COLUMNS') }),
    dateRange: z.enum(ScheduledReportDateRange),
    frequency: z.enum(ScheduleFrequency),
    dayOfWeek: z.string(),
    dayOfMonth: z.string(),
    recipients: z.string(),
  })
  .superRefine((values, context) => {
    const recipients = splitRecipients(values.recipients);
    if (recipients.length === 0)
      context.addIssue({
        code: 'custom',
        path: ['recipients'],
        message: translate('adsmanager.SCHEDULED_ERROR_RECIPIENTS'),
      });
    const wrong = recipients.find((address) => !EMAIL.test(address));
    if (wrong !== undefined)
      context.addIssue({
        code: 'custom',
        path: ['recipients'],
        message: translate('adsmanager.SCHEDULED_ERROR_RECIPIENT', { email: wrong }),
      });
    if (values.frequency === 'Weekly' && !(WEEK_DAYS as readonly string[]).includes(values.dayOfWeek))
      context.addIssue({
        code: 'custom',
        path: ['dayOfWeek'],
        message: translate('adsmanager.SCHEDULED_ERROR_DAY_OF_WEEK'),
      });
    const day = Number(values.dayOfMonth);
    if (values.frequency === 'Monthly' && !(Number.isInteger(day) && day >= 1 && day <= MAX_DAY_OF_MONTH))
      context.addIssue({
        code: 'custom',
        path: ['dayOfMonth'],
        message: translate('adsmanager.SCHEDULED_ERROR_DAY_OF_MONTH'),
      });
  });

export type ScheduledReportFormInput = z.input<typeof scheduledReportFormSchema>;
export type ScheduledReportFormOutput = z.output<typeof scheduledReportFormSchema>;

export function emptyScheduledReportForm(columns: readonly string[]): ScheduledReportFormInput {
  return {
    name: '',
    columns: [...columns],
    dateRange: 'Last7Days',
    frequency: 'Weekly',
    dayOfWeek: 'Monday',
    dayOfMonth: '1',
    recipients: '',
  };
}

/** NS-61: the create body; dayOfWeek only for Weekly, dayOfMonth only for Monthly (null otherwise). */
export function toScheduledReportCreate(
  values: ScheduledReportFormOutput,
  filterExpressions: readonly ReportFilterExpression[],
): ScheduledReportCreate {
  return {
    name: values.name,
    selectFields: values.columns as ReportField[],
    filterExpressions: [...filterExpressions],
    frequency: values.frequency,
    dayOfWeek: values.frequency === 'Weekly' ? (values.dayOfWeek as DayOfWeek) : null,
    dayOfMonth: values.frequency === 'Monthly' ? Number(values.dayOfMonth) : null,
    recipients: splitRecipients(values.recipients),
    dateRange: values.dateRange,
  };
}

/** A 400 naming a field of the body lands at the form's field. */
export const scheduledReportFieldOf = fieldsByName(
  ['name', 'columns', 'dateRange', 'frequency', 'dayOfWeek', 'dayOfMonth', 'recipients'] as const,
  { selectFields: 'columns' },
);

/** The report's filters that a schedule keeps (campaigns and pricing models; the date range is the schedule's own). */
export function scheduleFilters(
  campaigns: readonly number[],
  pricingModels: readonly string[],
): ReportFilterExpression[] {
  const filters: ReportFilterExpression[] = [];
  if (campaigns.length > 0) filters.push({ field: 'campaignId', operator: 'in', values: [...campaigns] });
  if (pricingModels.length > 0) filters.push({ field: 'pricingModel', operator: 'in', values: [...pricingModels] });
  return filters;
}

/** 'Daily', 'Weekly on Monday', 'Monthly on day 3'. */
export function describeSchedule(report: Pick<ScheduledReport, 'frequency' | 'dayOfWeek' | 'dayOfMonth'>): string {
  if (report.frequency === 'Weekly' && report.dayOfWeek)
    return translate('adsmanager.SCHEDULED_WEEKLY_ON', { day: translate(`adsmanager.REPORT_DAY_${report.dayOfWeek}`) });
  if (report.frequency === 'Monthly' && report.dayOfMonth != null)
    return translate('adsmanager.SCHEDULED_MONTHLY_ON', { day: report.dayOfMonth });
  return translate(`adsmanager.SCHEDULED_FREQUENCY_${report.frequency}`);
}

const FILTER_LABELS: Partial<Record<ReportField, MessageKey>> = {
  campaignId: 'adsmanager.REPORT_FILTER_CAMPAIGNS',
  pricingModel: 'adsmanager.REPORT_FILTER_MODELS',
  lineId: 'adsmanager.REPORT_FILTER_LINES',
};

/** A filter in words: 'Campaigns: 5001, 5002', 'Pricing models: CPE, CPS', 'Day: 2026-10-01 – 2026-10-31'. */
export function describeFilter(filter: ReportFilterExpression): string {
  const label = translate(FILTER_LABELS[filter.field] ?? columnLabelKey(filter.field));
  const values =
    filter.operator === 'in'
      ? (filter.values ?? []).join(', ')
      : filter.operator === 'between'
        ? `${String(filter.from)} – ${String(filter.to)}`
        : String(filter.value);
  return `${label}: ${values}`;
}

/** The form filled in with a saved report (Edit, REPORT-021). */
export function scheduledReportForm(report: ScheduledReport): ScheduledReportFormInput {
  return {
    name: report.name,
    columns: [...report.selectFields],
    dateRange: report.dateRange,
    frequency: report.frequency,
    dayOfWeek: report.dayOfWeek ?? 'Monday',
    dayOfMonth: String(report.dayOfMonth ?? 1),
    recipients: report.recipients.join(', '),
  };
}

/** A run time in the report's time zone, the zone named: 'Mon, 11/30/2026, 6:00 AM EST'. */
export function formatRunTime(iso: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
}
