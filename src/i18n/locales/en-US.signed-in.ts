/**
 * en-US messages the signed-in app loads with its first screen: the frame (header, banners,
 * toasts), the account switcher, forms and the performance report (where every user lands). The
 * other areas' messages come with their screens' code (./en-US.areas.ts, src/i18n/signed-in.ts).
 */
import { formsMessages } from '../messages/forms';
import { frameMessages } from '../messages/frame';
import { kitMessages } from '../messages/kit';
import { paletteTriggerMessages } from '../messages/palette-trigger';
import { reportingMessages } from '../messages/reporting';
import { switcherMessages } from '../messages/switcher';

export const enUSSignedIn = {
  ...frameMessages,
  ...paletteTriggerMessages,
  ...switcherMessages,
  ...formsMessages,
  ...kitMessages,
  ...reportingMessages,
} as const;
