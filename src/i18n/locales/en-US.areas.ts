/**
 * en-US messages of the signed-in areas other than the landing screen's: the campaigns list,
 * accounts, users, brands, the campaign builder and review with the ad form, ad images and rewards,
 * plans, projections, bank approval, redemptions admin, scheduled reports, TVC requests, and the
 * offer of a form's kept unsaved input (drafts) and the panel of a save someone else's change refused
 * (conflicts). Loaded with the code of the first screen that needs
 * them (`loadAreaMessages` in ../index.ts).
 */
import { accountsMessages } from '../messages/accounts';
import { adsMessages } from '../messages/ads';
import { bankApprovalMessages } from '../messages/bank-approval';
import { builderMessages } from '../messages/builder';
import { conflictsMessages } from '../messages/conflicts';
import { draftsMessages } from '../messages/drafts';
import { campaignsMessages } from '../messages/campaigns';
import { imagesMessages } from '../messages/images';
import { paletteMessages } from '../messages/palette';
import { plansMessages } from '../messages/plans';
import { projectionsMessages } from '../messages/projections';
import { redemptionsMessages } from '../messages/redemptions';
import { reviewMessages } from '../messages/review';
import { scheduledReportsMessages } from '../messages/scheduled-reports';
import { rewardsMessages } from '../messages/rewards';
import { targetingMessages } from '../messages/targeting';
import { tvcRequestsMessages } from '../messages/tvc-requests';
import { wizardMessages } from '../messages/wizard';

export const enUSAreas = {
  ...campaignsMessages,
  ...accountsMessages,
  ...builderMessages,
  ...conflictsMessages,
  ...draftsMessages,
  ...reviewMessages,
  ...plansMessages,
  ...projectionsMessages,
  ...bankApprovalMessages,
  ...redemptionsMessages,
  ...targetingMessages,
  ...wizardMessages,
  ...scheduledReportsMessages,
  ...tvcRequestsMessages,
  ...adsMessages,
  ...imagesMessages,
  ...rewardsMessages,
  ...paletteMessages,
} as const;
