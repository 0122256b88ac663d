import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate } from '@/i18n';
import type { ScheduledReport, ScheduledReportCreate } from '@generated/reports-api/model';
import {
  MAX_DAY_OF_MONTH,
  MAX_REPORT_NAME,
  WEEK_DAYS,
  describeFilter,
  describeSchedule,
  emptyScheduledReportForm,
  formatRunTime,
  scheduledReportForm,
  scheduleFilters,
  scheduledReportFieldOf,
  scheduledReportFormSchema,
  splitRecipients,
  toScheduledReportCreate,
  type ScheduledReportFormInput,
} from './schedule-rules';

const valid: ScheduledReportFormInput = {
  ...emptyScheduledReportForm(['campaignId', 'revenue']),
  name: 'Weekly revenue',
  recipients: 'ana@example.com',
};

/** The form's problems as [field, message]. */
function problems(values: Partial<ScheduledReportFormInput>): [string, string][] {
  const result = scheduledReportFormSchema.safeParse({ ...valid, ...values });
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}
const parse = (values: Partial<ScheduledReportFormInput>) => scheduledReportFormSchema.parse({ ...valid, ...values });

describe('recipients as typed', () => {
  it('NS-61 addresses are split at commas, semicolons, spaces and new lines, each once', () => {
    expect(splitRecipients('a@x.com, b@x.com;c@x.com\nd@x.com  e@x.com\t,f@x.com')).toEqual([
      'a@x.com',
      'b@x.com',
      'c@x.com',
      'd@x.com',
      'e@x.com',
      'f@x.com',
    ]);
    expect(splitRecipients(' ,; \n')).toEqual([]);
    expect(splitRecipients('a@x.com a@x.com,b@x.com')).toEqual(['a@x.com', 'b@x.com']);
  });

  it('the split gives back any list of addresses joined by separators, without repeats or blanks', () => {
    const addressArb = fc.stringMatching(/^[a-z0-9.]{1,8}@[a-z]{1,6}\.com$/);
    const separatorArb = fc.constantFrom(',', ';', ' ', '\n', ', ', ' ;\n');
    fc.assert(
      fc.property(fc.array(fc.tuple(addressArb, separatorArb), { maxLength: 6 }), (parts) => {
        const text = parts.map(([address, separator]) => address + separator).join('');
        expect(splitRecipients(text)).toEqual([...new Set(parts.map(([address]) => address))]);
      }),
    );
  });
});

