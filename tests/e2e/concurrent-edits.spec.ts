/**
 * No lost work (issue 25 point 2, NS-92): two signed-in people (two browser contexts) edit one
 * record. The second save on the version both opened meets 412 and shows the conflict panel with
 * the first person's value and name; "Keep mine" saves on the new version; the change log holds
 * both changes in order; at no point does the API hold a value nobody chose. Once for a campaign's
 * budget (change log on the review screen), once for an ad's headline (the ad's change records
 * through the API: the review's change log is the campaign's). The tests change data: the seed is
 * put back afterwards.
 */
import type { Browser, Locator, Page, Request } from '@playwright/test';
import { PERSONAS } from '../../src/mocks/personas';
import { expect, signIn as signInOn, test } from './fixtures';
import { apiCampaigns, apiGet } from './fixtures/campaign-helpers';
import { accessToken } from './fixtures/shell-helpers';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.afterEach(async ({ resetData }) => {
  await resetData();
});

const ACCOUNT = 1001;
const V7 = '/api/v7/campaign-build-api';
const FIRST = PERSONAS.admin.email;
/** The internal account manager: campaign write on every account (docs/seed.md). */
const SECOND = PERSONAS.scale.email;
/** An amount as the panel shows it (en-US, USD). */
const dollars = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

interface ApiAd {
  adId: number;
  creativeId?: number;
}
interface ApiCreative {
  texts?: { headline?: string };
  headline?: string;
}
interface AuditRecord {
  updateUser: string;
  changes: { columnName: string; originalValue: string | null; newValue: string | null }[];
}

/** The second person: a browser context of their own, signed in, on `from`. */
async function secondPerson(browser: Browser, baseURL: string | undefined, from: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInOn(page, 'scale', { from });
  return { page, close: () => context.close() };
}

/**
 * The panel the second save opened: the first person's name, the field's yours and theirs; then
 * screenshots of it at 1440×900 and 390×844 (attached to the test's output).
 */
async function expectConflict(
  other: Page,
  entity: string,
  field: string,
  values: { mine: string; theirs: string },
  shot: (size: string) => string,
): Promise<Locator> {
  const panel = other.getByRole('region', { name: `Someone else saved this ${entity}` });
  await expect(panel).toBeVisible();
  await expect(panel).toBeFocused();
  await expect(panel).toContainText(`${FIRST} changed this ${entity} at`);
  const row = panel.getByRole('listitem', { name: field });
  await expect(row).toContainText(`Yours: ${values.mine}`);
  await expect(row).toContainText(`Theirs: ${values.theirs}`);
  await other.screenshot({ path: shot('1440') });
  await other.setViewportSize({ width: 390, height: 844 });
  await panel.scrollIntoViewIfNeeded();
  await other.screenshot({ path: shot('390') });
  await other.setViewportSize({ width: 1440, height: 900 });
  return panel;
}

/** The ETag the API answers for `path` now (what the second save must send after the conflict). */
async function etagOf(page: Page, path: string): Promise<string | null> {
  const response = await page.request.get(path, { headers: { authorization: `Bearer ${await accessToken(page)}` } });
  return response.headers().etag ?? null;
}

/** The If-Match of every PATCH the page sends to a path ending in `suffix`. */
function patches(page: Page, suffix: string) {
  const sent: (string | undefined)[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'PATCH' && new URL(request.url()).pathname.endsWith(suffix)) {
      sent.push(request.headers()['if-match']);
    }
  });
  return sent;
}

