/**
 * Every read of the performance report, around the generated hooks: the report query on the
 * internal or advertiser schema (REPORT-011; a POST read, so a query of its own keyed by its body),
 * the campaign filter's choices (the reporting-eligible campaigns, CAMP-030, with the recent
 * campaigns first, NS-77), the account's lines (internal line filter) and a campaign's reporting
 * details (lines with remaining budget, REPORT-019).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useAccess } from '@/access';
import { campaignListParams, recentCampaignsSince } from '@/features/campaigns/data';
import {
  useGetCampaignReportingDetails,
  useListCampaigns,
  useListReportingEligibleCampaigns,
} from '@generated/campaign-build/campaign-build';
import type { ReportingCampaign, ReportingDetails } from '@generated/campaign-build/model';
import type { ReportQuery } from '@generated/reports-api/model';
import {
  getQueryAdvertiserPerformanceReportUrl,
  getQueryInternalPerformanceReportUrl,
  queryAdvertiserPerformanceReport,
  queryInternalPerformanceReport,
} from '@generated/reports-api/reports-api';
import { readReportAnswer, reportSchemaFor, type ReportAnswer } from './report-rules';

export interface ReportRead {
  /** The answer shown: the latest, or the previous one while the next loads. */
  answer: ReportAnswer | undefined;
  isPending: boolean;
  isFetching: boolean;
  /** The latest query failed (the previous answer, if any, stays). */
  error: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * REPORT-011: the report query — internal users ask the internal schema, everyone else the
 * advertiser one. The previous answer stays while a new one loads or when it fails.
 */
export function useReport(accountId: number, query: ReportQuery | undefined): ReportRead {
  const { isInternal } = useAccess();
  const schema = reportSchemaFor(isInternal);
  const url =
    schema === 'internal'
      ? getQueryInternalPerformanceReportUrl(accountId)
      : getQueryAdvertiserPerformanceReportUrl(accountId);
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the URL names the schema and the account
  const read = useQuery({
    queryKey: ['reports-api', url, query],
    queryFn: ({ signal }) =>
      (schema === 'internal' ? queryInternalPerformanceReport : queryAdvertiserPerformanceReport)(
        accountId,
        query as ReportQuery,
        { signal },
      ),
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
    meta: { suppressErrorToast: true },
  });
  const data = read.data?.data;
  const latest = useMemo(() => (data ? readReportAnswer(data) : undefined), [data]);
  // A failed query leaves the last answer on screen (keepPreviousData covers only the wait).
  const [last, setLast] = useState<ReportAnswer>();
  if (latest && latest !== last) setLast(latest);
  return {
    answer: query === undefined ? undefined : (latest ?? last),
    isPending: query !== undefined && read.isPending,
    isFetching: read.isFetching,
    error: read.error,
    refetch: read.refetch,
  };
}

export interface CampaignChoices {
  /** NS-77: campaigns starting after yesterday (America/New_York), shown first. */
  recent: ReportingCampaign[];
  /** CAMP-030: the account's other campaigns that reporting can use. */
  others: ReportingCampaign[];
  isPending: boolean;
  error: unknown;
}

const NO_CAMPAIGNS: ReportingCampaign[] = [];

/**
 * The campaign filter's choices: the account's reporting-eligible campaigns (CAMP-030), with those
 * of the recent campaigns query (NS-77: startDateTime after the day before today in
 * America/New_York) first. Read when the filter opens, or when the report names campaigns.
 */
export function useCampaignChoices(accountId: number, enabled: boolean): CampaignChoices {
  const { isInternal } = useAccess();
  const eligible = useListReportingEligibleCampaigns(accountId, { query: { enabled } });
  const recentParams = campaignListParams({ isInternal, startedAfter: recentCampaignsSince(), pageSize: 100 });
  const recentList = useListCampaigns(accountId, recentParams, {
    query: { enabled, meta: { suppressErrorToast: true } },
  });
  const all = eligible.data?.data ?? NO_CAMPAIGNS;
  const recentIds = recentList.data?.data;
  const { recent, others } = useMemo(() => {
    if (!recentIds) return { recent: NO_CAMPAIGNS, others: all };
    const ids = new Set(recentIds.map((campaign) => campaign.campaignId));
    return {
      recent: all.filter((campaign) => ids.has(campaign.campaignId)),
      others: all.filter((campaign) => !ids.has(campaign.campaignId)),
    };
  }, [all, recentIds]);
  return { recent, others, isPending: enabled && eligible.isPending, error: eligible.error };
}

export interface ReportingDetailsRead {
  details: ReportingDetails | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/** REPORT-019, CAMP-030: a campaign's lines with budget, ad spend and remaining budget. */
export function useCampaignReportingDetails(accountId: number, campaignId: number): ReportingDetailsRead {
  const read = useGetCampaignReportingDetails(accountId, campaignId, { query: { meta: { suppressErrorToast: true } } });
  return { details: read.data?.data, isPending: read.isPending, error: read.error, refetch: read.refetch };
}
