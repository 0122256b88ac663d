/**
 * The reward of an ad in the browser (issue 14), on the ad form against the local stack: as the
 * internal admin, give a US ad a percent-back reward at merchant categories with a cap and the
 * airline preset (one POST of a new reward); change only the percent (one PATCH of the RMS reward,
 * no POST, no new creative); change the reward type (one POST); and a GB ad's reward is in GBP.
 * The tests change data: the seed is put back afterwards.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiGet } from './fixtures/campaign-helpers';
import { recordRequests } from './fixtures/requests';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.afterEach(async ({ resetData }) => {
  await resetData();
});

const V6 = '/api/v6/campaign-build-api';
const V7 = '/api/v7/campaign-build-api';

interface ApiAd {
  adId: number;
  adGroupId: number;
}
interface ApiReward {
  rewardType: string;
  rmsRewardId: number;
  currency: string;
  rewardPercent?: number;
  rewardCap?: number;
  rmsResponse: { data: { attributes: { rewardModelConfigValue: string } } };
}

/** The edit path of the account's first ad. */
async function firstAdPath(page: Page, accountId: number): Promise<{ path: string; adId: number }> {
  const ads = await apiGet<ApiAd[]>(page, `${V7}/accounts/${accountId}/ads?pageIndex=0&pageSize=500`);
  const ad = ads[0];
  if (!ad) throw new Error(`account ${accountId} has no ad in the seed`);
  const group = await apiGet<{ campaignId: number }>(page, `${V6}/accounts/${accountId}/adgroups/${ad.adGroupId}`);
  return {
    path: `/advertiser/${accountId}/campaign/${group.campaignId}/ad-group/${ad.adGroupId}/ad/${ad.adId}`,
    adId: ad.adId,
  };
}

/** The writes the page sends (method and path), from now on. */
function recordWrites(page: Page) {
  const requests = recordRequests(page);
  let taken = 0;
  return {
    /** The writes sent since the last take. */
    take: () => {
      const writes = requests({ writes: true }).map((request) => `${request.method} ${request.url}`);
      const fresh = writes.slice(taken);
      taken = writes.length;
      return fresh;
    },
  };
}

const rewardSection = (page: Page) => page.getByRole('group', { name: 'Reward', exact: true });

/** Saves the ad form and waits for its reward write and the end of the whole save. */
async function save(page: Page) {
  const rewardWrite = page.waitForResponse(
    (response) =>
      response.request().method() !== 'GET' && /\/(rewards|reward\/\d+)$/.test(new URL(response.url()).pathname),
  );
  await page.getByRole('form', { name: 'Ad' }).getByRole('button', { name: 'Save ad' }).click();
  expect((await rewardWrite).ok()).toBe(true);
  await expect(page.getByRole('form', { name: 'Ad' }).getByRole('button', { name: 'Save ad' })).toBeEnabled();
}

async function chooseType(page: Page, type: string) {
  await rewardSection(page).getByRole('combobox', { name: 'Reward type', exact: true }).click();
  await page.getByRole('option', { name: type, exact: true }).click();
}

test('a percent-back reward at the airline categories with a cap; only the percent changed → one PATCH; a new type → one POST', async ({
  page,
  signIn,
  expectNoSeriousA11yViolations,
}) => {
  await signIn('admin', { from: '/advertiser/1001' });
  const { path, adId } = await firstAdPath(page, 1001);
  const rewardPath = `/api/v1/ads-manager/accounts/1001/ads/${adId}/rewards`;
  await page.goto(path);
  const reward = rewardSection(page);
  await expect(reward).toBeVisible();
  const writes = recordWrites(page);

  // 1. Percent back at merchant categories, 10 % up to $50, the airline preset.
  await chooseType(page, 'Percent back at merchant categories');
  await reward.getByRole('textbox', { name: /^Reward percent/ }).fill('10');
  await reward.getByRole('textbox', { name: /^Reward cap \(USD\)/ }).fill('50');
  await reward.getByRole('button', { name: 'Airlines' }).click();
  await expect(reward.getByText('301 selected')).toBeVisible();
  const search = reward.getByRole('combobox', { name: 'Search merchant categories by code or name' });
  await search.fill('4511');
  await expect(page.getByRole('option', { name: /^✓?4511: / })).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousA11yViolations();
  await search.press('Escape');
  await save(page);
  expect(writes.take().filter((write) => write.includes('/reward'))).toEqual([`POST ${rewardPath}`]);
  const created = await apiGet<ApiReward>(page, rewardPath);
  expect(created).toMatchObject({ rewardType: 'MccSingleRewardPercentAmountBack', rewardPercent: 0.1, rewardCap: 50 });
  const config = JSON.parse(created.rmsResponse.data.attributes.rewardModelConfigValue) as { mccList: number[] };
  expect(config.mccList).toHaveLength(301);

  // 2. Only the percent: one PATCH of the RMS reward by its RMS id; no POST, no new creative.
  await reward.getByRole('textbox', { name: /^Reward percent/ }).fill('15');
  await save(page);
  const patched = writes.take();
  expect(patched).toEqual([`PATCH /api/v1/rms/accounts/1001/reward/${created.rmsRewardId}`]);
  expect((await apiGet<ApiReward>(page, rewardPath)).rewardPercent).toBe(0.15);

  // 3. Another type: one POST of a new reward.
  await chooseType(page, 'Flat amount back');
  await reward.getByRole('textbox', { name: /^Reward amount \(USD\)/ }).fill('5');
  await reward.getByRole('textbox', { name: /^Reward cap \(USD\)/ }).fill('5');
  await save(page);
  expect(writes.take().filter((write) => write.includes('/reward'))).toEqual([`POST ${rewardPath}`]);
  expect((await apiGet<ApiReward>(page, rewardPath)).rewardType).toBe('SingleRewardFlatAmountBack');
});

test('a GB ad’s reward is in GBP', async ({ page, signIn }) => {
  await signIn('admin', { from: '/advertiser/1002' });
  const { path, adId } = await firstAdPath(page, 1002);
  await page.goto(path);
  const reward = rewardSection(page);
  await expect(reward.getByTestId('reward-currency')).toHaveText('GBP');
  await chooseType(page, 'Flat amount back');
  await reward.getByRole('textbox', { name: /^Reward amount \(GBP\)/ }).fill('150000');
  await reward.getByRole('textbox', { name: /^Reward cap \(GBP\)/ }).fill('150000');
  await page.getByRole('form', { name: 'Ad' }).getByRole('button', { name: 'Save ad' }).click();
  await expect(reward.getByRole('textbox', { name: /^Reward amount \(GBP\)/ })).toHaveAccessibleDescription(
    'Must be at most 100000',
  );
  await reward.getByRole('textbox', { name: /^Reward amount \(GBP\)/ }).fill('4');
  await reward.getByRole('textbox', { name: /^Reward cap \(GBP\)/ }).fill('4');
  await save(page);
  const stored = await apiGet<ApiReward>(page, `/api/v1/ads-manager/accounts/1002/ads/${adId}/rewards`);
  expect(stored.currency).toBe('GBP');
  expect(JSON.parse(stored.rmsResponse.data.attributes.rewardModelConfigValue)).toMatchObject({
    currencyUnit: 'GBP',
    rewardAmount: 4,
  });
});
