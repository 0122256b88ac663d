/**
 * `adGroups`: a campaign holding 500 ad groups in the builder (issue 12), measured inside the page
 * with performance.now() (./in-page.ts):
 *
 *   review open   a client-side navigation from the account page to the campaign review until the
 *                 ad-group rows are in the DOM and painted; median of 3 (the first, cold, apart)
 *   step switch   a trusted click on an ad-group step of the navigator until the current step has
 *                 changed and is painted; median of 5, between two ad groups
 *   reorder       the arrow key on a focused move handle until the list's order has changed and is
 *                 painted (the PUT runs behind it); median of 5, up and down in turn
 *
 * The campaign gets its ad groups through the duplicate call (as the internal admin) before the
 * measurement: the seed stays as it is and the stack's DATA_DIR is thrown away afterwards.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { adminPage, launchChromium } from './browser';
import type { AdGroup, Campaign } from '../../generated/campaign-build/model';
import { fillInParallel, median, type Result } from './common';
import { armSource, call, NAVIGATE, settle, TABLE_ROWS, type Measured } from './in-page';

export const REVIEW_PAINT_BUDGET_MS = 300;
export const STEP_SWITCH_BUDGET_MS = 100;
export const REORDER_BUDGET_MS = 100;
export const AD_GROUP_COUNT = 500;
/** The seed's first account (docs/seed.md), whose campaigns hold ad groups. */
const BENCH_ACCOUNT = 1001;
const NAVIGATIONS = 3;
const REPEATS = 5;
const STEP_TIMEOUT_MS = 30_000;
const ROWS_CSS = 'table[aria-labelledby="ad-groups-title"] tbody tr[data-index]';
const CURRENT_STEP_CSS = 'nav[aria-label="Campaign builder steps"] [aria-current="step"]';

const ARM = armSource(TABLE_ROWS);

/** An editable campaign of the account with an ad group, filled up to `AD_GROUP_COUNT` ad groups by duplicates. */
async function fillCampaign(page: Page, origin: string, accountId: number, token: string) {
  const headers = { Authorization: token, 'Content-Type': 'application/json', Accept: 'application/json' };
  const base = `${origin}/api/v6/campaign-build-api/accounts/${String(accountId)}`;
  const campaigns = (await (
    await page.request.get(`${origin}/api/v7/campaign-build-api/accounts/${String(accountId)}/campaigns?perPage=500`, {
      headers,
    })
  ).json()) as Campaign[];
  for (const campaign of campaigns) {
    if (!['Active', 'Scheduled', 'InReview', 'Draft'].includes(campaign.campaignStatus)) continue;
    if (campaign.campaignPricingModel === 'None' || campaign.campaignType === 'SNAPSHOT') continue;
    const filter = encodeURIComponent(`campaignId==${String(campaign.campaignId)}`);
    const groups = (await (
      await page.request.get(`${base}/adgroups?perPage=500&filter=${filter}`, { headers })
    ).json()) as AdGroup[];
    const source = groups[0];
    if (source === undefined) continue;
    await fillInParallel(groups.length, AD_GROUP_COUNT, async () => {
      const copy = await page.request.post(`${base}/adgroups/${String(source.adGroupId)}/duplicate`, {
        headers: { ...headers, 'Idempotency-Key': randomUUID() },
      });
      if (!copy.ok())
        throw new Error(`duplicating ad group ${String(source.adGroupId)}: HTTP ${String(copy.status())}`);
    });
    return { campaignId: campaign.campaignId, seeded: groups.length };
  }
  throw new Error(`account ${String(accountId)} has no editable campaign with an ad group`);
}

async function measure(page: Page, args: { rows: string; until: string; events: string[] }, act: () => Promise<void>) {
  await page.evaluate(call(ARM, { ...args, timeoutMs: STEP_TIMEOUT_MS }));
  await act();
  const run = await page.evaluate<Measured>('window.__bench');
  if (run.ms === undefined) throw new Error(run.error ?? 'no change');
  return run.ms;
}

