/**
 * en-US messages of the signed-in areas other than the landing screen's: accounts, users, brands,
 * the campaign builder and review with the ad form, ad images and rewards, plans, projections, bank
 * approval, redemptions admin. Loaded with the code of the first screen that needs them
 * (`loadAreaMessages` in ../index.ts).
 */
import { accountsMessages } from '../messages/accounts';
import { adsMessages } from '../messages/ads';
import { bankApprovalMessages } from '../messages/bank-approval';
import { builderMessages } from '../messages/builder';
import { imagesMessages } from '../messages/images';
import { plansMessages } from '../messages/plans';
import { projectionsMessages } from '../messages/projections';
import { redemptionsMessages } from '../messages/redemptions';
import { reviewMessages } from '../messages/review';
import { rewardsMessages } from '../messages/rewards';
import { targetingMessages } from '../messages/targeting';
import { wizardMessages } from '../messages/wizard';

export const enUSAreas = {
  ...accountsMessages,
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
