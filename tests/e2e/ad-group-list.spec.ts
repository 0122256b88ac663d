/**
 * The campaign's ad groups in the builder (issue 12): as the internal admin, reorder them by
 * keyboard, duplicate one, import one from another campaign, and see all of it on the review and
 * in the navigator; a failed reorder puts the order back. As the agency manager, drafts follow
 * NS-85 (their own drafts only) in the list, by address and in the ID search.
 *
 * The tests create data through the app and the API: the seed is put back after each.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiCampaigns, apiGet } from './fixtures/campaign-helpers';
import { accessToken, openSwitcher } from './fixtures/shell-helpers';
import { PERSONAS } from '../../src/mocks/personas';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.afterEach(async ({ resetData }) => {
  await resetData();
});

const ACCOUNT = 1003;
const BUILD_V6 = '/api/v6/campaign-build-api';
const BUILD_V7 = '/api/v7/campaign-build-api';

interface ApiAdGroup {
  adGroupId: number;
  campaignId: number;
  name: string;
  userPriorityOrder: number;
}

interface CampaignRow {
  campaignId: number;
  name: string;
  campaignStatus: string;
  campaignPricingModel?: string;
  campaignType: string;
  createUser?: string;
}

async function apiAdGroups(page: Page, campaignId: number): Promise<ApiAdGroup[]> {
  const query = new URLSearchParams({
    page: '1',
    perPage: '500',
    orderBy: 'userPriorityOrder',
    filter: `campaignId==${String(campaignId)}`,
  });
  const body = await apiGet<ApiAdGroup[] | { items: ApiAdGroup[] }>(
    page,
    `${BUILD_V6}/accounts/${ACCOUNT}/adgroups?${query.toString()}`,
  );
  return Array.isArray(body) ? body : body.items;
}

/** An editable campaign with at least two ad groups, and another campaign with ad groups to import from. */
async function pickCampaigns(page: Page) {
  const campaigns = (await apiCampaigns(page, ACCOUNT)) as unknown as CampaignRow[];
  const editable = campaigns.filter(
    (c) =>
      ['Active', 'Scheduled', 'InReview', 'Draft'].includes(c.campaignStatus) &&
      c.campaignPricingModel !== 'None' &&
      c.campaignType !== 'SNAPSHOT',
  );
  let target: { campaign: CampaignRow; adGroups: ApiAdGroup[] } | undefined;
  let source: { campaign: CampaignRow; adGroups: ApiAdGroup[] } | undefined;
  for (const campaign of editable) {
    const adGroups = await apiAdGroups(page, campaign.campaignId);
    if (!target && adGroups.length >= 2) target = { campaign, adGroups };
    else if (!source && adGroups.length >= 1) source = { campaign, adGroups };
    if (target && source) break;
  }
  if (!target || !source) throw new Error(`account ${String(ACCOUNT)} has no campaigns to reorder and import from`);
  return { target, source };
}

/** The ad group names in the order the review's table lists them. */
const listedNames = (page: Page) =>
  page.getByRole('table', { name: 'Ad groups' }).getByRole('row').locator('td:nth-child(2)');

