/**
 * The performance feature: the campaign performance report. Exported here: the report of one
 * campaign, which the reporting section routes (`reporting/campaign/{campaignId}`).
 */
import type { RouteObject } from 'react-router';

/** REPORT-020: the report of one campaign, as a lazy route's loader. */
export const campaignReportLazy: RouteObject['lazy'] = async () => ({
  Component: (await import('./pages/PerformancePage')).CampaignReportPage,
});

export { columnLabelKey, DEFAULT_COLUMNS, offeredColumns } from './column-rules';
