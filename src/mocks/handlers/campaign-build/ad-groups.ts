/** Ad groups: list, create, read (account and global), change, delete, duplicate, order, import. */
import type { RequestHandler } from 'msw';
import {
  CreateAdGroupBody,
  CreateAdGroupParams,
  DeleteAdGroupParams,
  DuplicateAdGroupParams,
  GetAdGroupGlobalParams,
  GetAdGroupParams,
  ImportAdGroupsBody,
  ImportAdGroupsParams,
  ListAdGroupsParams,
  ListAdGroupsQueryParams,
  ReorderAdGroupsBody,
  ReorderAdGroupsParams,
  UpdateAdGroupBody,
  UpdateAdGroupParams,
} from '@generated/campaign-build/campaign-build.zod';
import type { Backend } from '../../server/backend';
import { pagedList } from '../../server/list';
import { badRequest, notFound } from '../../server/respond';
import { checkBody, checkQuery } from '../../server/validate';
import {
  accountAccess,
  compactPriorities,
  copyAdGroup,
  deleteAdGroups,
  diffChanges,
  findAdGroup,
  findAudience,
  findCampaign,
  globalAccess,
  hiddenCampaignIds,
  http,
  insertChanges,
  mayRead,
  nextPriority,
  recordAudit,
  type AdGroup,
  createdStamps,
  inReviewRefusal,
} from './common';
import { targetingChangeProblem } from './targeting-rules';

