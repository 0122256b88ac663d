import { all, any, flag, guarded, redirectRoute, type Feature, type ScreenGuard } from '@/access';
import { comingRoute } from '@/components/system/coming-page';
import { paths, SEGMENTS } from '@/lib/paths';

const AREA = 'adsmanager.AREA_REPORTS';
const REPORTING_READ = 'adsmanager.reporting.read';

/** The reporting section: reporting.read or tvcrequest.read (part 1 §6.3); disable-reporting turns it off. */
const REPORTING: ScreenGuard = { rule: any(REPORTING_READ, 'adsmanager.tvcrequest.read'), kill: 'disable-reporting' };
const REPORT_LIST: ScreenGuard = { rule: all(REPORTING_READ, flag('enable-scheduled-reports')) };
const REPORT_CREATE: ScreenGuard = { rule: 'adsmanager.reporting.write' };
const REPORT: ScreenGuard = { rule: REPORTING_READ };
const CAMPAIGN_REPORT: ScreenGuard = { rule: any('adsmanager.campaign.read', REPORTING_READ) };

/**
 * The reporting section (part 3 §2): `reporting` and `custom-reports` lead to the scheduled reports;
 * the reports and the report of one campaign. The TVC requests go inside it (route id `reporting`).
 * The screens come with later work.
 */
export const reportsFeature: Feature = {
  account: [
    {
      ...guarded('reporting', REPORTING, [
        redirectRoute('reports'),
        redirectRoute('../reports', 'custom-reports'),
        guarded('reports', REPORT_LIST, [comingRoute(AREA)]),
        guarded(`reports/${SEGMENTS.create}`, REPORT_CREATE, [comingRoute(AREA)]),
        guarded('reports/:reportId', REPORT, [comingRoute(AREA)]),
        guarded('campaign/:campaignId', CAMPAIGN_REPORT, [comingRoute(AREA)]),
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
