/** What the campaign build's generators share while one account is built: its slots, lines, plans and timeline. */
import type { CampaignBuildSchemas } from '../../db/types';
import type { RichAccount, SeedContext } from '../context';
import type { Random } from '../random';

type Line = CampaignBuildSchemas['Line'];
type Plan = CampaignBuildSchemas['Plan'];
type CampaignStatus = CampaignBuildSchemas['CampaignStatus'];
type CampaignType = CampaignBuildSchemas['CampaignType'];
type AuditRecord = CampaignBuildSchemas['AuditChangeRecord'];

/** The campaign whose save fails verification (NS-47), a Draft of account 1001. */
export const VERIFICATION_FAILURE_CAMPAIGN_ID = 900000001;
/** The campaign with non-draft ad groups of testPopulation 0: a TVC request for it fails (NS-62). */
export const TVC_INVALID_CAMPAIGN_ID = 5002;
/** Who makes the automatic status changes (start and end of a campaign). */
export const SCHEDULER_USER = 'scheduler@cardlinked.example';

export type LineKey = 'L1' | 'L2' | 'L3' | 'LD' | 'LE';

export interface LineSpec {
  key: LineKey;
  line: Line;
  start: number;
  end: number;
}

export interface Slot {
  status: CampaignStatus;
  type: CampaignType;
  phase: 'ended' | 'stopped' | null;
  line: LineSpec | null;
  plan: Plan | null;
  special: 'example' | 'tvc' | 'verification' | null;
  start: number;
  end: number;
  stop: number | null;
}

/** A campaign slot of the status and type, not yet placed in time. */
export const slotOf = (status: CampaignStatus, type: CampaignType, fields: Partial<Slot> = {}): Slot => ({
  status,
  type,
  phase: null,
  line: null,
  plan: null,
  special: null,
  start: 0,
  end: 0,
  stop: null,
  ...fields,
});

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
  ticket: { next: number };
  io: { next: number };
  audit: AuditRecord[];
}

/** The financial institutions of the ad groups, in id order. */
export const groupInstitutions = (groups: CampaignBuildSchemas['AdGroup'][]): number[] =>
  [...new Set(groups.flatMap((group) => group.institutions ?? []))].sort((a, b) => a - b);

/** The Insert audit record of an entity: its first values of the columns listed. */
export function inserted(
  entityType: AuditRecord['entityType'],
  entityId: number,
  updateUser: string,
  updateDateTime: string,
  values: Record<string, string>,
): AuditRecord {
  const changes = Object.entries(values).map(([columnName, newValue]) => ({
    columnName,
    originalValue: null,
    newValue,
  }));
  return { entityType, entityId, action: 'Insert', updateUser, updateDateTime, changes };
}

/** An Update audit record of one column. */
export function updated(
  entityType: AuditRecord['entityType'],
  entityId: number,
  updateUser: string,
  updateDateTime: string,
  [columnName, originalValue, newValue]: [string, string, string],
): AuditRecord {
  return {
    entityType,
    entityId,
    action: 'Update',
    updateUser,
    updateDateTime,
    changes: [{ columnName, originalValue, newValue }],
  };
}
