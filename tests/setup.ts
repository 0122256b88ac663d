import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { addAreaMessages } from '@/i18n';
import { enUSAreas } from '@/i18n/locales/en-US.areas';
import '@/i18n/signed-in';

// Every area's messages up front: component tests render screens without their routes' loading.
addAreaMessages(enUSAreas);

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
