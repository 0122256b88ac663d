/**
 * The campaign build of the rich accounts: lines, plans, campaigns, ad groups (with audience,
 * targeting criteria and fee), ads (with creative, reward and redeeming merchants) and the audit
 * trail of campaigns, ad groups and ads.
 */
import type { AdTargetingSchemas, AdvertiserAssetsSchemas, AdsManagerSchemas, CampaignBuildSchemas } from '../db/types';
import {
  COMMON_THEMES,
  COUNTRY_IDS,
  DMAS,
  GB_REGIONS,
  institutionsOf,
  rewardModel,
  SYMBOL,
  type RewardModel,
  type ServerRewardType,
} from './catalog';
import { DAY_MS, dayNumber, HOUR_MS, localDateTime, localInstant, MINUTE_MS, REFERENCE_MS, TODAY, utc } from './clock';
import { segmentKey, type Brand, type RichAccount, type SeedContext } from './context';
import { round2 } from '../server/records';
import type { Random } from './random';
import {
  AD_COPY_SLOTS,
  adCopyTemplateId,
  adCopyTemplateText,
  BASE_TYPES,
  hasMultipleTemplate,
  SEGMENT_NAMES,
} from './reference';

type Line = CampaignBuildSchemas['Line'];
type Plan = CampaignBuildSchemas['Plan'];
type Campaign = CampaignBuildSchemas['Campaign'];
type AdGroup = CampaignBuildSchemas['AdGroup'];
type Ad = CampaignBuildSchemas['Ad'];
type Audience = CampaignBuildSchemas['Audience'];
type Location = CampaignBuildSchemas['Location'];
type Fee = CampaignBuildSchemas['AdGroupPricingModel'];
type AuditRecord = CampaignBuildSchemas['AuditChangeRecord'];
type CampaignStatus = CampaignBuildSchemas['CampaignStatus'];
type CampaignType = CampaignBuildSchemas['CampaignType'];
type PricingModel = CampaignBuildSchemas['PricingModel'];
type Classification = CampaignBuildSchemas['PurchaseClassification'];
type RedeemingMerchants = CampaignBuildSchemas['RedeemingMerchants'];
type Creative = AdvertiserAssetsSchemas['Creative'];
type AdCopy = AdvertiserAssetsSchemas['AdCopy'];
type CreativeLink = AdvertiserAssetsSchemas['CreativeLink'];
type ImageAsset = AdvertiserAssetsSchemas['ImageAsset'];
type CallToAction = AdvertiserAssetsSchemas['CallToAction'];
type ServerReward = AdsManagerSchemas['ServerReward'];
type TargetingCriteria = AdTargetingSchemas['TargetingCriteria'];
type BaseType = AdTargetingSchemas['BaseSegmentType'];

/** The campaign whose save fails verification (NS-47), a Draft of account 1001. */
export const VERIFICATION_FAILURE_CAMPAIGN_ID = 900000001;
/** The campaign with non-draft ad groups of testPopulation 0: a TVC request for it fails (NS-62). */
export const TVC_INVALID_CAMPAIGN_ID = 5002;
/** Who makes the automatic status changes (start and end of a campaign). */
export const SCHEDULER_USER = 'scheduler@cardlinked.example';

const day = (date: string): number => dayNumber(date);
const FIXED_MODELS: readonly PricingModel[] = ['CPS', 'CPR', 'CPT', 'CPM', 'CPSH', 'CPST'];
const PERCENT_FEE_MODELS: readonly string[] = ['CPS', 'CPR', 'CPT'];

type LineKey = 'L1' | 'L2' | 'L3' | 'LD' | 'LE';

interface LineSpec {
  key: LineKey;
  line: Line;
  start: number;
  end: number;
}

interface PlanSpec {
  plan: Plan;
  status: Plan['status'];
}

