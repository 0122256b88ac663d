/** en-US messages of the signed-in app: the account switcher, accounts, users, brands, forms,
 * campaigns, the campaign builder and review, plans. */
import { accountsMessages } from '../messages/accounts';
import { builderMessages } from '../messages/builder';
import { campaignsMessages } from '../messages/campaigns';
import { formsMessages } from '../messages/forms';
import { plansMessages } from '../messages/plans';
import { reviewMessages } from '../messages/review';
import { switcherMessages } from '../messages/switcher';
import { wizardMessages } from '../messages/wizard';

export const enUSSignedIn = {
  ...switcherMessages,
  ...accountsMessages,
  ...formsMessages,
  ...campaignsMessages,
  ...builderMessages,
  ...reviewMessages,
  ...plansMessages,
  ...wizardMessages,
} as const;