export async function adGroupsBench(origin: string, add: (result: Result) => void): Promise<void> {
  const browser = await launchChromium();
  try {
    // Account 1001 (docs/seed.md): its campaign 5001 holds ad groups.
    const accountId = BENCH_ACCOUNT;
    const { page, token } = await adminPage(browser, origin, `/advertiser/${String(accountId)}`);
    const { campaignId, seeded } = await fillCampaign(page, origin, accountId, token);
    const note = `campaign ${String(campaignId)} of account ${String(accountId)}: ${String(AD_GROUP_COUNT)} ad groups (${String(seeded)} seeded)`;

    const accountPath = `/advertiser/${String(accountId)}`;
    const reviewPath = `${accountPath}/campaign/${String(campaignId)}/review`;
    const opens: number[] = [];
    let cold: number | undefined;
    for (let index = 0; index <= NAVIGATIONS; index += 1) {
      await page.evaluate(call(NAVIGATE, accountPath));
      await page.waitForSelector(ROWS_CSS, { state: 'detached', timeout: STEP_TIMEOUT_MS });
      await page.waitForLoadState('networkidle');
      await settle(page, 200);
      const ms = await measure(page, { rows: ROWS_CSS, until: 'rowsShown', events: [] }, async () => {
        await page.evaluate(call(NAVIGATE, reviewPath));
      });
      if (index === 0) cold = ms;
      else opens.push(ms);
    }
    if (cold !== undefined)
      add({ section: 'adGroups', name: 'ad groups: review open → rows painted (cold)', value: cold, unit: 'ms', note });
    add({
      section: 'adGroups',
      name: `ad groups: review open → rows painted (median of ${String(NAVIGATIONS)})`,
      value: median(opens),
      unit: 'ms',
      budget: REVIEW_PAINT_BUDGET_MS,
      samples: opens,
      note,
    });

    await page.waitForLoadState('networkidle');
    await settle(page, 200);
    const reorders: number[] = [];
    // The copies share a name: the handle is found by its id.
    const handleId = await page
      .locator(ROWS_CSS)
      .nth(1)
      .getByRole('button', { name: /^Move / })
      .getAttribute('id');
    const moving = page.locator(`[id="${handleId ?? ''}"]`);
    for (let index = 0; index < REPEATS; index += 1) {
      await moving.focus();
      const ms = await measure(page, { rows: ROWS_CSS, until: 'rowsReplaced', events: ['keydown'] }, async () => {
        await page.keyboard.press(index % 2 === 0 ? 'ArrowUp' : 'ArrowDown');
      });
      reorders.push(ms);
      await page.waitForLoadState('networkidle');
      await settle(page, 200);
    }
    add({
      section: 'adGroups',
      name: `ad groups: reorder key → order painted (median of ${String(REPEATS)})`,
      value: median(reorders),
      unit: 'ms',
      budget: REORDER_BUDGET_MS,
      samples: reorders,
      note: `${note}; the PUT of the 500 ids runs behind the shown order`,
    });

    const steps = page.getByRole('navigation', { name: 'Campaign builder steps' }).getByRole('link');
    const switches: number[] = [];
    const targets = [steps.nth(1), steps.nth(3)];
    for (let index = 0; index < REPEATS; index += 1) {
      const target = targets[index % 2];
      if (target === undefined) break;
      const ms = await measure(
        page,
        { rows: CURRENT_STEP_CSS, until: 'rowsReplaced', events: ['pointerdown', 'mousedown', 'click'] },
        async () => {
          await target.click();
        },
      );
      switches.push(ms);
      await page.waitForLoadState('networkidle');
      await settle(page, 200);
    }
    add({
      section: 'adGroups',
      name: `ad groups: navigator step switch → current step painted (median of ${String(REPEATS)})`,
      value: median(switches),
      unit: 'ms',
      budget: STEP_SWITCH_BUDGET_MS,
      samples: switches,
      note: `${note}; between two ad-group steps`,
    });
  } finally {
    await browser.close();
  }
}
