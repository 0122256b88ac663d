/**
 * `switcher`: the account switcher for the 10,000-account user (sid.scale@cardlinked.example),
 * measured inside the page with performance.now():
 *
 *   open        the trusted click on the header trigger (the input event's timeStamp) until the
 *               popup's list rows are in the DOM and painted (double requestAnimationFrame after
 *               a MutationObserver sees them); the first open is reported apart, then the median
 *               of 5 further opens (Escape closes the popup in between)
 *   keystroke   one letter typed into the empty account search box (keydown's timeStamp) until the
 *               list's rows have changed and are painted; median of 10 letters, each missing from
 *               a visible row (so that it must change the list)
 *   DOM rows    rows of the list(s) rendered in the open popup, search box empty
 *
 * Double rAF fires at the start of the frame after the one that painted: the times include up to
 * one frame (~16.7 ms) of waiting for it, so they are an upper bound. Selectors: ./selectors.ts.
 */
import type { Page } from '@playwright/test';
import { PERSONAS } from '../../src/mocks/personas';
import { signIn } from '../browser/sign-in';
import { landOnAccount, launchChromium, newContext } from './browser';
import { median, type Result } from './common';
import { armSource, call, settle, type Measured, type Until } from './in-page';
import {
  accountSearch,
  accountsTab,
  POPUP_CSS,
  ROW_CSS,
  SET_SIZE_ATTRIBUTE,
  switcherPopup,
  switcherTrigger,
} from './selectors';

export const OPEN_BUDGET_MS = 100;
export const KEYSTROKE_BUDGET_MS = 50;
export const DOM_ROWS_BUDGET = 40;
const OPENS = 5;
const KEYSTROKES = 10;
/** Candidate letters, rarest in English names first; those that change the visible rows are typed. */
const LETTERS = 'q z x j k v w y f b g p m h u c d l s n t r o i a e'.split(' ');
const STEP_TIMEOUT_MS = 10_000;

/** The popup's own rows (not rows nested in them), for the in-page code of ./in-page.ts. */
const IN_PAGE_HELPERS = `
  const popup = () => document.querySelector(args.popup);
  const rows = () => {
    const p = popup();
    if (!p) return [];
    return Array.from(p.querySelectorAll(args.rows)).filter((row) => !row.parentElement?.closest(args.rows));
  };
  const signature = () => rows().map((row) => row.textContent).join('\\n') + '#' + rows().length;
`;

const ARM = armSource(IN_PAGE_HELPERS);

const SIGNATURE = `((args) => { ${IN_PAGE_HELPERS} return signature(); })`;
const ROW_COUNT = `((args) => { ${IN_PAGE_HELPERS} return rows().length; })`;
const ROW_TEXTS = `((args) => { ${IN_PAGE_HELPERS} return rows().map((row) => (row.textContent ?? '').toLowerCase()); })`;
const SET_SIZE = `((args) => { ${IN_PAGE_HELPERS}
  const sizes = Array.from(popup()?.querySelectorAll('[' + args.attribute + ']') ?? [], (el) => Number(el.getAttribute(args.attribute)) || 0);
  return Math.max(0, ...sizes);
})`;

const LIST = { popup: POPUP_CSS, rows: ROW_CSS };

async function measure(page: Page, until: Until, events: string[], act: () => Promise<void>) {
  await page.evaluate(call(ARM, { ...LIST, until, events, timeoutMs: STEP_TIMEOUT_MS }));
  await act();
  return page.evaluate<Measured>('window.__bench');
}

async function closePopup(page: Page) {
  await page.keyboard.press('Escape');
  await switcherPopup(page).waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
  await settle(page, 100);
}

const CLICK_EVENTS = ['pointerdown', 'mousedown', 'click'];

export async function switcher(origin: string, add: (result: Result) => void): Promise<void> {
  const browser = await launchChromium();
  try {
    const page = await (await newContext(browser, origin)).newPage();
    await signIn(page, 'scale');
    await landOnAccount(page);
    await measureSwitcher(page, `${PERSONAS.scale.email} on ${new URL(page.url()).pathname}`, add);
  } finally {
    await browser.close();
  }
}

