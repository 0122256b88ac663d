/** Ads, their redeeming merchant settings and the store segments of a brand. */
import type { RequestHandler } from 'msw';
import {
  CreateAdBody,
  CreateAdParams,
  CreateRedeemingMerchantsBody,
  CreateRedeemingMerchantsParams,
  DeleteAdParams,
  GetBrandStoreSegmentsParams,
  GetAdGlobalParams,
  GetAdParams,
  GetRedeemingMerchantsParams,
  ListAdsParams,
  ListAdsQueryParams,
  ReplaceRedeemingMerchantsBody,
  ReplaceRedeemingMerchantsParams,
  UpdateAdBody,
  UpdateAdParams,
} from '@generated/campaign-build/campaign-build.zod';
import type { CampaignBuildSchemas, Db } from '../../db/types';
import type { Backend } from '../../server/backend';
import { matches, pagedList, parseFilter } from '../../server/list';
import { badRequest, conflict, notFound } from '../../server/respond';
import { checkBody, checkQuery } from '../../server/validate';
import {
  accountAccess,
  CONFLICT,
  deleteAds,
  diffChanges,
  findAd,
  findAdGroup,
  globalAccess,
  hiddenCampaignIds,
  http,
  insertChanges,
  mayRead,
  recordAudit,
  type Ad,
  createdStamps,
  campaignOfAd,
  inReviewRefusal,
} from './common';

type RedeemingMerchantBrand = CampaignBuildSchemas['RedeemingMerchantBrand'];

/**
 * The store segments of a brand for a new ad: its stores (in store) and its online shop, with the
 * ids and names the seeded redeeming merchants use; undefined for a brand without merchant segments.
 */
function brandStoreSegments(db: Db, brandId: number): RedeemingMerchantBrand | undefined {
  const known = db.merchantSegments.find((segment) => segment.brandId === brandId);
  if (!known) return undefined;
  const segment = (offset: number, name: string) => ({
    id: brandId * 100 + offset,
    name,
    paymentChannel: null,
    productCategories: [],
    storeLocationSubType: null,
  });
  return {
    brandId,
    brandName: known.brandName,
    storeSegments: {
      InStore: [segment(1, `${known.brandName} stores`)],
      Online: [segment(2, `${known.brandName} online`)],
      Other: [],
    },
  };
}

