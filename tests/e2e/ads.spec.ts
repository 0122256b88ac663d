/**
 * The ad form in the browser (issue 13 acceptance): as the internal campaign manager, add an ad to
 * ad group 6001 of campaign 5001 (docs/seed.md), watching the preview follow the headline as it is
 * typed; change only the marketing copy and see exactly one new creative in the requests; save
 * unchanged and see no creative request; a GB ad offers the GB calls to action. The ad form's
 * fault matrix is in the component tests (AdFormPage.test.tsx); here what needs a browser: a slow
 * save, the 401 logout, and the input kept across it (NS-90: typed, 401, signed in again through
 * the IdP, restored, saved; a deliberate logout leaves nothing in localStorage). The tests create
 * data: the seed is put back afterwards.
 */
import type { Page } from '@playwright/test';
import { PERSONAS } from '../../src/mocks/personas';
import { expect, expectNoSeriousA11yViolations, injectFault, test } from './fixtures';
import { apiGet } from './fixtures/campaign-helpers';
import { recordRequests } from './fixtures/requests';
import { watchSessionExpiry } from './fixtures/fault-matrix';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.afterEach(async ({ resetData }) => {
  await resetData();
});

const V7 = '/api/v7/campaign-build-api';
const CREATIVES = '/api/v1/ads-manager/creatives';

interface ApiAd {
  adId: number;
  adGroupId: number;
  creativeId?: number;
}
interface ApiAdGroup {
  adGroupId: number;
  campaignId: number;
}