/** The measurements on a page that shows the switcher trigger (see the top of this file). */
export async function measureSwitcher(page: Page, note: string, add: (result: Result) => void): Promise<void> {
  const trigger = switcherTrigger(page);
  await trigger.waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await settle(page, 100);
  const first = await measure(page, 'rowsShown', CLICK_EVENTS, () => trigger.click());
  if (first.ms === undefined) throw new Error(`the first open: ${first.error ?? 'no rows'}`);
  add({ section: 'switcher', name: 'switcher: first open → list painted (cold)', value: first.ms, unit: 'ms', note });
  // Open on the Accounts tab from now on (the popup remembers the active tab).
  const tab = accountsTab(switcherPopup(page));
  if ((await tab.count()) > 0 && (await tab.getAttribute('aria-selected')) !== 'true') {
    await tab.click();
    await closePopup(page);
    await trigger.click();
    await switcherPopup(page).locator(ROW_CSS).first().waitFor({ timeout: STEP_TIMEOUT_MS });
  }
  await page.waitForLoadState('networkidle');
  await closePopup(page);

  const opens: number[] = [];
  for (let index = 0; index < OPENS; index += 1) {
    const run = await measure(page, 'rowsShown', CLICK_EVENTS, () => trigger.click());
    if (run.ms === undefined) throw new Error(`open ${index + 1}: ${run.error ?? 'no rows'}`);
    opens.push(run.ms);
    if (index < OPENS - 1) await closePopup(page);
  }
  add({
    section: 'switcher',
    name: `switcher: open → list painted (median of ${OPENS})`,
    value: median(opens),
    unit: 'ms',
    budget: OPEN_BUDGET_MS,
    samples: opens,
    note,
  });

  await settle(page, 100);
  const domRows = await page.evaluate<number>(call(ROW_COUNT, LIST));
  const setSize = await page.evaluate<number>(call(SET_SIZE, { ...LIST, attribute: SET_SIZE_ATTRIBUTE }));
  add({
    section: 'switcher',
    name: 'switcher: DOM rows rendered in the list',
    value: domRows,
    unit: 'rows',
    budget: DOM_ROWS_BUDGET,
    note: setSize > 0 ? `of ${setSize.toLocaleString('en-US')} accounts (aria-setsize)` : 'no aria-setsize on the rows',
  });

  const search = accountSearch(switcherPopup(page));
  await search.waitFor({ timeout: STEP_TIMEOUT_MS });
  const unfiltered = await page.evaluate<string>(call(SIGNATURE, LIST));
  // A letter missing from a visible row's names filters that row out: the list must change.
  const texts = await page.evaluate<string[]>(call(ROW_TEXTS, LIST));
  const keys = LETTERS.filter((letter) => texts.some((text) => !text.includes(letter))).slice(0, KEYSTROKES);
  const keystrokes: number[] = [];
  const missed: string[] = [];
  for (const key of keys) {
    await search.fill('');
    const deadline = Date.now() + STEP_TIMEOUT_MS;
    while ((await page.evaluate<string>(call(SIGNATURE, LIST))) !== unfiltered) {
      if (Date.now() > deadline) throw new Error('the list did not come back after clearing the search box');
      await page.waitForTimeout(20);
    }
    await settle(page, 100);
    const run = await measure(page, 'rowsChanged', ['keydown'], () => page.keyboard.press(key));
    if (run.ms === undefined) missed.push(`'${key}': ${run.error ?? 'no change'}`);
    else keystrokes.push(run.ms);
  }
  await search.fill('');
  if (keystrokes.length === 0) throw new Error(`no keystroke changed the list (${missed.join('; ')})`);
  add({
    section: 'switcher',
    name: `switcher: keystroke → list painted (median of ${KEYSTROKES})`,
    value: median(keystrokes),
    unit: 'ms',
    budget: KEYSTROKE_BUDGET_MS,
    samples: keystrokes,
    note:
      `${keystrokes.length} keys of ${keys.join(' ')} into the empty box` +
      (missed.length > 0 ? `; not measured: ${missed.join('; ')}` : ''),
  });
}
