/** Ad groups: list, create, read (account and global), change, delete, duplicate, order, import. */
import { onAccount } from '../../server/guard';
import { page } from '../../server/list';
import { fail, invalid, notFound } from '../../server/respond';
import {
  actorOf,
  AD_GROUP_VERSION,
  copyAdGroup,
  createdStamps,
  deleteAdGroups,
  findAdGroup,
  findAudience,
  findCampaign,
  GLOBAL_AD_GROUP_VERSION,
  hiddenCampaignIds,
  mayRead,
  nextPriority,
  patchAudited,
  recordAudit,
  refuseInReview,
  trimmedName,
  type AdGroup,
  type Operations,
} from './common';
import { refuseTargetingChange } from './targeting-rules';

export const adGroupOperations = {
  listAdGroups: {
    access: onAccount('campaign.read'),
    read: ({ path: { accountId }, query, session, db }) => {
      const hidden = hiddenCampaignIds(db, session);
      const groups = db.adGroups.filter((g) => g.accountId === accountId && !hidden.has(g.campaignId));
      return page(groups, query, 'userPriorityOrder');
    },
  },

  createAdGroup: {
    access: onAccount('campaign.write'),
    write: ({ path: { accountId }, body: input, session, db, backend }) => {
      const name = trimmedName(input.name);
      const campaign =
        findCampaign(db, accountId, input.campaignId, session) ??
        invalid('campaignId', `campaign ${input.campaignId} does not exist in account ${accountId}`);
      refuseInReview(db, session, campaign.campaignId);
      if (input.audienceId !== undefined && !findAudience(db, accountId, input.audienceId)) {
        invalid('audienceId', `audience ${input.audienceId} does not exist in account ${accountId}`);
      }
      if (input.parentAdGroupId != null && !findAdGroup(db, accountId, input.parentAdGroupId)) {
        invalid('parentAdGroupId', `ad group ${input.parentAdGroupId} does not exist`);
      }
      const actor = actorOf({ session, backend });
      const group: AdGroup = {
        accountId,
        adGroupId: backend.store.nextId('adGroup'),
        campaignId: campaign.campaignId,
        campaignType: campaign.campaignType,
        name,
        adGroupStatus: 'Draft',
        placementLocation: input.placementLocation ?? 'All',
        placementIndex: input.placementIndex ?? 0,
        testPopulation: input.testPopulation ?? 0.1,
        institutions: input.institutions ?? [],
        isExpandable: input.isExpandable ?? false,
        isExpanded: false,
        parentAdGroupId: input.parentAdGroupId ?? null,
        userPriorityOrder: nextPriority(db, campaign.campaignId),
        ...createdStamps(actor),
      };
      if (input.audienceId !== undefined) group.audienceId = input.audienceId;
      if (input.targetingCriteriaId !== undefined) group.targetingCriteriaId = input.targetingCriteriaId;
      db.adGroups.push(group);
      recordAudit(db, actor, accountId, 'AdGroup', group.adGroupId, 'Insert', {}, group);
      return group;
    },
  },

  getAdGroup: {
    access: onAccount('campaign.read'),
    version: AD_GROUP_VERSION,
    read: ({ path: { accountId, adGroupId }, session, db }) =>
      findAdGroup(db, accountId, adGroupId, session) ?? fail(notFound('Ad group', adGroupId)),
  },

  updateAdGroup: {
    access: onAccount('campaign.write'),
    version: AD_GROUP_VERSION,
    write: ({ path: { accountId, adGroupId }, body: patch, session, db, backend }) => {
      const group = findAdGroup(db, accountId, adGroupId, session) ?? fail(notFound('Ad group', adGroupId));
      refuseInReview(db, session, group.campaignId);
      for (const field of ['audienceId', 'targetingCriteriaId'] as const) {
        if (patch[field] !== undefined && patch[field] !== group[field]) refuseTargetingChange(group, field);
      }
      const name = trimmedName(patch.name);
      if (patch.audienceId !== undefined && !findAudience(db, accountId, patch.audienceId)) {
        invalid('audienceId', `audience ${patch.audienceId} does not exist in account ${accountId}`);
      }
      if (
        patch.parentAdGroupId != null &&
        (patch.parentAdGroupId === adGroupId || !findAdGroup(db, accountId, patch.parentAdGroupId))
      ) {
        invalid('parentAdGroupId', `ad group ${patch.parentAdGroupId} cannot be the parent`);
      }
      return patchAudited(db, actorOf({ session, backend }), 'AdGroup', adGroupId, group, patch, name);
    },
  },

  deleteAdGroup: {
    access: onAccount('campaign.write'),
    write: ({ path: { accountId, adGroupId }, session, db, backend }) => {
      const group = findAdGroup(db, accountId, adGroupId, session) ?? fail(notFound('Ad group', adGroupId));
      refuseInReview(db, session, group.campaignId);
      const { campaignId } = group;
      deleteAdGroups(db, actorOf({ session, backend }), new Set([adGroupId]));
      // The campaign's other ad groups are renumbered 1..n in their priority order.
      db.adGroups
        .filter((g) => g.campaignId === campaignId)
        .sort((a, b) => a.userPriorityOrder - b.userPriorityOrder)
        .forEach((g, index) => {
          g.userPriorityOrder = index + 1;
        });
    },
  },

  getAdGroupGlobal: {
    access: {},
    version: GLOBAL_AD_GROUP_VERSION,
    read: ({ path: { adGroupId }, session, db }) => {
      const group = db.adGroups.find((g) => g.adGroupId === adGroupId);
      if (!group || !mayRead(session, group.accountId) || !findAdGroup(db, group.accountId, adGroupId, session))
        fail(notFound('Ad group', adGroupId));
      return group;
    },
  },

  duplicateAdGroup: {
    access: onAccount('campaign.write'),
    write: ({ path: { accountId, adGroupId }, session, db, backend }) => {
      const source = findAdGroup(db, accountId, adGroupId, session) ?? fail(notFound('Ad group', adGroupId));
      const campaign = findCampaign(db, accountId, source.campaignId) ?? fail(notFound('Campaign', source.campaignId));
      refuseInReview(db, session, campaign.campaignId);
      return copyAdGroup(db, backend.store, actorOf({ session, backend }), source, campaign, `${source.name} (copy)`);
    },
  },

  reorderAdGroups: {
    access: onAccount('campaign.write'),
    write: ({ path: { accountId, campaignId }, body: { userPriorityOrder: order }, session, db, backend }) => {
      if (!findCampaign(db, accountId, campaignId, session)) fail(notFound('Campaign', campaignId));
      refuseInReview(db, session, campaignId);
      const current = new Set(db.adGroups.filter((g) => g.campaignId === campaignId).map((g) => g.adGroupId));
      if (
        order.length !== current.size ||
        new Set(order).size !== order.length ||
        !order.every((id) => current.has(id))
      ) {
        invalid(
          'userPriorityOrder',
          `must list each of the ${current.size} ad groups of campaign ${campaignId} exactly once`,
        );
      }
      const actor = actorOf({ session, backend });
      order.forEach((id, index) => {
        const group = db.adGroups.find((g) => g.adGroupId === id);
        if (group && group.userPriorityOrder !== index + 1) {
          patchAudited(db, actor, 'AdGroup', id, group, { userPriorityOrder: index + 1 });
        }
      });
    },
  },

  importAdGroups: {
    access: onAccount('campaign.write'),
    write: ({ path: { accountId, campaignId }, body, session, db, backend }) => {
      const field = body.sourceAdGroupIds?.length ? 'sourceAdGroupIds' : 'adGroupIds';
      const ids = body.sourceAdGroupIds?.length ? body.sourceAdGroupIds : (body.adGroupIds ?? []);
      if (ids.length === 0) invalid('sourceAdGroupIds', 'at least one ad group id is required');
      const campaign = findCampaign(db, accountId, campaignId, session) ?? fail(notFound('Campaign', campaignId));
      refuseInReview(db, session, campaignId);
      const sources = ids.map(
        (id) =>
          findAdGroup(db, accountId, id, session) ??
          invalid(field, `ad group ${id} does not exist in account ${accountId}`),
      );
      const actor = actorOf({ session, backend });
      const createdAdGroupIds = sources.map(
        (source) => copyAdGroup(db, backend.store, actor, source, campaign, source.name).adGroupId,
      );
      return { createdAdGroupIds };
    },
  },
} satisfies Operations;