interface Slot {
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
function between(random: Random, min: number, max: number): number {
  return max <= min ? min : random.int(min, max);
}

const pickUser = (random: Random, account: RichAccount, staff: string[]): string =>
  account.builders.length > 0 && random.chance(0.6) ? random.pick(account.builders) : random.pick(staff);

// ------------------------------------------------------------------------------------ lines

/** IO numbers count up over all accounts; 1001's first IO is the spec example's IO-2026-0042. */
function createLines(ctx: SeedContext, account: RichAccount, io: { next: number }): LineSpec[] {
  const { random, ids } = ctx;
  const ioNumber = (year: number) => `IO-${year}-${String((io.next += 1)).padStart(4, '0')}`;
  const us = account.country === 'US';
  const fixed = random.some(FIXED_MODELS, 3);
  const first = account.id === 1001;
  const io2026 = first ? 'IO-2026-0042' : ioNumber(2026);
  const specs: {
    key: LineKey;
    status: Line['status'];
    start: string;
    end: string;
    pm: PricingModel;
    io: string;
    no: string;
  }[] = [
    {
      key: 'L1',
      status: 'ACTIVE',
      start: first ? '2026-01-01' : '2025-10-01',
      end: '2026-12-31',
      pm: first ? 'CPS' : (fixed[0] ?? 'CPS'),
      io: io2026,
      no: '1',
    },
    {
      key: 'L2',
      status: 'ACTIVE',
      start: '2026-03-01',
      end: '2027-02-28',
      pm: us ? 'CPE' : (fixed[1] ?? 'CPR'),
      io: io2026,
      no: '2',
    },
    {
      key: 'L3',
      status: 'ACTIVE',
      start: '2026-09-01',
      end: '2027-08-31',
      pm: fixed[2] ?? 'CPT',
      io: ioNumber(2026),
      no: '1',
    },
    {
      key: 'LD',
      status: 'DRAFT',
      start: '2027-01-01',
      end: '2027-12-31',
      pm: fixed[0] ?? 'CPS',
      io: ioNumber(2027),
      no: '1',
    },
    {
      key: 'LE',
      status: 'DELETED',
      start: '2025-04-01',
      end: '2025-12-31',
      pm: fixed[1] ?? 'CPS',
      io: ioNumber(2025),
      no: '1',
    },
  ];
  return specs.map((spec) => {
    const fundingSource = first
      ? 'ADVERTISER'
      : random.weighted<NonNullable<Line['fundingSource']>>([
          ['ADVERTISER', 75],
          ['CDLX', 10],
          ['PUBLISHER', 15],
        ]);
    const line: Line = {
      accountId: account.id,
      brands: first && spec.key === 'L1' ? [101] : account.brands.map((brand) => brand.id),
      budget: 0,
      currencyIsoCode: account.currency,
      endDateTime: localDateTime(account.timeZone, day(spec.end), 'end'),
      fundingSource,
      ioNumber: spec.io,
      lineId: ids.take('line'),
      lineNumber: spec.no,
      maxBillableAmount: null,
      overageAllowance: null,
      pricingModel: spec.pm,
      publisherInitiativeType:
        fundingSource === 'PUBLISHER'
          ? random.pick<NonNullable<Line['publisherInitiativeType']>>([
              'ADVERTISER_TARGETING',
              'BANK_TARGETING',
              'CHALLENGE',
              'ENROLLMENT_OFFERS',
              'JUICED_BOOSTED',
              'SPONSORED_CONTENT',
              'WELCOME_BASKET',
            ])
          : null,
      startDateTime: localDateTime(account.timeZone, day(spec.start), 'start'),
      status: spec.status,
    };
    return { key: spec.key, line, start: day(spec.start), end: day(spec.end) };
  });
}

/** Line budgets cover their campaigns (the 1001 example line keeps its 250,000 when it can). */
function settleLineBudgets(random: Random, lines: LineSpec[], campaigns: Campaign[], gb: boolean): void {
  for (const { line, key } of lines) {
    const used = campaigns.filter((c) => c.lineId === line.lineId).reduce((sum, c) => sum + c.budget, 0);
    const floor = line.lineId === 3001 ? 250_000 : random.step(gb ? 40_000 : 80_000, gb ? 300_000 : 600_000, 5_000);
    line.budget = Math.max(floor, Math.ceil((used * 1.15) / 5_000) * 5_000);
    if (line.lineId === 3001) {
      line.maxBillableAmount = Math.round(line.budget * 1.1);
      line.overageAllowance = Math.round(line.budget * 0.1);
    } else if (key !== 'LE' && random.chance(0.6)) {
      line.maxBillableAmount = Math.round(line.budget * random.pick([1, 1.05, 1.1]));
      line.overageAllowance = random.chance(0.5) ? Math.round(line.budget * 0.1) : null;
    }
  }
}

// ------------------------------------------------------------------------------------ slots

function slotsOf(ctx: SeedContext, account: RichAccount, index: number, lines: LineSpec[], withPlans: boolean): Slot[] {
  const { random } = ctx;
  const us = account.country === 'US';
  const dynamic: CampaignType = us ? 'DYNAMIC_CLO' : 'FIXED_CLO';
  const slots: Slot[] = [];
  const add = (status: CampaignStatus, type: CampaignType, phase: Slot['phase'] = null): Slot => {
    const slot: Slot = { status, type, phase, line: null, plan: null, special: null, start: 0, end: 0, stop: null };
    slots.push(slot);
    return slot;
  };
  add('Active', 'FIXED_CLO');
  add('Active', 'FIXED_CLO');
  add('Active', 'FIXED_CLO');
  add('Active', dynamic);
  add('Active', dynamic);
  add('Inactive', 'FIXED_CLO', 'ended');
  add('Inactive', 'FIXED_CLO', 'ended');
  add('Inactive', 'FIXED_CLO', 'ended');
  add('Inactive', dynamic, 'ended');
  add('Inactive', 'FIXED_CLO', 'stopped');
  add('Scheduled', 'FIXED_CLO');
  add('Scheduled', dynamic);
  add('InReview', 'FIXED_CLO');
  add('InReview', dynamic);
  add('Draft', 'FIXED_CLO');
  add('Draft', 'FIXED_CLO');
  add('Draft', dynamic);
  if (us && index % 3 === 0) add(random.chance(0.5) ? 'Active' : 'Inactive', 'SNAPSHOT', 'ended');
  if (!withPlans) {
    add('Active', 'FIXED_CLO');
    add('Inactive', 'FIXED_CLO', 'ended');
    if (index % 2 === 1) add('Inactive', random.chance(0.5) ? dynamic : 'FIXED_CLO', 'ended');
  }
  if (account.id === 1001) {
    const [example, tvc] = slots;
    if (example) example.special = 'example';
    if (tvc) tvc.special = 'tvc';
  }

  const byKey = (key: LineKey): LineSpec | null => lines.find((spec) => spec.key === key) ?? null;
  let drafts = 0;
  for (const slot of slots) {
    if (slot.type === 'DYNAMIC_CLO') slot.line = byKey('L2');
    else if (slot.special === 'example') slot.line = byKey('L1');
    else if (slot.status === 'Inactive') slot.line = byKey(us ? 'L1' : random.pick<LineKey>(['L1', 'L2']));
    else if (slot.status === 'Draft') {
      drafts += 1;
      if (drafts === 2 && index % 4 === 0) slot.line = byKey('LD');
      else if (drafts === 2 && index % 4 === 1) slot.line = null;
      else slot.line = byKey('L3');
    } else slot.line = byKey(random.pick<LineKey>(us ? ['L1', 'L3'] : ['L1', 'L2', 'L3']));
  }
  return slots;
}

function placeSlot(random: Random, slot: Slot): void {
  const ls = slot.line?.start ?? TODAY - 400;
  const le = slot.line?.end ?? TODAY + 400;
  const T = TODAY;
  if (slot.special === 'example') {
    slot.start = day('2026-03-01');
    slot.end = day('2026-12-31');
    return;
  }
  switch (slot.status) {
    case 'Inactive':
      if (slot.phase === 'stopped') {
        slot.start = between(random, Math.max(ls, T - 200), T - 30);
        slot.end = between(random, Math.max(T + 10, slot.start + 60), le);
        slot.stop = between(random, slot.start + 10, T - 1);
      } else {
        slot.end = between(random, Math.max(ls + 20, T - 380), T - 2);
        slot.start = Math.max(ls, slot.end - random.int(20, 120));
      }
      return;
    case 'Active':
      slot.start = between(random, Math.max(ls, T - 180), T - 3);
      slot.end = between(random, Math.max(T + 7, slot.start + 30), le);
      return;
    case 'Scheduled':
    case 'InReview': {
      const lo = T + (slot.status === 'Scheduled' ? 2 : 5);
      slot.start = between(random, lo, Math.min(lo + 55, le - 20));
      slot.end = between(random, slot.start + 20, Math.min(slot.start + 150, le));
      return;
    }
    case 'Draft': {
      const lo = Math.max(T + 10, ls);
      slot.start = between(random, lo, Math.min(lo + 110, le - 20));
      slot.end = between(random, slot.start + 20, Math.min(slot.start + 150, le));
      return;
    }
  }
}

// ------------------------------------------------------------------------------------ plans

const PLAN_NAMES = [
  'Q4 holiday push',
  'Spring 2027',
  'Summer 2027 refresh',
  'Always-on loyalty',
  'New store openings',
  'Back to school 2027',
  'Year-end clearance',
  'Brand awareness test',
  'Lapsed win-back wave 2',
  'Q1 2027 acquisition',
];

function createPlans(ctx: SeedContext, account: RichAccount, lines: LineSpec[]): PlanSpec[] {
  const { random, ids, staff } = ctx;
  const first = account.id === 1001;
  const names = first
    ? ['Q3 launch', 'Holiday 2026', 'Spring 2027 push', 'Always-on loyalty']
    : random.some(PLAN_NAMES, 4);
  const statuses: Plan['status'][] = ['Accepted', 'Draft', 'Processing', 'Failed'];
  return statuses.map((status, index) => {
    const createMs = REFERENCE_MS - random.int(5, 60) * DAY_MS - random.int(0, 8) * HOUR_MS;
    const updateMs = Math.min(REFERENCE_MS - HOUR_MS, createMs + random.int(1, 4) * DAY_MS);
    const user = pickUser(random, account, staff);
    const io =
      status === 'Accepted'
        ? (lines[0]?.line.ioNumber ?? null)
        : random.chance(0.6)
          ? (lines[2]?.line.ioNumber ?? null)
          : null;
    const plan: Plan = {
      acceptedDateTime: null,
      accountId: account.id,
      createDateTime: utc(createMs),
      createUser: user,
      ioNumber: io,
      name: names[index] ?? `Plan ${index + 1}`,
      planId: ids.take('plan'),
      status,
      updateDateTime: utc(updateMs),
      updateUser: user,
    };
    return { plan, status };
  });
}

// ------------------------------------------------------------------------------------ campaigns

interface StatusEvent {
  at: number;
  from: CampaignStatus;
  to: CampaignStatus;
  user: string;
}

interface Timeline {
  create: number;
  events: StatusEvent[];
  budgetChange: number | null;
  update: number;
  updateUser: string;
}

function timelineOf(
  random: Random,
  slot: Slot,
  tz: RichAccount['timeZone'],
  createUser: string,
  editor: string,
  planCreate: number | null,
): Timeline {
  const latest = REFERENCE_MS - 30 * MINUTE_MS;
  const startMs = localInstant(tz, slot.start, 0);
  const endMs = localInstant(tz, slot.end, 23, 59, 59);
  const events: StatusEvent[] = [];
  let create: number;
  const review = (from: number) => {
    const submitted = Math.min(latest, from + random.int(2, 40) * HOUR_MS);
    events.push({ at: submitted, from: 'Draft', to: 'InReview', user: createUser });
    return submitted;
  };
  const approve = (submitted: number, before: number) => {
    const approved = Math.min(latest, before - HOUR_MS, submitted + random.int(20, 96) * HOUR_MS);
    events.push({ at: Math.max(approved, submitted + MINUTE_MS), from: 'InReview', to: 'Scheduled', user: editor });
  };
  switch (slot.status) {
    case 'Draft':
      create = planCreate ?? REFERENCE_MS - random.int(1, 60) * DAY_MS - random.int(0, 8) * HOUR_MS;
      break;
    case 'InReview':
      create = planCreate ?? REFERENCE_MS - random.int(3, 12) * DAY_MS - random.int(0, 8) * HOUR_MS;
      review(create);
      break;
    case 'Scheduled':
      create = planCreate ?? REFERENCE_MS - random.int(8, 30) * DAY_MS - random.int(0, 8) * HOUR_MS;
      approve(review(create), startMs);
      break;
    default: {
      create = planCreate ?? startMs - random.int(10, 45) * DAY_MS - random.int(0, 8) * HOUR_MS;
      approve(review(create), startMs);
      events.push({ at: startMs, from: 'Scheduled', to: 'Active', user: SCHEDULER_USER });
      if (slot.status === 'Inactive') {
        if (slot.stop !== null) {
          events.push({
            at: localInstant(tz, slot.stop, random.int(9, 17), random.int(0, 59)),
            from: 'Active',
            to: 'Inactive',
            user: editor,
          });
        } else {
          events.push({ at: endMs, from: 'Active', to: 'Inactive', user: SCHEDULER_USER });
        }
      }
    }
  }
  const last = events.at(-1);
  let update = last?.at ?? create;
  let updateUser = last?.user ?? createUser;
  let budgetChange: number | null = null;
  if ((slot.status === 'Active' || slot.status === 'Scheduled' || slot.status === 'Draft') && random.chance(0.35)) {
    budgetChange = Math.min(latest, update + random.int(1, 72) * HOUR_MS);
    if (budgetChange > update) {
      update = budgetChange;
      updateUser = editor;
    } else {
      budgetChange = null;
    }
  }
  return { create, events, budgetChange, update, updateUser };
}

function billingCapOf(
  random: Random,
  budget: number,
  goal: Campaign['budgetDeliveryGoal'],
  discount: number | null,
): number | null {
  const minimum = budget * (1 - (discount ?? 0));
  if (goal === 'UNCAPPED') return random.chance(0.7) ? null : Math.ceil(budget * 150) / 100;
  const factor = goal === 'OVERAGE' ? random.pick([1.1, 1.15, 1.2]) : random.pick([1, 1, 1.02, 1.05]);
  // Whole cents, and never below the minimum even in floating point (the app compares the two).
  const cap = Math.ceil(minimum * factor * 100 - 1e-6) / 100;
  return cap >= minimum ? cap : Math.round(cap * 100 + 1) / 100;
}

/** Months (0-based) a seasonal theme can start in; themes that match none start any time. */
const SEASONS: readonly [RegExp, readonly number[]][] = [
  [/spring|garden/i, [1, 2, 3, 4]],
  [/summer|getaway/i, [4, 5, 6, 7]],
  [/fall|autumn/i, [8, 9, 10]],
  [/black friday|cyber/i, [10]],
  [/holiday|christmas|year-end|gift/i, [10, 11]],
  [/boxing day/i, [11]],
  [/january|new year/i, [0]],
  [/back to school/i, [6, 7, 8]],
  [/winter|cold and flu/i, [9, 10, 11, 0, 1]],
  [/bank holiday/i, [3, 4, 7]],
];

function inSeason(theme: string, month: number): boolean {
  const season = SEASONS.find(([pattern]) => pattern.test(theme));
  return !season || season[1].includes(month);
}

function campaignName(random: Random, account: RichAccount, slot: Slot, used: Set<string>, brand: Brand): string {
  if (slot.special === 'example') return 'Spring cash back 2026';
  if (slot.special === 'verification') return 'Verification test campaign';
  if (slot.plan && slot.type === 'PLANSPEC') {
    let n = 1;
    while (used.has(`${slot.plan.plan.name} – spec ${n}`)) n++;
    return `${slot.plan.plan.name} – spec ${n}`;
  }
  const start = new Date(slot.start * DAY_MS);
  const month = start.getUTCMonth();
  const themes = [...COMMON_THEMES[account.country], ...account.vertical.themes].filter((theme) =>
    inSeason(theme, month),
  );
  const year = start.getUTCFullYear();
  for (let attempt = 0; attempt < 12; attempt++) {
    const theme = random.pick(themes);
    const base = account.brands.length > 1 && random.chance(0.4) ? `${brand.name} – ${theme}` : theme;
    const name = slot.type === 'SNAPSHOT' ? `${base} ${year} (snapshot)` : `${base} ${year}`;
    if (!used.has(name)) return name;
  }
  let n = 2;
  while (used.has(`${account.name} offer ${year} #${n}`)) n++;
  return `${account.name} offer ${year} #${n}`;
}

// ------------------------------------------------------------------------------------ entry

interface BuildState {
  ctx: SeedContext;
  account: RichAccount;
  images: Map<number, ImageAsset>;
  ticket: { next: number };
  io: { next: number };
}

export function createBuild(ctx: SeedContext): void {
  const images = new Map(ctx.db.images.map((image) => [image.id, image]));
  const ticket = { next: 1234 };
  const io = { next: 42 };
  const audit: AuditRecord[] = [];
  ctx.rich.forEach((account, index) => {
    buildAccount({ ctx, account, images, ticket, io }, index, audit);
  });
  // Newest last in storage (the list answers newest first).
  audit.sort((a, b) => (a.updateDateTime < b.updateDateTime ? -1 : a.updateDateTime > b.updateDateTime ? 1 : 0));
  ctx.db.audit.push(...audit);
}

function buildAccount(state: BuildState, index: number, audit: AuditRecord[]): void {
  const { ctx, account } = state;
  const { random, db } = ctx;
  const lines = createLines(ctx, account, state.io);
  const withPlans = index < 16;
  const slots = slotsOf(ctx, account, index, lines, withPlans);
  for (const slot of slots) placeSlot(random, slot);

  const plans = withPlans ? createPlans(ctx, account, lines) : [];
  const accepted = plans.find((p) => p.status === 'Accepted');
  if (accepted) {
    const members = [
      slots.find((s) => s.status === 'Active' && s.type === 'FIXED_CLO'),
      slots.find((s) => s.status === 'Scheduled'),
    ];
    for (const slot of members) if (slot) slot.plan = accepted;
    const firstStart = Math.min(...members.filter((s): s is Slot => s !== undefined).map((s) => s.start));
    const acceptedMs =
      account.id === 1001
        ? Date.parse('2026-02-12T10:00:00Z')
        : localInstant(account.timeZone, firstStart - random.int(12, 30), random.int(9, 17), random.int(0, 59));
    const createdMs =
      account.id === 1001 ? Date.parse('2026-02-10T14:30:00Z') : acceptedMs - random.int(2, 10) * DAY_MS;
    accepted.plan.createDateTime = utc(createdMs);
    accepted.plan.acceptedDateTime = utc(acceptedMs);
    accepted.plan.updateDateTime = utc(acceptedMs);
  }
  const l3 = lines.find((spec) => spec.key === 'L3') ?? null;
  for (const spec of plans) {
    if (spec.status === 'Accepted') continue;
    const count = spec.status === 'Draft' ? 2 : 1;
    for (let n = 0; n < count; n++) {
      const slot: Slot = {
        status: 'Draft',
        type: account.country === 'US' ? 'PLANSPEC' : 'FIXED_CLO',
        phase: null,
        line: l3,
        plan: spec,
        special: null,
        start: 0,
        end: 0,
        stop: null,
      };
      placeSlot(random, slot);
      slots.push(slot);
    }
  }
  if (account.id === 1001) {
    const slot: Slot = {
      status: 'Draft',
      type: 'FIXED_CLO',
      phase: null,
      line: lines[0] ?? null,
      plan: null,
      special: 'verification',
      start: 0,
      end: 0,
      stop: null,
    };
    placeSlot(random, slot);
    slots.push(slot);
  }

  const names = new Set<string>();
  const campaigns: Campaign[] = [];
  for (const slot of slots) {
    const campaign = buildCampaign(state, slot, names, audit);
    campaigns.push(campaign);
  }
  settleLineBudgets(random, lines, campaigns, account.country === 'GB');
  db.lines.push(...lines.map((spec) => spec.line));
  db.plans.push(...plans.map((spec) => spec.plan));
}

function buildCampaign(state: BuildState, slot: Slot, names: Set<string>, audit: AuditRecord[]): Campaign {
  const { ctx, account } = state;
  const { random, ids, db, staff } = ctx;
  const gb = account.country === 'GB';
  const brand = slot.special === 'example' ? (account.brands[0] as Brand) : random.pick(account.brands);
  const name = campaignName(random, account, slot, names, brand);
  names.add(name);
  const campaignId = slot.special === 'verification' ? VERIFICATION_FAILURE_CAMPAIGN_ID : ids.take('campaign');
  const line = slot.line?.line ?? null;
  const pricingModel: Campaign['campaignPricingModel'] = line ? line.pricingModel : 'None';
  const draft = slot.status === 'Draft';
  const createUser = pickUser(random, account, staff);
  const editor = pickUser(random, account, staff);
  const planCreate = slot.plan
    ? Date.parse(
        slot.plan.status === 'Accepted'
          ? (slot.plan.plan.acceptedDateTime ?? slot.plan.plan.createDateTime)
          : slot.plan.plan.createDateTime,
      ) +
      random.int(2, 90) * MINUTE_MS
    : null;
  const time = timelineOf(random, slot, account.timeZone, createUser, editor, planCreate);

  const example = slot.special === 'example';
  const budget = example ? 100_000 : random.step(gb ? 5_000 : 10_000, gb ? 80_000 : 150_000, 500);
  const goal: Campaign['budgetDeliveryGoal'] = example
    ? 'BUDGET'
    : random.weighted([
        ['BUDGET', 70],
        ['OVERAGE', 15],
        ['UNCAPPED', 15],
      ]);
  const discount = example
    ? 0.1
    : random.weighted<number | null>([
        [null, 40],
        [0.05, 15],
        [0.1, 20],
        [0.125, 10],
        [0.15, 10],
        [0.2, 5],
      ]);
  const objective: NonNullable<Campaign['campaignObjective']> = example
    ? 'DriveSales'
    : random.pick(['DriveSales', 'BuildLoyalty', 'AcquireNewCustomers']);
  const dynamicLike = slot.type === 'DYNAMIC_CLO' || (pricingModel === 'CPM' && objective === 'DriveSales');
  const nonDraftTicket = !draft;
  const ticketId = nonDraftTicket ? `ADS-${state.ticket.next++}` : null;

  const campaign: Campaign = {
    accountId: account.id,
    allowDynamicRewards: slot.type === 'DYNAMIC_CLO',
    attributionWindow: example
      ? 30
      : random.weighted<number | null>([
          [30, 50],
          [14, 20],
          [60, 15],
          [null, 15],
        ]),
    billingCap: example ? 95_000 : billingCapOf(random, budget, goal, discount),
    budget,
    budgetDeliveryGoal: goal,
    budgetDiscountPercent: discount,
    campaignId,
    campaignObjective: objective,
    campaignPricingModel: pricingModel,
    campaignStatus: slot.status,
    campaignType: slot.type,
    createDateTime: utc(time.create),
    createUser,
    currency: account.currency,
    endDateTime: localDateTime(account.timeZone, slot.end, 'end'),
    isOfferAutoActivated: gb && random.chance(0.8),
    isTrackedLinkOffer: gb && random.chance(0.5),
    lineId: line?.lineId ?? null,
    maxAllowedEndDateTime: slot.line && !example && random.chance(0.2) ? slot.line.line.endDateTime : null,
    minMargin: slot.type === 'DYNAMIC_CLO' ? random.pick([0.15, 0.2, 0.25]) : null,
    name,
    orderNumber: !example && random.chance(0.3) ? `SO-${random.int(100_000, 999_999)}` : null,
    plan: slot.plan ? { name: slot.plan.plan.name } : null,
    planId: slot.plan?.plan.planId ?? null,
    scheduleType: !example && random.chance(0.15) ? 'Daily' : 'Lifetime',
    startDateTime: localDateTime(account.timeZone, slot.start, 'start'),
    targetRoas: dynamicLike ? random.float(3, 8, 1) : null,
    targetRoasOptimizationLevel: dynamicLike ? random.pick(['ADGROUP', 'CAMPAIGN']) : null,
    ticketId,
    ticketUrl: ticketId ? `https://tickets.cardlinked.example/browse/${ticketId}` : null,
    transactionDateTime: utc(time.update),
    updateDateTime: utc(time.update),
    updateUser: time.updateUser,
  };
  db.campaigns.push(campaign);

  // Audit: the insert, every status change, and a budget change when there was one.
  const original = time.budgetChange !== null ? round2(Math.round((budget * 0.8) / 500) * 500) : budget;
  audit.push({
    entityType: 'Campaign',
    entityId: campaignId,
    action: 'Insert',
    updateUser: createUser,
    updateDateTime: campaign.createDateTime,
    changes: [
      { columnName: 'name', originalValue: null, newValue: name },
      { columnName: 'campaignStatus', originalValue: null, newValue: 'Draft' },
      { columnName: 'campaignType', originalValue: null, newValue: slot.type },
      { columnName: 'budget', originalValue: null, newValue: String(original) },
      { columnName: 'startDateTime', originalValue: null, newValue: campaign.startDateTime },
      { columnName: 'endDateTime', originalValue: null, newValue: campaign.endDateTime },
    ],
  });
  const updates: { at: number; user: string; changes: AuditRecord['changes'] }[] = time.events.map((event) => ({
    at: event.at,
    user: event.user,
    changes: [{ columnName: 'campaignStatus', originalValue: event.from, newValue: event.to }],
  }));
  if (time.budgetChange !== null) {
    updates.push({
      at: time.budgetChange,
      user: time.updateUser,
      changes: [{ columnName: 'budget', originalValue: String(original), newValue: String(budget) }],
    });
  }
  for (const update of updates) {
    audit.push({
      entityType: 'Campaign',
      entityId: campaignId,
      action: 'Update',
      updateUser: update.user,
      updateDateTime: utc(update.at),
      changes: update.changes,
    });
  }

  const adGroups = buildAdGroups(state, campaign, slot, brand, time, audit);
  if (!draft) {
    const institutions = [...new Set(adGroups.flatMap((group) => group.institutions ?? []))].sort((a, b) => a - b);
    campaign.publisherSchedules = institutions.map((publisherId) => ({
      campaignScheduleVersionId: ids.take('publisherSchedule'),
      publisherId,
      startDateTime: campaign.startDateTime,
      endDateTime: campaign.endDateTime,
    }));
  }
  return campaign;
}

// ------------------------------------------------------------------------------------ ad groups

const AD_GROUP_STATUS: Record<CampaignStatus, AdGroup['adGroupStatus']> = {
  Active: 'Active',
  Draft: 'Draft',
  InReview: 'InReview',
  Inactive: 'Inactive',
  Scheduled: 'Scheduled',
};

function locationsOf(random: Random, account: RichAccount): Location[] {
  if (account.country === 'US') {
    if (random.chance(0.45)) {
      return [
        {
          compositeId: 'COUNTRY|840',
          geoType: 'COUNTRY',
          id: COUNTRY_IDS.US,
          name: 'United States',
          countryId: 840,
          abbreviation: 'US',
          code: 'US',
        },
      ];
    }
    return random.some(DMAS, random.int(1, 3)).map((dma) => ({
      compositeId: `DMA|${dma.code}`,
      geoType: 'DMA',
      id: dma.code,
      name: dma.name,
      countryId: COUNTRY_IDS.US,
      code: String(dma.code),
      dmaCode: String(dma.code),
      dmaRank: dma.rank,
    }));
  }
  if (random.chance(0.5)) {
    return [
      {
        compositeId: 'COUNTRY|826',
        geoType: 'COUNTRY',
        id: COUNTRY_IDS.GB,
        name: 'United Kingdom',
        countryId: 826,
        abbreviation: 'GB',
        code: 'GB',
      },
    ];
  }
  return random.some(GB_REGIONS, random.int(1, 2)).map((region) => ({
    compositeId: `REGION|${region.id}`,
    geoType: 'REGION',
    id: region.id,
    name: region.name,
    countryId: COUNTRY_IDS.GB,
    abbreviation: region.abbreviation,
    code: region.abbreviation,
  }));
}

function buildAdGroups(
  state: BuildState,
  campaign: Campaign,
  slot: Slot,
  brand: Brand,
  time: Timeline,
  audit: AuditRecord[],
): AdGroup[] {
  const { ctx, account } = state;
  const { random, ids, db } = ctx;
  const count =
    slot.special === 'example' || slot.special === 'tvc'
      ? 3
      : slot.special === 'verification'
        ? 1
        : random.weighted<number>([
            [1, 30],
            [2, 35],
            [3, 25],
            [4, 10],
          ]);
  const baseTypes: BaseType[] =
    slot.special === 'example' ? ['Frequent', 'Lapsed', 'New'] : random.shuffle(BASE_TYPES).slice(0, count);
  const status = AD_GROUP_STATUS[campaign.campaignStatus];
  const draft = status === 'Draft';
  const groups: AdGroup[] = [];
  const cats = account.vertical.categories;
  const order = slot.special === 'example' ? [1, 0, 2] : baseTypes.map((_, i) => i);

  baseTypes.forEach((baseType, index) => {
    const createMs = time.create + (index + 1) * random.int(3, 25) * MINUTE_MS;
    const created = utc(createMs);
    const user = campaign.createUser;
    const segmentId = ctx.segmentIds.get(segmentKey(brand.id, baseType)) ?? 1;
    const locations = locationsOf(random, account);
    const behaviour =
      account.def.vertical === 'fuel' ? 'FUEL_DETERMINED' : random.chance(0.7) ? 'BY_CATEGORY' : 'EXPANDED';
    const customAudience = random.chance(0.1);
    const audienceId = ids.take('audience');
    const custom = customAudience
      ? [
          {
            customAudienceId: audienceId * 10 + 1,
            description: 'Loyalty programme members',
            fileName: `${brand.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-loyalty.csv`,
          },
        ]
      : [];
    const audience: Audience = {
      accountId: account.id,
      audienceId,
      audienceSegmentationTypeId: segmentId,
      createDateTime: utc(createMs - MINUTE_MS),
      createUser: user,
      customAudiences: { include: custom, exclude: [] },
      name: `${SEGMENT_NAMES[baseType].name} audience`,
      purchaseBehavior:
        behaviour === 'BY_CATEGORY'
          ? { type: behaviour, purchaseCategories: { include: [...cats], exclude: [] } }
          : { type: behaviour },
      selectedSegmentIds: [segmentId],
      locations: { include: locations, exclude: [], count: locations.length },
      updateDateTime: utc(createMs - MINUTE_MS),
      updateUser: user,
    };
    db.audiences.push(audience);

    const criteria: TargetingCriteria = {
      targetingCriteriaId: ids.take('targetingCriteria'),
      created: utc(createMs - 30_000),
      criteriaDefinition: {
        countryCode: account.country,
        customAudienceFiles: { include: custom.map((c) => c.customAudienceId), exclude: [] },
        customerLocations: { include: locations.map((l) => l.compositeId), exclude: [] },
        disableShopAt: false,
        fullSupport: true,
        isLegacySow: false,
        projection: false,
        purchaseBehavior:
          behaviour === 'BY_CATEGORY'
            ? { type: behaviour, purchaseCategories: { include: [...cats], exclude: [] } }
            : { type: behaviour },
        purchaseCategories: { include: [...cats], exclude: [] },
        segment: { audienceSegmentationId: segmentId, brandIds: [brand.id] },
        shareOfWallet:
          (baseType === 'Frequent' || baseType === 'Existing') && random.chance(0.25)
            ? {
                excludeSelf: random.chance(0.5),
                lookbackInMonths: 12,
                maximumTrips: 12,
                minimumTrips: 2,
                merchantSegments: { includedSegments: [brand.id * 100 + 1] },
                purchaseCategories: { includedCategories: [...cats], excludedMerchantSegments: [] },
              }
            : null,
        targetedMerchantSegmentIds: [],
      },
    };
    db.targetingCriteria.push(criteria);

    const usedLocationName =
      locations.length === 1 && locations[0]?.geoType !== 'COUNTRY' ? ` – ${locations[0]?.name ?? ''}` : '';
    const tvcZero = slot.special === 'tvc' && index < 2;
    const adGroup: AdGroup = {
      accountId: account.id,
      adGroupId: ids.take('adGroup'),
      adGroupStatus: status === 'Active' && index > 0 && random.chance(0.08) ? 'Inactive' : status,
      audienceId,
      campaignId: campaign.campaignId,
      campaignType: campaign.campaignType,
      createDateTime: created,
      createUser: user,
      institutions: random.some(institutionsOf(account.country), random.int(2, 3)).map((i) => i.id),
      isExpandable: random.chance(0.1),
      isExpanded: false,
      name: `${SEGMENT_NAMES[baseType].name}${usedLocationName}`,
      parentAdGroupId: null,
      placementIndex: slot.special === 'example' && index === 0 ? 0 : random.int(0, 3),
      placementLocation: random.chance(0.7) ? 'All' : 'UnderTransaction',
      targetingCriteriaId: criteria.targetingCriteriaId,
      testPopulation: tvcZero ? 0 : draft && random.chance(0.1) ? 0 : random.pick([0.05, 0.1, 0.1, 0.1, 0.15, 0.2]),
      updateDateTime: created,
      updateUser: user,
      userPriorityOrder: order[index] ?? index,
    };
    if (slot.special === 'example' && index === 0) {
      adGroup.testPopulation = 0.1;
      adGroup.placementLocation = 'All';
    }
    db.adGroups.push(adGroup);
    groups.push(adGroup);

    audit.push({
      entityType: 'AdGroup',
      entityId: adGroup.adGroupId,
      action: 'Insert',
      updateUser: user,
      updateDateTime: created,
      changes: [
        { columnName: 'name', originalValue: null, newValue: adGroup.name },
        { columnName: 'adGroupStatus', originalValue: null, newValue: 'Draft' },
        {
          columnName: 'testPopulation',
          originalValue: null,
          newValue: tvcZero ? '0.1' : String(adGroup.testPopulation),
        },
        { columnName: 'placementLocation', originalValue: null, newValue: adGroup.placementLocation ?? 'All' },
      ],
    });
    if (tvcZero) {
      const at = Math.min(REFERENCE_MS - HOUR_MS, Date.parse(campaign.updateDateTime) + random.int(2, 48) * HOUR_MS);
      adGroup.updateDateTime = utc(at);
      adGroup.updateUser = time.updateUser === SCHEDULER_USER ? user : time.updateUser;
      audit.push({
        entityType: 'AdGroup',
        entityId: adGroup.adGroupId,
        action: 'Update',
        updateUser: adGroup.updateUser,
        updateDateTime: adGroup.updateDateTime,
        changes: [{ columnName: 'testPopulation', originalValue: '0.1', newValue: '0' }],
      });
    }

    db.pricingModels.push(feeOf(random, ids.take('pricingModel'), account, adGroup, campaign));
    buildAds(state, campaign, adGroup, brand, slot, audit);
  });
  return groups;
}

function feeOf(
  random: Random,
  pricingModelId: number,
  account: RichAccount,
  adGroup: AdGroup,
  campaign: Campaign,
): Fee {
  const model = campaign.campaignPricingModel;
  const kind =
    campaign.campaignType === 'DYNAMIC_CLO'
      ? 'targetRoas'
      : PERCENT_FEE_MODELS.includes(model)
        ? random.pick(['percent', 'flat'] as const)
        : 'flat';
  const base = {
    accountId: account.id,
    adGroupId: adGroup.adGroupId,
    createDateTime: adGroup.createDateTime,
    createUser: adGroup.createUser,
    currency: account.currency,
    pricingModelId,
    updateDateTime: adGroup.createDateTime,
    updateUser: adGroup.createUser,
  };
  if (kind === 'percent') {
    return {
      ...base,
      feeAmount: null,
      feeCap: random.step(500, 20_000, 500),
      feePercent: random.pick([0.05, 0.08, 0.1, 0.12, 0.15]),
      targetRoas: null,
    };
  }
  if (kind === 'flat') {
    return {
      ...base,
      feeAmount: random.pick([0.5, 1, 1.5, 2, 2.5, 3]),
      feeCap: null,
      feePercent: null,
      targetRoas: null,
    };
  }
  return {
    ...base,
    feeAmount: null,
    feeCap: null,
    feePercent: null,
    targetRoas: campaign.targetRoas ?? random.float(3, 8, 1),
  };
}

// ------------------------------------------------------------------------------------ ads

interface RewardValues {
  model: RewardModel;
  percent: number;
  amount: number;
  minSpend: number;
  cap: number;
  visits: number;
  mcc: number[];
}

function rewardValues(random: Random, account: RichAccount, example: boolean): RewardValues {
  const hasMcc = account.vertical.mccList.length > 0;
  const type: ServerRewardType = example
    ? 'SingleRewardPercentAmountBack'
    : random.weighted<ServerRewardType>([
        ['SingleRewardPercentAmountBack', 38],
        ['SingleRewardFlatAmountBack', 20],
        ['SingleRewardSpendXGetY', 10],
        ['MultipleRewardPercentAmountBack', 6],
        ['MinVisitSingleRewardPercentAmountBack', 5],
        ['MinVisitSingleRewardFlatAmountBack', 5],
        ['MccSingleRewardPercentAmountBack', hasMcc ? 12 : 0],
        ['MccSingleRewardFlatAmountBack', hasMcc ? 8 : 0],
        ['CustomRewardRedemption', 4],
      ]);
  const model = rewardModel(type);
  const [aovLow, aovHigh] = account.vertical.aov;
  if (example) return { model, percent: 0.1, amount: 0, minSpend: 10, cap: 20, visits: 1, mcc: [] };
  const visits = model.minVisits ? random.int(3, 5) : 1;
  const mcc = model.mcc ? [...account.vertical.mccList] : [];
  if (model.template === 'SpendXGetY') {
    const minSpend = random.step(aovHigh, aovHigh * 3, 25);
    const amount = random.step(Math.max(5, minSpend * 0.08), Math.max(10, minSpend * 0.2), 5);
    return { model, percent: 0, amount, minSpend, cap: amount, visits, mcc };
  }
  if (model.kind === 'flat') {
    const minSpend = random.step(Math.max(10, aovLow), Math.max(15, aovHigh), 5);
    const amount = random.step(Math.max(2, minSpend * 0.08), Math.max(5, minSpend * 0.25), 1);
    return { model, percent: 0, amount, minSpend, cap: amount, visits, mcc };
  }
  const percent = random.pick([0.05, 0.1, 0.1, 0.15, 0.2]);
  return {
    model,
    percent,
    amount: 0,
    minSpend: random.pick([0.2, 10, 20, 25, 50]),
    cap: random.step(Math.max(10, aovHigh * percent), Math.max(15, aovHigh * 2 * percent), 5),
    visits,
    mcc,
  };
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "December 31, 2026" (US) or "31 December 2026" (GB) of the date part of an ISO date-time. */
function longDate(dateTime: string, us: boolean): string {
  const [year = '', month = '1', dayOfMonth = '1'] = dateTime.slice(0, 10).split('-');
  const name = MONTHS[Number(month) - 1] ?? '';
  return us ? `${name} ${Number(dayOfMonth)}, ${year}` : `${Number(dayOfMonth)} ${name} ${year}`;
}

function money(symbol: string, value: number): string {
  return `${symbol}${Number.isInteger(value) ? String(value) : value.toFixed(2)}`;
}

const compiled = new Map<string, string[]>();

/** The template with its {placeholders} filled (split once per template: odd parts are keys). */
function fillTemplate(text: string, values: Record<string, string>): string {
  let parts = compiled.get(text);
  if (!parts) {
    parts = text.split(/\{(\w+)\}/);
    compiled.set(text, parts);
  }
  let result = '';
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] ?? '';
    result += i % 2 === 0 ? part : (values[part] ?? `{${part}}`);
  }
  return result;
}

