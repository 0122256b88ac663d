/**
 * The lookups of the ad-targeting service (NS-80, NS-81, NS-83): locations of a country, the
 * purchase category tree and merchant segments, searched and paged over the stored records.
 */
import type { RequestHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '@generated/ad-targeting/schema';
import {
  ListPurchaseCategoriesQueryParams,
  SearchLocationsQueryParams,
  SearchMerchantSegmentsQueryParams,
} from '@generated/ad-targeting/ad-targeting.zod';
import { shortenPostalCode } from '@/lib/countries';
import type { CampaignBuildSchemas, LookupCategory } from '../db/types';
import type { Backend } from '../server/backend';
import { pagedList } from '../server/list';
import { checkQuery } from '../server/validate';

const http = createOpenApiHttp<paths>({ baseUrl: '*' });

type Location = CampaignBuildSchemas['Location'];
type GeoType = Location['geoType'];
type PurchaseCategory = CampaignBuildSchemas['PurchaseCategory'];

/** Location-service country ids (ISO 3166 numeric). */
export const LOOKUP_COUNTRY_IDS = { US: 840, GB: 826 } as const;

/** Whether any of `values` contains `search` (case-insensitive); an empty search matches all. */
export function containsText(values: readonly (string | null | undefined)[], search: string | undefined): boolean {
  const needle = search?.trim().toLowerCase() ?? '';
  return needle === '' || values.some((value) => value?.toLowerCase().includes(needle) === true);
}

const GEO_ORDER: readonly GeoType[] = ['COUNTRY', 'DMA', 'REGION', 'LOCALITY', 'POSTAL_CODE'];

/** A US ZIP+4 (10001-1234) is searched by its 5-digit ZIP. */
function locationSearch(search: string | undefined, countryCode: 'US' | 'GB'): string | undefined {
  if (search === undefined || !/^\d{5}[- ]?\d{0,4}$/.test(search.trim())) return search;
  return shortenPostalCode(search, countryCode);
}

function locationOrder(a: Location, b: Location): number {
  const byType = GEO_ORDER.indexOf(a.geoType) - GEO_ORDER.indexOf(b.geoType);
  if (byType !== 0) return byType;
  if (a.geoType === 'DMA') return (a.dmaRank ?? 0) - (b.dmaRank ?? 0);
  return a.name.localeCompare(b.name);
}

/** The tree of one country's categories; with a search, the matches with their ancestors and subtrees. */
export function categoryTree(
  records: readonly LookupCategory[],
  countryId: number,
  search?: string,
): PurchaseCategory[] {
  const ofCountry = records.filter((record) => record.countryIds.includes(countryId));
  const children = (parentId: number | null) => ofCountry.filter((record) => record.parentId === parentId);
  const build = (record: LookupCategory, level: number, keepAll: boolean): PurchaseCategory | undefined => {
    const matched = keepAll || containsText([record.name], search);
    const subCategories = children(record.purchaseCategoryId)
      .map((child) => build(child, level + 1, matched))
      .filter((child): child is PurchaseCategory => child !== undefined);
    if (!matched && subCategories.length === 0) return undefined;
    return {
      purchaseCategoryId: record.purchaseCategoryId,
      name: record.name,
      description: record.description ?? null,
      level,
      countryIds: [...record.countryIds],
      subCategories,
    };
  };
  return children(null)
    .map((root) => build(root, 0, false))
    .filter((root): root is PurchaseCategory => root !== undefined);
}

export function targetingLookupHandlers(backend: Backend): RequestHandler[] {
  return [
    http.get('/api/v1/targeting/locations', async ({ request, response }) => {
      const session = await backend.require(request, { permission: 'campaign.read' });
      if (session instanceof Response) return response.untyped(session);
      const query = checkQuery(SearchLocationsQueryParams, request);
      if (!query.ok) return response.untyped(query.response);
      const { countryCode, geoType, page, perPage } = query.value;
      const countryId = LOOKUP_COUNTRY_IDS[countryCode];
      const search = locationSearch(query.value.search, countryCode);
      const found = backend.store.db.locations
        .filter(
          (location) =>
            location.countryId === countryId &&
            (geoType === undefined || location.geoType === geoType) &&
            containsText([location.name, location.code, location.abbreviation, location.alias], search),
        )
        .sort(locationOrder);
      return response.untyped(pagedList(found, { page, perPage }));
    }),

    http.get('/api/v1/targeting/purchase-categories', async ({ request, response }) => {
      const session = await backend.require(request, { permission: 'campaign.read' });
      if (session instanceof Response) return response.untyped(session);
      const query = checkQuery(ListPurchaseCategoriesQueryParams, request);
      if (!query.ok) return response.untyped(query.response);
      const { countryCode, search } = query.value;
      return response(200).json(
        categoryTree(backend.store.db.purchaseCategories, LOOKUP_COUNTRY_IDS[countryCode], search),
      );
    }),

    http.get('/api/v1/targeting/merchant-segments', async ({ request, response }) => {
      const session = await backend.require(request, { permission: 'campaign.read' });
      if (session instanceof Response) return response.untyped(session);
      const query = checkQuery(SearchMerchantSegmentsQueryParams, request);
      if (!query.ok) return response.untyped(query.response);
      const { countryCode, brandId, search, page, perPage } = query.value;
      const found = backend.store.db.merchantSegments
        .filter(
          (segment) =>
            segment.countryCode === countryCode &&
            (brandId === undefined || segment.brandId === brandId) &&
            containsText([segment.name, segment.brandName], search),
        )
        .sort((a, b) => a.brandName.localeCompare(b.brandName) || a.name.localeCompare(b.name));
      return response.untyped(pagedList(found, { page, perPage }));
    }),
  ];
}
