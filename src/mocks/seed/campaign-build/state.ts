/** What the campaign build's generators share while one account is built: its slots, lines, plans and timeline. */
import type { CampaignBuildSchemas, AdvertiserAssetsSchemas } from '../../db/types';
import { dayNumber } from '../clock';
import type { RichAccount, SeedContext } from '../context';
import type { Random } from '../random';

type Line = CampaignBuildSchemas['Line'];
type Plan = CampaignBuildSchemas['Plan'];
type CampaignStatus = CampaignBuildSchemas['CampaignStatus'];
type CampaignType = CampaignBuildSchemas['CampaignType'];
type ImageAsset = AdvertiserAssetsSchemas['ImageAsset'];

/** The campaign whose save fails verification (NS-47), a Draft of account 1001. */
export const VERIFICATION_FAILURE_CAMPAIGN_ID = 900000001;
/** The campaign with non-draft ad groups of testPopulation 0: a TVC request for it fails (NS-62). */
export const TVC_INVALID_CAMPAIGN_ID = 5002;
/** Who makes the automatic status changes (start and end of a campaign). */
export const SCHEDULER_USER = 'scheduler@cardlinked.example';

export const day = (date: string): number => dayNumber(date);

export type LineKey = 'L1' | 'L2' | 'L3' | 'LD' | 'LE';

export interface LineSpec {
  key: LineKey;
  line: Line;
  start: number;
  end: number;
}

export interface PlanSpec {
  plan: Plan;
  status: Plan['status'];
}

export interface Slot {
  status: CampaignStatus;
  type: CampaignType;
  phase: 'ended' | 'stopped' | null;
  line: LineSpec | null;
  plan: PlanSpec | null;
  special: 'example' | 'tvc' | 'verification' | null;
  start: number;
  end: number;
  stop: number | null;
}

/** Bounded integer: `min` when the range is empty. */
export function between(random: Random, min: number, max: number): number {
  return max <= min ? min : random.int(min, max);
}

export const pickUser = (random: Random, account: RichAccount, staff: string[]): string =>
  account.builders.length > 0 && random.chance(0.6) ? random.pick(account.builders) : random.pick(staff);

export interface StatusEvent {
  at: number;
  from: CampaignStatus;
  to: CampaignStatus;
  user: string;
}

export interface Timeline {
  create: number;
  events: StatusEvent[];
  budgetChange: number | null;
  update: number;
  updateUser: string;
}

export interface BuildState {
  ctx: SeedContext;
  account: RichAccount;
  images: Map<number, ImageAsset>;
  ticket: { next: number };
  io: { next: number };
}
