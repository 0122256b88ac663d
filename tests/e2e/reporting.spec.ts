/**
 * Reporting in the browser (issue 15): the performance report the admin lands on (column set,
 * filters, totals, data as of, weekly chart, CSV export, saved views), what an external reporter is
 * offered, a weekly scheduled report, and the TVC eligibility error. One journey per acceptance
 * scenario; the rules behind them are component tests (src/features/performance, reports,
 * tvc-requests).
 *
 * The scheduled report journey changes the server's data: the file runs serially and puts the seed
 * back after each test.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.afterEach(async ({ resetData }) => {
  await resetData();
});

const A = '/advertiser/1001';
const REPORT = `${A}/performance/campaigns`;

/**
 * The report table's body rows as their cells' texts, every column: a wide table renders the
 * columns in view (aria-colindex says which), so the region is scrolled sideways a view at a time.
 */
async function tableRows(page: Page): Promise<string[][]> {
  const table = page.getByRole('table', { name: 'Campaign performance' });
  return page.locator('[data-slot="virtual-table"]', { has: table }).evaluate(async (box) => {
    const rows = new Map<string, string[]>();
    const painted = () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
      });
    for (let left = 0; ; left += box.clientWidth) {
      box.scrollLeft = left;
      await painted();
      for (const row of box.querySelectorAll('tbody tr[aria-rowindex]')) {
        const key = row.getAttribute('aria-rowindex') ?? '';
        const cells = rows.get(key) ?? [];
        const shown = [...row.querySelectorAll('td:not([aria-hidden])')];
        shown.forEach((cell, position) => {
          const column = Number(cell.getAttribute('aria-colindex') ?? position + 1) - 1;
          cells[column] = cell.textContent.trim();
        });
        rows.set(key, cells);
      }
      if (left + box.clientWidth >= box.scrollWidth) break;
    }
    box.scrollLeft = 0;
    await painted();
    return [...rows.values()];
  });
}

async function headers(page: Page): Promise<string[]> {
  return page
    .getByRole('table', { name: 'Campaign performance' })
    .locator('thead th')
    .evaluateAll((cells) => cells.map((cell) => cell.textContent.trim()));
}

const CPS_HEADERS = [
  'Campaign Id',
  'Campaign name',
  'Pricing model',
  'Impressions',
  'Engagements',
  'Engagement rate',
  'Purchases',
  'Revenue',
  'AOV',
  'ROAS',
  'Ad spend',
  'Reward cost',
  'Fee',
  'Media fees',
];
const MONEY = new Set(['Revenue', 'AOV', 'Ad spend', 'Reward cost', 'Fee', 'Media fees']);
const CPS_CSV_HEADERS = CPS_HEADERS.map((header) =>
  MONEY.has(header) ? `${header} (USD)` : header === 'Engagement rate' ? `${header} (fraction)` : header,
);