const MARKETING_LINES = [
  'More reasons to come back',
  'Treat yourself this season',
  'Quality you can count on',
  'Made for everyday moments',
  'Everyday essentials, for less',
  'Loved by locals',
  'Fresh ideas, fair prices',
  'Everything you need in one place',
  'Small luxuries, big rewards',
  'Trusted for generations',
];

const CALLS_TO_ACTION: Record<string, CallToAction[]> = {
  dining: ['OrderNow', 'SeeMenu', 'FindLocations'],
  coffee: ['OrderNow', 'FindLocations'],
  pubs: ['SeeMenu', 'FindLocations', 'BookNow'],
  travel: ['BookNow', 'LearnMore'],
  airline: ['BookNow'],
  services: ['BookNow', 'FindLocations'],
  fitness: ['GetStarted', 'FindLocations'],
  subscription: ['GetStarted', 'LearnMore'],
  auto: ['BookNow', 'FindLocations'],
  fuel: ['FindLocations'],
};

const CTA_LABEL: Record<CallToAction, string> = {
  NoCallToAction: 'Learn more',
  BookNow: 'Book Now',
  FindLocations: 'Find Locations',
  GetStarted: 'Get Started',
  LearnMore: 'Learn More',
  OrderNow: 'Order Now',
  SeeMenu: 'See Menu',
  ShopNow: 'Shop Now',
  VisitSite: 'Visit Site',
};

