/** Audiences and ad group pricing models (fees). */
import type { Db } from '../../db/types';
import { onAccount } from '../../server/guard';
import { fail, invalid, notFound } from '../../server/respond';
import {
  actorOf,
  campaignOfAdGroup,
  createdStamps,
  findAdGroup,
  findAudience,
  findCampaign,
  refuseInReview,
  updatedStamps,
  type Audience,
  type Operations,
  type PricingModel,
} from './common';
import {
  completeAudience,
  refuseFeeTypeChange,
  refuseInvalidAudience,
  refuseInvalidFee,
  refuseTargetingChange,
} from './targeting-rules';

/** The ad group a fee is for, in the account of the path: a 400 naming adGroupId otherwise. */
const feeAdGroup = (db: Db, accountId: number, adGroupId: number) =>
  findAdGroup(db, accountId, adGroupId) ??
  invalid('adGroupId', `ad group ${adGroupId} does not exist in account ${accountId}`);

/** The pricing model of the campaign an ad group belongs to. */
const pricingModelOf = (db: Db, accountId: number, campaignId: number) =>
  findCampaign(db, accountId, campaignId)?.campaignPricingModel ?? 'None';

export const audienceAndFeeOperations = {
  createAudience: {
    access: onAccount('campaign.write'),
    write: ({ path: { accountId }, body, session, db, backend }) => {
      refuseInvalidAudience(db, accountId, body);
      const audience: Audience = {
        audienceSegmentationTypeId: 1,
        customAudiences: { include: [], exclude: [] },
        selectedSegmentIds: [],
        locations: { include: [], exclude: [], count: 0 },
        ...body,
        name: body.name.trim(),
        accountId,
        audienceId: backend.store.nextId('audience'),
        ...createdStamps(actorOf({ session, backend })),
      };
      completeAudience(db, audience);
      db.audiences.push(audience);
      return audience;
    },
  },

  getAudience: {
    access: onAccount('campaign.read'),
    read: ({ path: { accountId, audienceId }, db }) =>
      findAudience(db, accountId, audienceId) ?? fail(notFound('Audience', audienceId)),
  },

  updateAudience: {
    access: onAccount('campaign.write'),
    write: ({ path: { accountId, audienceId }, body, session, db, backend }) => {
      const audience = findAudience(db, accountId, audienceId) ?? fail(notFound('Audience', audienceId));
      // The ad groups that use the audience: its targeting is theirs.
      const users = db.adGroups.filter((group) => group.audienceId === audienceId);
      for (const group of users) refuseInReview(db, session, group.campaignId);
      refuseInvalidAudience(db, accountId, body);
      const targetingField = Object.keys(body).find((key) => key !== 'name');
      if (targetingField !== undefined) for (const group of users) refuseTargetingChange(group, targetingField);
      Object.assign(audience, body);
      if (body.name !== undefined) audience.name = body.name.trim();
      completeAudience(db, audience);
      return Object.assign(audience, updatedStamps(actorOf({ session, backend })));
    },
  },

  listAdGroupPricingModels: {
    access: onAccount('campaign.read'),
    read: ({ path: { accountId, adGroupId }, db }) => {
      if (!findAdGroup(db, accountId, adGroupId)) fail(notFound('Ad group', adGroupId));
      return db.pricingModels
        .filter((p) => p.adGroupId === adGroupId)
        .sort((a, b) => a.pricingModelId - b.pricingModelId);
    },
  },

  createPricingModel: {
    access: onAccount('campaign.write'),
    write: ({ path: { accountId }, body: input, session, db, backend }) => {
      const group = feeAdGroup(db, accountId, input.adGroupId);
      refuseInReview(db, session, group.campaignId);
      refuseInvalidFee(input, pricingModelOf(db, accountId, group.campaignId));
      const percent = input.feePercent !== null && input.feePercent !== undefined;
      const fee: PricingModel = {
        pricingModelId: backend.store.nextId('pricingModel'),
        accountId,
        adGroupId: input.adGroupId,
        currency: input.currency,
        feeAmount: percent ? null : (input.feeAmount ?? null),
        feePercent: percent ? input.feePercent : null,
        feeCap: percent ? (input.feeCap ?? null) : null,
        targetRoas: input.targetRoas ?? null,
        ...createdStamps(actorOf({ session, backend })),
      };
      db.pricingModels.push(fee);
      return fee;
    },
  },

  updatePricingModel: {
    access: onAccount('campaign.write'),
    write: ({ path: { accountId, pricingModelId }, body: patch, session, db, backend }) => {
      const fee =
        db.pricingModels.find((p) => p.pricingModelId === pricingModelId && p.accountId === accountId) ??
        fail(notFound('Pricing model', pricingModelId));
      if (patch.adGroupId !== undefined) feeAdGroup(db, accountId, patch.adGroupId);
      const merged = { ...fee, ...patch };
      const group = findAdGroup(db, accountId, merged.adGroupId) ?? fail(notFound('Ad group', merged.adGroupId));
      refuseInReview(db, session, campaignOfAdGroup(db, fee.adGroupId));
      refuseInReview(db, session, group.campaignId);
      refuseInvalidFee(merged, pricingModelOf(db, accountId, group.campaignId));
      refuseFeeTypeChange(fee, merged, group);
      return Object.assign(fee, merged, updatedStamps(actorOf({ session, backend })));
    },
  },
} satisfies Operations;
