/**
 * The reporting section's route rules (part 1 §6.3): the section asks for reporting.read or
 * tvcrequest.read, but the report of one campaign below `reporting/` asks for campaign.read or
 * reporting.read (ACCESS-021), so a user holding campaign.read alone opens it while the rest of the
 * section stays closed to them. Checked on the app's route table for users by permission
 * (src/testing/route-access.ts), and in the whole app for a user of the fake backend whose only
 * role on 1001 is Viewer (campaign.read), its report calls included.
 */
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FlagsProvider } from '@/access/flags-context';
import { staticFlags } from '@/access/flags';
import { appRoutes } from '@/testing/app-routes';
import { ConfigProvider } from '@/config/config-context';
import { createI18n } from '@/i18n';
import { I18nProvider } from '@/i18n/react';
import { testUserRecord } from '@/mocks/db/test-records';
import { findTitle, MOCK_ENVIRONMENT_FLAGS, setupSeededBackend } from '@/testing/app';
import { createFakeAuth, signedIn, testUser } from '@/testing/auth';
import { connectHttpToTestBackend } from '@/testing/backend';
import { TEST_CONFIG } from '@/testing/config';
import { screenAt, type RouteUser } from '@/testing/route-access';

// jsdom draws no canvas: the chart is checked in the browser (tests/e2e/reporting.spec.ts).
vi.mock('@/features/performance/components/ReportChart', () => ({ default: () => null }));

const A = '/advertiser/1001';
const CAMPAIGN_REPORT = `${A}/reporting/campaign/5001`;
const CAMPAIGN_READER: RouteUser = { type: 'EXTERNAL', permissions: ['campaign.read'] };

describe('ACCESS-021 reporting/campaign/{id} needs campaign.read or reporting.read, not the reporting section’s rule', () => {
  const at = (path: string, user: RouteUser) => screenAt(appRoutes, path, user);

  it('ACCESS-021 a user with campaign.read alone opens the report of one campaign; the rest of the section stays closed to them', () => {
    expect(at(CAMPAIGN_REPORT, CAMPAIGN_READER)).toBe('open');
    for (const path of [
      `${A}/reporting`,
      `${A}/reporting/reports/9`,
      `${A}/reporting/tvc-requests`,
      `${A}/reporting/tvc-request/3`,
    ]) {
      expect({ path, at: at(path, { ...CAMPAIGN_READER, flags: ['enable-scheduled-reports'] }) }).toEqual({
        path,
        at: 'forbidden',
      });
    }
  });

  it('ACCESS-021 reporting.read alone opens it too; neither, or a user with only tvcrequest.read, gets 403', () => {
    expect(at(CAMPAIGN_REPORT, { type: 'EXTERNAL', permissions: ['reporting.read'] })).toBe('open');
    expect(at(CAMPAIGN_REPORT, { type: 'EXTERNAL', permissions: [] })).toBe('forbidden');
    expect(at(CAMPAIGN_REPORT, { type: 'INTERNAL', permissions: ['tvcrequest.read', 'redemptions.read'] })).toBe(
      'forbidden',
    );
  });

  it('ACCESS-047 ACCESS-021 disable-reporting still turns the report of one campaign off', () => {
    expect(at(CAMPAIGN_REPORT, { ...CAMPAIGN_READER, flags: ['disable-reporting'] })).toBe('disabled');
  });
});

describe('ACCESS-021 in the whole app', () => {
  const seeded = setupSeededBackend({ withPerformance: true });
  /** Role Viewer on 1001: campaign.read and nothing else there (src/mocks/server/permissions.ts). */
  const READER = 'cato.reader@acme-outfitters.example';
  beforeAll(() => {
    seeded.backend.store.write((db) => {
      db.users.push(testUserRecord(READER, 'EXTERNAL', { memberships: [{ accountId: 1001, roles: ['Viewer'] }] }));
    });
  });

  const open = (path: string) => {
    const auth = createFakeAuth(signedIn(testUser({ email: READER, name: 'Cato Reader' })));
    connectHttpToTestBackend(() => auth.get().user?.access_token);
    const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
    render(
      <ConfigProvider config={TEST_CONFIG}>
        <I18nProvider i18n={createI18n('en-US')}>
          <FlagsProvider flags={staticFlags({ ...MOCK_ENVIRONMENT_FLAGS })}>
            <auth.Provider>
              <RouterProvider router={router} />
            </auth.Provider>
          </FlagsProvider>
        </I18nProvider>
      </ConfigProvider>,
    );
  };

  it('ACCESS-021 REPORT-020 a user with campaign.read alone sees the report of campaign 5001, its rows read from the server', async () => {
    open(CAMPAIGN_REPORT);
    expect(await findTitle('Campaign report')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Campaign performance' }, { timeout: 15_000 });
    await vi.waitFor(
      () => {
        expect(
          within(table)
            .getAllByRole('cell')
            .map((cell) => cell.textContent.trim()),
        ).toContain('5001');
      },
      { timeout: 15_000 },
    );
    expect(screen.queryByRole('heading', { level: 1, name: 'Unauthorized' })).not.toBeInTheDocument();
  });
});
