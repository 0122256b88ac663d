import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

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

afterEach(() => {
  cleanup();
});