test('REPORT-001 REPORT-010 REPORT-008 the admin lands on the report, picks the CPS set, filters, charts weekly, exports CSV and reopens a saved view', async ({
  page,
  signIn,
}) => {
  // A campaign whose name a spreadsheet would run: the report's answers name campaign 5002 `=1+1`.
  await page.route('**/registry/performance/schemas/*/query', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { rows: Record<string, unknown>[] };
    for (const row of body.rows) if (row.campaignId === 5002 && 'campaignName' in row) row.campaignName = '=1+1';
    await route.fulfill({ response, json: body });
  });
  await signIn('admin', { from: A });
  await expect(page).toHaveURL((url) => url.pathname === REPORT);
  await expect(page.getByRole('heading', { level: 1, name: 'Campaign performance' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Campaign performance' });
  await expect(table.getByRole('link', { name: 'Spring cash back 2026' })).toBeVisible();

  // The CPS column set.
  await page.getByText(/^Columns \(\d+\)/).click();
  await page.getByLabel('Column set').selectOption('CPS');
  await page.keyboard.press('Escape');
  await expect.poll(() => headers(page)).toEqual(CPS_HEADERS);

  // A date range and two campaigns.
  // One change right after the other, each while the table of the one before may still render:
  // none undoes another (use-list-state.ts).
  await page.getByLabel('From', { exact: true }).fill('2026-10-01');
  await page.getByLabel('To', { exact: true }).fill('2026-10-31');
  await page.locator('summary', { hasText: 'All campaigns' }).click();
  await page.getByRole('checkbox', { name: 'Spring cash back 2026 (5001)' }).click();
  await page.getByRole('checkbox', { name: /\(5002\)$/ }).click();
  await expect(page.getByRole('checkbox', { name: /\(5002\)$/ })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/from=2026-10-01/);
  await expect(page).toHaveURL(/campaign=5001%2C5002|campaign=5001,5002/);
  await expect.poll(async () => (await tableRows(page)).map((row) => row[0])).toEqual(['5001', '5002']);

  // Totals and data as of.
  await expect(table.locator('tfoot')).toContainText('Totals');
  await expect(page.getByTestId('data-as-of')).toHaveText('Data as of 11/20/2026');

  // The chart by week, with its table fallback.
  await page.getByLabel('Chart by').selectOption('week');
  await page.getByText('Chart data as a table').click();
  await expect(page.getByRole('table', { name: /by Week$/ })).toBeVisible();
  await expect(page.getByTestId('report-chart').locator('svg path').first()).toBeVisible();

  // CSV as data (NS-87): the header first with units, the table's rows, numbers as numbers, the
  // filters in the file name, the formula escaped.
  const shown = await tableRows(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(
    'performance-1001-2026-10-01_2026-10-31-campaigns-5001-5002-asof-2026-11-20.csv',
  );
  const path = await download.path();
  const [fileHeader, ...fileRows] = Papa.parse<unknown[]>((await readFile(path, 'utf8')).replace(/^\uFEFF/, ''), {
    newline: '\r\n',
    dynamicTyping: true,
    skipEmptyLines: true,
  }).data;
  expect(fileHeader).toEqual(CPS_CSV_HEADERS);
  expect(fileRows.map((row) => [String(row[0]), String(row[1]).replace(/^'(?=[=+\-@])/, '')])).toEqual(
    shown.map((row) => row.slice(0, 2)),
  );
  expect(fileRows[1]?.[1]).toBe("'=1+1");
  for (const row of fileRows) for (const cell of row.slice(3)) expect(typeof cell).toBe('number');

  // Save the view; a fresh page reopens it.
  const search = new URL(page.url()).search;
  await page.getByLabel('View name').fill('October CPS');
  await page.getByRole('button', { name: 'Save view' }).click();
  await page.goto(REPORT);
  await expect(table.getByRole('link', { name: 'Spring cash back 2026' })).toBeVisible();
  await page.getByLabel('Saved views').selectOption('October CPS');
  await expect(page).toHaveURL((url) => url.search === search);
  await expect.poll(() => headers(page)).toEqual(CPS_HEADERS);
  await expect.poll(async () => (await tableRows(page)).map((row) => row[0])).toEqual(['5001', '5002']);
  await expectNoSeriousA11yViolations(page);
});

test('REPORT-005 an external reporter is never offered internal-only columns', async ({ page, signIn }) => {
  await signIn('reporter', { from: REPORT });
  await expect(page.getByRole('table', { name: 'Campaign performance' }).getByRole('link').first()).toBeVisible();
  await page.getByText(/^Columns \(\d+\)/).click();
  const columns = page.getByRole('group', { name: 'Columns' });
  await expect(columns.getByRole('checkbox', { name: 'ROAS (post-engagement)' })).toBeVisible();
  const offered = await columns
    .getByRole('checkbox')
    .evaluateAll((boxes) => boxes.map((box) => box.closest('label')?.textContent ?? ''));
  expect(offered.filter((name) => /post-view|Line Id|Line number|Post-serve|internal/i.test(name))).toEqual([]);
});

test('REPORT-021 the reporter schedules a weekly report from the report', async ({ page, signIn }) => {
  await signIn('reporter', { from: REPORT });
  await expect(page.getByRole('table', { name: 'Campaign performance' }).getByRole('link').first()).toBeVisible();
  await page.getByRole('link', { name: 'Schedule this report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New scheduled report' })).toBeVisible();
  await page.getByLabel(/^Name/).fill('E2E weekly summary');
  await page.getByLabel(/^Frequency/).selectOption('Weekly');
  await page.getByLabel(/^Day of the week/).selectOption('Monday');
  await page.getByLabel(/^Recipients/).fill('riley.reporter@acme-outfitters.example');
  await page.getByRole('button', { name: 'Create scheduled report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E2E weekly summary' })).toBeVisible();
  await expect(page.getByText('Weekly on Monday')).toBeVisible();
  await page.getByRole('link', { name: 'Back to scheduled reports' }).click();
  await expect(page.getByRole('link', { name: 'E2E weekly summary' })).toBeVisible();
});

test('TVC-004 a TVC request for campaign 5002 shows the eligibility error at the campaign', async ({
  page,
  signIn,
}) => {
  await signIn('admin', { from: `${A}/reporting/tvc-request/create` });
  await expect(page.getByRole('heading', { level: 1, name: 'New TVC request' })).toBeVisible();
  const campaign = page.getByLabel(/^Campaign/);
  await expect(campaign.locator('option[value="5002"]')).toHaveCount(1);
  await campaign.selectOption('5002');
  await page.getByLabel(/^Requested start/).fill('2026-12-01');
  await page.getByLabel(/^Requested end/).fill('2026-12-31');
  await page.getByRole('button', { name: 'Submit TVC request' }).click();
  await expect(page.getByText('TVC ad groups missing test population')).toBeVisible();
  await expect(campaign).toHaveAttribute('aria-invalid', 'true');
  await expect(campaign).toBeFocused();
  await expect(page).toHaveURL((url) => url.pathname === `${A}/reporting/tvc-request/create`);
});
