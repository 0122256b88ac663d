/**
 * The lookups of the ad-targeting service (NS-80, NS-81, NS-83): locations of a country, the
 * purchase category tree and merchant segments, searched over the stored records.
 */
import { shortenPostalCode } from '@/lib/countries';
import type { CampaignBuildSchemas, LookupCategory } from '../../db/types';
import { containsText } from '../../server/list';

type Location = CampaignBuildSchemas['Location'];
type GeoType = Location['geoType'];
type PurchaseCategory = CampaignBuildSchemas['PurchaseCategory'];

/** Location-service country ids (ISO 3166 numeric). */
export const LOOKUP_COUNTRY_IDS = { US: 840, GB: 826 } as const;

const GEO_ORDER: readonly GeoType[] = ['COUNTRY', 'DMA', 'REGION', 'LOCALITY', 'POSTAL_CODE'];

/** A US ZIP+4 (10001-1234) is searched by its 5-digit ZIP. */
export function locationSearch(search: string | undefined, countryCode: 'US' | 'GB'): string | undefined {
  if (search === undefined || !/^\d{5}[- ]?\d{0,4}$/.test(search.trim())) return search;
  return shortenPostalCode(search, countryCode);
}

export function locationOrder(a: Location, b: Location): number {
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
  const children = (parentId: number | null, level: number, keepAll: boolean): PurchaseCategory[] =>
    ofCountry.filter((record) => record.parentId === parentId).flatMap((record) => build(record, level, keepAll) ?? []);
  // A category with its subtree: when it matches (or an ancestor did), or one of its descendants does.
  const build = (record: LookupCategory, level: number, keepAll: boolean): PurchaseCategory | undefined => {
    const matched = keepAll || containsText([record.name], search);
    const subCategories = children(record.purchaseCategoryId, level + 1, matched);
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
  return children(null, 0, false);
}
