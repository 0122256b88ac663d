/**
 * Every read, mutation and invalidation of the scheduled reports (NS-61), around the generated
 * reports-api hooks: the list (one page of up to 100, newest first), one report, create, change
 * (pause and resume) and delete, each followed by the list (and the report) reading again.
 */
import { idRead } from '@/api/id-read';
import { queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  getGetScheduledReportQueryKey,
  getScheduledReport,
  getListScheduledReportsQueryKey,
  useCreateScheduledReport,
  useDeleteScheduledReport,
  useGetScheduledReport,
  useListScheduledReports,
  useUpdateScheduledReport,
} from '@generated/reports-api/reports-api';

/** The list shows up to this many scheduled reports (an account holds a handful). */
export const SCHEDULED_REPORTS_PAGE_SIZE = 100;

export function useScheduledReports(accountId: number) {
  return useListScheduledReports(
    accountId,
    { page: 1, perPage: SCHEDULED_REPORTS_PAGE_SIZE },
    { query: { meta: { suppressErrorToast: true } } },
  );
}

/** One scheduled report (the edit form reads it again after a 412, NS-92). */
export function scheduledReportQueryOptions(accountId: number, reportId: number) {
  return queryOptions({
    queryKey: getGetScheduledReportQueryKey(accountId, reportId),
    queryFn: ({ signal }) => getScheduledReport(accountId, reportId, { signal }),
    meta: { suppressErrorToast: true },
  });
}

/** The report of a route id; nothing is asked for an id that is not one (undefined). */
export function useScheduledReport(accountId: number, reportId: number | undefined) {
  const report = idRead(reportId);
  return useGetScheduledReport(accountId, report.id, { query: { ...report.hold, meta: { suppressErrorToast: true } } });
}

async function invalidateReports(queryClient: QueryClient, accountId: number, reportId?: number) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: getListScheduledReportsQueryKey(accountId) }),
    ...(reportId === undefined
      ? []
      : [queryClient.invalidateQueries({ queryKey: getGetScheduledReportQueryKey(accountId, reportId) })]),
  ]);
}

export function useCreateScheduledReportMutation() {
  const queryClient = useQueryClient();
  return useCreateScheduledReport({
    mutation: {
      meta: { suppressErrorToast: true },
      onSuccess: ({ data }) => invalidateReports(queryClient, data.accountId),
    },
  });
}

/** Pause, resume or any other change of a scheduled report. */
export function useUpdateScheduledReportMutation() {
  const queryClient = useQueryClient();
  return useUpdateScheduledReport({
    mutation: {
      meta: { suppressErrorToast: true },
      onSuccess: ({ data }) => invalidateReports(queryClient, data.accountId, data.reportId),
    },
  });
}

export function useDeleteScheduledReportMutation() {
  const queryClient = useQueryClient();
  return useDeleteScheduledReport({
    mutation: {
      meta: { suppressErrorToast: true },
      onSuccess: (_answer, { accountId, reportId }) => {
        queryClient.removeQueries({ queryKey: getGetScheduledReportQueryKey(accountId, reportId) });
        return invalidateReports(queryClient, accountId);
      },
    },
  });
}