function channelWords(classification: Classification): string {
  switch (classification) {
    case 'InStore':
      return 'in store';
    case 'Online':
      return 'online';
    case 'GasPayAtPump':
      return 'at the pump';
    case 'GasConvenience':
      return 'on fuel and snacks';
    case 'SubscriptionAndOnline':
      return 'on subscriptions';
    case 'MembershipAndOnline':
      return 'on membership';
    default:
      return 'in store and online';
  }
}

function adName(symbol: string, values: RewardValues, classification: Classification, mccLabel: string): string {
  const pct = `${Math.round(values.percent * 100)}%`;
  const where = channelWords(classification);
  switch (values.model.type) {
    case 'SingleRewardPercentAmountBack':
      return `${pct} back ${where}`;
    case 'MultipleRewardPercentAmountBack':
      return `${pct} back on every visit`;
    case 'MinVisitSingleRewardPercentAmountBack':
      return `${values.visits} visits, ${pct} back`;
    case 'MinVisitSingleRewardFlatAmountBack':
      return `${values.visits} visits, ${money(symbol, values.amount)} back`;
    case 'MccSingleRewardPercentAmountBack':
      return `${pct} back on ${mccLabel}`;
    case 'MccSingleRewardFlatAmountBack':
      return `${money(symbol, values.amount)} back on ${mccLabel}`;
    case 'SingleRewardSpendXGetY':
    case 'SingleRewardSpendAccumulation':
      return `Spend ${money(symbol, values.minSpend)}, get ${money(symbol, values.amount)}`;
    case 'CustomRewardRedemption':
      return 'Custom redemption offer';
    default:
      return `${money(symbol, values.amount)} back on ${money(symbol, values.minSpend)}+`;
  }
}

