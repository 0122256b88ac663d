import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import * as React from 'react';
import { afterEach } from 'vitest';
import { resetHttp } from '@/api/http';
import { setSigningOut } from '@/auth/sign-out-state';
import { i18n } from '@/i18n';
import { toast } from '@/lib/toast';

// A screen's state gets 5 s to show (Testing Library's default is 1 s): a save of five steps against
// the in-process backend took longer than 1 s on a loaded 2-core machine.
configure({ asyncUtilTimeout: 5_000 });

/**
 * jsdom has no ResizeObserver, and Radix (checkbox, tooltip, popper) measures with one. This stub
 * never reports a size: virtual lists and tables size their rows by their fixed row height with it
 * exactly as without it (checked when the four per-file copies became this one).
 */
class ResizeObserverStub implements ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver = ResizeObserverStub;

// jsdom has no pointer capture or scrollIntoView, which Radix's selects, popovers and dialogs call.
const element = Element.prototype as unknown as Record<string, unknown>;
element.hasPointerCapture ??= () => false;
element.setPointerCapture ??= () => undefined;
element.releasePointerCapture ??= () => undefined;
element.scrollIntoView ??= () => undefined;

// A toast a test left open would show in the next one's screen; so would the draft (NS-90) of a
// form a test left with input, written as the form closes.
afterEach(() => {
  cleanup();
  toast.dismiss();
  for (const key of Object.keys(window.localStorage)) {
    if (key.includes(':draft:')) window.localStorage.removeItem(key);
  }
});

/**
 * Each file starts as in a fresh page, as it did with a jsdom and modules of its own: a worker's
 * files now share them (vitest.config.ts, `isolate: false`), so what a file leaves behind is put
 * back here — the storage, the address, the language (a test in en-GB made the next file's /admin
 * open the United Kingdom's redemptions), the open toasts (one left over doubled the next file's),
 * the transport's settings and a sign-out under way.
 */
window.localStorage.clear();
window.sessionStorage.clear();
window.history.replaceState(null, '', '/');
i18n.changeLanguage('en-US');
toast.dismiss();
resetHttp();
setSigningOut(false);

/**
 * React's development build records, for each element it creates (up to 10,000 a second), an Error
 * with its stack and a console task, to show owner stacks in its warnings. In the page tests that
 * was 11 % of the CPU (the ad form's tests, profiled). Holding the counter at its limit makes React
 * use its shared "unknown owner" stack instead; warnings and errors still show, with shorter stacks.
 */
const internals = (React as unknown as Record<string, Record<string, unknown> | undefined>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (internals && 'recentlyCreatedOwnerStacks' in internals) {
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => 10_000,
    set: () => undefined,
  });
}
