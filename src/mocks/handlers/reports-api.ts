/**
 * The reports-api service of the fake backend: performance report queries computed from the
 * stored daily rows (see ./reports/query.ts) and the scheduled reports of an account (NS-61).
 */
import type { RequestHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '@generated/reports-api/schema';
import {
  CreateScheduledReportBody,
  CreateScheduledReportParams,
  DeleteScheduledReportParams,
  GetScheduledReportParams,
  ListScheduledReportsParams,
  ListScheduledReportsQueryParams,
  QueryAdvertiserPerformanceReportBody,
  QueryAdvertiserPerformanceReportParams,
  QueryInternalPerformanceReportBody,
  QueryInternalPerformanceReportParams,
  UpdateScheduledReportBody,
  UpdateScheduledReportParams,
} from '@generated/reports-api/reports-api.zod';
import type { Backend, Session } from '../server/backend';
import { guard, onAccount } from '../server/guard';
import { pagedList } from '../server/list';
import { badRequest, notFound } from '../server/respond';
import { checkBody, checkQuery } from '../server/validate';
import type { ReportField } from './reports/fields';
import {
  checkFilters,
  internalOnlyUse,
  queryFieldUses,
  runReportQuery,
  type FieldUse,
  type FilterExpression,
} from './reports/query';
import { checkSchedule, nextRun, type ScheduledReport } from './reports/schedule';

const http = createOpenApiHttp<paths>({ baseUrl: '*' });

/** Columns a scheduled report uses, for the internal-only check of external users. */
function scheduleFieldUses(selectFields: readonly ReportField[], filters: readonly FilterExpression[]): FieldUse[] {
  return [
    ...selectFields.map((field, i): FieldUse => [field, `selectFields[${i}]`]),
    ...filters.map(({ field }, i): FieldUse => [field, `filterExpressions[${i}].field`]),
  ];
}

/** The rules every stored scheduled report satisfies, checked on create and on the result of a PATCH. */
function checkReport(report: ScheduledReport, session: Session): Response | undefined {
  if (report.name === '') return badRequest('name: must not be blank', 'name');
  return (
    checkSchedule(report) ??
    (session.internal
      ? undefined
      : internalOnlyUse(scheduleFieldUses(report.selectFields, report.filterExpressions))) ??
    checkFilters(report.filterExpressions)
  );
}

const newestFirst = (a: ScheduledReport, b: ScheduledReport) =>
  a.createDateTime === b.createDateTime ? b.reportId - a.reportId : a.createDateTime < b.createDateTime ? 1 : -1;

/** Who may query the performance report of an account: campaign or reporting read there. */
const REPORT_READERS = ['campaign.read', 'reporting.read'] as const;

export function reportsApiHandlers(backend: Backend): RequestHandler[] {
  const findReport = (accountId: number, reportId: number) =>
    backend.store.db.scheduledReports.find((r) => r.accountId === accountId && r.reportId === reportId);

  return [
    http.post(
      '/api/v1/reports-api/accounts/{accountId}/registry/performance/schemas/advertiser/query',
      async ({ request, params, response }) => {
        const guarded = await guard(
          backend,
          request,
          QueryAdvertiserPerformanceReportParams,
          params,
          // The report of one campaign opens with campaign.read or reporting.read (ACCESS-021),
          // campaign performance with campaign.read (part 1 §6.3): either reads the report.
          onAccount(REPORT_READERS),
        );
        if (!guarded.ok) return response.untyped(guarded.response);
        const body = await checkBody(QueryAdvertiserPerformanceReportBody, request);
        if (!body.ok) return response.untyped(body.response);
        const refused = internalOnlyUse(queryFieldUses(body.value)) ?? checkFilters(body.value.filterExpressions);
        if (refused) return response.untyped(refused);
        return response(200).json(
          runReportQuery(backend.store.db, backend.store.performance(), guarded.path.accountId, body.value),
        );
      },
    ),

    http.post(
      '/api/v1/reports-api/accounts/{accountId}/registry/performance/schemas/internal/query',
      async ({ request, params, response }) => {
        const guarded = await guard(
          backend,
          request,
          QueryInternalPerformanceReportParams,
          params,
          onAccount(REPORT_READERS, true),
        );
        if (!guarded.ok) return response.untyped(guarded.response);
        const body = await checkBody(QueryInternalPerformanceReportBody, request);
        if (!body.ok) return response.untyped(body.response);
        const refused = checkFilters(body.value.filterExpressions);
        if (refused) return response.untyped(refused);
        return response(200).json(
          runReportQuery(backend.store.db, backend.store.performance(), guarded.path.accountId, body.value),
        );
      },
    ),

    http.get('/api/v1/reports-api/accounts/{accountId}/scheduled-reports', async ({ request, params, response }) => {
      const guarded = await guard(backend, request, ListScheduledReportsParams, params, onAccount('reporting.read'));
      if (!guarded.ok) return response.untyped(guarded.response);
      const query = checkQuery(ListScheduledReportsQueryParams, request);
      if (!query.ok) return response.untyped(query.response);
      const reports = backend.store.db.scheduledReports
        .filter((r) => r.accountId === guarded.path.accountId)
        .sort(newestFirst);
      return response.untyped(pagedList(reports, { page: query.value.page, perPage: query.value.perPage }));
    }),

    http.post('/api/v1/reports-api/accounts/{accountId}/scheduled-reports', async ({ request, params, response }) => {
      const guarded = await guard(backend, request, CreateScheduledReportParams, params, onAccount('reporting.write'));
      if (!guarded.ok) return response.untyped(guarded.response);
      const body = await checkBody(CreateScheduledReportBody, request);
      if (!body.ok) return response.untyped(body.response);
      const { session } = guarded;
      const input = body.value;
      const now = backend.now().toISOString();
      const draft: ScheduledReport = {
        reportId: 0,
        accountId: guarded.path.accountId,
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
        createDateTime: now,
        createUser: session.user.email,
        updateDateTime: now,
        updateUser: session.user.email,
      };
      const refused = checkReport(draft, session);
      if (refused) return response.untyped(refused);
      const created = backend.store.write((db) => {
        const report: ScheduledReport = {
          ...draft,
          reportId: backend.store.nextId('scheduledReport'),
          nextRunDateTime: nextRun(draft, backend.now()),
        };
        db.scheduledReports.push(report);
        return report;
      });
      return response(201).json(created);
    }),

    http.get(
      '/api/v1/reports-api/accounts/{accountId}/scheduled-reports/{reportId}',
      async ({ request, params, response }) => {
        const guarded = await guard(backend, request, GetScheduledReportParams, params, onAccount('reporting.read'));
        if (!guarded.ok) return response.untyped(guarded.response);
        const report = findReport(guarded.path.accountId, guarded.path.reportId);
        if (!report) return response.untyped(notFound('Scheduled report', guarded.path.reportId));
        return response(200).json(report);
      },
    ),

    http.patch(
      '/api/v1/reports-api/accounts/{accountId}/scheduled-reports/{reportId}',
      async ({ request, params, response }) => {
        const guarded = await guard(
          backend,
          request,
          UpdateScheduledReportParams,
          params,
          onAccount('reporting.write'),
        );
        if (!guarded.ok) return response.untyped(guarded.response);
        const body = await checkBody(UpdateScheduledReportBody, request);
        if (!body.ok) return response.untyped(body.response);
        const { accountId, reportId } = guarded.path;
        const patch = body.value;
        if (Object.keys(patch).length === 0)
          return response.untyped(badRequest('body: give at least one field to change', 'body'));
        const existing = findReport(accountId, reportId);
        if (!existing) return response.untyped(notFound('Scheduled report', reportId));
        const now = backend.now();
        const merged: ScheduledReport = {
          ...existing,
          ...patch,
          name: (patch.name ?? existing.name).trim(),
          dayOfWeek: patch.dayOfWeek === undefined ? existing.dayOfWeek : patch.dayOfWeek,
          dayOfMonth: patch.dayOfMonth === undefined ? existing.dayOfMonth : patch.dayOfMonth,
          updateDateTime: now.toISOString(),
          updateUser: guarded.session.user.email,
        };
        const refused = checkReport(merged, guarded.session);
        if (refused) return response.untyped(refused);
        const rescheduled = ['frequency', 'dayOfWeek', 'dayOfMonth', 'status'].some((key) => key in patch);
        if (merged.status === 'Paused') merged.nextRunDateTime = null;
        else if (rescheduled || merged.nextRunDateTime === null) merged.nextRunDateTime = nextRun(merged, now);
        const updated = backend.store.write((db) => {
          const index = db.scheduledReports.findIndex((r) => r.accountId === accountId && r.reportId === reportId);
          if (index < 0) throw new Error(`scheduled report ${reportId} vanished`);
          db.scheduledReports[index] = merged;
          return merged;
        });
        return response(200).json(updated);
      },
    ),

    http.delete(
      '/api/v1/reports-api/accounts/{accountId}/scheduled-reports/{reportId}',
      async ({ request, params, response }) => {
        const guarded = await guard(
          backend,
          request,
          DeleteScheduledReportParams,
          params,
          onAccount('reporting.write'),
        );
        if (!guarded.ok) return response.untyped(guarded.response);
        const { accountId, reportId } = guarded.path;
        if (!findReport(accountId, reportId)) return response.untyped(notFound('Scheduled report', reportId));
        backend.store.write((db) => {
          db.scheduledReports = db.scheduledReports.filter(
            (r) => !(r.accountId === accountId && r.reportId === reportId),
          );
        });
        return response(204).empty();
      },
    ),
  ];
}
