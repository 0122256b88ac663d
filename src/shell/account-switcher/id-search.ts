/**
 * Global ID search (part 1 §7.3, part 2 §7 "Global ID search"; SHELL-054): a numeric id is looked
 * up as a campaign, an ad group and an ad at once. 400 and 404 mean "not that kind"; any other
 * error fails the whole search. An ad names only its ad group, so that ad group is read too, for
 * the campaign the result opens.
 */
import * as z from 'zod/mini';
import { ApiError } from '@/api/api-error';
import { paths, type SearchedAdState } from '@/lib/paths';
import { getAdGlobal, getAdGroupGlobal, getCampaignGlobal } from '@generated/campaign-build/campaign-build';

export const ENTITY_TYPES = ['campaign', 'adGroup', 'ad'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/** One match, with what is needed to open it and to list it among the recently searched. */
export interface IdSearchResult {
  type: EntityType;
  id: number;
  name: string;
  accountId: number;
  campaignId: number;
  /** The ad group to open: the match itself for an ad group, the ad's ad group for an ad. */
  adGroupId?: number | undefined;
}

export const IdSearchResultSchema = z.object({
  type: z.enum(ENTITY_TYPES),
  id: z.number().check(z.int(), z.positive()),
  name: z.string(),
  accountId: z.number().check(z.int(), z.positive()),
  campaignId: z.number().check(z.int(), z.positive()),
  adGroupId: z.optional(z.number().check(z.int(), z.positive())),
});

/** The recently searched entities in the user's storage (RECENT_ENTITIES_KEY). */
export const RecentEntitiesSchema = z.array(IdSearchResultSchema);
export const RECENT_ENTITIES_VERSION = 1;

type Fetch<T> = (id: number, options?: RequestInit) => Promise<{ data: T }>;

/** The three global reads (the generated functions by default; tests inject their own). */
export interface IdSearchApi {
  getCampaignGlobal: Fetch<{ campaignId: number; accountId: number; name: string }>;
  getAdGroupGlobal: Fetch<{ adGroupId: number; campaignId: number; accountId: number; name: string }>;
  getAdGlobal: Fetch<{ adId: number; adGroupId: number; accountId: number; name: string }>;
}

export const generatedIdSearchApi: IdSearchApi = { getCampaignGlobal, getAdGroupGlobal, getAdGlobal };

/** 400 and 404 answer "no such entity of this kind". */
function isNoMatch(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 400 || error.status === 404);
}

async function orNoMatch<T>(request: Promise<{ data: T }>): Promise<T | undefined> {
  try {
    return (await request).data;
  } catch (error) {
    if (isNoMatch(error)) return undefined;
    throw error;
  }
}

/**
 * The matches of `id`, campaign first, then ad group, then ad. Rejects with the first error that
 * is not a 400 or 404 (the other requests are then cancelled).
 */
export async function searchById(
  id: number,
  api: IdSearchApi = generatedIdSearchApi,
  signal?: AbortSignal,
): Promise<IdSearchResult[]> {
  const controller = new AbortController();
  const abort = () => {
    controller.abort();
  };
  signal?.addEventListener('abort', abort, { once: true });
  const options: RequestInit = { signal: controller.signal };
  try {
    const [campaign, adGroup, ad] = await Promise.all([
      orNoMatch(api.getCampaignGlobal(id, options)),
      orNoMatch(api.getAdGroupGlobal(id, options)),
      orNoMatch(api.getAdGlobal(id, options)),
    ]);
    const results: IdSearchResult[] = [];
    if (campaign) {
      results.push({
        type: 'campaign',
        id: campaign.campaignId,
        name: campaign.name,
        accountId: campaign.accountId,
        campaignId: campaign.campaignId,
      });
    }
    if (adGroup) {
      results.push({
        type: 'adGroup',
        id: adGroup.adGroupId,
        name: adGroup.name,
        accountId: adGroup.accountId,
        campaignId: adGroup.campaignId,
        adGroupId: adGroup.adGroupId,
      });
    }
    if (ad) {
      const parent = await orNoMatch(api.getAdGroupGlobal(ad.adGroupId, options));
      // An ad whose ad group cannot be read has no campaign to open.
      if (parent) {
        results.push({
          type: 'ad',
          id: ad.adId,
          name: ad.name,
          accountId: ad.accountId,
          campaignId: parent.campaignId,
          adGroupId: ad.adGroupId,
        });
      }
    }
    return results;
  } catch (error) {
    controller.abort();
    throw error;
  } finally {
    signal?.removeEventListener('abort', abort);
  }
}

/** Where a result leads: the campaign review, with ?ad_group= for an ad group or an ad (SHELL-055). */
export function resultPath(result: IdSearchResult): string {
  return paths.campaignReview(result.accountId, result.campaignId, result.adGroupId);
}

/**
 * The navigation a result makes: its path, and for an ad the history state naming the ad, so the
 * review on the ad's ad group opens the ad itself (WIZ-004).
 */
export function resultTarget(result: IdSearchResult): { path: string; state?: SearchedAdState } {
  const path = resultPath(result);
  if (result.type !== 'ad' || result.adGroupId === undefined) return { path };
  return { path, state: { searchedAd: { adId: result.id, adGroupId: result.adGroupId } } };
}
