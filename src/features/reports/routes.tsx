import type { RouteObject } from 'react-router';
import { all, any, flag, guarded, redirectRoute, type Feature, type ScreenGuard } from '@/access';
import { campaignReportLazy } from '@/features/performance';
import { paths, SEGMENTS } from '@/lib/paths';

const REPORTING_READ = 'adsmanager.reporting.read';

/** The reporting section: reporting.read or tvcrequest.read (part 1 §6.3); disable-reporting turns it off. */
const REPORTING: ScreenGuard = { rule: any(REPORTING_READ, 'adsmanager.tvcrequest.read'), kill: 'disable-reporting' };
const REPORT_LIST: ScreenGuard = { rule: all(REPORTING_READ, flag('enable-scheduled-reports')) };
const REPORT_CREATE: ScreenGuard = { rule: 'adsmanager.reporting.write' };
const REPORT: ScreenGuard = { rule: REPORTING_READ };
const CAMPAIGN_REPORT: ScreenGuard = { rule: any('adsmanager.campaign.read', REPORTING_READ) };

const listPage: RouteObject['lazy'] = async () => ({
  Component: (await import('./pages/ScheduledReportsPage')).ScheduledReportsPage,
});
const createPage: RouteObject['lazy'] = async () => ({
  Component: (await import('./pages/ScheduledReportCreatePage')).ScheduledReportCreatePage,
});
const detailPage: RouteObject['lazy'] = async () => ({
  Component: (await import('./pages/ScheduledReportPage')).ScheduledReportPage,
});

/**
 * The reporting section (part 3 §2): `reporting` and `custom-reports` lead to the scheduled reports;
 * the reports and the report of one campaign. The TVC requests go inside it (route id `reporting`).
 * Scheduled reports (NS-61): the list, creation and one report.
 */
export const reportsFeature: Feature = {
  account: [
    {
      ...guarded('reporting', REPORTING, [
        redirectRoute('reports'),
        redirectRoute('../reports', 'custom-reports'),
        guarded('reports', REPORT_LIST, [{ index: true, lazy: listPage }]),
        guarded(`reports/${SEGMENTS.create}`, REPORT_CREATE, [{ index: true, lazy: createPage }]),
        guarded('reports/:reportId', REPORT, [{ index: true, lazy: detailPage }]),
        guarded('campaign/:campaignId', CAMPAIGN_REPORT, [{ index: true, lazy: campaignReportLazy }]),
      ]),
      id: 'reporting',
    },
  ],
  nav: [
    {
      group: 'reporting',
      id: 'reports',
      labelKey: 'adsmanager.NAV_REPORTS',
      to: paths.reports,
      activeBelow: ['reporting/reports'],
    },
    { group: 'reporting', id: 'report-create', labelKey: 'adsmanager.NAV_REPORT_CREATE', to: paths.reportCreate },
  ],
};
