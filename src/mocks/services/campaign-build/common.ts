/**
 * Shared pieces of the campaign-build operations: the table type, who acts (audit stamps), who
 * sees a draft (NS-85), the in-review lock (NS-88), look-ups, audit records, copies and cascades,
 * and the answer views.
 */
import { plainCopy } from '../../db/store';
import type { CampaignBuildSchemas, Db, PerformanceRow } from '../../db/types';
import type { Backend, Session } from '../../server/backend';
import type { OperationTable, Versioned } from '../../server/operations';
import { canSeeAccount, permissionsOn } from '../../server/permissions';
import { conflict, fail, invalid } from '../../server/respond';

/** The definitions of some operations of the campaign-build table (one file per group, `satisfies Operations`). */
export type Operations = Partial<OperationTable<'campaign-build'>>;

export type Schemas = CampaignBuildSchemas;
export type Campaign = Schemas['Campaign'];
export type AdGroup = Schemas['AdGroup'];
export type Ad = Schemas['Ad'];
export type Audience = Schemas['Audience'];
export type PricingModel = Schemas['AdGroupPricingModel'];

/** An audit record as stored: the answer's fields plus the account it belongs to (never answered). */
export type StoredAuditRecord = Schemas['AuditChangeRecord'] & { accountId?: number };

export const CONFLICT = 'CAMPAIGN_BUILD_4XX_CONFLICT';

/** A name as sent, trimmed: a blank one is a 400 naming `name` (a patch without a name stays without). */
export function trimmedName<N extends string | undefined>(name: N): N {
  const trimmed = name?.trim();
  if (trimmed === '') invalid('name', 'must not be blank');
  return trimmed as N;
}

/** Who acts and when: the session user's e-mail (createUser / updateUser) and backend.now() as ISO text. */
export const actorOf = ({ session, backend }: { session: Session; backend: Backend }) => ({
  user: session.user.email,
  now: backend.now().toISOString(),
});
export type Actor = ReturnType<typeof actorOf>;

/** The two stamps of a record the session user changes now. */
export const updatedStamps = (actor: Actor) => ({ updateDateTime: actor.now, updateUser: actor.user });

/** The four audit stamps of a record the session user creates now. */
export const createdStamps = (actor: Actor) => ({
  createDateTime: actor.now,
  createUser: actor.user,
  ...updatedStamps(actor),
});

/** Whether the session may read campaign data of the account (global reads answer 404 otherwise). */
export function mayRead(session: Session, accountId: number): boolean {
  return canSeeAccount(session.user, accountId) && permissionsOn(session.user, accountId).includes('campaign.read');
}

// ---------------------------------------------------------------- who sees a draft (NS-85)

/**
 * NS-85: a Draft campaign is seen — listed, read, built on — by internal users and by the external
 * user who created it; for every other user it does not exist (404), nor do its ad groups and ads.
 */
export function seesCampaign(session: Session, campaign: Pick<Campaign, 'campaignStatus' | 'createUser'>): boolean {
  return session.internal || campaign.campaignStatus !== 'Draft' || campaign.createUser === session.user.email;
}

/** The campaigns the session may not see (NS-85): none for internal users. */
export function hiddenCampaignIds(db: Db, session: Session): ReadonlySet<number> {
  if (session.internal) return new Set();
  return new Set(db.campaigns.filter((c) => !seesCampaign(session, c)).map((c) => c.campaignId));
}

/** Whether the session (without one: anybody) sees the campaign of this id; an unknown campaign hides nothing. */
const seesCampaignId = (db: Db, session: Session | undefined, campaignId: number | undefined) => {
  if (!session || session.internal) return true;
  const campaign = db.campaigns.find((c) => c.campaignId === campaignId);
  return campaign === undefined || seesCampaign(session, campaign);
};

// ---------------------------------------------------------------- in review is read-only (NS-88)

/** The campaign an ad group belongs to, by the ad group's id. */
export const campaignOfAdGroup = (db: Db, adGroupId: number | undefined) =>
  db.adGroups.find((g) => g.adGroupId === adGroupId)?.campaignId;

/** The campaign an ad belongs to, by the ad's id. */
export const campaignOfAd = (db: Db, adId: number | undefined) =>
  campaignOfAdGroup(db, db.ads.find((a) => a.adId === adId)?.adGroupId);

/**
 * NS-88: an InReview campaign is read-only for external users — a change to it, its ad groups,
 * ads, fees, audiences or rewards answers 409 `CAMPAIGN_BUILD_4XX_CONFLICT`, subcode
 * `CAMPAIGN_IN_REVIEW`, naming the campaign (thrown). Internal users with write keep editing.
 */
