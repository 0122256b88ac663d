/**
 * en-US messages the signed-in app loads with its first screen: the account switcher, forms and
 * the campaigns list (and the landing screen). The other areas' messages come with their screens'
 * code (./en-US.areas.ts, `loadAreaMessages` in ../index.ts).
 */
import { campaignsMessages } from '../messages/campaigns';
import { formsMessages } from '../messages/forms';
import { switcherMessages } from '../messages/switcher';

export const enUSSignedIn = {
  ...switcherMessages,
  ...formsMessages,
  ...campaignsMessages,
} as const;
