/** Ads, their redeeming merchant settings and the store segments of a brand. */
import type { Db } from '../../db/types';
import type { Session } from '../../server/backend';
import { onAccount } from '../../server/guard';
import { matches, page, parseFilter } from '../../server/list';
import { conflict, fail, invalid, notFound } from '../../server/respond';
import {
  actorOf,
  AD_VERSION,
  campaignOfAd,
  CONFLICT,
  createdStamps,
  deleteAds,
  findAd,
  findAdGroup,
  GLOBAL_AD_VERSION,
  hiddenCampaignIds,
  mayRead,
  patchAudited,
  recordAudit,
  refuseInReview,
  trimmedName,
  type Ad,
  type Operations,
} from './common';

/** An ad of any account the session may read (the global reads): 404 otherwise. */
function readableAd(db: Db, session: Session, adId: number): Ad {
  const ad = db.ads.find((a) => a.adId === adId);
  if (!ad || !mayRead(session, ad.accountId) || !findAd(db, ad.accountId, ad.adId, session)) fail(notFound('Ad', adId));
  return ad;
}

/** The ad of the path, seen by the session and open to change (NS-88). */
function changeableAd(db: Db, session: Session, accountId: number, adId: number): Ad {
  const ad = findAd(db, accountId, adId, session) ?? fail(notFound('Ad', adId));
  refuseInReview(db, session, campaignOfAd(db, adId));
  return ad;
}

export const adOperations = {
  listAds: {
    access: onAccount('campaign.read'),
    read: ({ path: { accountId }, query, session, db }) => {
      const expressions = parseFilter(query.filter) ?? invalid('filter', `cannot read '${query.filter ?? ''}'`);
      const campaignOf = new Map(db.adGroups.map((g) => [g.adGroupId, g.campaignId]));
      const hidden = hiddenCampaignIds(db, session);
      const ads = db.ads.filter((ad) => {
        const campaignId = campaignOf.get(ad.adGroupId);
        // campaignId is not a field of an ad: the filter reads it through the ad group.
        return (
          ad.accountId === accountId &&
          !(campaignId !== undefined && hidden.has(campaignId)) &&
          matches({ ...ad, campaignId }, expressions)
        );
      });
      return page(ads, { ...query, filter: undefined }, 'adId');
    },
  },

  createAd: {
    access: onAccount('campaign.write'),
    write: ({ path: { accountId }, body: input, session, db, backend }) => {
      const name = trimmedName(input.name);
      const group =
        findAdGroup(db, accountId, input.adGroupId, session) ??
        invalid('adGroupId', `ad group ${input.adGroupId} does not exist in account ${accountId}`);
      refuseInReview(db, session, group.campaignId);
      const actor = actorOf({ session, backend });
      const ad: Ad = {
        accountId,
        adId: backend.store.nextId('ad'),
        adGroupId: group.adGroupId,
        campaignType: group.campaignType,
        name,
        adStatus: 'Draft',
        brands: input.brands ?? [],
        categories: input.categories ?? [],
        termsAndConditionsTemplateId: input.termsAndConditionsTemplateId ?? null,
        ...createdStamps(actor),
      };
      if (input.creativeId !== undefined) ad.creativeId = input.creativeId;
      if (input.purchaseClassification !== undefined) ad.purchaseClassification = input.purchaseClassification;
      db.ads.push(ad);
      recordAudit(db, actor, accountId, 'Ad', ad.adId, 'Insert', {}, ad);
      return ad;
    },
  },

  getAd: {
    access: onAccount('campaign.read'),
    version: AD_VERSION,
    read: ({ path: { accountId, adId }, session, db }) =>
      findAd(db, accountId, adId, session) ?? fail(notFound('Ad', adId)),
  },

  updateAd: {
    access: onAccount('campaign.write'),
    version: AD_VERSION,
    write: ({ path: { accountId, adId }, body: patch, session, db, backend }) => {
      const ad = changeableAd(db, session, accountId, adId);
      const name = trimmedName(patch.name);
      return patchAudited(db, actorOf({ session, backend }), 'Ad', adId, ad, patch, name);
    },
  },

  deleteAd: {
    access: onAccount('campaign.write'),
    write: ({ path: { accountId, adId }, session, db, backend }) => {
      changeableAd(db, session, accountId, adId);
      deleteAds(db, actorOf({ session, backend }), new Set([adId]));
    },
  },

  getAdGlobal: {
    access: {},
    version: GLOBAL_AD_VERSION,
    read: ({ path: { adId }, session, db }) => readableAd(db, session, adId),
  },

  getRedeemingMerchants: {
    access: {},
    read: ({ path: { adId }, session, db }) => {
      readableAd(db, session, adId);
      const settings =
        db.redeemingMerchants.find((m) => m.adId === adId) ?? fail(notFound('Redeeming merchants of ad', adId));
      return settings.value;
    },
  },

  /**
   * The store segments of a brand for a new ad: its stores (in store) and its online shop, with the
   * ids and names the seeded redeeming merchants use; 404 for a brand without merchant segments.
   */
  getBrandStoreSegments: {
    access: onAccount('campaign.read'),
    read: ({ path: { brandId }, db }) => {
      const { brandName } =
        db.merchantSegments.find((segment) => segment.brandId === brandId) ??
        fail(notFound('Store segments of brand', brandId));
      const segment = (offset: number, name: string) => ({
        id: brandId * 100 + offset,
        name,
        paymentChannel: null,
        productCategories: [],
        storeLocationSubType: null,
      });
      return {
        brandId,
        brandName,
        storeSegments: {
          InStore: [segment(1, `${brandName} stores`)],
          Online: [segment(2, `${brandName} online`)],
          Other: [],
        },
      };
    },
  },

  // NS-57: POST when the ad has none yet, PUT to replace existing settings.
  createRedeemingMerchants: {
    access: onAccount('campaign.write'),
    write: ({ path: { accountId, adId }, body, session, db }) => {
      changeableAd(db, session, accountId, adId);
      if (db.redeemingMerchants.some((m) => m.adId === adId)) {
        fail(conflict(CONFLICT, `Ad ${adId} already has redeeming merchant settings; replace them with PUT`));
      }
      db.redeemingMerchants.push({ adId, value: body });
      return body;
    },
  },

  replaceRedeemingMerchants: {
    access: onAccount('campaign.write'),
    write: ({ path: { accountId, adId }, body, session, db }) => {
      changeableAd(db, session, accountId, adId);
      const settings =
        db.redeemingMerchants.find((m) => m.adId === adId) ?? fail(notFound('Redeeming merchants of ad', adId));
      settings.value = body;
      return body;
    },
  },
} satisfies Operations;
