/**
 * Plans in the browser (issue 5; flag enable-campaign-planner is on in scripts/serve/flags.json):
 * the list, create, rename, the plan-name conflict and the read-only campaign builder inside a plan.
 *
 * These tests change the server's data (plans created and renamed): the file runs serially and
 * puts the seed back after each test.
 */
import { expect, test } from './fixtures';
import { apiCampaigns, apiPlans } from './fixtures/campaign-helpers';
import { expectToastsCoverNoControl } from './fixtures/shell-helpers';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.afterEach(async ({ resetData }) => {
  await resetData();
});

const ACCOUNT = 1003;

test('PLAN-004 PLAN-005 PLAN-006 the agency campaign manager creates a plan, finds it in the list and renames it', async ({
  page,
  signIn,
}) => {
  const name = `E2E plan ${Date.now()}`;
  const renamed = `${name} renamed`;
  await signIn('agencyManager', { from: `/advertiser/${ACCOUNT}/plans` });
  await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Plans' });
  await expect(table.getByRole('link').first()).toBeVisible();

  await page.getByRole('link', { name: 'New plan' }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/advertiser/${ACCOUNT}/plan/create`);
  await expect(page.getByRole('heading', { level: 1, name: 'New plan' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Plan name/ }).fill(name);
  await page.getByRole('textbox', { name: /^IO number/ }).fill('IO-E2E-1');
  await page.getByRole('button', { name: 'Create plan' }).click();

  // PLAN-005: the new plan opens.
  await expect(page).toHaveURL((url) => /^\/advertiser\/1003\/plan\/\d+$/.test(url.pathname));
  await expect(page.getByRole('heading', { level: 1, name: `Plan ${name}` })).toBeVisible();
  const planId = Number(/\/plan\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
  const details = page.getByRole('region', { name: 'Plan details' });
  await expect(details).toContainText('IO-E2E-1');
  await expect(details).toContainText('Draft');

  // PLAN-004: it is in the list.
  await page.getByRole('link', { name: 'Back to plans' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('IO-E2E-1');
  await expect(row).toContainText('Draft');

  // PLAN-006: rename it on its review.
  await row.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Plan ${name}` })).toBeVisible();
  const edit = page.getByRole('region', { name: 'Name and IO number' });
  const nameField = edit.getByRole('textbox', { name: /^Plan name/ });
  await expect(nameField).toHaveValue(name);
  await nameField.fill(renamed);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Plan ${renamed}` })).toBeVisible();
  await expect(page.getByText(`Plan ${renamed} was saved`)).toBeVisible();
  // The success toast leaves the review's actions free (issue 24: it covered its right edge).
  await expectToastsCoverNoControl(page);
  const stored = (await apiPlans(page, ACCOUNT)).find((plan) => plan.planId === planId);
  expect(stored?.name).toBe(renamed);

  await page.goto(`/advertiser/${ACCOUNT}/plans`);
  await expect(table.getByRole('link', { name: renamed, exact: true })).toBeVisible();
  await expect(table.getByRole('link', { name, exact: true })).toHaveCount(0);
});

test('PLAN-005 API-014 a plan name the account already has shows the conflict message at the name field and keeps the input', async ({
  page,
  signIn,
}) => {
  await signIn('agencyManager', { from: `/advertiser/${ACCOUNT}/plan/create` });
  await expect(page.getByRole('heading', { level: 1, name: 'New plan' })).toBeVisible();
  const [existing] = await apiPlans(page, ACCOUNT);
  if (!existing) throw new Error(`account ${ACCOUNT} has plans in the seed`);

  const nameField = page.getByRole('textbox', { name: /^Plan name/ });
  await nameField.fill(existing.name);
  await page.getByRole('textbox', { name: /^IO number/ }).fill('IO-E2E-2');
  await page.getByRole('button', { name: 'Create plan' }).click();
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');
  await expect(nameField).toHaveAccessibleDescription('A plan with this name already exists in this account');
  await expect(nameField).toBeFocused();
  await expect(page).toHaveURL((url) => url.pathname === `/advertiser/${ACCOUNT}/plan/create`);
  await expect(nameField).toHaveValue(existing.name);
  await expect(page.getByRole('textbox', { name: /^IO number/ })).toHaveValue('IO-E2E-2');
  expect((await apiPlans(page, ACCOUNT)).filter((plan) => plan.name === existing.name)).toHaveLength(1);
});

test('PLAN-009 plan/{planId}/specification/{campaignId} shows the campaign review read-only', async ({
  page,
  signIn,
}) => {
  await signIn('agencyManager', { from: `/advertiser/${ACCOUNT}/plans` });
  await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
  // The accepted plan's campaigns are built ones (Active, Scheduled) the agency manager can see.
  const accepted = (await apiPlans(page, ACCOUNT)).find((plan) => plan.status === 'Accepted');
  if (!accepted) throw new Error(`account ${ACCOUNT} has an Accepted plan in the seed`);
  const [campaign] = await apiCampaigns(page, ACCOUNT, `planId==${accepted.planId}`);
  if (!campaign) throw new Error(`plan ${accepted.planId} has campaigns in the seed`);

  await page.goto(`/advertiser/${ACCOUNT}/plan/${accepted.planId}/specification/${campaign.campaignId}`);
  await expect(page.getByRole('heading', { level: 1, name: campaign.name })).toBeVisible();
  await expect(page.getByText('Campaign review', { exact: true })).toBeVisible();
  await expect(page.getByText('Read-only', { exact: true })).toBeVisible();
  const actions = page.getByRole('toolbar', { name: 'Campaign actions' });
  // Only the change log: no edit, deactivate, duplicate or delete inside a plan.
  await expect(actions.getByRole('button')).toHaveText(['Change log']);
  await expect(actions.getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to the plan' })).toHaveAttribute(
    'href',
    `/advertiser/${ACCOUNT}/plan/${accepted.planId}/review`,
  );

  // The same campaign outside the plan can be edited by the agency manager.
  await page.goto(`/advertiser/${ACCOUNT}/campaign/${campaign.campaignId}/review`);
  await expect(page.getByRole('heading', { level: 1, name: campaign.name })).toBeVisible();
  await expect(
    page.getByRole('toolbar', { name: 'Campaign actions' }).getByRole('link', { name: 'Edit' }),
  ).toBeVisible();
});
