import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

test('SHELL-062 the built app renders the shell page with the build version in real Chromium', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Ads Manager' })).toBeVisible();
  await expect(page.getByText('v12.4.67')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the shell page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Ads Manager' })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
