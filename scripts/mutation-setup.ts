/**
 * Setup of the unit tests under Stryker (vitest.mutation.config.mjs, node environment): the
 * messages tests/setup.ts adds, without Testing Library and jest-dom, which only screens need.
 */
import { addAreaMessages } from '@/i18n';
import { enUSAreas } from '@/i18n/locales/en-US.areas';
import '@/i18n/signed-in';

addAreaMessages(enUSAreas);