export function refuseInReview(db: Db, session: Session, campaignId: number | null | undefined): void {
  if (session.internal || campaignId == null) return;
  const campaign = db.campaigns.find((c) => c.campaignId === campaignId);
  if (campaign?.campaignStatus !== 'InReview') return;
  const detail = `Campaign ${campaign.name} is in review: it cannot be changed until the provider approves it or returns it to draft`;
  fail(conflict(CONFLICT, detail, 'CAMPAIGN_IN_REVIEW'));
}

// ---------------------------------------------------------------- lookups

// With a session, the finders of a campaign, ad group or ad answer only what that session may see (NS-85).
export const findCampaign = (db: Db, accountId: number, campaignId: number, session?: Session) => {
  const campaign = db.campaigns.find((c) => c.campaignId === campaignId && c.accountId === accountId);
  return campaign && (!session || seesCampaign(session, campaign)) ? campaign : undefined;
};
export const findAdGroup = (db: Db, accountId: number, adGroupId: number, session?: Session) => {
  const group = db.adGroups.find((g) => g.adGroupId === adGroupId && g.accountId === accountId);
  return group && seesCampaignId(db, session, group.campaignId) ? group : undefined;
};
export const findAd = (db: Db, accountId: number, adId: number, session?: Session) => {
  const ad = db.ads.find((a) => a.adId === adId && a.accountId === accountId);
  return ad && seesCampaignId(db, session, campaignOfAdGroup(db, ad.adGroupId)) ? ad : undefined;
};
export const findAudience = (db: Db, accountId: number, audienceId: number) =>
  db.audiences.find((a) => a.audienceId === audienceId && a.accountId === accountId);
export const findLine = (db: Db, accountId: number, lineId: number) =>
  db.lines.find((l) => l.lineId === lineId && l.accountId === accountId);
export const findPlan = (db: Db, accountId: number, planId: number) =>
  db.plans.find((p) => p.planId === planId && p.accountId === accountId);

/** The line a new campaign draws from (none without an id): a 400 naming `field` unless it is a usable line. */
export function usableLine(db: Db, accountId: number, lineId: number | null | undefined, field: string) {
  const line = lineId == null ? undefined : findLine(db, accountId, lineId);
  if (lineId != null && (!line || line.status === 'DELETED')) {
    invalid(field, `line ${lineId} is not a usable line of account ${accountId}`);
  }
  return line;
}

// ---------------------------------------------------------------- versions (NS-89)

type OnAccount<K extends string> = { accountId: number } & Record<K, number>;

/** The campaign a request names, as its user may see it: the record its ETag is the version of. */
export const CAMPAIGN_VERSION: Versioned<OnAccount<'campaignId'>> = {
  kind: 'campaigns',
  find: ({ path, db, session }) => findCampaign(db, path.accountId, path.campaignId, session),
};
export const AD_GROUP_VERSION: Versioned<OnAccount<'adGroupId'>> = {
  kind: 'adGroups',
  find: ({ path, db, session }) => findAdGroup(db, path.accountId, path.adGroupId, session),
};
export const AD_VERSION: Versioned<OnAccount<'adId'>> = {
  kind: 'ads',
  find: ({ path, db, session }) => findAd(db, path.accountId, path.adId, session),
};
export const PLAN_VERSION: Versioned<OnAccount<'planId'>> = {
  kind: 'plans',
  find: ({ path, db }) => findPlan(db, path.accountId, path.planId),
};
/** The global reads (no account in the path): their handler has answered 404 for what the user may not see. */
export const GLOBAL_CAMPAIGN_VERSION: Versioned<{ campaignId: number }> = {
  kind: 'campaigns',
  find: ({ path, db }) => db.campaigns.find((c) => c.campaignId === path.campaignId),
};
export const GLOBAL_AD_GROUP_VERSION: Versioned<{ adGroupId: number }> = {
  kind: 'adGroups',
  find: ({ path, db }) => db.adGroups.find((g) => g.adGroupId === path.adGroupId),
};
export const GLOBAL_AD_VERSION: Versioned<{ adId: number }> = {
  kind: 'ads',
  find: ({ path, db }) => db.ads.find((a) => a.adId === path.adId),
};

// ---------------------------------------------------------------- audit

const META = new Set(['createDateTime', 'createUser', 'updateDateTime', 'updateUser']);

