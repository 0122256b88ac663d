/**
 * Bank approval and the redemptions admin in the browser (issue 16, one journey per acceptance
 * scenario). Campaign 5001 (Acme Outfitters, 1001) went to five banks; PRAIRIECU flagged its hero
 * image and an audience. Rita (Redemptions Admin) reviews redemptions on the admin account.
 *
 * The redemptions journey changes the server's data (a decision): the file runs serially and puts
 * the seed back after each test.
 */
import type { Locator } from '@playwright/test';
import { expect, signIn as signInOn, test } from './fixtures';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** Chooses a file as a person does: the drop zone's button (or Replace) opens the picker. */
async function chooseFile(button: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = button.page().waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

test.afterEach(async ({ resetData }) => {
  await resetData();
});

test('BANK-010 BANK-006 the admin sees a campaign’s bank approvals with a flagged audience and a flagged image; the agency user sees no flags', async ({
  page,
  browser,
  baseURL,
  signIn,
  expectNoSeriousA11yViolations,
}) => {
  await signIn('admin', { from: '/advertiser/1001/campaigns?status=Active' });
  const badge = page.getByRole('link', { name: /^Flagged by \d+ of \d+ banks$/ }).first();
  await expect(badge).toBeVisible();

  await page.goto('/advertiser/1001/campaign/5001/review');
  const panel = page.getByRole('region', { name: 'Bank approval' });
  await expect(panel.getByRole('table', { name: 'Approvals by bank' })).toBeVisible();
  await expect(panel.getByRole('row').filter({ hasText: 'PRAIRIECU' })).toContainText('Flagged');
  const image = panel
    .getByRole('region', { name: 'Asset flags' })
    .getByRole('listitem')
    .filter({ hasText: 'PRAIRIECU' });
  await expect(image).toContainText('Flagged');
  await expect(image).toContainText('Image · Hero image');
  const audience = panel
    .getByRole('region', { name: 'Audience flags' })
    .getByRole('listitem')
    .filter({ hasText: 'PRAIRIECU' });
  await expect(audience).toContainText('Flagged');
  await expectNoSeriousA11yViolations();

  // The agency user's campaign review, in a browser of its own.
  const context = await browser.newContext({ baseURL });
  try {
    const agency = await context.newPage();
    await signInOn(agency, 'agencyManager', { from: '/advertiser/1003/campaign/5044/review' });
    await expect(agency.getByRole('heading', { level: 1, name: /Fall favorites 2026/ })).toBeVisible();
    await expect(agency.getByRole('heading', { name: 'Summary' })).toBeVisible();
    await expect(agency.getByRole('region', { name: 'Bank approval' })).toHaveCount(0);
    await expect(agency.getByText(/Flagged/)).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('REDEEM-002 REDEEM-005 REDEEM-010 REDEEM-014 the redemptions admin on /gb groups by reason code, approves a code-20 summary, is offered no Approve on code 2, and an upload fails with the RMS message', async ({
  page,
  signIn,
  expectNoSeriousA11yViolations,
}) => {
  await signIn('redemptionsAdmin', { from: '/admin/redemptions/gb' });
  await expect(page.getByRole('heading', { level: 1, name: 'Redemption review: United Kingdom' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Redemptions under review' });
  const codeRow = (code: number) => table.getByRole('row').filter({ hasText: new RegExp(`^Code ${code}\\D`) });

  // Grouped by partner, then back to reason code.
  const groupBy = page.getByRole('combobox', { name: 'Group by' });
  await groupBy.click();
  await page.getByRole('option', { name: 'Partner' }).click();
  await expect(table.getByRole('row').filter({ hasText: 'Rewards Network' })).toBeVisible();
  await groupBy.click();
  await page.getByRole('option', { name: 'Reason code' }).click();
  await expect(groupBy).toHaveText('Reason code');
  await expect(codeRow(20)).toContainText('duplicate 1 + gamer 1');

  // Code 2 (transaction used) can only be denied.
  await expect(codeRow(2).getByRole('button', { name: 'Deny reason code 2' })).toBeVisible();
  await expect(codeRow(2).getByRole('button', { name: /^Approve/ })).toHaveCount(0);

  // Approve code 20: the confirmation names its count and amount.
  const cells = await codeRow(20).getByRole('cell').allTextContents();
  const [, , count = '', amount = ''] = cells;
  await codeRow(20).getByRole('button', { name: 'Approve reason code 20' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Approve redemptions?' });
  await expect(dialog).toContainText(
    `Approve ${count} redemptions worth ${amount} with reason code 20 (duplicate 1 + gamer 1).`,
  );
  await expectNoSeriousA11yViolations();
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(dialog).toContainText('Approve: 1 of 1 reason codes decided.');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(codeRow(20)).toHaveCount(0);

  // An upload RMS refuses shows the first detail of RMS_REDEMPTION_UPLOAD_FAILURE.
  const upload = page.getByRole('region', { name: 'Upload redemptions' });
  // The file field is a drop zone: a button named by its label opens the picker.
  await chooseFile(upload.getByRole('button', { name: /^Redemptions file \(CSV\)/ }), {
    name: 'gb-wrong-header.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('wrong,header\n1,2,3,4,5\n'),
  });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload.getByRole('alert')).toContainText(
    'The file was not uploaded: Row 1: the header must be redemptionId,reasonCode,amount,partnerCode,institutionId',
  );

  // The form keeps working: a good file is taken, named as sent.
  // The refused file stays in the zone; Replace opens the picker again.
  await chooseFile(upload.getByRole('button', { name: 'Replace gb-wrong-header.csv' }), {
    name: 'gb-good.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('redemptionId,reasonCode,amount,partnerCode,institutionId\n88101,20,4.50,SEATED,21\n'),
  });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload.getByRole('status')).toContainText(/gb-good\.csv uploaded: 1 of 1 redemptions taken for review/);
  await expect(codeRow(20)).toContainText('£4.50');
});