test('the internal manager adds an ad, sees the preview follow the headline, and a new creative only when the creative changed', async ({
  page,
  signIn,
}) => {
  await signIn('admin', { from: '/advertiser/1001/campaigns' });
  const requests = recordRequests(page);
  const sent = () => requests({ writes: true });
  await page.goto('/advertiser/1001/campaign/5001/ad-group/6001/ad/create');
  await expect(page.getByRole('heading', { level: 1, name: 'New ad' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Ad' });
  const preview = page.getByRole('article', { name: 'The offer as a cardholder sees it' });
  const stamp = Date.now();
  await form.getByRole('textbox', { name: /^Ad name/ }).fill(`E2E ad ${stamp}`);
  await form.getByRole('textbox', { name: /^Merchant name/ }).fill('Acme Outfitters');
  await form.getByRole('textbox', { name: /^Reward details$/ }).fill('Get 10% back in store');

  // The preview follows the headline key by key.
  const headline = form.getByRole('textbox', { name: /^Headline$/ });
  await headline.pressSequentially('Gear');
  await expect(preview.getByRole('heading', { name: 'Gear' })).toBeVisible();
  await headline.pressSequentially(' up');
  await expect(preview.getByRole('heading', { name: 'Gear up' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await form.getByRole('button', { name: 'Create ad' }).click();
  // Issue 28: a new ad lands on the campaign's review, where the next step waits; the ad is then opened.
  await expect(page).toHaveURL(/\/campaign\/5001\/review$/);
  const adId = (await apiGet<(ApiAd & { name: string })[]>(page, `${V7}/accounts/1001/ads?page=1&perPage=500`)).find(
    (ad) => ad.name === `E2E ad ${stamp}`,
  )?.adId;
  await page.goto(`/advertiser/1001/campaign/5001/ad-group/6001/ad/${String(adId)}`);
  expect(sent().filter((call) => call.url === CREATIVES)).toHaveLength(1);
  const created = await apiGet<ApiAd>(page, `${V7}/accounts/1001/ads/${String(adId)}`);
  expect(created.creativeId).toBeGreaterThan(0);

  // Only the marketing copy changes: one new creative, the ad points at it.
  const before = sent().length;
  await expect(page.getByRole('button', { name: 'Save ad' })).toBeVisible();
  // An optional text: behind "+ Add" until it holds a value.
  await page.getByRole('button', { name: 'Add Marketing copy' }).click();
  await page.getByRole('textbox', { name: /^Marketing copy/ }).fill('Everything for the trail');
  await page.getByRole('button', { name: 'Save ad' }).click();
  await expect(page.getByText(`Ad E2E ad ${stamp} saved`)).toBeVisible();
  expect(
    sent()
      .slice(before)
      .filter((call) => call.url === CREATIVES),
  ).toHaveLength(1);
  const changed = await apiGet<ApiAd>(page, `${V7}/accounts/1001/ads/${String(adId)}`);
  expect(changed.creativeId).not.toBe(created.creativeId);

  // Nothing changes: no creative request (and no other write).
  const afterEdit = sent().length;
  await page.getByRole('button', { name: 'Save ad' }).click();
  await expect(page.getByText(`Ad E2E ad ${stamp} saved`).last()).toBeVisible();
  expect(
    sent()
      .slice(afterEdit)
      .filter((call) => call.url === CREATIVES),
  ).toEqual([]);
});

test('a GB ad offers the GB calls to action', async ({ page, signIn }) => {
  await signIn('admin', { from: '/advertiser/1002/campaigns' });
  const ads = await apiGet<ApiAd[]>(page, `${V7}/accounts/1002/ads?page=1&perPage=1`);
  const ad = ads[0];
  if (!ad) throw new Error('the seed has no ad in the GB account 1002');
  const group = await apiGet<ApiAdGroup>(
    page,
    `/api/v6/campaign-build-api/accounts/1002/adgroups/${String(ad.adGroupId)}`,
  );
  await page.goto(
    `/advertiser/1002/campaign/${String(group.campaignId)}/ad-group/${String(ad.adGroupId)}/ad/${String(ad.adId)}`,
  );
  const form = page.getByRole('form', { name: 'Ad' });
  await expect(form.getByRole('textbox', { name: 'Country' })).toHaveValue('GB');
  // The kit select (Radix) lists its options in a portal while open.
  await form.getByRole('combobox', { name: 'Call to action' }).click();
  const options = await page.getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  expect(options).toEqual([
    'No call to action',
    'Book Now',
    'Find Locations',
    'Get Started',
    'Learn More',
    'Order Now',
    'See Menu',
    'Shop Now',
    'Visit Site',
  ]);
});

test('a seeded ad shows its pictures: the seed’s sample images come from the app’s own origin, under the CSP', async ({
  page,
  signIn,
  request,
  baseURL,
}) => {
  const file = await request.get('/sample-images/hero-1.png');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/png');
  expect(file.headers()['content-security-policy']).toContain("img-src 'self'");
  expect((await request.get('/sample-images/hero-9.png')).status()).toBe(404);

  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await signIn('admin', { from: '/advertiser/1001/campaign/5001/ad-group/6001/ad/7001' });
  const preview = page.getByRole('article', { name: 'The offer as a cardholder sees it' });
  const hero = preview.getByRole('img', { name: 'Hero image' });
  await expect(hero).toHaveAttribute('src', new RegExp(`^${baseURL ?? ''}/sample-images/hero-\\d\\.png$`));
  await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1200);
  expect(violations).toEqual([]);
});

test('API-005 AUTH-016 AUTH-017 ad form: a 5 s save shows Saving… and then saves; a 401 on the save logs out', async ({
  page,
  signIn,
  request,
}) => {
  await signIn('admin', { from: '/advertiser/1001/campaign/5001/ad-group/6001/ad/7001' });
  const form = page.getByRole('form', { name: 'Ad' });
  const headline = form.getByRole('textbox', { name: /^Headline$/ });
  await expect(headline).toBeVisible();
  await headline.fill('Slow but saved');
  await injectFault(request, { email: PERSONAS.admin.email, path: CREATIVES, latencyMs: 5_000, times: 1 });
  await form.getByRole('button', { name: 'Save ad' }).click();
  await expect(form.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save ad' })).toBeEnabled({ timeout: 25_000 });
  const saved = await apiGet<ApiAd>(page, `${V7}/accounts/1001/ads/7001`);
  expect(saved.creativeId).not.toBe(2001);

  const expectLogout = watchSessionExpiry(page);
  await page.getByRole('textbox', { name: /^Headline$/ }).fill('Never saved');
  await injectFault(request, { email: PERSONAS.admin.email, path: CREATIVES, status: 401, times: 1 });
  await page.getByRole('form', { name: 'Ad' }).getByRole('button', { name: 'Save ad' }).click();
  await expectLogout();
});

/** The keys of the app's stored drafts (NS-90) in this browser: `adsmanager:{env}:{email}:draft:{form}`. */
const storedDrafts = (page: Page) =>
  page.evaluate(() => Object.keys(window.localStorage).filter((key) => /^adsmanager:[^:]+:[^:]+:draft:/.test(key)));

test('NS-90 a draft typed into the ad form is offered back after signing in again; a save or a deliberate sign-out leaves none', async ({
  page,
  signIn,
  request,
}) => {
  const adPath = '/advertiser/1001/campaign/5001/ad-group/6001/ad/7001';
  await signIn('admin', { from: adPath });
  const form = page.getByRole('form', { name: 'Ad' });
  await expect(form.getByRole('textbox', { name: /^Headline$/ })).toBeVisible();
  const savedHeadline = await form.getByRole('textbox', { name: /^Headline$/ }).inputValue();
  const merchant = await form.getByRole('textbox', { name: /^Merchant name/ }).inputValue();
  await form.getByRole('textbox', { name: /^Ad name/ }).fill('Kept across the 401');
  await form.getByRole('textbox', { name: /^Headline$/ }).fill('Typed, then the session ended');
  await form.getByRole('textbox', { name: /^Reward percent/ }).fill('15');

  // The session ends on the save: the warning says the input is kept, and the logout keeps it.
  const expectLogout = watchSessionExpiry(page);
  await injectFault(request, { email: PERSONAS.admin.email, path: CREATIVES, status: 401, times: 1 });
  await form.getByRole('button', { name: 'Save ad' }).click();
  await expect(page.getByText('Your unsaved changes are kept on this device.', { exact: false })).toBeVisible();
  await expectLogout();
  expect(await storedDrafts(page)).toEqual([`adsmanager:mock:${PERSONAS.admin.email}:draft:ad:1001:7001`]);

  await signIn('admin', { from: adPath, viaIdp: true });
  const offer = page.getByRole('region', { name: /^Restore your unsaved changes from .+\?$/ });
  await expect(offer).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^Headline$/ })).toHaveValue(savedHeadline);
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(offer).toBeHidden();
  await expect(form.getByRole('textbox', { name: /^Ad name/ })).toHaveValue('Kept across the 401');
  await expect(form.getByRole('textbox', { name: /^Headline$/ })).toHaveValue('Typed, then the session ended');
  await expect(form.getByRole('textbox', { name: /^Reward percent/ })).toHaveValue('15');
  await expect(form.getByRole('textbox', { name: /^Merchant name/ })).toHaveValue(merchant);

  await form.getByRole('button', { name: 'Save ad' }).click();
  await expect(page.getByText('Ad Kept across the 401 saved')).toBeVisible();
  await expect.poll(() => storedDrafts(page)).toEqual([]);
  await page.reload();
  await expect(form.getByRole('textbox', { name: /^Headline$/ })).toHaveValue('Typed, then the session ended');
  await expect(offer).toHaveCount(0);

  // Typed again, then the logout button: nothing of it stays in the browser.
  await form.getByRole('textbox', { name: /^Headline$/ }).fill('Typed, then logged out');
  await expect.poll(() => storedDrafts(page)).toHaveLength(1);
  await page.locator('[data-slot="account-switcher-trigger"]').click();
  await page.getByRole('dialog', { name: 'Account and user menu' }).getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/login', { timeout: 25_000 });
  expect(await storedDrafts(page)).toEqual([]);
  const stored = await page.evaluate(() => Object.values(window.localStorage).join('\n'));
  expect(stored).not.toContain('Typed, then logged out');
});