function storeLocationTypes(classification: Classification): string[] {
  switch (classification) {
    case 'InStore':
      return ['InStore'];
    case 'Online':
    case 'SubscriptionAndOnline':
    case 'MembershipAndOnline':
      return ['Online'];
    case 'GasPayAtPump':
      return ['PayAtPump'];
    case 'GasConvenience':
      return ['PayAtPump', 'Convenience'];
    default:
      return ['InStore', 'Online'];
  }
}

function redeemingMerchantsOf(random: Random, brand: Brand, classification: Classification): RedeemingMerchants {
  const inStore = {
    id: brand.id * 100 + 1,
    name: `${brand.name} stores`,
    paymentChannel: null,
    productCategories: [],
    storeLocationSubType: null,
  };
  const online = {
    id: brand.id * 100 + 2,
    name: `${brand.name} online`,
    paymentChannel: random.pick(['App', 'Paypal', 'Google'] as const),
    productCategories: [],
    storeLocationSubType: null,
  };
  const segments: RedeemingMerchants['brands'][number]['storeSegments'] = { InStore: [], Online: [], Other: [] };
  let productCategoryAnnotations: RedeemingMerchants['productCategoryAnnotations'] = [];
  let purchaseChannelAnnotations: RedeemingMerchants['purchaseChannelAnnotations'] = [];
  switch (classification) {
    case 'InStore':
      segments.InStore.push(inStore);
      purchaseChannelAnnotations = ['InStoreOnly'];
      break;
    case 'Online':
      segments.Online.push(online);
      purchaseChannelAnnotations = ['OnlineOnly'];
      break;
    case 'GasPayAtPump':
      segments.InStore.push({
        ...inStore,
        name: `${brand.name} pumps`,
        productCategories: ['Fuel'],
        storeLocationSubType: 'PayAtPump',
      });
      productCategoryAnnotations = ['FuelOnly'];
      purchaseChannelAnnotations = ['PayAtPumpOnly'];
      break;
    case 'GasConvenience':
      segments.InStore.push({ ...inStore, productCategories: ['Fuel'], storeLocationSubType: 'Convenience' });
      productCategoryAnnotations = ['FuelOnly'];
      break;
    case 'SubscriptionAndOnline':
      segments.Online.push({ ...online, productCategories: ['Subscription'] });
      productCategoryAnnotations = ['SubscriptionOnly'];
      break;
    case 'MembershipAndOnline':
      segments.InStore.push({ ...inStore, productCategories: ['Membership'] });
      segments.Online.push({ ...online, productCategories: ['Membership'] });
      productCategoryAnnotations = ['MembershipOnly'];
      break;
    case 'Custom':
      segments.Other.push({
        id: brand.id * 100 + 3,
        name: `${brand.name} partner locations`,
        paymentChannel: 'GiftCard',
        productCategories: [],
        storeLocationSubType: null,
      });
      break;
    default:
      segments.InStore.push(inStore);
      segments.Online.push(online);
  }
  const overridden = random.chance(0.08);
  return {
    brands: [{ brandId: brand.id, brandName: brand.name, storeSegments: segments }],
    productCategoryAnnotations,
    purchaseChannelAnnotations: overridden ? ['UpTo10PercentBack'] : purchaseChannelAnnotations,
    isAnnotationOverridden: overridden,
  };
}