/** A value as the change log shows it: text, or null when empty. */
export function auditText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The columns whose text differs between two versions of an entity: `{}` is before an insert, after a delete. */
function diffChanges(before: object, after: object): Schemas['AuditChange'][] {
  const old = before as Record<string, unknown>;
  const next = after as Record<string, unknown>;
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((columnName) => !META.has(columnName))
    .map((columnName) => ({
      columnName,
      originalValue: auditText(old[columnName]),
      newValue: auditText(next[columnName]),
    }))
    .filter((change) => change.originalValue !== change.newValue);
}

/**
 * Stores the audit record of a change with the columns whose text differs (`{}` is before an Insert,
 * after a Delete); a change that changes no column leaves none. Without an account the record is
 * stored without one (its entity's account is looked up when the records are listed).
 */
export function recordAudit(
  db: Db,
  actor: Actor,
  accountId: number | undefined,
  entityType: Schemas['AuditEntityType'],
  entityId: number,
  action: Schemas['AuditAction'],
  before: object,
  after: object,
): void {
  const changes = diffChanges(before, after);
  if (changes.length === 0) return;
  const record: StoredAuditRecord = {
    entityType,
    entityId,
    action,
    updateUser: actor.user,
    updateDateTime: actor.now,
    changes,
    ...(accountId !== undefined && { accountId }),
  };
  db.audit.push(record);
}

/** A change of an ad group or ad: fields merged (the name trimmed), the update stamped, the changed columns audited. */
export function patchAudited<T extends AdGroup | Ad>(
  db: Db,
  actor: Actor,
  entityType: 'AdGroup' | 'Ad',
  entityId: number,
  record: T,
  patch: object,
  name?: string,
): T {
  const before = { ...record };
  Object.assign(record, patch, updatedStamps(actor));
  if (name !== undefined) record.name = name;
  recordAudit(db, actor, record.accountId, entityType, entityId, 'Update', before, record);
  return record;
}

/** What a new Draft campaign takes from its request, with a create's defaults; the rest starts empty. */
type DraftCampaignFields = Schemas['CampaignCreate'] &
  Pick<Campaign, 'campaignType' | 'campaignPricingModel' | 'budget' | 'currency' | 'startDateTime' | 'endDateTime'>;

/** Stores a new Draft campaign (a create, or a plan's accepted specification) with its Insert audit record. */
export function insertDraftCampaign(
  db: Db,
  store: Backend['store'],
  actor: Actor,
  accountId: number,
  fields: DraftCampaignFields,
): Campaign {
  const campaign: Campaign = {
    accountId,
    campaignId: store.nextId('campaign'),
    name: fields.name,
    campaignStatus: 'Draft',
    campaignType: fields.campaignType,
    campaignObjective: 'DriveSales',
    campaignPricingModel: fields.campaignPricingModel,
    budget: fields.budget,
    budgetDeliveryGoal: fields.budgetDeliveryGoal ?? 'BUDGET',
    budgetDiscountPercent: fields.budgetDiscountPercent ?? null,
    billingCap: fields.billingCap ?? null,
    currency: fields.currency,
    scheduleType: fields.scheduleType ?? 'Lifetime',
    startDateTime: fields.startDateTime,
    endDateTime: fields.endDateTime,
    isOfferAutoActivated: fields.isOfferAutoActivated ?? false,
    isTrackedLinkOffer: fields.isTrackedLinkOffer ?? false,
    lineId: fields.lineId ?? null,
    planId: fields.planId ?? null,
    allowDynamicRewards: false,
    attributionWindow: null,
    maxAllowedEndDateTime: null,
    minMargin: null,
    orderNumber: null,
    targetRoas: null,
    targetRoasOptimizationLevel: null,
    ticketId: null,
    ticketUrl: null,
    transactionDateTime: actor.now,
    ...createdStamps(actor),
  };
  db.campaigns.push(campaign);
  recordAudit(db, actor, accountId, 'Campaign', campaign.campaignId, 'Insert', {}, campaign);
  return campaign;
}

// ---------------------------------------------------------------- copies and cascades

export const nextPriority = (db: Db, campaignId: number) =>
  db.adGroups.filter((g) => g.campaignId === campaignId).reduce((most, g) => Math.max(most, g.userPriorityOrder), 0) +
  1;