export function adGroupHandlers(backend: Backend): RequestHandler[] {
  const { store } = backend;
  return [
    http.get('/api/v6/campaign-build-api/accounts/{accountId}/adgroups', async ({ request, params, response }) => {
      const ctx = await accountAccess(backend, request, ListAdGroupsParams, params, 'campaign.read');
      if (ctx instanceof Response) return response.untyped(ctx);
      const query = checkQuery(ListAdGroupsQueryParams, request);
      if (!query.ok) return response.untyped(query.response);
      const hidden = hiddenCampaignIds(store.db, ctx.session);
      const groups = store.db.adGroups.filter((g) => g.accountId === ctx.path.accountId && !hidden.has(g.campaignId));
      return response.untyped(pagedList(groups, query.value, 'userPriorityOrder'));
    }),

    http.post('/api/v6/campaign-build-api/accounts/{accountId}/adgroups', async ({ request, params, response }) => {
      const ctx = await accountAccess(backend, request, CreateAdGroupParams, params, 'campaign.write');
      if (ctx instanceof Response) return response.untyped(ctx);
      const body = await checkBody(CreateAdGroupBody, request);
      if (!body.ok) return response.untyped(body.response);
      const input = body.value;
      const { accountId } = ctx.path;
      const name = input.name.trim();
      if (!name) return response.untyped(badRequest('name: must not be blank', 'name'));
      const campaign = findCampaign(store.db, accountId, input.campaignId, ctx);
      if (!campaign) {
        return response.untyped(
          badRequest(`campaignId: campaign ${input.campaignId} does not exist in account ${accountId}`, 'campaignId'),
        );
      }
      const inReview = inReviewRefusal(store.db, ctx.session, campaign.campaignId);
      if (inReview) return response.untyped(inReview);
      if (input.audienceId !== undefined && !findAudience(store.db, accountId, input.audienceId)) {
        return response.untyped(
          badRequest(`audienceId: audience ${input.audienceId} does not exist in account ${accountId}`, 'audienceId'),
        );
      }
      if (input.parentAdGroupId != null && !findAdGroup(store.db, accountId, input.parentAdGroupId)) {
        return response.untyped(
          badRequest(`parentAdGroupId: ad group ${input.parentAdGroupId} does not exist`, 'parentAdGroupId'),
        );
      }
      const created = store.write((db) => {
        const group: AdGroup = {
          accountId,
          adGroupId: store.nextId('adGroup'),
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
          ...createdStamps(ctx),
        };
        if (input.audienceId !== undefined) group.audienceId = input.audienceId;
        if (input.targetingCriteriaId !== undefined) group.targetingCriteriaId = input.targetingCriteriaId;
        db.adGroups.push(group);
        recordAudit(db, ctx, accountId, 'AdGroup', group.adGroupId, 'Insert', insertChanges(group));
        return group;
      });
      return response(201).json(created);
    }),

    http.get(
      '/api/v6/campaign-build-api/accounts/{accountId}/adgroups/{adGroupId}',
      async ({ request, params, response }) => {
        const ctx = await accountAccess(backend, request, GetAdGroupParams, params, 'campaign.read');
        if (ctx instanceof Response) return response.untyped(ctx);
        const group = findAdGroup(store.db, ctx.path.accountId, ctx.path.adGroupId, ctx);
        if (!group) return response.untyped(notFound('Ad group', ctx.path.adGroupId));
        return response(200).json(group);
      },
    ),

    http.patch(
      '/api/v6/campaign-build-api/accounts/{accountId}/adgroups/{adGroupId}',
      async ({ request, params, response }) => {
        const ctx = await accountAccess(backend, request, UpdateAdGroupParams, params, 'campaign.write');
        if (ctx instanceof Response) return response.untyped(ctx);
        const body = await checkBody(UpdateAdGroupBody, request);
        if (!body.ok) return response.untyped(body.response);
        const { accountId, adGroupId } = ctx.path;
        const patch = body.value;
        const current = findAdGroup(store.db, accountId, adGroupId, ctx);
        if (!current) return response.untyped(notFound('Ad group', adGroupId));
        const inReview = inReviewRefusal(store.db, ctx.session, current.campaignId);
        if (inReview) return response.untyped(inReview);
        for (const field of ['audienceId', 'targetingCriteriaId'] as const) {
          const locked =
            patch[field] !== undefined && patch[field] !== current[field]
              ? targetingChangeProblem(current, field)
              : undefined;
          if (locked) return response.untyped(locked);
        }
        const name = patch.name?.trim();
        if (name === '') return response.untyped(badRequest('name: must not be blank', 'name'));
        if (patch.audienceId !== undefined && !findAudience(store.db, accountId, patch.audienceId)) {
          return response.untyped(
            badRequest(`audienceId: audience ${patch.audienceId} does not exist in account ${accountId}`, 'audienceId'),
          );
        }
        if (
          patch.parentAdGroupId != null &&
          (patch.parentAdGroupId === adGroupId || !findAdGroup(store.db, accountId, patch.parentAdGroupId))
        ) {
          return response.untyped(
            badRequest(`parentAdGroupId: ad group ${patch.parentAdGroupId} cannot be the parent`, 'parentAdGroupId'),
          );
        }
        const updated = store.write((db) => {
          const group = findAdGroup(db, accountId, adGroupId);
          if (!group) throw new Error(`ad group ${adGroupId} vanished`);
          const before = { ...group };
          Object.assign(group, patch);
          if (name !== undefined) group.name = name;
          group.updateDateTime = ctx.now;
          group.updateUser = ctx.user;
          const changes = diffChanges(before, group);
          if (changes.length > 0) recordAudit(db, ctx, accountId, 'AdGroup', adGroupId, 'Update', changes);
          return group;
        });
        return response(200).json(updated);
      },
    ),

    http.delete(
      '/api/v6/campaign-build-api/accounts/{accountId}/adgroups/{adGroupId}',
      async ({ request, params, response }) => {
        const ctx = await accountAccess(backend, request, DeleteAdGroupParams, params, 'campaign.write');
        if (ctx instanceof Response) return response.untyped(ctx);
        const { accountId, adGroupId } = ctx.path;
        const group = findAdGroup(store.db, accountId, adGroupId, ctx);
        if (!group) return response.untyped(notFound('Ad group', adGroupId));
        const inReview = inReviewRefusal(store.db, ctx.session, group.campaignId);
        if (inReview) return response.untyped(inReview);
        store.write((db) => {
          deleteAdGroups(db, ctx, new Set([adGroupId]));
          compactPriorities(db, group.campaignId);
        });
        return response(204).empty();
      },
    ),

    http.get('/api/v6/campaign-build-api/adgroups/{adGroupId}', async ({ request, params, response }) => {
      const ctx = await globalAccess(backend, request, GetAdGroupGlobalParams, params);
      if (ctx instanceof Response) return response.untyped(ctx);
      const group = store.db.adGroups.find((g) => g.adGroupId === ctx.path.adGroupId);
      if (
        !group ||
        !mayRead(ctx.session, group.accountId) ||
        !findAdGroup(store.db, group.accountId, group.adGroupId, ctx)
      )
        return response.untyped(notFound('Ad group', ctx.path.adGroupId));
      return response(200).json(group);
    }),

    http.post(
      '/api/v6/campaign-build-api/accounts/{accountId}/adgroups/{adGroupId}/duplicate',
      async ({ request, params, response }) => {
        const ctx = await accountAccess(backend, request, DuplicateAdGroupParams, params, 'campaign.write');
        if (ctx instanceof Response) return response.untyped(ctx);
        const { accountId, adGroupId } = ctx.path;
        const source = findAdGroup(store.db, accountId, adGroupId, ctx);
        if (!source) return response.untyped(notFound('Ad group', adGroupId));
        const campaign = findCampaign(store.db, accountId, source.campaignId);
        if (!campaign) return response.untyped(notFound('Campaign', source.campaignId));
        const inReview = inReviewRefusal(store.db, ctx.session, campaign.campaignId);
        if (inReview) return response.untyped(inReview);
        const copy = store.write((db) => copyAdGroup(db, store, ctx, source, campaign, `${source.name} (copy)`));
        return response(201).json(copy);
      },
    ),

    http.put(
      '/api/v1/campaign-build/accounts/{accountId}/campaigns/{campaignId}/adgroups/order',
      async ({ request, params, response }) => {
        const ctx = await accountAccess(backend, request, ReorderAdGroupsParams, params, 'campaign.write');
        if (ctx instanceof Response) return response.untyped(ctx);
        const body = await checkBody(ReorderAdGroupsBody, request);
        if (!body.ok) return response.untyped(body.response);
        const { accountId, campaignId } = ctx.path;
        if (!findCampaign(store.db, accountId, campaignId, ctx))
          return response.untyped(notFound('Campaign', campaignId));
        const inReview = inReviewRefusal(store.db, ctx.session, campaignId);
        if (inReview) return response.untyped(inReview);
        const order = body.value.userPriorityOrder;
        const current = new Set(store.db.adGroups.filter((g) => g.campaignId === campaignId).map((g) => g.adGroupId));
        if (
          order.length !== current.size ||
          new Set(order).size !== order.length ||
          !order.every((id) => current.has(id))
        ) {
          return response.untyped(
            badRequest(
              `userPriorityOrder: must list each of the ${current.size} ad groups of campaign ${campaignId} exactly once`,
              'userPriorityOrder',
            ),
          );
        }
        store.write((db) => {
          order.forEach((id, index) => {
            const group = db.adGroups.find((g) => g.adGroupId === id);
            if (!group || group.userPriorityOrder === index + 1) return;
            recordAudit(db, ctx, accountId, 'AdGroup', id, 'Update', [
              {
                columnName: 'userPriorityOrder',
                originalValue: String(group.userPriorityOrder),
                newValue: String(index + 1),
              },
            ]);
            group.userPriorityOrder = index + 1;
            group.updateDateTime = ctx.now;
            group.updateUser = ctx.user;
          });
        });
        return response(204).empty();
      },
    ),

    http.post(
      '/api/v6/campaign-build-api/accounts/{accountId}/campaigns/{campaignId}/import-adgroups',
      async ({ request, params, response }) => {
        const ctx = await accountAccess(backend, request, ImportAdGroupsParams, params, 'campaign.write');
        if (ctx instanceof Response) return response.untyped(ctx);
        const body = await checkBody(ImportAdGroupsBody, request);
        if (!body.ok) return response.untyped(body.response);
        const { accountId, campaignId } = ctx.path;
        const field = body.value.sourceAdGroupIds?.length ? 'sourceAdGroupIds' : 'adGroupIds';
        const ids = body.value.sourceAdGroupIds?.length ? body.value.sourceAdGroupIds : (body.value.adGroupIds ?? []);
        if (ids.length === 0)
          return response.untyped(
            badRequest('sourceAdGroupIds: at least one ad group id is required', 'sourceAdGroupIds'),
          );
        const campaign = findCampaign(store.db, accountId, campaignId, ctx);
        if (!campaign) return response.untyped(notFound('Campaign', campaignId));
        const inReview = inReviewRefusal(store.db, ctx.session, campaignId);
        if (inReview) return response.untyped(inReview);
        const sources: AdGroup[] = [];
        for (const id of ids) {
          const source = findAdGroup(store.db, accountId, id, ctx);
          if (!source)
            return response.untyped(
              badRequest(`${field}: ad group ${id} does not exist in account ${accountId}`, field),
            );
          sources.push(source);
        }
        const created = store.write((db) =>
          sources.map((source) => copyAdGroup(db, store, ctx, source, campaign, source.name).adGroupId),
        );
        return response(201).json({ createdAdGroupIds: created });
      },
    ),
  ];
}
