/**
 * Issue 28's measure: a new agency user (Alex Agency) builds a first campaign from the landing
 * report to "Submitted for review" along the guided path — landing → Create campaign → campaign →
 * Add an ad group → Add an ad (with a logo, a hero image and a reward) → Submit for review —
 * counting the user's actions (clicks, fields filled, files chosen) and asserting the end state
 * through the API: one campaign InReview with one ad group, one ad, one reward, and its change log.
 * The rules along the way are in component tests (CampaignReviewPage, next-steps, create-rules).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiGet, apiLines, chooseOption, latestActiveLine, lineOption, todayIn } from './fixtures/campaign-helpers';
import { drawnPicture, type PictureFile } from './fixtures/image-files';

test.describe.configure({ timeout: 240_000 });

test.afterEach(async ({ resetData }) => {
  await resetData();
});

const ACCOUNT = 1003;
const NEW_YORK = 'America/New_York';
const V6 = '/api/v6/campaign-build-api';
const V7 = '/api/v7/campaign-build-api';

/** What the user does, counted: each click, each field filled, each option chosen, each file picked. */
function actions(page: Page) {
  const count = { clicks: 0, fields: 0, files: 0 };
  return {
    count,
    async click(target: Locator) {
      count.clicks += 1;
      await target.click();
    },
    async fill(target: Locator, value: string) {
      count.fields += 1;
      await target.fill(value);
    },
    /** A Radix select: opening it and choosing the option are two clicks. */
    async choose(label: string | RegExp, option: string | RegExp) {
      count.clicks += 2;
      await chooseOption(page, label, option);
    },
    /** A picture: the drop zone's click, the file picked, "Crop and upload". */
    async picture(label: string, dialogName: string, file: PictureFile) {
      const chooser = page.waitForEvent('filechooser');
      await this.click(page.getByRole('button', { name: label, exact: true }));
      count.files += 1;
      await (await chooser).setFiles(file);
      const dialog = page.getByRole('dialog', { name: dialogName });
      await this.click(dialog.getByRole('button', { name: 'Crop and upload' }));
      await expect(page.getByRole('img', { name: `${label}: the uploaded image` })).toBeVisible({ timeout: 30_000 });
    },
  };
}

const nextStep = (page: Page) => page.getByRole('region', { name: 'Next step' });

