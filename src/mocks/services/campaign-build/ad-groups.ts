/** Ad groups: list, create, read (account and global), change, delete, duplicate, order, import. */
import { onAccount } from '../../server/guard';
import { page } from '../../server/list';
import { badRequest, fail, notFound } from '../../server/respond';
import {
  actorOf,
  AD_GROUP_VERSION,
  compactPriorities,
  copyAdGroup,
  createdStamps,
  deleteAdGroups,
  findAdGroup,
  findAudience,
  findCampaign,
  GLOBAL_AD_GROUP_VERSION,
  hiddenCampaignIds,
  insertChanges,
  mayRead,
  nextPriority,
  patchAudited,
  recordAudit,
  refuseInReview,
  type AdGroup,
  type Operations,
} from './common';
import { targetingChangeProblem } from './targeting-rules';

type AdGroupOperations =
  | 'listAdGroups'
  | 'createAdGroup'
  | 'getAdGroup'
  | 'updateAdGroup'
  | 'deleteAdGroup'
  | 'getAdGroupGlobal'
  | 'duplicateAdGroup'
  | 'reorderAdGroups'
  | 'importAdGroups';

export const adGroupOperations: Operations<AdGroupOperations> = {
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
      const name = input.name.trim();
      if (!name) fail(badRequest('name: must not be blank', 'name'));
      const campaign =
        findCampaign(db, accountId, input.campaignId, { session }) ??
        fail(
          badRequest(`campaignId: campaign ${input.campaignId} does not exist in account ${accountId}`, 'campaignId'),
        );
      refuseInReview(db, session, campaign.campaignId);
      if (input.audienceId !== undefined && !findAudience(db, accountId, input.audienceId)) {
        fail(
          badRequest(`audienceId: audience ${input.audienceId} does not exist in account ${accountId}`, 'audienceId'),
        );
      }
      if (input.parentAdGroupId != null && !findAdGroup(db, accountId, input.parentAdGroupId)) {
        fail(badRequest(`parentAdGroupId: ad group ${input.parentAdGroupId} does not exist`, 'parentAdGroupId'));
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
      recordAudit(db, actor, accountId, 'AdGroup', group.adGroupId, 'Insert', insertChanges(group));
      return group;
    },
  },

  getAdGroup: {
    access: onAccount('campaign.read'),
    version: AD_GROUP_VERSION,
    read: ({ path: { accountId, adGroupId }, session, db }) =>
      findAdGroup(db, accountId, adGroupId, { session }) ?? fail(notFound('Ad group', adGroupId)),
  },

  updateAdGroup: {
    access: onAccount('campaign.write'),
    version: AD_GROUP_VERSION,
    write: ({ path: { accountId, adGroupId }, body: patch, session, db, backend }) => {
      const group = findAdGroup(db, accountId, adGroupId, { session }) ?? fail(notFound('Ad group', adGroupId));
      refuseInReview(db, session, group.campaignId);
      for (const field of ['audienceId', 'targetingCriteriaId'] as const) {
        const locked =
          patch[field] !== undefined && patch[field] !== group[field]
            ? targetingChangeProblem(group, field)
            : undefined;
        if (locked) fail(locked);
      }
      const name = patch.name?.trim();
      if (name === '') fail(badRequest('name: must not be blank', 'name'));
      if (patch.audienceId !== undefined && !findAudience(db, accountId, patch.audienceId)) {
        fail(
          badRequest(`audienceId: audience ${patch.audienceId} does not exist in account ${accountId}`, 'audienceId'),
        );
      }
      if (
        patch.parentAdGroupId != null &&
        (patch.parentAdGroupId === adGroupId || !findAdGroup(db, accountId, patch.parentAdGroupId))
      ) {
        fail(badRequest(`parentAdGroupId: ad group ${patch.parentAdGroupId} cannot be the parent`, 'parentAdGroupId'));
      }
      const entity = { accountId, entityType: 'AdGroup', entityId: adGroupId } as const;
      return patchAudited(db, actorOf({ session, backend }), entity, group, patch, name);
    },
  },

  deleteAdGroup: {
    access: onAccount('campaign.write'),
    write: ({ path: { accountId, adGroupId }, session, db, backend }) => {
      const group = findAdGroup(db, accountId, adGroupId, { session }) ?? fail(notFound('Ad group', adGroupId));
      refuseInReview(db, session, group.campaignId);
      const { campaignId } = group;
      deleteAdGroups(db, actorOf({ session, backend }), new Set([adGroupId]));
      compactPriorities(db, campaignId);
    },
  },

  getAdGroupGlobal: {
    access: {},
    version: GLOBAL_AD_GROUP_VERSION,
    read: ({ path: { adGroupId }, session, db }) => {
      const group = db.adGroups.find((g) => g.adGroupId === adGroupId);
      if (
        !group ||
        !mayRead(session, group.accountId) ||
        !findAdGroup(db, group.accountId, group.adGroupId, { session })
      )
        fail(notFound('Ad group', adGroupId));
      return group;
    },
  },

  duplicateAdGroup: {
    access: onAccount('campaign.write'),
    write: ({ path: { accountId, adGroupId }, session, db, backend }) => {
      const source = findAdGroup(db, accountId, adGroupId, { session }) ?? fail(notFound('Ad group', adGroupId));
      const campaign = findCampaign(db, accountId, source.campaignId) ?? fail(notFound('Campaign', source.campaignId));
      refuseInReview(db, session, campaign.campaignId);
      return copyAdGroup(db, backend.store, actorOf({ session, backend }), source, campaign, `${source.name} (copy)`);
    },
  },

  reorderAdGroups: {
    access: onAccount('campaign.write'),
    write: ({ path: { accountId, campaignId }, body, session, db, backend }) => {
      if (!findCampaign(db, accountId, campaignId, { session })) fail(notFound('Campaign', campaignId));
      refuseInReview(db, session, campaignId);
      const order = body.userPriorityOrder;
      const current = new Set(db.adGroups.filter((g) => g.campaignId === campaignId).map((g) => g.adGroupId));
      if (
        order.length !== current.size ||
        new Set(order).size !== order.length ||
        !order.every((id) => current.has(id))
      ) {
        fail(
          badRequest(
            `userPriorityOrder: must list each of the ${current.size} ad groups of campaign ${campaignId} exactly once`,
            'userPriorityOrder',
          ),
        );
      }
      const actor = actorOf({ session, backend });
      order.forEach((id, index) => {
        const group = db.adGroups.find((g) => g.adGroupId === id);
        if (!group || group.userPriorityOrder === index + 1) return;
        recordAudit(db, actor, accountId, 'AdGroup', id, 'Update', [
          {
            columnName: 'userPriorityOrder',
            originalValue: String(group.userPriorityOrder),
            newValue: String(index + 1),
          },
        ]);
        group.userPriorityOrder = index + 1;
        group.updateDateTime = actor.now;
        group.updateUser = actor.user;
      });
    },
  },

  importAdGroups: {
    access: onAccount('campaign.write'),
    write: ({ path: { accountId, campaignId }, body, session, db, backend }) => {
      const field = body.sourceAdGroupIds?.length ? 'sourceAdGroupIds' : 'adGroupIds';
      const ids = body.sourceAdGroupIds?.length ? body.sourceAdGroupIds : (body.adGroupIds ?? []);
      if (ids.length === 0)
        fail(badRequest('sourceAdGroupIds: at least one ad group id is required', 'sourceAdGroupIds'));
      const campaign = findCampaign(db, accountId, campaignId, { session }) ?? fail(notFound('Campaign', campaignId));
      refuseInReview(db, session, campaignId);
      const sources = ids.map(
        (id) =>
          findAdGroup(db, accountId, id, { session }) ??
          fail(badRequest(`${field}: ad group ${id} does not exist in account ${accountId}`, field)),
      );
      const actor = actorOf({ session, backend });
      const createdAdGroupIds = sources.map(
        (source) => copyAdGroup(db, backend.store, actor, source, campaign, source.name).adGroupId,
      );
      return { createdAdGroupIds };
    },
  },
};