export function adHandlers(backend: Backend): RequestHandler[] {
  const { store } = backend;
  return [
    http.get('/api/v7/campaign-build-api/accounts/{accountId}/ads', async ({ request, params, response }) => {
      const ctx = await accountAccess(backend, request, ListAdsParams, params, 'campaign.read');
      if (ctx instanceof Response) return response.untyped(ctx);
      const query = checkQuery(ListAdsQueryParams, request);
      if (!query.ok) return response.untyped(query.response);
      const expressions = parseFilter(query.value.filter);
      if (!expressions)
        return response.untyped(badRequest(`filter: cannot read '${query.value.filter ?? ''}'`, 'filter'));
      // campaignId is not a field of an ad: those expressions are answered through the ad group.
      const byCampaign = expressions.filter((e) => e.field.toLowerCase() === 'campaignid');
      const rest = expressions.filter((e) => e.field.toLowerCase() !== 'campaignid');
      const campaignOf = new Map(store.db.adGroups.map((g) => [g.adGroupId, g.campaignId]));
      const hidden = hiddenCampaignIds(store.db, ctx.session);
      const ads = store.db.ads.filter((ad) => {
        const campaignId = campaignOf.get(ad.adGroupId);
        return (
          ad.accountId === ctx.path.accountId &&
          !(campaignId !== undefined && hidden.has(campaignId)) &&
          matches({ campaignId }, byCampaign)
        );
      });
      const filter = rest.map((e) => `${e.field}${e.operator}${e.value}`).join(';');
      return response.untyped(pagedList(ads, { ...query.value, filter }, 'adId'));
    }),

    http.post('/api/v7/campaign-build-api/accounts/{accountId}/ads', async ({ request, params, response }) => {
      const ctx = await accountAccess(backend, request, CreateAdParams, params, 'campaign.write');
      if (ctx instanceof Response) return response.untyped(ctx);
      const body = await checkBody(CreateAdBody, request);
      if (!body.ok) return response.untyped(body.response);
      const input = body.value;
      const { accountId } = ctx.path;
      const name = input.name.trim();
      if (!name) return response.untyped(badRequest('name: must not be blank', 'name'));
      const group = findAdGroup(store.db, accountId, input.adGroupId, ctx);
      if (!group) {
        return response.untyped(
          badRequest(`adGroupId: ad group ${input.adGroupId} does not exist in account ${accountId}`, 'adGroupId'),
        );
      }
      const inReview = inReviewRefusal(store.db, ctx.session, group.campaignId);
      if (inReview) return response.untyped(inReview);
      const created = store.write((db) => {
        const ad: Ad = {
          accountId,
          adId: store.nextId('ad'),
          adGroupId: group.adGroupId,
          campaignType: group.campaignType,
          name,
          adStatus: 'Draft',
          brands: input.brands ?? [],
          categories: input.categories ?? [],
          termsAndConditionsTemplateId: input.termsAndConditionsTemplateId ?? null,
          ...createdStamps(ctx),
        };
        if (input.creativeId !== undefined) ad.creativeId = input.creativeId;
        if (input.purchaseClassification !== undefined) ad.purchaseClassification = input.purchaseClassification;
        db.ads.push(ad);
        recordAudit(db, ctx, accountId, 'Ad', ad.adId, 'Insert', insertChanges(ad));
        return ad;
      });
      return response(201).json(created);
    }),

    http.get('/api/v7/campaign-build-api/accounts/{accountId}/ads/{adId}', async ({ request, params, response }) => {
      const ctx = await accountAccess(backend, request, GetAdParams, params, 'campaign.read');
      if (ctx instanceof Response) return response.untyped(ctx);
      const ad = findAd(store.db, ctx.path.accountId, ctx.path.adId, ctx);
      if (!ad) return response.untyped(notFound('Ad', ctx.path.adId));
      return response(200).json(ad);
    }),

    http.patch('/api/v7/campaign-build-api/accounts/{accountId}/ads/{adId}', async ({ request, params, response }) => {
      const ctx = await accountAccess(backend, request, UpdateAdParams, params, 'campaign.write');
      if (ctx instanceof Response) return response.untyped(ctx);
      const body = await checkBody(UpdateAdBody, request);
      if (!body.ok) return response.untyped(body.response);
      const { accountId, adId } = ctx.path;
      const patch = body.value;
      if (!findAd(store.db, accountId, adId, ctx)) return response.untyped(notFound('Ad', adId));
      const inReview = inReviewRefusal(store.db, ctx.session, campaignOfAd(store.db, adId));
      if (inReview) return response.untyped(inReview);
      const name = patch.name?.trim();
      if (name === '') return response.untyped(badRequest('name: must not be blank', 'name'));
      const updated = store.write((db) => {
        const ad = findAd(db, accountId, adId);
        if (!ad) throw new Error(`ad ${adId} vanished`);
        const before = { ...ad };
        Object.assign(ad, patch);
        if (name !== undefined) ad.name = name;
        ad.updateDateTime = ctx.now;
        ad.updateUser = ctx.user;
        const changes = diffChanges(before, ad);
        if (changes.length > 0) recordAudit(db, ctx, accountId, 'Ad', adId, 'Update', changes);
        return ad;
      });
      return response(200).json(updated);
    }),

    http.delete('/api/v7/campaign-build-api/accounts/{accountId}/ads/{adId}', async ({ request, params, response }) => {
      const ctx = await accountAccess(backend, request, DeleteAdParams, params, 'campaign.write');
      if (ctx instanceof Response) return response.untyped(ctx);
      const { accountId, adId } = ctx.path;
      if (!findAd(store.db, accountId, adId, ctx)) return response.untyped(notFound('Ad', adId));
      const inReview = inReviewRefusal(store.db, ctx.session, campaignOfAd(store.db, adId));
      if (inReview) return response.untyped(inReview);
      store.write((db) => {
        deleteAds(db, ctx, new Set([adId]));
      });
      return response(204).empty();
    }),

    http.get('/api/v7/campaign-build-api/ads/{adId}', async ({ request, params, response }) => {
      const ctx = await globalAccess(backend, request, GetAdGlobalParams, params);
      if (ctx instanceof Response) return response.untyped(ctx);
      const ad = store.db.ads.find((a) => a.adId === ctx.path.adId);
      if (!ad || !mayRead(ctx.session, ad.accountId) || !findAd(store.db, ad.accountId, ad.adId, ctx))
        return response.untyped(notFound('Ad', ctx.path.adId));
      return response(200).json(ad);
    }),

    http.get('/api/v7/campaign-build-api/ads/{adId}/redeemingmerchants', async ({ request, params, response }) => {
      const ctx = await globalAccess(backend, request, GetRedeemingMerchantsParams, params);
      if (ctx instanceof Response) return response.untyped(ctx);
      const { adId } = ctx.path;
      const ad = store.db.ads.find((a) => a.adId === adId);
      if (!ad || !mayRead(ctx.session, ad.accountId) || !findAd(store.db, ad.accountId, ad.adId, ctx))
        return response.untyped(notFound('Ad', adId));
      const settings = store.db.redeemingMerchants.find((m) => m.adId === adId);
      if (!settings) return response.untyped(notFound('Redeeming merchants of ad', adId));
      return response(200).json(settings.value);
    }),

    http.get(
      '/api/v7/campaign-build-api/accounts/{accountId}/brands/{brandId}/storesegments',
      async ({ request, params, response }) => {
        const ctx = await accountAccess(backend, request, GetBrandStoreSegmentsParams, params, 'campaign.read');
        if (ctx instanceof Response) return response.untyped(ctx);
        const brand = brandStoreSegments(store.db, ctx.path.brandId);
        if (!brand) return response.untyped(notFound('Store segments of brand', ctx.path.brandId));
        return response(200).json(brand);
      },
    ),

    // NS-57: POST when the ad has none yet, PUT to replace existing settings.
    http.post(
      '/api/v7/campaign-build-api/accounts/{accountId}/ads/{adId}/redeemingmerchants',
      async ({ request, params, response }) => {
        const ctx = await accountAccess(backend, request, CreateRedeemingMerchantsParams, params, 'campaign.write');
        if (ctx instanceof Response) return response.untyped(ctx);
        const body = await checkBody(CreateRedeemingMerchantsBody, request);
        if (!body.ok) return response.untyped(body.response);
        const { accountId, adId } = ctx.path;
        if (!findAd(store.db, accountId, adId, ctx)) return response.untyped(notFound('Ad', adId));
        const inReview = inReviewRefusal(store.db, ctx.session, campaignOfAd(store.db, adId));
        if (inReview) return response.untyped(inReview);
        if (store.db.redeemingMerchants.some((m) => m.adId === adId)) {
          return response.untyped(
            conflict(CONFLICT, `Ad ${adId} already has redeeming merchant settings; replace them with PUT`),
          );
        }
        const saved = store.write((db) => {
          db.redeemingMerchants.push({ adId, value: body.value });
          return body.value;
        });
        return response(201).json(saved);
      },
    ),

    http.put(
      '/api/v7/campaign-build-api/accounts/{accountId}/ads/{adId}/redeemingmerchants',
      async ({ request, params, response }) => {
        const ctx = await accountAccess(backend, request, ReplaceRedeemingMerchantsParams, params, 'campaign.write');
        if (ctx instanceof Response) return response.untyped(ctx);
        const body = await checkBody(ReplaceRedeemingMerchantsBody, request);
        if (!body.ok) return response.untyped(body.response);
        const { accountId, adId } = ctx.path;
        if (!findAd(store.db, accountId, adId, ctx)) return response.untyped(notFound('Ad', adId));
        const inReview = inReviewRefusal(store.db, ctx.session, campaignOfAd(store.db, adId));
        if (inReview) return response.untyped(inReview);
        if (!store.db.redeemingMerchants.some((m) => m.adId === adId))
          return response.untyped(notFound('Redeeming merchants of ad', adId));
        const saved = store.write((db) => {
          const settings = db.redeemingMerchants.find((m) => m.adId === adId);
          if (!settings) throw new Error(`redeeming merchants of ad ${adId} vanished`);
          settings.value = body.value;
          return body.value;
        });
        return response(200).json(saved);
      },
    ),
  ];
}