function buildAds(
  state: BuildState,
  campaign: Campaign,
  adGroup: AdGroup,
  campaignBrand: Brand,
  slot: Slot,
  audit: AuditRecord[],
): void {
  const { ctx, account } = state;
  const { random, ids, db } = ctx;
  const count =
    slot.special === 'verification'
      ? 1
      : random.weighted<number>([
          [1, 50],
          [2, 35],
          [3, 15],
        ]);
  const symbol = SYMBOL[account.country];
  const names = new Set<string>();
  for (let index = 0; index < count; index++) {
    const example = slot.special === 'example' && adGroup.userPriorityOrder === 1 && index === 0;
    const brand = index === 0 || account.brands.length === 1 ? campaignBrand : random.pick(account.brands);
    const values = rewardValues(random, account, example);
    const classification: Classification = example ? 'InStore' : random.pick(account.vertical.classifications);
    const mccLabel = account.def.vertical === 'airline' ? 'flights' : 'hotel stays';
    let name = adName(symbol, values, classification, mccLabel);
    if (names.has(name)) name = `${name} – ${brand.name}`;
    for (let n = 2; names.has(name); n++) name = `${adName(symbol, values, classification, mccLabel)} (${n})`;
    names.add(name);

    const createMs = Date.parse(adGroup.createDateTime) + (index + 1) * random.int(2, 15) * MINUTE_MS;
    const created = utc(createMs);
    const user = adGroup.createUser;
    const adId = ids.take('ad');
    const creative = buildCreative(state, campaign, brand, values, classification, ids.take('creative'), adId);
    db.creatives.push(creative);
    const termsTemplate = random.chance(0.7) ? adCopyTemplateId('TermsAndConditions', creative.rewardType) : null;
    const ad: Ad = {
      accountId: account.id,
      adGroupId: adGroup.adGroupId,
      adId,
      adStatus: adGroup.adGroupStatus,
      brands: [brand.id],
      campaignType: campaign.campaignType,
      categories: random.some(account.vertical.categories, random.int(1, account.vertical.categories.length)),
      createDateTime: created,
      createUser: user,
      creativeId: creative.id,
      name,
      purchaseClassification: classification,
      termsAndConditionsTemplateId: termsTemplate,
      updateDateTime: created,
      updateUser: user,
    };
    db.ads.push(ad);
    db.rewards.push(buildReward(state, campaign, ad, values, classification, createMs + MINUTE_MS));
    db.redeemingMerchants.push({ adId, value: redeemingMerchantsOf(random, brand, classification) });

    audit.push({
      entityType: 'Ad',
      entityId: adId,
      action: 'Insert',
      updateUser: user,
      updateDateTime: created,
      changes: [
        { columnName: 'name', originalValue: null, newValue: name },
        { columnName: 'adStatus', originalValue: null, newValue: 'Draft' },
        { columnName: 'creativeId', originalValue: null, newValue: String(creative.id) },
        { columnName: 'purchaseClassification', originalValue: null, newValue: classification },
      ],
    });
    if (random.chance(0.25)) {
      const at = Math.min(REFERENCE_MS - HOUR_MS, createMs + random.int(1, 48) * HOUR_MS);
      if (at > createMs) {
        ad.updateDateTime = utc(at);
        audit.push({
          entityType: 'Ad',
          entityId: adId,
          action: 'Update',
          updateUser: user,
          updateDateTime: ad.updateDateTime,
          changes: [{ columnName: 'name', originalValue: `${name} (draft)`, newValue: name }],
        });
      }
    }
  }
}

