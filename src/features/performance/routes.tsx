import type { RouteObject } from 'react-router';
import { any, guarded, redirectRoute, type Feature, type ScreenGuard } from '@/access';
import { paths, SEGMENTS } from '@/lib/paths';

/** Performance pages need campaign.read (part 1 §6.3); disable-campaign-performance turns them off. */
const PERFORMANCE: ScreenGuard = { rule: 'adsmanager.campaign.read', kill: 'disable-campaign-performance' };
/**
 * The report of one campaign, below `reporting/` (its kill flag) but not behind the section's rule:
 * campaign.read or reporting.read (part 1 §6.3, ACCESS-021).
 */
const CAMPAIGN_REPORT: ScreenGuard = { rule: any('adsmanager.campaign.read', 'adsmanager.reporting.read') };

/** A report screen, from the report's one lazy chunk. */
const page =
  (name: 'PerformancePage' | 'CampaignReportPage'): RouteObject['lazy'] =>
  async () => ({ Component: (await import('./pages/PerformancePage'))[name] });

/**
 * Campaign performance (part 3 §2): `performance` redirects to `performance/campaigns`, the report;
 * `reporting/campaign/{campaignId}` is the report of one campaign (REPORT-020), below the reporting
 * section's path: its kill flag holds, its rule does not (ACCESS-021).
 */
export const performanceFeature: Feature = {
  account: [
    guarded('performance', PERFORMANCE, [
      redirectRoute('campaigns'),
      { path: 'campaigns', lazy: page('PerformancePage') },
    ]),
  ],
  inside: {
    reportingArea: [
      guarded('campaign/:campaignId', CAMPAIGN_REPORT, [{ index: true, lazy: page('CampaignReportPage') }]),
    ],
  },
  nav: [
    {
      group: 'campaigns',
      id: 'performance',
      labelKey: 'adsmanager.NAV_CAMPAIGN_PERFORMANCE',
      to: paths.performanceCampaigns,
      activeBelow: [SEGMENTS.performanceCampaigns],
    },
  ],
};