describe('the scheduled report form', () => {
  it('NS-61 a form with a name, a column and a recipient passes; the name is trimmed', () => {
    expect(problems({})).toEqual([]);
    expect(parse({ name: '  Weekly revenue ' }).name).toBe('Weekly revenue');
    expect(emptyScheduledReportForm(['a'])).toEqual({
      name: '',
      columns: ['a'],
      dateRange: 'Last7Days',
      frequency: 'Weekly',
      dayOfWeek: 'Monday',
      dayOfMonth: '1',
      recipients: '',
    });
  });

  it('NS-61 the name is required and at most 200 characters', () => {
    expect(problems({ name: '   ' })).toEqual([['name', translate('adsmanager.FIELD_REQUIRED')]]);
    expect(problems({ name: 'x'.repeat(MAX_REPORT_NAME) })).toEqual([]);
    expect(problems({ name: 'x'.repeat(MAX_REPORT_NAME + 1) })).toEqual([
      ['name', translate('adsmanager.FIELD_MAX_LENGTH', { count: 200 })],
    ]);
  });

  it('NS-61 at least one column', () => {
    expect(problems({ columns: [] })).toEqual([['columns', translate('adsmanager.SCHEDULED_ERROR_COLUMNS')]]);
    expect(problems({ columns: ['revenue'] })).toEqual([]);
  });

  it('NS-61 at least one recipient, each an e-mail address (the first wrong one is named)', () => {
    expect(problems({ recipients: ' \n ' })).toEqual([
      ['recipients', translate('adsmanager.SCHEDULED_ERROR_RECIPIENTS')],
    ]);
    expect(problems({ recipients: 'ana@example.com, bob, carl@' })).toEqual([
      ['recipients', translate('adsmanager.SCHEDULED_ERROR_RECIPIENT', { email: 'bob' })],
    ]);
    expect(translate('adsmanager.SCHEDULED_ERROR_RECIPIENT', { email: 'bob' })).toContain('bob');
    expect(problems({ recipients: 'ana@example.com;bob@example.org' })).toEqual([]);
  });

  it('NS-61 a weekly report needs a day of the week; other frequencies ignore it', () => {
    for (const day of WEEK_DAYS) expect(problems({ frequency: 'Weekly', dayOfWeek: day })).toEqual([]);
    expect(problems({ frequency: 'Weekly', dayOfWeek: '' })).toEqual([
      ['dayOfWeek', translate('adsmanager.SCHEDULED_ERROR_DAY_OF_WEEK')],
    ]);
    expect(problems({ frequency: 'Weekly', dayOfWeek: 'monday' })).toHaveLength(1);
    expect(problems({ frequency: 'Daily', dayOfWeek: '' })).toEqual([]);
    expect(problems({ frequency: 'Monthly', dayOfWeek: '', dayOfMonth: '3' })).toEqual([]);
  });

  it('NS-61 a monthly report runs on a whole day from 1 to 28; other frequencies ignore it', () => {
    const dayProblem = [['dayOfMonth', translate('adsmanager.SCHEDULED_ERROR_DAY_OF_MONTH')]];
    expect(problems({ frequency: 'Monthly', dayOfMonth: '1' })).toEqual([]);
    expect(problems({ frequency: 'Monthly', dayOfMonth: String(MAX_DAY_OF_MONTH) })).toEqual([]);
    expect(problems({ frequency: 'Monthly', dayOfMonth: '0' })).toEqual(dayProblem);
    expect(problems({ frequency: 'Monthly', dayOfMonth: '29' })).toEqual(dayProblem);
    expect(problems({ frequency: 'Monthly', dayOfMonth: '2.5' })).toEqual(dayProblem);
    expect(problems({ frequency: 'Monthly', dayOfMonth: 'x' })).toEqual(dayProblem);
    expect(problems({ frequency: 'Weekly', dayOfMonth: '31' })).toEqual([]);
    expect(problems({ frequency: 'Daily', dayOfMonth: '' })).toEqual([]);
  });

  it('NS-61 any whole day of the month is accepted exactly when it is 1 to 28', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 40 }), (day) => {
        const accepted = problems({ frequency: 'Monthly', dayOfMonth: String(day) }).length === 0;
        expect(accepted).toBe(day >= 1 && day <= 28);
      }),
    );
  });
});

describe('the create body', () => {
  const filters = scheduleFilters([5001], []);

  it('NS-61 a weekly body sends the day of the week and a null day of the month', () => {
    expect(toScheduledReportCreate(parse({ recipients: 'a@x.com, b@x.com' }), filters)).toEqual({
      name: 'Weekly revenue',
      selectFields: ['campaignId', 'revenue'],
      filterExpressions: [{ field: 'campaignId', operator: 'in', values: [5001] }],
      frequency: 'Weekly',
      dayOfWeek: 'Monday',
      dayOfMonth: null,
      recipients: ['a@x.com', 'b@x.com'],
      dateRange: 'Last7Days',
    });
  });

  it('NS-61 a monthly body sends the day of the month as a number and a null day of the week', () => {
    const body = toScheduledReportCreate(
      parse({ frequency: 'Monthly', dayOfMonth: '28', dateRange: 'PreviousMonth' }),
      [],
    );
    expect(body).toMatchObject({ frequency: 'Monthly', dayOfWeek: null, dayOfMonth: 28, dateRange: 'PreviousMonth' });
    expect(body.filterExpressions).toEqual([]);
  });

  it('NS-61 a daily body sends neither day', () => {
    expect(toScheduledReportCreate(parse({ frequency: 'Daily', dayOfMonth: '5' }), [])).toMatchObject({
      frequency: 'Daily',
      dayOfWeek: null,
      dayOfMonth: null,
    });
  });

  it('the body keeps its own copy of the filters', () => {
    const given = scheduleFilters([1], ['CPM']);
    const body = toScheduledReportCreate(parse({}), given);
    expect(body.filterExpressions).toEqual(given);
    expect(body.filterExpressions).not.toBe(given);
  });

  it('a 400 naming a body field lands at the form field; selectFields is the columns', () => {
    expect(scheduledReportFieldOf('recipients')).toBe('recipients');
    expect(scheduledReportFieldOf('body.dayOfMonth')).toBe('dayOfMonth');
    expect(scheduledReportFieldOf('selectFields')).toBe('columns');
    expect(scheduledReportFieldOf('filterExpressions')).toBeUndefined();
  });
});

