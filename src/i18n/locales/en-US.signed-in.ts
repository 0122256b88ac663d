/**
 * en-US messages the signed-in app loads with its first screen: the account switcher, forms, the
 * campaigns list and the performance report (where every user lands), and what they link to. The
 * other areas' messages come with their screens' code (./en-US.areas.ts, src/i18n/signed-in.ts).
 */
import { campaignsMessages } from '../messages/campaigns';
import { formsMessages } from '../messages/forms';
import { reportingMessages } from '../messages/reporting';
import { switcherMessages } from '../messages/switcher';

export const enUSSignedIn = {
  ...switcherMessages,
  ...formsMessages,
  ...campaignsMessages,
  ...reportingMessages,
} as const;