test('NS-07a NS-88 AUDIT-005 the agency user builds a first campaign from the landing report to "Submitted for review"', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn('agencyManager', { from: `/advertiser/${ACCOUNT}/performance/campaigns` });
  const line = latestActiveLine(await apiLines(page, ACCOUNT));
  const today = todayIn(NEW_YORK);
  const start = line.startDateTime.slice(0, 10) > today ? line.startDateTime.slice(0, 10) : today;
  const name = `First campaign ${String(Date.now())}`;
  const user = actions(page);

  // Landing → Create campaign.
  await expect(page.getByRole('heading', { level: 1, name: 'Campaign performance' })).toBeVisible();
  await user.click(page.getByRole('link', { name: 'Create campaign' }));
  await expect(page.getByRole('heading', { level: 1, name: 'New campaign' })).toBeVisible();

  // The campaign.
  const campaignForm = page.getByRole('form', { name: 'Campaign' });
  await user.fill(campaignForm.getByRole('textbox', { name: 'Name' }), name);
  await user.choose(/^Line/, lineOption(line));
  await user.fill(campaignForm.getByRole('textbox', { name: /^Budget \(USD\)/ }), '1000');
  // The pricing model and the dates come from the line (issue 28 point 5): nothing to type.
  await expect(page.getByRole('combobox', { name: /^Pricing model/ })).toHaveText(line.pricingModel);
  await expect(campaignForm.getByRole('textbox', { name: /^Start date/ })).toHaveValue(start);
  await user.click(campaignForm.getByRole('button', { name: 'Create campaign' }));
  await expect(page).toHaveURL((url) => /^\/advertiser\/1003\/campaign\/\d+\/review$/.test(url.pathname));
  const campaignId = Number(/campaign\/(\d+)\/review/.exec(page.url())?.[1]);

  // Saved: the review at its top, its primary action the next step.
  await expect(page.getByRole('heading', { level: 1, name })).toBeInViewport();
  await user.click(nextStep(page).getByRole('link', { name: 'Add an ad group' }));

  // The ad group: a name and the fee its pricing model offers first.
  const adGroupForm = page.getByRole('form', { name: 'Ad group' });
  await user.fill(adGroupForm.getByRole('textbox', { name: /^Ad group name/ }), 'Everyone nearby');
  await expect(adGroupForm.getByRole('combobox', { name: 'Fee type' })).toBeVisible();
  const feeAmount = adGroupForm.getByRole('textbox', { name: /^Fee amount/ });
  if ((await feeAmount.count()) > 0) await user.fill(feeAmount, '250');
  else await user.fill(adGroupForm.getByRole('textbox', { name: /^Fee \(%\)/ }), '12.5');
  await user.click(adGroupForm.getByRole('button', { name: 'Create ad group' }));
  await expect(page).toHaveURL(
    (url) => url.pathname === `/advertiser/${ACCOUNT}/campaign/${String(campaignId)}/review`,
  );
  await user.click(nextStep(page).getByRole('link', { name: 'Add an ad' }));

  // The ad: its texts, a logo, a hero image and a 10 % reward up to $50.
  await expect(page.getByRole('heading', { level: 1, name: 'New ad' })).toBeVisible();
  const adForm = page.getByRole('form', { name: 'Ad' });
  await user.fill(adForm.getByRole('textbox', { name: /^Ad name/ }), '10% back in store');
  await user.fill(adForm.getByRole('textbox', { name: /^Merchant name/ }), 'Zephyr Shoes');
  await user.fill(adForm.getByRole('textbox', { name: /^Headline$/ }), '10% back on shoes');
  await user.fill(adForm.getByRole('textbox', { name: /^Reward details$/ }), 'Get 10% back, up to $50');
  const logo = await drawnPicture(page, { width: 800, height: 800, mimeType: 'image/png', name: 'logo.png' });
  await user.picture('Logo', 'Crop the logo', logo);
  const hero = await drawnPicture(page, { width: 1600, height: 836, mimeType: 'image/jpeg', name: 'hero.jpg' });
  await user.picture('Hero image', 'Crop the hero image', hero);
  const reward = page.getByRole('group', { name: 'Reward', exact: true });
  await user.fill(reward.getByRole('textbox', { name: /^Reward percent/ }), '10');
  await user.fill(reward.getByRole('textbox', { name: /^Reward cap \(USD\)/ }), '50');
  await user.click(adForm.getByRole('button', { name: 'Create ad' }));

  // Back on the review at its top: another ad, another ad group, or submit.
  await expect(page).toHaveURL(
    (url) => url.pathname === `/advertiser/${ACCOUNT}/campaign/${String(campaignId)}/review`,
    { timeout: 30_000 },
  );
  await expect(page.getByRole('heading', { level: 1, name })).toBeInViewport();
  await expect(nextStep(page).getByRole('link', { name: 'Add another ad', exact: true })).toBeVisible();
  await expect(nextStep(page).getByRole('link', { name: 'Add another ad group' })).toBeVisible();
  const submit = nextStep(page).getByRole('button', { name: 'Submit for review' });
  await expect(submit).toBeEnabled();
  await user.click(submit);
  await expect(page.getByRole('region', { name: 'Submitted for review' })).toBeVisible();

  // The count, for the issue's closing note.
  const total = user.count.clicks + user.count.fields + user.count.files;
  test.info().annotations.push({ type: 'user actions', description: `${String(total)} ${JSON.stringify(user.count)}` });
  console.log(`USER ACTIONS ${String(total)} ${JSON.stringify(user.count)}`);
  expect(total).toBeLessThanOrEqual(25);

  // The end state through the API.
  const campaign = await apiGet<{ campaignStatus: string; name: string }>(
    page,
    `${V7}/accounts/${ACCOUNT}/campaigns/${String(campaignId)}`,
  );
  expect(campaign).toMatchObject({ name, campaignStatus: 'InReview' });
  const adGroups = await apiGet<{ adGroupId: number; name: string }[]>(
    page,
    `${V6}/accounts/${ACCOUNT}/adgroups?page=1&perPage=500&filter=${encodeURIComponent(`campaignId==${String(campaignId)}`)}`,
  );
  expect(adGroups.map((group) => group.name)).toEqual(['Everyone nearby']);
  const accountAds = await apiGet<{ adId: number; adGroupId: number; name: string }[]>(
    page,
    `${V7}/accounts/${String(ACCOUNT)}/ads?page=1&perPage=500`,
  );
  const ads = accountAds.filter((ad) => ad.adGroupId === adGroups[0]?.adGroupId);
  expect(ads.map((ad) => ad.name)).toEqual(['10% back in store']);
  const storedReward = await apiGet<{ rewardPercent?: number; rewardCap?: number }>(
    page,
    `/api/v1/ads-manager/accounts/${String(ACCOUNT)}/ads/${String(ads[0]?.adId)}/rewards`,
  );
  expect(storedReward).toMatchObject({ rewardPercent: 0.1, rewardCap: 50 });
  const log = await apiGet<
    { action: string; changes: { columnName: string; originalValue: string | null; newValue: string | null }[] }[]
  >(page, `${V7}/accounts/${ACCOUNT}/audit?entityType=Campaign&entityId=${String(campaignId)}`);
  expect(log.map((entry) => entry.action)).toEqual(['Update', 'Insert']);
  expect(log[0]?.changes).toContainEqual({
    columnName: 'campaignStatus',
    originalValue: 'Draft',
    newValue: 'InReview',
  });
});
