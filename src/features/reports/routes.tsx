import type { RouteObject } from 'react-router';
import { all, any, flag, guarded, redirectRoute, type Feature, type ScreenGuard } from '@/access';
import { paths, SEGMENTS } from '@/lib/paths';

const REPORTING_READ = 'adsmanager.reporting.read';

/** Every screen below `reporting/`: disable-reporting turns them all off (ACCESS-047). */
const REPORTING_AREA: ScreenGuard = { kill: 'disable-reporting' };
/**
 * The reporting section: reporting.read or tvcrequest.read (part 1 §6.3). Not the report of one
 * campaign, which has a rule of its own (campaign.read or reporting.read, ACCESS-021).
 */
const REPORTING: ScreenGuard = { rule: any(REPORTING_READ, 'adsmanager.tvcrequest.read') };
const REPORT_LIST: ScreenGuard = { rule: all(REPORTING_READ, flag('enable-scheduled-reports')) };
const REPORT_CREATE: ScreenGuard = { rule: 'adsmanager.reporting.write' };
const REPORT: ScreenGuard = { rule: REPORTING_READ };

/** A screen of the section, from its one lazy chunk. */
const page =
  (name: keyof typeof import('./pages/screens')): RouteObject['lazy'] =>
  async () => ({ Component: (await import('./pages/screens'))[name] });
const listPage = page('ScheduledReportsPage');
const createPage = page('ScheduledReportCreatePage');
const detailPage = page('ScheduledReportPage');
const editPage = page('ScheduledReportEditPage');

/**
 * The reporting section (part 3 §2): `reporting` and `custom-reports` lead to the scheduled reports;
 * the reports. The TVC requests go inside the section's guard (route id `reporting`); the report of
 * one campaign (performance) goes below `reporting/` beside it, behind the kill flag only (route id
 * `reportingArea`): a user with campaign.read alone opens it (ACCESS-021).
 * Scheduled reports (NS-61): the list, creation, one report and its edit (reporting.write).
 */
export const reportsFeature: Feature = {
  account: [
    {
      ...guarded('reporting', REPORTING_AREA, [
        {
          ...guarded(undefined, REPORTING, [
            redirectRoute('reports'),
            redirectRoute('../reports', 'custom-reports'),
            guarded('reports', REPORT_LIST, [{ index: true, lazy: listPage }]),
            guarded(`reports/${SEGMENTS.create}`, REPORT_CREATE, [{ index: true, lazy: createPage }]),
            guarded('reports/:reportId', REPORT, [{ index: true, lazy: detailPage }]),
            guarded('reports/:reportId/edit', REPORT_CREATE, [{ index: true, lazy: editPage }]),
          ]),
          id: 'reporting',
        },
      ]),
      id: 'reportingArea',
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
