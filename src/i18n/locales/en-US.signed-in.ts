/** en-US messages of the signed-in app: the account switcher, accounts, users, brands, forms,
 * campaigns, the campaign builder and review, plans, projections, bank approval, redemptions admin,
 * the ad form, ad images, the reward form. */
import { accountsMessages } from '../messages/accounts';
import { adsMessages } from '../messages/ads';
import { bankApprovalMessages } from '../messages/bank-approval';
import { builderMessages } from '../messages/builder';
import { campaignsMessages } from '../messages/campaigns';
import { formsMessages } from '../messages/forms';
import { imagesMessages } from '../messages/images';
import { plansMessages } from '../messages/plans';
import { projectionsMessages } from '../messages/projections';
import { redemptionsMessages } from '../messages/redemptions';
import { reviewMessages } from '../messages/review';
import { rewardsMessages } from '../messages/rewards';
import { switcherMessages } from '../messages/switcher';
import { targetingMessages } from '../messages/targeting';
import { wizardMessages } from '../messages/wizard';

export const enUSSignedIn = {
  ...switcherMessages,
  ...accountsMessages,
  ...formsMessages,
  ...campaignsMessages,
  ...builderMessages,
  ...reviewMessages,
  ...plansMessages,
  ...projectionsMessages,
  ...bankApprovalMessages,
  ...redemptionsMessages,
  ...targetingMessages,
  ...wizardMessages,
  ...adsMessages,
  ...imagesMessages,
  ...rewardsMessages,
} as const;
