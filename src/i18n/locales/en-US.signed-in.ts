/** en-US messages of the signed-in app: the account switcher, accounts, users, brands, forms. */
import { accountsMessages } from '../messages/accounts';
import { formsMessages } from '../messages/forms';
import { switcherMessages } from '../messages/switcher';

export const enUSSignedIn = {
  ...switcherMessages,
  ...accountsMessages,
  ...formsMessages,
} as const;
