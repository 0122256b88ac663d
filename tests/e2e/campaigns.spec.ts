/**
 * Campaigns in the browser (issue 5): the campaign form, its review, the campaigns list with its
 * bulk actions, country rules and read-only rules, against the local stack.
 *
 * These tests change the server's data (create, duplicate, delete) and inject faults: the file runs
 * serially and puts the seed back after each test.
 */
import type { Page } from '@playwright/test';
import { PERSONAS } from '../../src/mocks/personas';
import { expect, signIn as signInOn, test } from './fixtures';
import { escapeRegExp } from './fixtures/shell-helpers';
import {
  apiCampaigns,
  apiLines,
  campaignIdOf,
  campaignPath,
  campaignRow,
  campaignsTable,
  chooseOption,
  datesWithin,
  latestActiveLine,
  lineOption,
  selectOptions,
} from './fixtures/campaign-helpers';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.afterEach(async ({ resetData }) => {
  await resetData();
});

const US_ACCOUNT = 1003;
const GB_ACCOUNT = 1006;
const VIEWER_ACCOUNT = 1001;
const NEW_YORK = 'America/New_York';

const pathOf = (page: Page) => new URL(page.url()).pathname;

test('WIZ-001 CAMP-024 CAMP-029 CAMP-031 CAMP-032 CAMP-033 CAMP-026 AUDIT-005 the agency campaign manager creates a US campaign, duplicates it, bulk-deletes with one failure and opens the change log', async ({
  page,
  signIn,
  injectFault,
  browser,
  baseURL,
}) => {
  await signIn('agencyManager', { from: `/advertiser/${US_ACCOUNT}/campaign/create` });
  await expect(page).toHaveURL((url) => url.pathname === `/advertiser/${US_ACCOUNT}/campaign/create`);
  await expect(page.getByRole('heading', { level: 1, name: 'New campaign' })).toBeVisible();

  const line = latestActiveLine(await apiLines(page, US_ACCOUNT));
  const { start, end } = datesWithin(line, NEW_YORK);
  const name = `E2E journey campaign ${Date.now()}`;

  const form = page.getByRole('form', { name: 'Campaign' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await chooseOption(page, /^Line/, lineOption(line));
  await expect(form.getByText(/^Line dates:/)).toBeVisible();
  // US: the first of Fixed CLO and Dynamic CLO is chosen; a fixed pricing model.
  await expect(page.getByRole('combobox', { name: /^Campaign type/ })).toHaveText('Fixed CLO');
  const pricing = await selectOptions(page, /^Pricing model/);
  await chooseOption(
    page,
    /^Pricing model/,
    pricing.includes(line.pricingModel) ? line.pricingModel : (pricing[0] ?? ''),
  );
  await form.getByRole('textbox', { name: /^Budget \(USD\)/ }).fill('1000');
  await form.getByRole('textbox', { name: /^Budget discount/ }).fill('10');
  await form.getByRole('textbox', { name: /^Start date/ }).fill(start);
  await form.getByRole('textbox', { name: /^End date/ }).fill(end);

  // CAMP-024: a billing cap below budget × (1 − discount) = 900.00 names the minimum and the currency.
  const billingCap = form.getByRole('textbox', { name: /^Billing cap \(USD\)/ });
  await billingCap.fill('800');
  await form.getByRole('button', { name: 'Create campaign' }).click();
  await expect(billingCap).toHaveAttribute('aria-invalid', 'true');
  await expect(billingCap).toHaveAccessibleDescription(/The billing cap must be at least \$900\.00 \(USD\)/);
  await expect(page).toHaveURL((url) => url.pathname === `/advertiser/${US_ACCOUNT}/campaign/create`);

  await billingCap.fill('900');
  await form.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page).toHaveURL((url) => /^\/advertiser\/1003\/campaign\/\d+\/review$/.test(url.pathname));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const campaignId = Number(/\/campaign\/(\d+)\/review/.exec(pathOf(page))?.[1]);
  expect(campaignId).toBeGreaterThan(0);

  // AUDIT-005: the change log of the new campaign, from its review.
  await page.getByRole('toolbar', { name: 'Campaign actions' }).getByRole('button', { name: 'Change log' }).click();
  const changeLog = page.getByRole('dialog', { name: `Change log of ${name}` });
  await expect(changeLog).toBeVisible();
  await expect(changeLog.getByText(/^Created by /)).toBeVisible();
  await changeLog.getByRole('button', { name: 'Close' }).first().click();
  await expect(changeLog).toBeHidden();

  // CAMP-033: two copies from the review, started 500 ms apart.
  await page.getByRole('toolbar', { name: 'Campaign actions' }).getByRole('button', { name: 'Duplicate' }).click();
  const duplicate = page.getByRole('dialog', { name: `Duplicate ${name}` });
  await duplicate.getByRole('spinbutton', { name: /^Number of copies/ }).fill('2');
  await duplicate.getByRole('button', { name: 'Duplicate' }).click();
  await expect(duplicate.getByText('2 copies created, 0 errors.')).toBeVisible();
  await expect(duplicate.getByRole('list', { name: 'Created copies' }).getByRole('listitem')).toHaveText([
    new RegExp(`^\\d+ · ${escapeRegExp(name)} \\(copy\\)$`),
    new RegExp(`^\\d+ · ${escapeRegExp(name)} \\(copy\\)$`),
  ]);
  await duplicate.getByRole('button', { name: 'Done' }).click();
  await expect(duplicate).toBeHidden();

  // CAMP-029 CAMP-026: the list of an external user never shows drafts, the new one and its copies
  // included (all rows on one page).
  await page.goto(`/advertiser/${US_ACCOUNT}/campaigns?size=100`);
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  const table = campaignsTable(page);
  await expect(table.getByRole('link').first()).toBeVisible();
  await expect(table.getByRole('link', { name: new RegExp(escapeRegExp(name)) })).toHaveCount(0);
  await expect(table.getByRole('cell', { name: 'Draft', exact: true })).toHaveCount(0);

  // CAMP-031 CAMP-032: three listed campaigns deleted one at a time; the second one fails once.
  // Not one in review (build-journey.spec.ts submits one in this account): an external user may
  // not delete it (NS-88, 409).
  await page.goto(`/advertiser/${US_ACCOUNT}/campaigns`);
  const links = table
    .getByRole('row')
    .filter({ hasNotText: /In review/ })
    .getByRole('link');
  await expect(links.nth(2)).toBeVisible();
  const chosen: { id: number; name: string }[] = [];
  for (let index = 0; index < 3; index += 1) {
    const link = links.nth(index);
    chosen.push({ id: await campaignIdOf(link), name: (await link.innerText()).trim() });
  }
  for (const campaign of chosen) {
    await campaignRow(page, campaign.name)
      .getByRole('checkbox', { name: `Select ${campaign.name}` })
      .check();
  }
  const toolbar = page.getByRole('toolbar', { name: '3 selected' });
  await expect(toolbar).toBeVisible();
  const [first, failing, last] = chosen;
  if (!first || !failing || !last) throw new Error('three campaigns were chosen');
  await injectFault({
    path: campaignPath(US_ACCOUNT, failing.id),
    email: PERSONAS.agencyManager.email,
    status: 500,
    times: 1,
  });
  await toolbar.getByRole('button', { name: 'Delete selected' }).click();
  const deleteDialog = page.getByRole('alertdialog', { name: /^Delete 3 campaigns\?/ });
  await expect(deleteDialog).toContainText('Their ad groups and ads are deleted too.');
  await deleteDialog.getByRole('button', { name: 'Delete', exact: true }).click();
  // Progress while it runs: percent done and seconds left.
  await expect(deleteDialog.getByText(/^\d+% done, about \d+ seconds left$/)).toBeVisible();
  await expect(deleteDialog.getByText('Deleted 2 of 3 campaigns.')).toBeVisible();
  await expect(deleteDialog.getByRole('list', { name: 'Deleted', exact: true }).getByRole('listitem')).toHaveText([
    String(first.id),
    String(last.id),
  ]);
  await expect(deleteDialog.getByRole('list', { name: 'Not deleted', exact: true }).getByRole('listitem')).toHaveText([
    String(failing.id),
  ]);
  await deleteDialog.getByRole('button', { name: 'Done' }).click();
  await expect(deleteDialog).toBeHidden();
  await expect(campaignRow(page, failing.name)).toHaveCount(1);
  await expect(table.getByRole('link', { name: first.name, exact: true })).toHaveCount(0);
  await expect(table.getByRole('link', { name: last.name, exact: true })).toHaveCount(0);
  const remaining = new Set((await apiCampaigns(page, US_ACCOUNT)).map((campaign) => campaign.campaignId));
  expect([first.id, failing.id, last.id].map((id) => remaining.has(id))).toEqual([false, true, false]);

  // CAMP-029: an internal user finds the new campaign and its copies among the account's drafts.
  const context = await browser.newContext({ baseURL });
  try {
    const admin = await context.newPage();
    await signInOn(admin, 'admin', { from: `/advertiser/${US_ACCOUNT}/campaigns?status=Draft` });
    await expect(admin.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
    const adminTable = campaignsTable(admin);
    await expect(adminTable.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(adminTable.getByRole('link', { name: `${name} (copy)`, exact: true })).toHaveCount(2);
    await expect(campaignRow(admin, name).getByRole('cell', { name: 'Draft', exact: true })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('COUNTRY-003 on the GB account only Fixed CLO is offered as campaign type; the US account offers Fixed and Dynamic CLO', async ({
  page,
  signIn,
}) => {
  await signIn('agencyManager', { from: `/advertiser/${GB_ACCOUNT}/campaign/create` });
  await expect(page.getByRole('heading', { level: 1, name: 'New campaign' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Campaign type/ })).toHaveText('Fixed CLO');
  expect(await selectOptions(page, /^Campaign type/)).toEqual(['Fixed CLO']);
  // The GB account books in pounds.
  await expect(page.getByRole('textbox', { name: /^Budget \(GBP\)/ })).toBeVisible();

  await page.goto(`/advertiser/${US_ACCOUNT}/campaign/create`);
  await expect(page.getByRole('textbox', { name: /^Budget \(USD\)/ })).toBeVisible();
  expect(await selectOptions(page, /^Campaign type/)).toEqual(['Fixed CLO', 'Dynamic CLO']);
});

test('WIZ-027 CAMP-026 NS-95 the external viewer sees a campaign, an ad group and an ad as a summary, and no Draft campaign in the list', async ({
  page,
  signIn,
  expectNoSeriousA11yViolations,
}) => {
  await signIn('viewer', { from: `/advertiser/${VIEWER_ACCOUNT}/campaign/5001` });
  // Read-only is a view (issue 28 point 6): the settings as a list in normal contrast, no greyed form.
  const summary = page.getByRole('region', { name: 'Campaign settings' });
  await expect(summary).toBeVisible();
  await expect(summary).toContainText("View only: you don't have permission to edit campaigns in");
  await expect(summary.getByRole('definition').first()).toBeVisible();
  await expect(page.getByRole('form', { name: 'Campaign' })).toHaveCount(0);
  await expect(page.getByText('This campaign cannot be edited')).toHaveCount(0);
  await expect(page.locator('main :disabled')).toHaveCount(0);
  await expectNoSeriousA11yViolations();

  // An ad group: its settings, who it reaches and its fee, as a list.
  await page.goto(`/advertiser/${VIEWER_ACCOUNT}/campaign/5001/ad-group/6001`);
  await expect(page.getByRole('region', { name: 'Ad group settings' })).toBeVisible();
  await expect(page.locator('main :disabled')).toHaveCount(0);
  await expectNoSeriousA11yViolations();

  // An ad: its settings beside the preview, no disabled file chooser.
  await page.goto(`/advertiser/${VIEWER_ACCOUNT}/campaign/5001/ad-group/6001/ad/7001`);
  await expect(page.getByRole('region', { name: 'Ad settings' })).toBeVisible();
  await expect(page.getByTestId('ad-preview')).toBeVisible();
  await expect(page.locator('input[type="file"]')).toHaveCount(0);
  await expect(page.locator('main :disabled')).toHaveCount(0);
  await expectNoSeriousA11yViolations();

  // 1001 holds Draft campaigns (docs/seed.md: three, and 900000001 "Verification test campaign");
  // neither the viewer's list nor the call behind it shows one.
  expect(await apiCampaigns(page, VIEWER_ACCOUNT, 'campaignStatus==Draft')).toEqual([]);
  await page.goto(`/advertiser/${VIEWER_ACCOUNT}/campaigns?size=100`);
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  const table = campaignsTable(page);
  await expect(table.getByRole('link').first()).toBeVisible();
  await expect(table.getByRole('link', { name: 'Verification test campaign' })).toHaveCount(0);
  const statuses = (
    await table
      .getByRole('row')
      .locator('td')
      .filter({ has: page.locator('[data-slot="status-badge"]') })
      .allInnerTexts()
  ).map((text) => text.trim());
  expect(statuses.length).toBeGreaterThan(0);
  expect(statuses).not.toContain('Draft');
  const statusFilter = await selectOptions(page, 'Status');
  expect(statusFilter).toEqual(['All', 'Active', 'In review', 'Inactive', 'Scheduled']);
  // Nor can the viewer change anything: no selection, no new campaign.
  await expect(page.getByRole('link', { name: 'Create campaign' })).toHaveCount(0);
  await expect(table.getByRole('checkbox')).toHaveCount(0);
});

test('WIZ-003 WIZ-005 the three review variants render the campaign review; an invalid id says so', async ({
  page,
  signIn,
}) => {
  await signIn('admin', { from: `/advertiser/${VIEWER_ACCOUNT}/campaign/5001/review` });
  const [campaign] = (await apiCampaigns(page, VIEWER_ACCOUNT, 'campaignId==5001')).filter(
    (candidate) => candidate.campaignId === 5001,
  );
  if (!campaign) throw new Error('campaign 5001 is in the seed');
  const heading = page.getByRole('heading', { level: 1, name: campaign.name });
  await expect(heading).toBeVisible();
  await expect(page.getByText('Campaign review', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible();

  await page.goto(`/advertiser/${VIEWER_ACCOUNT}/campaign/5001/review/comparison?plan_id=4001`);
  await expect(heading).toBeVisible();
  await expect(page.getByText('Comparison', { exact: true })).toBeVisible();
  await expect(page.getByText('Compared with plan 4001')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible();

  await page.goto(`/advertiser/${VIEWER_ACCOUNT}/campaign/5001/review/publisher`);
  await expect(heading).toBeVisible();
  await expect(page.getByText('Publisher status', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Publisher schedules' })).toBeVisible();

  for (const id of ['abc', '0', '-1', '1.5']) {
    await page.goto(`/advertiser/${VIEWER_ACCOUNT}/campaign/${id}/review`);
    await expect(page.getByRole('heading', { level: 1, name: 'Invalid campaign id' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to campaigns' })).toHaveAttribute(
      'href',
      `/advertiser/${VIEWER_ACCOUNT}/campaigns`,
    );
  }
  await page.goto(`/advertiser/${VIEWER_ACCOUNT}/campaign/abc`);
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid campaign id' })).toBeVisible();
});
