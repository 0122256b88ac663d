/** Audiences and ad group pricing models (fees). */
import type { RequestHandler } from 'msw';
import {
  CreateAudienceBody,
  CreateAudienceParams,
  CreatePricingModelBody,
  CreatePricingModelParams,
  GetAudienceParams,
  ListAdGroupPricingModelsParams,
  UpdateAudienceBody,
  UpdateAudienceParams,
  UpdatePricingModelBody,
  UpdatePricingModelParams,
} from '@generated/campaign-build/campaign-build.zod';
import type { Backend } from '../../server/backend';
import type { Db } from '../../db/types';
import { badRequest, notFound } from '../../server/respond';
import { checkBody } from '../../server/validate';
import {
  accountAccess,
  findAdGroup,
  findCampaign,
  findAudience,
  http,
  type Audience,
  type PricingModel,
  createdStamps,
  campaignOfAdGroup,
  inReviewRefusal,
} from './common';
import {
  audienceProblem,
  completeAudience,
  feeProblem,
  feeTypeChangeProblem,
  targetingChangeProblem,
} from './targeting-rules';

/** The ad groups that use an audience (its targeting is theirs). */
const usersOf = (db: Db, audienceId: number) => db.adGroups.filter((group) => group.audienceId === audienceId);

export function audienceAndFeeHandlers(backend: Backend): RequestHandler[] {
  const { store } = backend;
  return [
    http.post('/api/v8/campaign-build-api/accounts/{accountId}/audiences', async ({ request, params, response }) => {
      const ctx = await accountAccess(backend, request, CreateAudienceParams, params, 'campaign.write');
      if (ctx instanceof Response) return response.untyped(ctx);
      const body = await checkBody(CreateAudienceBody, request);
      if (!body.ok) return response.untyped(body.response);
      const { accountId } = ctx.path;
      const refused = audienceProblem(store.db, accountId, body.value);
      if (refused) return response.untyped(refused);
      const created = store.write((db) => {
        const audience: Audience = {
          audienceSegmentationTypeId: 1,
          customAudiences: { include: [], exclude: [] },
          selectedSegmentIds: [],
          locations: { include: [], exclude: [], count: 0 },
          ...body.value,
          name: body.value.name.trim(),
          accountId,
          audienceId: store.nextId('audience'),
          ...createdStamps(ctx),
        };
        completeAudience(db, audience);
        db.audiences.push(audience);
        return audience;
      });
      return response(201).json(created);
    }),

    http.get(
      '/api/v8/campaign-build-api/accounts/{accountId}/audiences/{audienceId}',
      async ({ request, params, response }) => {
        const ctx = await accountAccess(backend, request, GetAudienceParams, params, 'campaign.read');
        if (ctx instanceof Response) return response.untyped(ctx);
        const audience = findAudience(store.db, ctx.path.accountId, ctx.path.audienceId);
        if (!audience) return response.untyped(notFound('Audience', ctx.path.audienceId));
        return response(200).json(audience);
      },
    ),

    http.patch(
      '/api/v8/campaign-build-api/accounts/{accountId}/audiences/{audienceId}',
      async ({ request, params, response }) => {
        const ctx = await accountAccess(backend, request, UpdateAudienceParams, params, 'campaign.write');
        if (ctx instanceof Response) return response.untyped(ctx);
        const body = await checkBody(UpdateAudienceBody, request);
        if (!body.ok) return response.untyped(body.response);
        const { accountId, audienceId } = ctx.path;
        if (!findAudience(store.db, accountId, audienceId)) return response.untyped(notFound('Audience', audienceId));
        const refused =
          usersOf(store.db, audienceId)
            .map((group) => inReviewRefusal(store.db, ctx.session, group.campaignId))
            .find(Boolean) ?? audienceProblem(store.db, accountId, body.value);
        if (refused) return response.untyped(refused);
        const targetingField = Object.keys(body.value).find((key) => key !== 'name');
        if (targetingField !== undefined) {
          for (const group of usersOf(store.db, audienceId)) {
            const locked = targetingChangeProblem(group, targetingField);
            if (locked) return response.untyped(locked);
          }
        }
        const updated = store.write((db) => {
          const audience = findAudience(db, accountId, audienceId);
          if (!audience) throw new Error(`audience ${audienceId} vanished`);
          Object.assign(audience, body.value);
          if (body.value.name !== undefined) audience.name = body.value.name.trim();
          completeAudience(db, audience);
          audience.updateDateTime = ctx.now;
          audience.updateUser = ctx.user;
          return audience;
        });
        return response(200).json(updated);
      },
    ),

    http.get(
      '/api/v6/campaign-build-api/accounts/{accountId}/adgroups/{adGroupId}/pricingmodels',
      async ({ request, params, response }) => {
        const ctx = await accountAccess(backend, request, ListAdGroupPricingModelsParams, params, 'campaign.read');
        if (ctx instanceof Response) return response.untyped(ctx);
        const { accountId, adGroupId } = ctx.path;
        if (!findAdGroup(store.db, accountId, adGroupId)) return response.untyped(notFound('Ad group', adGroupId));
        const fees = store.db.pricingModels
          .filter((p) => p.adGroupId === adGroupId)
          .sort((a, b) => a.pricingModelId - b.pricingModelId);
        return response(200).json(fees);
      },
    ),

    http.post(
      '/api/v6/campaign-build-api/accounts/{accountId}/pricingmodels',
      async ({ request, params, response }) => {
        const ctx = await accountAccess(backend, request, CreatePricingModelParams, params, 'campaign.write');
        if (ctx instanceof Response) return response.untyped(ctx);
        const body = await checkBody(CreatePricingModelBody, request);
        if (!body.ok) return response.untyped(body.response);
        const input = body.value;
        const { accountId } = ctx.path;
        const group = findAdGroup(store.db, accountId, input.adGroupId);
        if (!group) {
          return response.untyped(
            badRequest(`adGroupId: ad group ${input.adGroupId} does not exist in account ${accountId}`, 'adGroupId'),
          );
        }
        const pricingModel = findCampaign(store.db, accountId, group.campaignId)?.campaignPricingModel ?? 'None';
        const refused = inReviewRefusal(store.db, ctx.session, group.campaignId) ?? feeProblem(input, pricingModel);
        if (refused) return response.untyped(refused);
        const percent = input.feePercent !== null && input.feePercent !== undefined;
        const created = store.write((db) => {
          const fee: PricingModel = {
            pricingModelId: store.nextId('pricingModel'),
            accountId,
            adGroupId: input.adGroupId,
            currency: input.currency,
            feeAmount: percent ? null : (input.feeAmount ?? null),
            feePercent: percent ? input.feePercent : null,
            feeCap: percent ? (input.feeCap ?? null) : null,
            targetRoas: input.targetRoas ?? null,
            ...createdStamps(ctx),
          };
          db.pricingModels.push(fee);
          return fee;
        });
        return response(201).json(created);
      },
    ),

    http.patch(
      '/api/v6/campaign-build-api/accounts/{accountId}/pricingmodels/{pricingModelId}',
      async ({ request, params, response }) => {
        const ctx = await accountAccess(backend, request, UpdatePricingModelParams, params, 'campaign.write');
        if (ctx instanceof Response) return response.untyped(ctx);
        const body = await checkBody(UpdatePricingModelBody, request);
        if (!body.ok) return response.untyped(body.response);
        const { accountId, pricingModelId } = ctx.path;
        const patch = body.value;
        const current = store.db.pricingModels.find(
          (p) => p.pricingModelId === pricingModelId && p.accountId === accountId,
        );
        if (!current) return response.untyped(notFound('Pricing model', pricingModelId));
        if (patch.adGroupId !== undefined && !findAdGroup(store.db, accountId, patch.adGroupId)) {
          return response.untyped(
            badRequest(`adGroupId: ad group ${patch.adGroupId} does not exist in account ${accountId}`, 'adGroupId'),
          );
        }
        const merged = { ...current };
        Object.assign(merged, patch);
        const group = findAdGroup(store.db, accountId, merged.adGroupId);
        if (!group) return response.untyped(notFound('Ad group', merged.adGroupId));
        const pricingModel = findCampaign(store.db, accountId, group.campaignId)?.campaignPricingModel ?? 'None';
        const refused =
          inReviewRefusal(store.db, ctx.session, campaignOfAdGroup(store.db, current.adGroupId)) ??
          inReviewRefusal(store.db, ctx.session, group.campaignId) ??
          feeProblem(merged, pricingModel) ??
          feeTypeChangeProblem(current, merged, group);
        if (refused) return response.untyped(refused);
        const updated = store.write((db) => {
          const fee = db.pricingModels.find((p) => p.pricingModelId === pricingModelId);
          if (!fee) throw new Error(`pricing model ${pricingModelId} vanished`);
          Object.assign(fee, merged, { updateDateTime: ctx.now, updateUser: ctx.user });
          return fee;
        });
        return response(200).json(updated);
      },
    ),
  ];
}