describe('filters a schedule keeps', () => {
  it('campaign and pricing model filters only when non-empty, campaigns first', () => {
    expect(scheduleFilters([], [])).toEqual([]);
    expect(scheduleFilters([5001, 5002], [])).toEqual([{ field: 'campaignId', operator: 'in', values: [5001, 5002] }]);
    expect(scheduleFilters([], ['CPM'])).toEqual([{ field: 'pricingModel', operator: 'in', values: ['CPM'] }]);
    expect(scheduleFilters([7], ['CPE', 'CPS'])).toEqual([
      { field: 'campaignId', operator: 'in', values: [7] },
      { field: 'pricingModel', operator: 'in', values: ['CPE', 'CPS'] },
    ]);
  });

  it('REPORT-021 a filter reads in words: what is filtered, then the values', () => {
    expect(describeFilter({ field: 'campaignId', operator: 'in', values: [5001, 5002] })).toBe('Campaigns: 5001, 5002');
    expect(describeFilter({ field: 'pricingModel', operator: 'in', values: ['CPE', 'CPS'] })).toBe(
      'Pricing models: CPE, CPS',
    );
    expect(describeFilter({ field: 'lineId', operator: 'in', values: [7] })).toBe('Lines: 7');
    expect(describeFilter({ field: 'campaignId', operator: 'in' })).toBe('Campaigns: ');
    expect(describeFilter({ field: 'day', operator: 'between', from: '2026-01-01', to: '2026-01-31' })).toBe(
      'Day: 2026-01-01 – 2026-01-31',
    );
    expect(describeFilter({ field: 'adGroupName', operator: '=', value: 'Lapsed' })).toBe('Ad group: Lapsed');
  });

  it('REPORT-021 the edit form opens with the report filled in, and gives back the same body', () => {
    const report: ScheduledReportCreate = {
      name: 'Monthly ROAS',
      selectFields: ['campaignId', 'roas'],
      filterExpressions: [{ field: 'campaignId', operator: 'in', values: [5001] }],
      frequency: 'Monthly',
      dayOfWeek: null,
      dayOfMonth: 15,
      recipients: ['a@example.com', 'b@example.com'],
      dateRange: 'PreviousMonth',
    };
    const form = scheduledReportForm(report as ScheduledReport);
    expect(form).toMatchObject({ dayOfMonth: '15', recipients: 'a@example.com, b@example.com' });
    expect(toScheduledReportCreate(scheduledReportFormSchema.parse(form), report.filterExpressions ?? [])).toEqual(
      report,
    );
  });

  it('REPORT-021 a run time is shown in the report time zone with the zone named', () => {
    // 11:00 UTC is 06:00 in New York (EST) and 11:00 in London (GMT).
    expect(formatRunTime('2026-11-30T11:00:00Z', 'America/New_York', 'en-US')).toBe('Mon, 11/30/2026, 6:00 AM EST');
    expect(formatRunTime('2026-11-30T06:00:00Z', 'Europe/London', 'en-GB')).toBe('Mon, 30/11/2026, 06:00 GMT');
  });
});

describe('how a schedule reads', () => {
  it('daily; weekly on its day; monthly on its day; a missing day reads as the frequency alone', () => {
    expect(describeSchedule({ frequency: 'Daily', dayOfWeek: null, dayOfMonth: null })).toBe(
      translate('adsmanager.SCHEDULED_FREQUENCY_Daily'),
    );
    expect(describeSchedule({ frequency: 'Weekly', dayOfWeek: 'Friday', dayOfMonth: null })).toBe(
      translate('adsmanager.SCHEDULED_WEEKLY_ON', { day: translate('adsmanager.REPORT_DAY_Friday') }),
    );
    expect(describeSchedule({ frequency: 'Weekly', dayOfWeek: 'Friday', dayOfMonth: null })).toBe('Weekly on Friday');
    expect(describeSchedule({ frequency: 'Monthly', dayOfWeek: null, dayOfMonth: 3 })).toBe('Monthly on day 3');
    expect(describeSchedule({ frequency: 'Weekly', dayOfWeek: null, dayOfMonth: 3 })).toBe('Weekly');
    expect(describeSchedule({ frequency: 'Monthly', dayOfWeek: 'Friday', dayOfMonth: null })).toBe('Monthly');
    expect(describeSchedule({ frequency: 'Daily', dayOfWeek: 'Friday', dayOfMonth: 3 })).toBe('Daily');
  });
});
