/**
 * The measurement the browser sections share: armed in the page, it starts at the first of the
 * given input events (or at once, with none) and ends when the watched rows meet a condition and
 * have been painted (MutationObserver, then a double requestAnimationFrame). `window.__bench`
 * holds the pending result.
 *
 * The in-page code is plain JavaScript in strings: it runs in the page whatever compiles this file
 * (tsx would add helpers the page lacks). A section supplies `rows()` and `signature()` over `args`.
 */
import type { Page } from '@playwright/test';

export interface Measured {
  ms?: number;
  rows?: number;
  error?: string;
}

export type Until = 'rowsShown' | 'rowsChanged' | 'rowsReplaced';

/**
 * The arming function for rows found by `helpers` (JavaScript defining `rows()` and `signature()`
 * from `args`). Conditions: rows shown; the rows changed (any change, an empty list included);
 * the rows replaced by other, non-empty ones.
 */
export function armSource(helpers: string): string {
  return `(args) => {
  ${helpers}
  const afterPaint = (callback) => requestAnimationFrame(() => requestAnimationFrame(callback));
  const before = signature();
  const conditions = {
    rowsShown: () => rows().length > 0,
    rowsChanged: () => signature() !== before,
    rowsReplaced: () => rows().length > 0 && signature() !== before,
  };
  let start = args.events.length === 0 ? performance.now() : undefined;
  let settled = false;
  window.__bench = new Promise((resolve) => {
    const onInput = (event) => { if (start === undefined) start = event.timeStamp; };
    const finish = (value) => {
      if (settled) return;
      settled = true;
      observer.disconnect();
      clearTimeout(timer);
      for (const type of args.events) window.removeEventListener(type, onInput, true);
      resolve(value);
    };
    const check = () => {
      if (start === undefined || settled || !conditions[args.until]()) return;
      observer.disconnect();
      afterPaint(() => finish({ ms: performance.now() - start, rows: rows().length }));
    };
    const observer = new MutationObserver(check);
    for (const type of args.events) window.addEventListener(type, onInput, true);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
    const timer = setTimeout(() => finish({ error: 'the list did not change within ' + args.timeoutMs + ' ms' }), args.timeoutMs);
  });
}`;
}

/** `source` (a function in a string) called with `args`, as a string to evaluate in the page. */
export const call = (source: string, args: unknown) => `(${source})(${JSON.stringify(args)})`;

/** Two frames, then `ms` more: the page has painted and gone quiet before the next measurement. */
export async function settle(page: Page, ms: number): Promise<void> {
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
  await page.waitForTimeout(ms);
}

/** `rows()` and `signature()` for a table's rows found by the CSS selector `args.rows`; the first five tell an order. */
export const TABLE_ROWS = `
  const rows = () => Array.from(document.querySelectorAll(args.rows));
  const signature = () => rows().slice(0, 5).map((row) => row.textContent).join('\\n') + '#' + rows().length;
`;

/** A client-side navigation through the router's history (popstate), as a link click would do. */
export const NAVIGATE = `((path) => {
  history.pushState({}, '', path);
  dispatchEvent(new PopStateEvent('popstate', { state: {} }));
})`;