test('ADG-006 ADG-007 ADG-008 WIZ-002 the admin reorders ad groups by keyboard, duplicates one, imports one, and sees it all on the review', async ({
  page,
  signIn,
  expectNoSeriousA11yViolations,
}) => {
  await signIn('admin', { from: `/advertiser/${ACCOUNT}/campaigns` });
  const { target, source } = await pickCampaigns(page);
  const base = `/advertiser/${ACCOUNT}/campaign/${String(target.campaign.campaignId)}`;
  const names = target.adGroups.map((g) => g.name);
  const [first, second] = names;
  if (first === undefined || second === undefined) throw new Error('two ad groups expected');

  await page.goto(`${base}/review`);
  await expect(listedNames(page)).toHaveText(names);
  const navigator = page.getByRole('navigation', { name: 'Campaign builder steps' });
  await expect(navigator.getByRole('link', { name: 'Review' })).toHaveAttribute('aria-current', 'step');

  // Reorder by keyboard: the second ad group's move handle, arrow up.
  const saved = page.waitForResponse((r) => r.url().endsWith('/adgroups/order') && r.request().method() === 'PUT');
  await page.getByRole('button', { name: `Move ${second}` }).focus();
  await page.keyboard.press('ArrowUp');
  expect((await saved).ok()).toBe(true);
  const reordered = [second, first, ...names.slice(2)];
  await expect(listedNames(page)).toHaveText(reordered);
  await expect(page.getByRole('button', { name: `Move ${second}` })).toBeFocused();
  expect((await apiAdGroups(page, target.campaign.campaignId)).map((g) => g.name)).toEqual(reordered);
  await expectNoSeriousA11yViolations();

  // Duplicate the first one once.
  await page.getByRole('button', { name: `Actions for ${second}` }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  const dialog = page.getByRole('dialog', { name: `Duplicate ${second}` });
  await dialog.getByRole('spinbutton', { name: /Number of copies/ }).fill('1');
  await dialog.getByRole('button', { name: 'Duplicate' }).click();
  await expect(dialog.getByText('1 copies created, 0 errors.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(listedNames(page)).toHaveCount(names.length + 1);

  // Import one ad group of another campaign (import mode: its own step in the navigator).
  const imported = source.adGroups[0];
  if (imported === undefined) throw new Error('an ad group to import expected');
  await page.goto(`${base}/ad-group/import`);
  await expect(page.getByRole('heading', { level: 1, name: 'Import ad groups' })).toBeVisible();
  await expect(navigator.getByRole('link', { name: 'Import ad groups' })).toHaveAttribute('aria-current', 'step');
  await page.getByRole('combobox', { name: 'Campaign to import from' }).click();
  await page
    .getByRole('option', { name: `${source.campaign.name} (${String(source.campaign.campaignId)})`, exact: true })
    .click();
  await page.getByRole('checkbox', { name: imported.name, exact: true }).first().check();
  await page.getByRole('button', { name: 'Import 1 ad groups' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported 1 ad groups:' })).toBeVisible();
  await expectNoSeriousA11yViolations();

  // All of it on the review and in the navigator.
  await page.getByRole('link', { name: 'Back to the review' }).click();
  await expect(listedNames(page)).toHaveCount(names.length + 2);
  const after = await apiAdGroups(page, target.campaign.campaignId);
  expect(after.slice(0, 2).map((g) => g.name)).toEqual([second, first]);
  expect(after.map((g) => g.name)).toContain(imported.name);
  await expect(listedNames(page)).toHaveText(after.map((g) => g.name));
  for (const group of after) await expect(navigator.getByRole('link', { name: group.name }).first()).toBeVisible();
});

test('ADG-006 a failed reorder puts the previous order back and says so', async ({ page, signIn, injectFault }) => {
  await signIn('admin', { from: `/advertiser/${ACCOUNT}/campaigns` });
  const { target } = await pickCampaigns(page);
  const names = target.adGroups.map((g) => g.name);
  await page.goto(`/advertiser/${ACCOUNT}/campaign/${String(target.campaign.campaignId)}/review`);
  await expect(listedNames(page)).toHaveText(names);
  await injectFault({ path: '/adgroups/order', method: 'PUT', status: 500, times: 1 });
  await page.getByRole('button', { name: `Move ${names[0] ?? ''}` }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText(/The new order could not be saved, so the previous order is back/)).toBeVisible();
  await expect(listedNames(page)).toHaveText(names);
});

/** A draft of the account created by someone other than the agency manager (found by the admin). */
let othersDraft: CampaignRow | undefined;

test('NS-85 the internal admin sees and opens every draft of the account', async ({ page, signIn }) => {
  await signIn('admin', { from: `/advertiser/${ACCOUNT}/campaigns` });
  const drafts = (await apiCampaigns(page, ACCOUNT, 'campaignStatus==Draft')) as unknown as CampaignRow[];
  othersDraft = drafts.find((c) => c.createUser !== PERSONAS.agencyManager.email);
  if (othersDraft === undefined) throw new Error(`account ${String(ACCOUNT)} has no draft of another user`);
  await page.goto(`/advertiser/${ACCOUNT}/campaign/${String(othersDraft.campaignId)}/review`);
  await expect(page.getByRole('heading', { level: 1, name: othersDraft.name })).toBeVisible();
});

test('NS-85 the agency manager meets drafts as recorded: their own in the list, by address and by the global read of the ID search; nobody else’s', async ({
  page,
  signIn,
}) => {
  if (othersDraft === undefined) throw new Error('the previous test names a draft of another user');
  // The agency manager creates a draft of their own (through the API, as the app would).
  await signIn('agencyManager', { from: `/advertiser/${ACCOUNT}/campaigns` });
  const name = `E2E own draft ${String(Date.now())}`;
  const created = await page.request.post(`${BUILD_V7}/accounts/${ACCOUNT}/campaigns`, {
    headers: { authorization: `Bearer ${await accessToken(page)}`, 'Idempotency-Key': randomUUID() },
    data: { name, budget: 1000 },
  });
  expect(created.status()).toBe(201);
  const own = (await created.json()) as CampaignRow;

  // The list: their own draft under "Your drafts"; the other's nowhere.
  await page.goto(`/advertiser/${ACCOUNT}/campaigns`);
  const yours = page.getByRole('region', { name: 'Your drafts' });
  await expect(yours.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  await expect(page.getByText(othersDraft.name, { exact: true })).toHaveCount(0);

  // By address: their own opens; the other's does not exist for them.
  await page.goto(`/advertiser/${ACCOUNT}/campaign/${String(own.campaignId)}/review`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.goto(`/advertiser/${ACCOUNT}/campaign/${String(othersDraft.campaignId)}/review`);
  await expect(page.getByRole('heading', { level: 1, name: 'Campaign not found' })).toBeVisible();

  // The ID search is for internal users (SHELL-045): the agency manager's switcher has none. The
  // global read it uses answers their own draft and not the other's.
  const popup = await openSwitcher(page);
  await expect(popup.getByRole('searchbox', { name: 'Search accounts' })).toBeVisible();
  await expect(popup.getByRole('tab', { name: 'IDs' })).toHaveCount(0);
  const token = await accessToken(page);
  const globalRead = (campaignId: number) =>
    page.request.get(`${BUILD_V7}/campaigns/${String(campaignId)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
  expect((await globalRead(own.campaignId)).status()).toBe(200);
  expect((await globalRead(othersDraft.campaignId)).status()).toBe(404);
});
