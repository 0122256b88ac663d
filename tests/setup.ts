import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '@/i18n/signed-in';

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
