/**
 * The reporting screens' faults in the browser (issue 15, "Bad input and faults"): one check per
 * screen of what only a real browser and the local stack show — the report's query losing its
 * connection, a scheduled reports list whose body the browser cannot parse, and the TVC list
 * retrying a 429 after its Retry-After. The whole matrix (500, 429, 403, 404, network down,
 * malformed body, 5 s, 401) of each screen, and the report's bad input, are component tests
 * (src/features/performance, reports and tvc-requests, *Faults.test.tsx); the 401 logout is in
 * faults.spec.ts and faults-build.spec.ts.
 *
 * The page is left before a fault is armed, so a late request of the page being left cannot take
 * the fault meant for the next load. Nothing is saved: no reset between tests.
 */
import type { Page } from '@playwright/test';
import { PERSONAS } from '../../src/mocks/personas';
import { expect, injectFault, test } from './fixtures';
import { TEXT } from './fixtures/fault-matrix';
import { countRequests, withMockFault } from './fixtures/shell-helpers';

test.describe.configure({ timeout: 120_000 });

const A = '/advertiser/1001';
const leave = (page: Page) => page.goto('about:blank');

test('REPORT-001 the report whose query loses its connection says so with Retry, keeps the choices, and Retry shows the rows', async ({
  page,
  signIn,
}) => {
  const report = `${A}/performance/campaigns?range=custom&from=2026-10-01&to=2026-10-31`;
  await signIn('admin', { from: report });
  const table = page.getByRole('table', { name: 'Campaign performance' });
  await expect(table.getByRole('link', { name: 'Spring cash back 2026' })).toBeVisible();
  await leave(page);
  // The header, not a session fault: Chromium repeats a request whose reused connection dropped
  // (withMockFault). The table's query is the first POST of the path (the chart asks once the table has rows).
  await withMockFault(page, '/registry/performance/schemas/internal/query', 'drop', { method: 'POST' });
  await page.goto(report);
  const alert = page.getByRole('alert').filter({ hasText: 'The report could not be loaded' });
  await expect(alert).toContainText(`The report could not be loaded: ${TEXT.network}`);
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('2026-10-01');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(table.getByRole('link', { name: 'Spring cash back 2026' })).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('REPORT-021 the scheduled reports list meeting a body the browser cannot parse says so with Retry', async ({
  page,
  signIn,
  request,
}) => {
  const list = `${A}/reporting/reports`;
  await signIn('reporter', { from: list });
  await expect(page.getByRole('table', { name: 'Scheduled reports' })).toBeVisible();
  await leave(page);
  await injectFault(request, {
    email: PERSONAS.reporter.email,
    path: '/reports-api/accounts/1001/scheduled-reports',
    method: 'GET',
    malformed: true,
    times: 1,
  });
  await page.goto(list);
  const alert = page.getByRole('alert').filter({ hasText: 'The scheduled reports could not be loaded' });
  await expect(alert).toContainText(`The scheduled reports could not be loaded: ${TEXT.malformed}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Scheduled reports' })).toBeVisible();
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('link', { name: 'Monthly ROAS by campaign (selected campaigns)' })).toBeVisible();
});

test('TVC-001 API-005 the TVC list retries a 429 twice after its Retry-After, then says so with Retry', async ({
  page,
  signIn,
  request,
}) => {
  const list = `${A}/reporting/tvc-requests`;
  const path = '/ads-manager/accounts/1001/tvc-requests';
  await signIn('sales', { from: list });
  await expect(page.getByRole('table', { name: 'TVC requests' })).toBeVisible();
  const requests = countRequests(page, path, 'GET');
  await leave(page);
  const before = requests();
  await injectFault(request, {
    email: PERSONAS.sales.email,
    path,
    method: 'GET',
    status: 429,
    retryAfter: 1,
    times: 3,
  });
  await page.goto(list);
  const alert = page.getByRole('alert').filter({ hasText: 'The TVC requests could not be loaded' });
  await expect(alert).toContainText(`The TVC requests could not be loaded: ${TEXT.rateLimited}`);
  expect(requests() - before, 'the first try and two retries').toBe(3);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('table', { name: 'TVC requests' }).getByRole('link', { name: '9301' })).toBeVisible();
});