test('NS-92 two people change one campaign’s budget: the second sees the conflict and keeps mine on the new version, the change log holds both', async ({
  page,
  signIn,
  browser,
  baseURL,
}, testInfo) => {
  await signIn('admin', { from: `/advertiser/${ACCOUNT}/campaigns` });
  const campaigns = await apiCampaigns(page, ACCOUNT);
  const campaign = campaigns.find((c) => c.campaignStatus === 'Draft') ?? campaigns[0];
  if (!campaign) throw new Error(`no campaign in account ${String(ACCOUNT)}`);
  const path = `/advertiser/${String(ACCOUNT)}/campaign/${String(campaign.campaignId)}`;
  const api = `${V7}/accounts/${String(ACCOUNT)}/campaigns/${String(campaign.campaignId)}`;
  const budgetOf = async () => (await apiGet<{ budget: number }>(page, api)).budget;
  const start = await budgetOf();
  // Lower budgets: the billing cap stays above budget × (1 − discount) (CAMP-023).
  const [theirs, mine] = [start - 1000, start - 2000];

  // Both open the campaign.
  await page.goto(path);
  const second = await secondPerson(browser, baseURL, path);
  try {
    const other = second.page;
    const sent = patches(other, `/campaigns/${String(campaign.campaignId)}`);
    const budget = (p: Page) => p.getByRole('textbox', { name: /^Budget \(/ });
    await expect(budget(page)).toHaveValue(/\d/);
    await expect(budget(other)).toHaveValue(/\d/);

    // The first saves.
    await budget(page).fill(String(theirs));
    await page.getByRole('button', { name: 'Save campaign' }).click();
    await expect.poll(budgetOf).toBe(theirs);

    // The second saves on the version both opened: refused, the form as typed, the panel.
    await budget(other).fill(String(mine));
    await other.getByRole('button', { name: 'Save campaign' }).click();
    await expect(budget(other)).toHaveValue(String(mine));
    expect(await budgetOf(), 'the refused save wrote nothing').toBe(theirs);
    const panel = await expectConflict(
      other,
      'campaign',
      'Budget',
      { mine: dollars(mine), theirs: dollars(theirs) },
      (size) => testInfo.outputPath(`conflict-campaign-${size}.png`),
    );

    // Keep mine: saved on the version the first save made.
    const current = await etagOf(page, api);
    await panel.getByRole('button', { name: 'Keep mine' }).click();
    await expect(panel).toBeHidden();
    await expect.poll(budgetOf).toBe(mine);
    expect(sent).toHaveLength(2);
    expect(sent[0], 'the first save sent the version it opened').not.toBe(current);
    expect(sent[1]).toBe(current);

    // The change log: both changes, the first person's, then the second's.
    await other.goto(`${path}/review`);
    await other.getByRole('toolbar', { name: 'Campaign actions' }).getByRole('button', { name: 'Change log' }).click();
    const log = other.getByRole('dialog', { name: /^Change log of / }).getByRole('list', { name: 'Change log' });
    const budgetRecords = log.getByRole('listitem').filter({ has: other.getByRole('rowheader', { name: 'budget' }) });
    await expect(budgetRecords.first()).toBeVisible();
    // Newest first.
    await expect(budgetRecords.nth(0)).toContainText(`by ${SECOND}`);
    await expect(budgetRecords.nth(1)).toContainText(`by ${FIRST}`);
  } finally {
    await second.close();
  }
});

test('NS-92 two people change one ad’s headline: the second sees the conflict and keeps mine on the new version, the ad’s change records hold both', async ({
  page,
  signIn,
  browser,
  baseURL,
}, testInfo) => {
  const path = `/advertiser/${String(ACCOUNT)}/campaign/5001/ad-group/6001/ad/7001`;
  const api = `${V7}/accounts/${String(ACCOUNT)}/ads/7001`;
  await signIn('admin', { from: path });
  const headlineOf = async () => {
    const ad = await apiGet<ApiAd>(page, api);
    const creative = await apiGet<ApiCreative>(
      page,
      `/api/v2/advertiser-assets/creatives/${String(ad.creativeId)}?creativeVersion=3`,
    );
    return creative.texts?.headline ?? creative.headline;
  };
  const stamp = Date.now();
  const [theirs, mine] = [`Theirs ${String(stamp)}`, `Mine ${String(stamp)}`];

  const second = await secondPerson(browser, baseURL, path);
  try {
    const other = second.page;
    const sent = patches(other, '/ads/7001');
    const headline = (p: Page) => p.getByRole('form', { name: 'Ad' }).getByRole('textbox', { name: /^Headline$/ });
    await expect(headline(page)).not.toHaveValue('');
    await expect(headline(other)).not.toHaveValue('');

    await headline(page).fill(theirs);
    await page.getByRole('button', { name: 'Save ad' }).click();
    await expect.poll(headlineOf).toBe(theirs);

    await headline(other).fill(mine);
    await other.getByRole('button', { name: 'Save ad' }).click();
    await expect(headline(other)).toHaveValue(mine);
    expect(await headlineOf(), 'the refused save changed nothing').toBe(theirs);
    const panel = await expectConflict(other, 'ad', 'Headline', { mine, theirs }, (size) =>
      testInfo.outputPath(`conflict-ad-${size}.png`),
    );

    const current = await etagOf(page, api);
    await panel.getByRole('button', { name: 'Keep mine' }).click();
    await expect(panel).toBeHidden();
    await expect.poll(headlineOf).toBe(mine);
    expect(sent.at(-1)).toBe(current);

    // The ad's change records: the first person's creative change, then the second's.
    const records = await apiGet<AuditRecord[]>(
      page,
      `${V7}/accounts/${String(ACCOUNT)}/audit?entityType=Ad&entityId=7001&page=1&perPage=50`,
    );
    const creativeChanges = records.filter((record) => record.changes.some((c) => c.columnName === 'creativeId'));
    expect(creativeChanges.slice(0, 2).map((record) => record.updateUser)).toEqual([SECOND, FIRST]);
  } finally {
    await second.close();
  }
});
