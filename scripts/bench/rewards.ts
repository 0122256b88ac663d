/**
 * `rewards`: the reward form's merchant category picker (issue 14).
 *
 *   chunk       gzip size of the lazily loaded merchant category reference chunk (the data and the
 *               entries, NS-78) and of the other chunks of src/features/rewards, from the build
 *   keystroke   one character typed into the picker's empty search box (keydown's timeStamp) until
 *               its matches over all 1,022 codes are in the DOM and painted (./in-page.ts); median of
 *               10 characters, on a seeded ad of account 1001 with an mcc-based reward type chosen
 *
 * The keystroke time includes up to one frame of waiting for the double requestAnimationFrame (an
 * upper bound), and the opening of the popover the matches show in.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { Ad, AdGroup } from '../../generated/campaign-build/model';
import { adminPage, launchChromium } from './browser';
import { gzipKB, median, type Result } from './common';
import { armSource, call, settle, type Measured } from './in-page';

export const MCC_CHUNK_BUDGET_KB = 30;
export const KEYSTROKE_BUDGET_MS = 30;
const BENCH_ACCOUNT = 1001;
const KEYS = ['a', 'h', 'r', 's', 't', 'c', 'm', '3', '5', '7'];
const STEP_TIMEOUT_MS = 30_000;
const OPTIONS_CSS = '[role="listbox"][aria-label="Matching merchant categories"] [role="option"]';
const SEARCH_NAME = 'Search merchant categories by code or name';
const MCC_TYPE = 'Percent back at merchant categories';

const ARM = armSource(`
  const rows = () => Array.from(document.querySelectorAll(args.rows));
  const signature = () => rows().slice(0, 5).map((row) => row.textContent).join('\\n') + '#' + rows().length;
`);

/** The chunk of the merchant category reference (named after src/lib/mcc/mcc-reference.ts) and the reward feature's own. */
export function rewardChunks(dist: string, add: (result: Result) => void, section = 'rewards'): void {
  const files = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'));
  const size = (file: string) => gzipKB(readFileSync(join(dist, 'assets', file)));
  const reference = files.filter((file) => file.startsWith('mcc-reference'));
  if (reference.length === 0)
    throw new Error('no mcc-reference chunk in the build (is the reference still loaded lazily?)');
  add({
    section,
    name: `${section}: gzip JS of the merchant category reference chunk (lazy)`,
    value: reference.reduce((sum, file) => sum + size(file), 0),
    unit: 'KB',
    budget: MCC_CHUNK_BUDGET_KB,
    note: reference.join(', '),
  });
}

async function findAd(page: Page, origin: string, token: string) {
  const headers = { Authorization: token, Accept: 'application/json' };
  const base = `${origin}/api/v7/campaign-build-api/accounts/${String(BENCH_ACCOUNT)}`;
  const ads = (await (await page.request.get(`${base}/ads?pageSize=500`, { headers })).json()) as Ad[];
  for (const ad of ads) {
    const group = await page.request.get(
      `${origin}/api/v6/campaign-build-api/accounts/${String(BENCH_ACCOUNT)}/adgroups/${String(ad.adGroupId)}`,
      { headers },
    );
    if (!group.ok()) continue;
    const { campaignId } = (await group.json()) as AdGroup;
    return `/advertiser/${String(BENCH_ACCOUNT)}/campaign/${String(campaignId)}/ad-group/${String(ad.adGroupId)}/ad/${String(ad.adId)}`;
  }
  throw new Error(`account ${String(BENCH_ACCOUNT)} has no ad`);
}

export async function rewardsBench(origin: string, dist: string, add: (result: Result) => void): Promise<void> {
  rewardChunks(dist, add);
  const browser = await launchChromium();
  try {
    const { page, token } = await adminPage(browser, origin, `/advertiser/${String(BENCH_ACCOUNT)}`);
    const adPath = await findAd(page, origin, token);
    await page.goto(adPath);
    const section = page.getByRole('region', { name: 'Reward', exact: true });
    await section.getByRole('combobox', { name: 'Reward type', exact: true }).click({ timeout: STEP_TIMEOUT_MS });
    await page.getByRole('option', { name: MCC_TYPE, exact: true }).click();
    const search = section.getByRole('combobox', { name: SEARCH_NAME });
    await search.waitFor({ timeout: STEP_TIMEOUT_MS });
    await section.getByRole('button', { name: 'Airlines' }).waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    await page.waitForFunction(
      (name) => !document.querySelector(`[aria-label="${name}"]`)?.hasAttribute('disabled'),
      SEARCH_NAME,
    );
    const times: number[] = [];
    for (const key of KEYS) {
      await search.fill('');
      await page.waitForSelector(OPTIONS_CSS, { state: 'detached', timeout: STEP_TIMEOUT_MS });
      await search.focus();
      await settle(page, 100);
      await page.evaluate(
        call(ARM, { rows: OPTIONS_CSS, until: 'rowsShown', events: ['keydown'], timeoutMs: STEP_TIMEOUT_MS }),
      );
      await page.keyboard.press(key);
      const run = await page.evaluate<Measured>('window.__bench');
      if (run.ms === undefined) throw new Error(`'${key}': ${run.error ?? 'no matches'}`);
      times.push(run.ms);
    }
    add({
      section: 'rewards',
      name: `rewards: MCC picker keystroke → matches painted (median of ${String(KEYS.length)})`,
      value: median(times),
      unit: 'ms',
      budget: KEYSTROKE_BUDGET_MS,
      samples: times,
      note: `${KEYS.join(' ')} into the empty search box over all 1,022 codes, on ${adPath}`,
    });
  } finally {
    await browser.close();
  }
}
