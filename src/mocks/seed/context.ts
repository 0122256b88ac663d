/** State shared by the seed's generators while one seed is built. */
import type { AdvertiserAssetsSchemas, Db } from '../db/types';
import type { Country, RichAccountDef, Vertical } from './catalog';
import type { Random } from './random';

/** First id of each kind (the spec examples' ids where they give one). */
export const FIRST_IDS = {
  campaign: 5001,
  adGroup: 6001,
  ad: 7001,
  line: 3001,
  plan: 4001,
  audience: 8001,
  pricingModel: 8801,
  creative: 2001,
  image: 301,
  reward: 7101,
  rmsReward: 8101,
  targetingCriteria: 8501,
  segment: 1,
  projection: 9001,
  projectionSpec: 9201,
  projectionRun: 9501,
  tvcRequest: 9301,
  scheduledReport: 9401,
  redemptionDecision: 1,
  redemptionUpload: 1,
  campaignApproval: 9001,
  campaignFlag: 9101,
  publisherSchedule: 1,
} as const;

export type IdKind = keyof typeof FIRST_IDS;

export class Ids {
  private readonly next = new Map<IdKind, number>();

  take(kind: IdKind): number {
    const id = this.next.get(kind) ?? FIRST_IDS[kind];
    this.next.set(kind, id + 1);
    return id;
  }
}

export interface Brand {
  id: number;
  name: string;
  accountId: number;
}

/** What the generators know about a rich account besides its Account record. */
export interface RichAccount {
  def: RichAccountDef;
  id: number;
  name: string;
  country: Country;
  currency: 'USD' | 'GBP';
  timeZone: 'America/New_York' | 'Europe/London';
  domain: string;
  vertical: Vertical;
  brands: Brand[];
  /** E-mails of the account's users who build campaigns (creators and editors). */
  builders: string[];
  /** E-mails of the account's active users (report recipients). */
  members: string[];
}

export interface SeedContext {
  random: Random;
  ids: Ids;
  db: Db;
  rich: RichAccount[];
  /** Internal staff e-mails that also build campaigns. */
  staff: string[];
  /** Segment ids per brand and base type. */
  segmentIds: Map<string, number>;
  /** Image assets per brand: logo, annotated logo, hero. */
  brandImages: Map<number, Record<'logo' | 'annotatedLogo' | 'hero', AdvertiserAssetsSchemas['ImageAsset']>>;
}

export const segmentKey = (brandId: number, baseType: string): string => `${brandId}:${baseType}`;

/** The items by a numeric key, in their order. */
export function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
