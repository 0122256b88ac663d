/**
 * Setup of every test file: the messages of every area up front (component tests render screens
 * without their routes' loading). tests/setup.ts adds Testing Library for the files in jsdom.
 */
import { addAreaMessages } from '@/i18n';
import { enUSAreas } from '@/i18n/locales/en-US.areas';
import '@/i18n/signed-in';

addAreaMessages(enUSAreas);
