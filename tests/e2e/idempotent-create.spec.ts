/**
 * Idempotent creates in the browser (issue 11): the answer to a campaign create is lost after the
 * server saved the campaign (the fake backend's `drop-answer` fault: the handler runs and saves,
 * then the connection is dropped). The form stays with the failure on top; "Create campaign"
 * again sends the same Idempotency-Key, the server replays its first answer, and the account holds
 * exactly one campaign of that name.
 *
 * The fault is put on this test's one POST only (a header added by `page.route`), so it reaches no
 * other request. The test creates data: the seed is put back afterwards.
 */
import { expect, test } from './fixtures';
import {
  apiCampaigns,
  apiLines,
  chooseOption,
  datesWithin,
  latestActiveLine,
  lineOption,
  selectOptions,
} from './fixtures/campaign-helpers';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.afterEach(async ({ resetData }) => {
  await resetData();
});

const US_ACCOUNT = 1003;
const NEW_YORK = 'America/New_York';
const CREATE_PATH = `/api/v7/campaign-build-api/accounts/${US_ACCOUNT}/campaigns`;

test('CAMP-019 a campaign create whose answer was lost after the server saved it: "Create campaign" again shows the saved campaign, and only one exists', async ({
  page,
  signIn,
}) => {
  // The internal admin: the API lists Draft campaigns to internal users only (CAMP-026).
  await signIn('admin', { from: `/advertiser/${US_ACCOUNT}/campaign/create` });
  await expect(page.getByRole('heading', { level: 1, name: 'New campaign' })).toBeVisible();

  const line = latestActiveLine(await apiLines(page, US_ACCOUNT));
  const { start, end } = datesWithin(line, NEW_YORK);
  const name = `E2E idempotent create ${Date.now()}`;

  const form = page.getByRole('form', { name: 'Campaign' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await chooseOption(page, /^Line/, lineOption(line));
  const pricing = await selectOptions(page, /^Pricing model/);
  await chooseOption(
    page,
    /^Pricing model/,
    pricing.includes(line.pricingModel) ? line.pricingModel : (pricing[0] ?? ''),
  );
  await form.getByRole('textbox', { name: /^Budget \(USD\)/ }).fill('1000');
  await form.getByRole('textbox', { name: /^Start date/ }).fill(start);
  await form.getByRole('textbox', { name: /^End date/ }).fill(end);

  // The first POST runs on the server and is saved, then its answer never arrives.
  const keys: (string | undefined)[] = [];
  await page.route(`**${CREATE_PATH}`, async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.continue();
    const headers = request.headers();
    keys.push(headers['idempotency-key']);
    return keys.length === 1
      ? route.continue({ headers: { ...headers, 'x-mock-fault': 'drop-answer' } })
      : route.continue();
  });

  await form.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The campaign could not be saved' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === `/advertiser/${US_ACCOUNT}/campaign/create`);
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  // The server did save it: the lost answer is not a lost campaign.
  expect((await apiCampaigns(page, US_ACCOUNT, `name==${name}`)).map((campaign) => campaign.name)).toEqual([name]);

  await form.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page).toHaveURL((url) =>
    new RegExp(`^/advertiser/${US_ACCOUNT}/campaign/\\d+/review$`).test(url.pathname),
  );
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  const saved = await apiCampaigns(page, US_ACCOUNT, `name==${name}`);
  expect(saved).toHaveLength(1);
  expect(page.url()).toContain(`/campaign/${String(saved[0]?.campaignId)}/review`);
  // Both attempts carried the one key of this create.
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
});