function buildCreative(
  state: BuildState,
  campaign: Campaign,
  brand: Brand,
  values: RewardValues,
  classification: Classification,
  id: number,
  adId: number,
): Creative {
  const { ctx, account, images } = state;
  const { random } = ctx;
  const symbol = SYMBOL[account.country];
  const rewardType = values.model.template;
  const multiple = values.model.multiple;
  const endDate = longDate(campaign.endDateTime, account.country === 'US');
  const fill: Record<string, string> = {
    merchantName: brand.name,
    rewardPercent: String(Math.round(values.percent * 100)),
    rewardAmount: money(symbol, values.amount),
    rewardCap: money(symbol, values.cap),
    minSpend: money(symbol, values.minSpend),
    redemptionEndDate: endDate,
  };
  const marketing = `${random.pick(MARKETING_LINES)}. Visit ${brand.name} ${channelWords(classification)} and enjoy more for less.`;
  const brandTerms = random.chance(0.3) ? `Excludes gift cards and ${brand.name} membership fees.` : null;

  let entry = id * 100;
  const adCopy: AdCopy[] = [];
  const text: Partial<Record<(typeof AD_COPY_SLOTS)[number], string>> = {};
  for (const slot of AD_COPY_SLOTS) {
    if (slot === 'BrandSpecificTermsAndConditions' && !brandTerms) continue;
    const own = multiple && hasMultipleTemplate(slot, rewardType);
    const templateId = adCopyTemplateId(slot, rewardType, own);
    const brandSpecific =
      slot === 'MarketingCopy'
        ? marketing
        : slot === 'BrandSpecificTermsAndConditions'
          ? (brandTerms ?? '')
          : undefined;
    fill.brandSpecificText = brandSpecific ?? '';
    let value = fillTemplate(adCopyTemplateText(slot, rewardType, own), fill);
    if (slot === 'RewardDetails' && values.model.mcc) {
      value += ` Applies to purchases with merchant category codes ${values.mcc.join(', ')}.`;
    }
    if (slot === 'RewardDetails' && values.model.minVisits)
      value += ` Reward after ${values.visits} qualifying visits.`;
    if (slot === 'PreMessage' && campaign.isOfferAutoActivated)
      value = 'Already activated: just shop to earn cash back';
    text[slot] = value;
    entry += 1;
    adCopy.push({
      adCopyId: entry,
      id: entry,
      slot,
      text: value,
      templateDetails:
        brandSpecific === undefined
          ? { isStandard: true, templateId }
          : { brandSpecificText: brandSpecific, isStandard: false, templateId },
    });
  }

  const site = `https://www.${account.domain}`;
  const cta: CallToAction = random.chance(0.1)
    ? 'NoCallToAction'
    : random.pick(CALLS_TO_ACTION[account.def.vertical] ?? ['ShopNow', 'VisitSite', 'LearnMore']);
  const linkTexts: { slot: CreativeLink['slot']; text: string; url: string }[] = [
    { slot: 'CallToActionLink', text: CTA_LABEL[cta], url: `${site}/offers?ref=clo-${adId}` },
    { slot: 'DisplayLink', text: `www.${account.domain}`, url: site },
  ];
  if (random.chance(0.5)) linkTexts.push({ slot: 'Link1', text: 'Find a store', url: `${site}/stores` });
  const links: CreativeLink[] = linkTexts.map((link) => {
    entry += 1;
    return { id: entry, linkId: entry, shortenedUrl: null, slot: link.slot, text: link.text, url: link.url };
  });
  const linkOf = (slot: CreativeLink['slot']) => {
    const link = links.find((candidate) => candidate.slot === slot);
    return link ? { text: link.text, url: link.url } : undefined;
  };

  const ids = ctx.brandImages.get(brand.id) ?? { logo: 0, annotatedLogo: 0, hero: 0 };
  const creativeImages: Creative['images'] = (
    [
      ['Logo', ids.logo],
      ['AnnotatedLogo', ids.annotatedLogo],
      ['HeroImage', ids.hero],
    ] as const
  ).flatMap(([slot, imageId]) => {
    const asset = images.get(imageId);
    if (!asset) return [];
    entry += 1;
    return [
      {
        externalUrl: asset.externalUrl,
        id: entry,
        imageId,
        slot,
        sourceImage: null,
        versions: [],
      },
    ];
  });

  const creative: Creative = {
    id,
    accountId: account.id,
    country: account.country,
    creativeVersion: 3,
    merchantName: brand.name,
    rewardType,
    allowMultipleRewards: multiple,
    logoId: ids.logo,
    annotatedLogoId: ids.annotatedLogo,
    heroId: ids.hero,
    logoImage: { primary: { imageId: ids.logo } },
    annotatedLogoImage: { primary: { imageId: ids.annotatedLogo } },
    heroImage: { primary: { imageId: ids.hero } },
    rewardCopy: text.RewardDetails ?? '',
    marketingCopy: text.MarketingCopy ?? '',
    termsAndConditions: text.TermsAndConditions ?? '',
    ...(text.BrandSpecificTermsAndConditions
      ? { brandSpecificTermsAndConditions: text.BrandSpecificTermsAndConditions }
      : {}),
    rewardTypeTermsAndConditions: text.RewardTypeTermsAndConditions ?? '',
    headline: text.Headline ?? '',
    preMessage: text.PreMessage ?? '',
    shortPreMessage: text.ShortPreMessage ?? '',
    thankYouMessage: text.ThankYouMessage ?? '',
    callToAction: cta,
    ...(linkOf('Link1') ? { link1: linkOf('Link1') } : {}),
    callToActionLink: linkOf('CallToActionLink'),
    displayLink: linkOf('DisplayLink'),
    adCopy,
    beacons: random.chance(0.2)
      ? [
          {
            beaconId: entry + 1,
            id: entry + 1,
            name: 'Impression pixel',
            slot: 'ImpressionBeacon',
            url: `https://pixel.${account.domain}/imp?offer=${adId}`,
          },
        ]
      : [],
    images: creativeImages,
    links,
  };
  return creative;
}

