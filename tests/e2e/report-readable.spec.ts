/**
 * The report a team can read and take elsewhere (issue 27), at 1440×900: the default columns show
 * every cell whole (no clipped number), the name column stays in view when the table scrolls
 * sideways, and the CSV opens in a spreadsheet as numbers (parsed with papaparse). The rules behind
 * it are component and unit tests (column-widths, export-rules, report-columns).
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import Papa from 'papaparse';
import { expect, test } from './fixtures';

const A = '/advertiser/1001';
const REPORT = `${A}/performance/campaigns?range=custom&from=2026-10-01&to=2026-10-31`;
/** Fourteen columns, the CPS set: wider than the screen. */
const WIDE =
  'campaignId,campaignName,pricingModel,impressions,engagements,engagementRate,purchases,revenue,aov,roas,adSpend,rewardCost,fee,mediaFees';

/** The cells (body and totals) whose text does not fit, in every sideways view of the region. */
/** The chart's date labels' boxes overlap nowhere (left to right, each ends before the next begins). */
async function dateLabelsOverlap(page: Page): Promise<string[]> {
  const labels = page.getByTestId('report-chart').locator('text[data-axis="x"]');
  await expect(labels.first()).toBeVisible();
  const boxes = await labels.evaluateAll((texts) =>
    texts.map((text) => {
      const { left, right } = text.getBoundingClientRect();
      return { left, right, text: text.textContent };
    }),
  );
  return boxes.slice(1).flatMap((box, index) => {
    const before = boxes[index];
    return before && before.right > box.left ? [`${before.text} / ${box.text}`] : [];
  });
}

async function clippedCells(region: Locator): Promise<string[]> {
  return region.evaluate(async (box) => {
    const painted = () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
      });
    const clipped = new Set<string>();
    for (let left = 0; ; left += box.clientWidth) {
      box.scrollLeft = left;
      await painted();
      for (const cell of box.querySelectorAll<HTMLElement>(
        'tbody td:not([aria-hidden]), tfoot td:not([aria-hidden])',
      )) {
        const texts = [cell, ...cell.querySelectorAll<HTMLElement>('div, span, a')];
        if (texts.some((element) => element.scrollWidth > element.clientWidth + 0.5))
          clipped.add(`${cell.getAttribute('aria-colindex') ?? '?'}: ${cell.textContent.trim()}`);
      }
      if (left + box.clientWidth >= box.scrollWidth) break;
    }
    box.scrollLeft = 0;
    return [...clipped];
  });
}

test('REPORT-001 NS-87 at 1440×900 the default report shows every cell whole with the name frozen, and its CSV holds numbers', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn('admin', { from: REPORT });
  const table = page.getByRole('table', { name: 'Campaign performance' });
  await expect(table.getByRole('link', { name: 'Spring cash back 2026' })).toBeVisible();
  const region = page.locator('[data-slot="virtual-table"]', { has: table });

  // Every default column, every row in view and the totals: no text wider than its cell.
  const headers = await table.locator('thead th').count();
  expect(headers).toBe(9);
  expect(await clippedCells(region)).toEqual([]);

  // The default columns fit 1440 px: no sideways scroll at all.
  expect(await region.evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true);
  await page.screenshot({ path: test.info().outputPath('report-1440.png') });

  // The CSV: the header first, the measures as numbers.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('performance-1001-2026-10-01_2026-10-31-asof-2026-11-20.csv');
  const [header = [], ...rows] = Papa.parse<unknown[]>(
    (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, ''),
    { newline: '\r\n', dynamicTyping: true, skipEmptyLines: true },
  ).data;
  expect(header[0]).toBe('Campaign Id');
  expect(header).toContain('Ad spend (USD)');
  expect(rows.length).toBeGreaterThan(0);
  const spend = header.indexOf('Ad spend (USD)');
  for (const row of rows) {
    expect(typeof row[0]).toBe('number');
    expect(typeof row[spend]).toBe('number');
  }

  // A wide report scrolled to its far right: the id and the name still sit at the left edge.
  await page.goto(`${REPORT}&cols=${WIDE}`);
  await expect(table.getByRole('link', { name: 'Spring cash back 2026' })).toBeVisible();
  await region.evaluate((box) => {
    box.scrollLeft = box.scrollWidth;
  });
  const name = table.getByRole('link', { name: 'Spring cash back 2026' });
  await expect(table.locator('tbody td[aria-colindex="3"]')).toHaveCount(0);
  const [nameBox, regionBox] = [await name.boundingBox(), await region.boundingBox()];
  expect(nameBox && regionBox && nameBox.x - regionBox.x).toBeLessThan(200);
  await page.screenshot({ path: test.info().outputPath('report-wide-scrolled.png') });
  expect(await clippedCells(region)).toEqual([]);
});

test('the chart sits above the table; its date labels never overlap over 30 and 365 days', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn('admin', { from: `${A}/performance/campaigns?range=last30&metric=adSpend,roas` });
  const chart = page.getByTestId('report-chart');
  const table = page.getByRole('table', { name: 'Campaign performance' });
  await expect(chart.locator('path').first()).toBeVisible();
  const [chartBox, tableBox] = [await chart.boundingBox(), await table.boundingBox()];
  expect(chartBox && tableBox && chartBox.y < tableBox.y).toBe(true);
  // Compact money on the axis ("$4K"), never a clipped "$15,000.0".
  await expect(chart.locator('text[data-axis="left"]').last()).toHaveText(/^\$\d+(\.\d)?[KM]?$/);
  expect(await chart.locator('text[data-axis="x"]').count()).toBeGreaterThan(4);
  expect(await dateLabelsOverlap(page)).toEqual([]);

  await page.goto(`${A}/performance/campaigns?range=custom&from=2025-11-01&to=2026-10-31&metric=adSpend,roas`);
  await expect(chart.locator('path').first()).toBeVisible();
  expect(await dateLabelsOverlap(page)).toEqual([]);
  // Pointing at the chart reads out the date and both measures.
  const box = await chart.locator('svg').first().boundingBox();
  if (box) await page.mouse.move(box.x + box.width / 2, box.y + 100);
  await expect(page.getByTestId('report-chart-readout')).toContainText(
    /\d{2}\/\d{2}\/\d{4}[\s\S]*Ad spend: \$[\d,]+\.\d{2}[\s\S]*ROAS: /,
  );
  await page.screenshot({ path: test.info().outputPath('report-chart-365.png') });
});