/** A Draft copy of an ad group (its audience, ads, fees and redeeming merchants too) in `campaign`. */
export function copyAdGroup(
  db: Db,
  store: Backend['store'],
  actor: Actor,
  source: AdGroup,
  campaign: Campaign,
  name: string,
): AdGroup {
  const copy: AdGroup = plainCopy({
    ...source,
    adGroupId: store.nextId('adGroup'),
    accountId: campaign.accountId,
    campaignId: campaign.campaignId,
    campaignType: campaign.campaignType,
    name,
    adGroupStatus: 'Draft',
    isExpanded: false,
    userPriorityOrder: nextPriority(db, campaign.campaignId),
    ...createdStamps(actor),
  });
  const audience = db.audiences.find((a) => a.audienceId === source.audienceId);
  if (audience) {
    copy.audienceId = store.nextId('audience');
    db.audiences.push(plainCopy({ ...audience, audienceId: copy.audienceId, ...createdStamps(actor) }));
  }
  db.adGroups.push(copy);
  recordAudit(db, actor, copy.accountId, 'AdGroup', copy.adGroupId, 'Insert', {}, copy);
  for (const ad of db.ads.filter((a) => a.adGroupId === source.adGroupId)) {
    const adCopy: Ad = plainCopy({
      ...ad,
      adId: store.nextId('ad'),
      adGroupId: copy.adGroupId,
      accountId: copy.accountId,
      campaignType: copy.campaignType,
      adStatus: 'Draft',
      ...createdStamps(actor),
    });
    db.ads.push(adCopy);
    recordAudit(db, actor, adCopy.accountId, 'Ad', adCopy.adId, 'Insert', {}, adCopy);
    const merchants = db.redeemingMerchants.find((m) => m.adId === ad.adId);
    if (merchants) db.redeemingMerchants.push({ adId: adCopy.adId, value: plainCopy(merchants.value) });
  }
  for (const fee of db.pricingModels.filter((p) => p.adGroupId === source.adGroupId)) {
    db.pricingModels.push({
      ...fee,
      pricingModelId: store.nextId('pricingModel'),
      adGroupId: copy.adGroupId,
      accountId: copy.accountId,
      ...createdStamps(actor),
    });
  }
  return copy;
}

/** Removes ads with everything hanging off them (redeeming merchants, rewards), auditing each. */
export function deleteAds(db: Db, actor: Actor, adIds: ReadonlySet<number>): void {
  for (const ad of db.ads.filter((a) => adIds.has(a.adId))) {
    recordAudit(db, actor, ad.accountId, 'Ad', ad.adId, 'Delete', ad, {});
  }
  db.ads = db.ads.filter((a) => !adIds.has(a.adId));
  db.redeemingMerchants = db.redeemingMerchants.filter((m) => !adIds.has(m.adId));
  db.rewards = db.rewards.filter((r) => !adIds.has(r.adId));
}

/** Removes ad groups with their ads and fees, auditing each. */
export function deleteAdGroups(db: Db, actor: Actor, adGroupIds: ReadonlySet<number>): void {
  deleteAds(db, actor, new Set(db.ads.filter((a) => adGroupIds.has(a.adGroupId)).map((a) => a.adId)));
  for (const group of db.adGroups.filter((g) => adGroupIds.has(g.adGroupId))) {
    recordAudit(db, actor, group.accountId, 'AdGroup', group.adGroupId, 'Delete', group, {});
  }
  db.adGroups = db.adGroups.filter((g) => !adGroupIds.has(g.adGroupId));
  db.pricingModels = db.pricingModels.filter((p) => !adGroupIds.has(p.adGroupId));
}

// ---------------------------------------------------------------- campaign views

/** The stored campaign without the request-dependent fields (schedules, plan, list enrichment). */
export function campaignCore(campaign: Campaign): Campaign {
  const {
    publisherSchedules: _schedules,
    plan: _plan,
    impressions: _impressions,
    reach: _reach,
    mediaFees: _mediaFees,
    flaggedForReview: _flagged,
    lineNumber: _lineNumber,
    ...core
  } = campaign;
  return core;
}

export function planSummary(db: Db, campaign: Campaign): Campaign['plan'] {
  const plan = db.plans.find((p) => p.planId === campaign.planId);
  return plan ? { name: plan.name } : null;
}

const TOTALLED = ['impressions', 'reach', 'mediaFees', 'adSpend'] as const;
export type CampaignTotals = Pick<PerformanceRow, (typeof TOTALLED)[number]>;

const totalsCache = new WeakMap<readonly PerformanceRow[], Map<number, CampaignTotals>>();

/** Delivery per campaign, added up once per set of performance rows. */
export function campaignTotals(rows: readonly PerformanceRow[]): Map<number, CampaignTotals> {
  const cached = totalsCache.get(rows);
  if (cached) return cached;
  const totals = new Map<number, CampaignTotals>();
  for (const row of rows) {
    const sum = totals.get(row.campaignId) ?? { impressions: 0, reach: 0, mediaFees: 0, adSpend: 0 };
    for (const key of TOTALLED) sum[key] += row[key];
    totals.set(row.campaignId, sum);
  }
  totalsCache.set(rows, totals);
  return totals;
}