function buildReward(
  state: BuildState,
  campaign: Campaign,
  ad: Ad,
  values: RewardValues,
  classification: Classification,
  createMs: number,
): ServerReward {
  const { ctx, account } = state;
  const { random, ids } = ctx;
  const rewardId = ids.take('reward');
  const rmsRewardId = ids.take('rmsReward');
  const example = ad.adId === 7001;
  const endDateOffset = example ? 30 : random.pick([30, 30, 60, 90]);
  const annotations = example
    ? null
    : random.weighted<AdsManagerSchemas['RewardAnnotation'][] | null>([
        [null, 80],
        [['FlashDeal'], 12],
        [['ReserveExcl'], 8],
      ]);
  const start = `${campaign.startDateTime.slice(0, 10)}T00:00:00Z`;
  const end = `${campaign.endDateTime.slice(0, 10)}T23:59:59Z`;
  const config = {
    currencyUnit: account.currency,
    mccList: values.mcc,
    minSpend: values.minSpend,
    minVisits: values.visits,
    rewardAmount: values.amount,
    rewardCap: values.cap,
    rewardPercent: values.percent,
  };
  const custom = values.model.type === 'CustomRewardRedemption';
  const created = utc(createMs);
  return {
    accountId: account.id,
    adId: ad.adId,
    createDateTime: created,
    createUser: ad.createUser,
    currency: account.currency,
    endDateOffset,
    isHoldRedemption: random.chance(0.05),
    isMultiple: values.model.multiple,
    minSpend: values.minSpend,
    minVisits: values.visits,
    redemptionEndDateTime: end,
    redemptionStartDateTime: start,
    rewardAmount: values.amount,
    rewardAnnotations: annotations,
    rewardCap: values.cap,
    rewardId,
    rewardPercent: values.percent,
    rewardTemplate: values.model.template,
    rewardType: values.model.type,
    rmsResponse: {
      data: {
        type: 'reward',
        id: String(rmsRewardId),
        attributes: {
          endDateOffset,
          isManualRedemption: custom,
          isSuspendedProcessing: false,
          redemptionStartDateTime: start,
          redemptionEndDateTime: end,
          remediationModelConfigValue: null,
          rewardAnnotations: annotations,
          rewardModelConfigValue: JSON.stringify(config),
        },
        relationships: {
          remediationModel: { data: null },
          rewardModel: { data: { type: 'rewardModel', id: values.model.id } },
        },
      },
    },
    rmsRewardId,
    storeLocationTypes: storeLocationTypes(classification),
    updateDateTime: created,
    updateUser: ad.createUser,
  };
}
