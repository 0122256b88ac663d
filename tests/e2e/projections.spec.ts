/**
 * Projections in the browser (issue 16, part 3 §2; NS-70, NS-71): in a plan, the internal admin
 * requests a projection prefilled from an IO number, watches its run go from pending to finished by
 * itself and opens its result sheet. The rules and the fault matrix of these screens are component
 * tests (src/features/projections/pages/ProjectionPages.test.tsx).
 *
 * The test creates a projection: it puts the seed back afterwards.
 */
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { apiGet, apiPlans, chooseOption } from './fixtures/campaign-helpers';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.afterEach(async ({ resetData }) => {
  await resetData();
});

const ACCOUNT = 1001;
const SHEETS = 'https://sheets.cardlinked.example';

interface LineWithIo {
  ioNumber: string | null;
  status: string;
}

/** An IO number of the account that an opportunity of the account has. */
async function ioNumberWithOpportunity(page: Parameters<typeof apiPlans>[0]): Promise<string> {
  const lines = await apiGet<LineWithIo[]>(page, `/api/v1/campaign-build/accounts/${ACCOUNT}/lines`);
  for (const ioNumber of new Set(lines.map((line) => line.ioNumber))) {
    if (ioNumber === null) continue;
    const query = new URLSearchParams({ ioNumber }).toString();
    const found = await apiGet<unknown[]>(page, `/api/v1/ads-manager/accounts/${ACCOUNT}/opportunities?${query}`);
    if (found.length > 0) return ioNumber;
  }
  throw new Error(`no IO number of account ${String(ACCOUNT)} has an opportunity in the seed`);
}

test('PROJ-009 PROJ-010 NS-71 in a plan, the admin requests a projection prefilled from an IO number, sees it finish and opens its sheet', async ({
  page,
  signIn,
}) => {
  await signIn('admin', { from: `/advertiser/${ACCOUNT}` });
  const [plan] = await apiPlans(page, ACCOUNT);
  if (plan === undefined) throw new Error(`account ${String(ACCOUNT)} has no plan in the seed`);
  const ioNumber = await ioNumberWithOpportunity(page);

  // In the plan: its projections review offers a new projection.
  await page.goto(`/advertiser/${ACCOUNT}/plan/${plan.planId}/review/projections`);
  await page.getByRole('link', { name: 'New projection for this plan' }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === `/advertiser/${ACCOUNT}/plan/${plan.planId}/projection/create`,
  );
  await expect(page.getByRole('heading', { level: 1, name: `New projection for plan ${plan.name}` })).toBeVisible();

  // NS-71: the IO number fills the form from its opportunity; prefilled fields are marked and editable.
  await page.getByRole('textbox', { name: /^IO number/ }).fill(ioNumber);
  await page.getByRole('button', { name: 'Fill from opportunity' }).click();
  await expect(page.getByText(/^Filled from opportunity /)).toBeVisible();
  const name = page.getByRole('textbox', { name: /^Projection name/ });
  await expect(name).not.toHaveValue('');
  await expect(page.getByText('From opportunity').first()).toBeVisible();
  const projectionName = `E2E projection ${Date.now()}`;
  await name.fill(projectionName);

  // What the opportunity could not give is typed in.
  const duration = page.getByRole('textbox', { name: /^Campaign duration/ });
  if ((await duration.inputValue()) === '') await duration.fill('90');
  const start = page.getByLabel(/^Campaign start date/);
  if ((await start.inputValue()) === '') await start.fill('2027-01-04');
  if ((await page.getByRole('combobox', { name: /^Pricing model/ }).textContent())?.includes('Choose')) {
    await chooseOption(page, /^Pricing model/, 'CPS');
  }
  const goal = page.getByRole('textbox', { name: /goal/ });
  if ((await goal.inputValue()) === '') await goal.fill('4');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Request projection' }).click();

  // PROJ-010: the run opens pending and finishes by itself.
  await expect(page).toHaveURL((url) =>
    new RegExp(`^/advertiser/${ACCOUNT}/plan/${plan.planId}/projection/\\d+$`).test(url.pathname),
  );
  await expect(page.getByRole('heading', { level: 1, name: `Projection ${projectionName}` })).toBeVisible();
  const run = page.getByRole('region', { name: 'Latest run' });
  await expect(run.getByText('Running', { exact: true })).toBeVisible();
  await expect(run.getByText('Finished', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The result sheet opens in a new tab (the sheets host is answered here: it is not on this machine).
  await page
    .context()
    .route(`${SHEETS}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Projection sheet</title><h1>Projection sheet</h1>' }),
    );
  const projectionId = /\/projection\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1] ?? '';
  const link = run.getByRole('link', { name: /Open the result sheet/ });
  await expect(link).toHaveAttribute('href', new RegExp(`^${SHEETS}/projections/${projectionId}/runs/\\d+$`));
  const [sheet] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await expect(sheet).toHaveURL(new RegExp(`^${SHEETS}/projections/${projectionId}/runs/\\d+$`));
  await expect(sheet.getByRole('heading', { name: 'Projection sheet' })).toBeVisible();
});
