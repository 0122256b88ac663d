/**
 * The reports-api service of the fake backend: the performance report queries (advertiser and
 * internal schema) and the scheduled reports of an account.
 */
import type { Session } from '../../server/backend';
import { onAccount } from '../../server/guard';
import { page } from '../../server/list';
import { defineOperations, type Versioned } from '../../server/operations';
import { badRequest, fail, failIf, notFound } from '../../server/respond';
import { checkFilters, internalOnlyUse, queryFieldUses, runReportQuery, type FieldUse } from './query';
import { asOf, checkSchedule, nextRun, type ScheduledReport } from './schedule';

/**
 * The rules every stored scheduled report satisfies, checked on create and on the result of a
 * PATCH; external users may not use internal-only columns.
 */
function checkReport(report: ScheduledReport, session: Session): Response | undefined {
  if (report.name === '') return badRequest('name: must not be blank', 'name');
  const uses = (): FieldUse[] => [
    ...report.selectFields.map((field, i): FieldUse => [field, `selectFields[${i}]`]),
    ...report.filterExpressions.map(({ field }, i): FieldUse => [field, `filterExpressions[${i}].field`]),
  ];
  return (
    checkSchedule(report) ??
    (session.internal ? undefined : internalOnlyUse(uses())) ??
    checkFilters(report.filterExpressions)
  );
}

const newestFirst = (a: ScheduledReport, b: ScheduledReport) =>
  a.createDateTime === b.createDateTime ? b.reportId - a.reportId : a.createDateTime < b.createDateTime ? 1 : -1;

/** Who may query the performance report of an account: campaign or reporting read there. */
const REPORT_READERS = ['campaign.read', 'reporting.read'] as const;

/** The scheduled report a path names. */
const isReport =
  ({ accountId, reportId }: { accountId: number; reportId: number }) =>
  (r: ScheduledReport) =>
    r.accountId === accountId && r.reportId === reportId;

/** NS-89: the scheduled report a request names, the record its ETag is the version of. */
const REPORT_VERSION: Versioned<{ accountId: number; reportId: number }> = {
  kind: 'scheduledReports',
  find: ({ path, db }) => db.scheduledReports.find(isReport(path)),
};

export const reportsApi = defineOperations('reports-api', {
  queryAdvertiserPerformanceReport: {
    // The report of one campaign opens with campaign.read or reporting.read (ACCESS-021),
    // campaign performance with campaign.read (part 1 §6.3): either reads the report.
    access: onAccount(REPORT_READERS),
    read: ({ path: { accountId }, body, db, backend }) => {
      failIf(internalOnlyUse(queryFieldUses(body)) ?? checkFilters(body.filterExpressions));
      return runReportQuery(db, backend.store.performance(), accountId, body);
    },
  },

  queryInternalPerformanceReport: {
    access: onAccount(REPORT_READERS, true),
    read: ({ path: { accountId }, body, db, backend }) => {
      failIf(checkFilters(body.filterExpressions));
      return runReportQuery(db, backend.store.performance(), accountId, body);
    },
  },

  listScheduledReports: {
    access: onAccount('reporting.read'),
    read: ({ path: { accountId }, query, db, backend }) => {
      const now = backend.now();
      const own = db.scheduledReports.filter((r) => r.accountId === accountId);
      return page(
        own.sort(newestFirst).map((r) => asOf(r, now)),
        query,
      );
    },
  },

  createScheduledReport: {
    access: onAccount('reporting.write'),
    write: ({ path: { accountId }, body: input, session, db, backend }) => {
      const now = backend.now();
      const report: ScheduledReport = {
        reportId: 0,
        accountId,
        name: input.name.trim(),
        selectFields: input.selectFields,
        filterExpressions: input.filterExpressions ?? [],
        frequency: input.frequency,
        dayOfWeek: input.dayOfWeek ?? null,
        dayOfMonth: input.dayOfMonth ?? null,
        recipients: input.recipients,
        dateRange: input.dateRange,
        status: 'Active',
        nextRunDateTime: null,
        lastRunDateTime: null,
        createDateTime: now.toISOString(),
        createUser: session.user.email,
        updateDateTime: now.toISOString(),
        updateUser: session.user.email,
        // The account's booking time zone: the zone its scheduled reports run in.
        timeZone: db.accounts.find((account) => account.id === accountId)?.timezone ?? 'America/New_York',
      };
      failIf(checkReport(report, session));
      report.reportId = backend.store.nextId('scheduledReport');
      report.nextRunDateTime = nextRun(report, report.timeZone, now);
      db.scheduledReports.push(report);
      return report;
    },
  },

  getScheduledReport: {
    access: onAccount('reporting.read'),
    version: REPORT_VERSION,
    read: ({ path, db, backend }) =>
      asOf(
        db.scheduledReports.find(isReport(path)) ?? fail(notFound('Scheduled report', path.reportId)),
        backend.now(),
      ),
  },

  updateScheduledReport: {
    access: onAccount('reporting.write'),
    version: REPORT_VERSION,
    write: ({ path, body: patch, session, db, backend }) => {
      if (Object.keys(patch).length === 0) fail(badRequest('body: give at least one field to change', 'body'));
      const index = db.scheduledReports.findIndex(isReport(path));
      const existing = db.scheduledReports[index] ?? fail(notFound('Scheduled report', path.reportId));
      const now = backend.now();
      const merged: ScheduledReport = {
        ...asOf(existing, now),
        ...patch,
        name: (patch.name ?? existing.name).trim(),
        updateDateTime: now.toISOString(),
        updateUser: session.user.email,
      };
      failIf(checkReport(merged, session));
      const rescheduled = ['frequency', 'dayOfWeek', 'dayOfMonth', 'status'].some((key) => key in patch);
      if (merged.status === 'Paused') merged.nextRunDateTime = null;
      else if (rescheduled || merged.nextRunDateTime === null)
        merged.nextRunDateTime = nextRun(merged, merged.timeZone, now);
      db.scheduledReports[index] = merged;
      return merged;
    },
  },

  deleteScheduledReport: {
    access: onAccount('reporting.write'),
    write: ({ path, db }) => {
      const kept = db.scheduledReports.filter((r) => !isReport(path)(r));
      if (kept.length === db.scheduledReports.length) fail(notFound('Scheduled report', path.reportId));
      db.scheduledReports = kept;
    },
  },
});
