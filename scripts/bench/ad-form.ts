/**
 * `adForm`: the ad form's live preview (issue 13), measured inside the page with performance.now()
 * (./in-page.ts): a key typed into the headline until the preview's headline has changed and is
 * painted; median of 10 keys, after a first one apart. The seeded ad 7001 of account 1001
 * (docs/seed.md) is opened as the internal admin; nothing is saved.
 */
import type { Page } from '@playwright/test';
import { signIn } from '../browser/sign-in';
import { launchChromium, newContext } from './browser';
import { median, type Result } from './common';
import { armSource, call, settle, TABLE_ROWS, type Measured } from './in-page';

export const PREVIEW_PAINT_BUDGET_MS = 50;
const AD_PATH = '/advertiser/1001/campaign/5001/ad-group/6001/ad/7001';
const PREVIEW_HEADLINE_CSS = '[data-testid="ad-preview-headline"]';
const KEYS = 10;
const TIMEOUT_MS = 10_000;

const ARM = armSource(TABLE_ROWS);

async function keystroke(page: Page, key: string): Promise<number> {
  await page.evaluate(
    call(ARM, { rows: PREVIEW_HEADLINE_CSS, until: 'rowsChanged', events: ['keydown'], timeoutMs: TIMEOUT_MS }),
  );
  await page.keyboard.press(key);
  const run = await page.evaluate<Measured>('window.__bench');
  if (run.ms === undefined) throw new Error(run.error ?? 'the preview did not change');
  return run.ms;
}

export async function adFormBench(origin: string, add: (result: Result) => void): Promise<void> {
  const browser = await launchChromium();
  try {
    const page = await (await newContext(browser, origin)).newPage();
    await signIn(page, 'admin');
    await page.goto(AD_PATH);
    const headline = page.getByRole('textbox', { name: /^Headline$/ });
    await headline.waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await headline.click();
    await page.keyboard.press('End');
    await settle(page, 200);
    const cold = await keystroke(page, 'x');
    const samples: number[] = [];
    for (let index = 0; index < KEYS; index += 1) {
      await settle(page, 50);
      samples.push(await keystroke(page, index % 2 === 0 ? 'a' : 'Backspace'));
    }
    const note = `ad 7001 of account 1001; a key in the headline until the preview's headline is painted`;
    add({ section: 'adForm', name: 'ad form: keystroke → preview painted (first)', value: cold, unit: 'ms', note });
    add({
      section: 'adForm',
      name: `ad form: keystroke → preview painted (median of ${String(KEYS)})`,
      value: median(samples),
      unit: 'ms',
      budget: PREVIEW_PAINT_BUDGET_MS,
      samples,
      note,
    });
  } finally {
    await browser.close();
  }
}
