/**
 * The campaign build of the rich accounts (campaign-build): lines, plans, campaigns with their
 * ad groups and ads, and the audit trail of campaigns, ad groups and ads.
 */
import type { CampaignBuildSchemas } from '../../db/types';
import { round2 } from '../../server/records';
import { COMMON_THEMES } from '../catalog';
import { DAY_MS, HOUR_MS, localDateTime, localInstant, MINUTE_MS, REFERENCE_MS, utc } from '../clock';
import type { Brand, RichAccount, SeedContext } from '../context';
import type { Random } from '../random';
import { buildAdGroups } from './ad-groups';
import { createLines, createPlans, placeSlot, settleLineBudgets, slotsOf } from './lines-plans';
import {
  groupInstitutions,
  inserted,
  pickUser,
  SCHEDULER_USER,
  slotOf,
  updated,
  VERIFICATION_FAILURE_CAMPAIGN_ID,
  type BuildState,
  type Slot,
  type StatusEvent,
  type Timeline,
} from './state';

type Campaign = CampaignBuildSchemas['Campaign'];

// ------------------------------------------------------------------------------------ campaigns
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
  /** A creation instant some days before `from` (unless the campaign came with its plan). */
  const createdBefore = (from: number, minDays: number, maxDays: number) =>
    planCreate ?? from - random.int(minDays, maxDays) * DAY_MS - random.int(0, 8) * HOUR_MS;
  switch (slot.status) {
    case 'Draft':
      create = createdBefore(REFERENCE_MS, 1, 60);
      break;
    case 'InReview':
      create = createdBefore(REFERENCE_MS, 3, 12);
      review(create);
      break;
    case 'Scheduled':
      create = createdBefore(REFERENCE_MS, 8, 30);
      approve(review(create), startMs);
      break;
    default: {
      create = createdBefore(startMs, 10, 45);
      approve(review(create), startMs);
      events.push({ at: startMs, from: 'Scheduled', to: 'Active', user: SCHEDULER_USER });
      if (slot.status === 'Inactive') {
        // Stopped early by an editor, or ended by the scheduler.
        const at = slot.stop !== null ? localInstant(tz, slot.stop, random.int(9, 17), random.int(0, 59)) : endMs;
        events.push({ at, from: 'Active', to: 'Inactive', user: slot.stop !== null ? editor : SCHEDULER_USER });
      }
    }
  }
  const last = events.at(-1);
  let update = last?.at ?? create;
  let updateUser = last?.user ?? createUser;
  let budgetChange: number | null = null;
  if (['Active', 'Scheduled', 'Draft'].includes(slot.status) && random.chance(0.35)) {
    const at = Math.min(latest, update + random.int(1, 72) * HOUR_MS);
    if (at > update) {
      budgetChange = at;
      update = at;
      updateUser = editor;
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
    while (used.has(`${slot.plan.name} – spec ${n}`)) n++;
    return `${slot.plan.name} – spec ${n}`;
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
export function createBuild(ctx: SeedContext): void {
  const ticket = { next: 1234 };
  const io = { next: 42 };
  const audit: BuildState['audit'] = [];
  for (const [index, account] of ctx.rich.entries()) buildAccount({ ctx, account, ticket, io, audit }, index);
  // Newest last in storage (the list answers newest first).
  audit.sort((a, b) => (a.updateDateTime < b.updateDateTime ? -1 : a.updateDateTime > b.updateDateTime ? 1 : 0));
  ctx.db.audit.push(...audit);
}

function buildAccount(state: BuildState, index: number): void {
  const { ctx, account } = state;
  const { random, db } = ctx;
  const lines = createLines(ctx, account, state.io);
  const withPlans = index < 16;
  const slots = slotsOf(ctx, account, index, lines, withPlans);
  for (const slot of slots) placeSlot(random, slot);
  const addPlaced = (slot: Slot) => {
    placeSlot(random, slot);
    slots.push(slot);
  };

  const plans = withPlans ? createPlans(ctx, account, lines) : [];
  const accepted = plans.find((plan) => plan.status === 'Accepted');
  if (accepted) {
    const members = [
      slots.find((s) => s.status === 'Active' && s.type === 'FIXED_CLO'),
      slots.find((s) => s.status === 'Scheduled'),
    ].filter((s): s is Slot => s !== undefined);
    for (const slot of members) slot.plan = accepted;
    const firstStart = Math.min(...members.map((s) => s.start));
    const acceptedMs =
      account.id === 1001
        ? Date.parse('2026-02-12T10:00:00Z')
        : localInstant(account.timeZone, firstStart - random.int(12, 30), random.int(9, 17), random.int(0, 59));
    const createdMs =
      account.id === 1001 ? Date.parse('2026-02-10T14:30:00Z') : acceptedMs - random.int(2, 10) * DAY_MS;
    accepted.createDateTime = utc(createdMs);
    accepted.acceptedDateTime = utc(acceptedMs);
    accepted.updateDateTime = utc(acceptedMs);
  }
  const l3 = lines.find((spec) => spec.key === 'L3') ?? null;
  for (const plan of plans) {
    if (plan.status === 'Accepted') continue;
    const count = plan.status === 'Draft' ? 2 : 1;
    for (let n = 0; n < count; n++) {
      addPlaced(slotOf('Draft', account.country === 'US' ? 'PLANSPEC' : 'FIXED_CLO', { line: l3, plan }));
    }
  }
  if (account.id === 1001) addPlaced(slotOf('Draft', 'FIXED_CLO', { line: lines[0] ?? null, special: 'verification' }));

  const names = new Set<string>();
  const campaigns = slots.map((slot) => buildCampaign(state, slot, names));
  settleLineBudgets(random, lines, campaigns, account.country === 'GB');
  db.lines.push(...lines.map((spec) => spec.line));
  db.plans.push(...plans);
}

function buildCampaign(state: BuildState, slot: Slot, names: Set<string>): Campaign {
  const { ctx, account, audit } = state;
  const { random, ids, db, staff } = ctx;
  const gb = account.country === 'GB';
  const example = slot.special === 'example';
  const brand = example ? (account.brands[0] as Brand) : random.pick(account.brands);
  const name = campaignName(random, account, slot, names, brand);
  names.add(name);
  const campaignId = slot.special === 'verification' ? VERIFICATION_FAILURE_CAMPAIGN_ID : ids.take('campaign');
  const line = slot.line?.line ?? null;
  const pricingModel: Campaign['campaignPricingModel'] = line ? line.pricingModel : 'None';
  const createUser = pickUser(random, account, staff);
  const editor = pickUser(random, account, staff);
  // Campaigns of a plan are made with it (or when it is accepted).
  const planCreate = slot.plan
    ? Date.parse(slot.plan.acceptedDateTime ?? slot.plan.createDateTime) + random.int(2, 90) * MINUTE_MS
    : null;
  const time = timelineOf(random, slot, account.timeZone, createUser, editor, planCreate);

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
  const ticketId = slot.status === 'Draft' ? null : `ADS-${state.ticket.next++}`;

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
    maxAllowedEndDateTime: line && !example && random.chance(0.2) ? line.endDateTime : null,
    minMargin: slot.type === 'DYNAMIC_CLO' ? random.pick([0.15, 0.2, 0.25]) : null,
    name,
    orderNumber: !example && random.chance(0.3) ? `SO-${random.int(100_000, 999_999)}` : null,
    plan: slot.plan ? { name: slot.plan.name } : null,
    planId: slot.plan?.planId ?? null,
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
  audit.push(
    inserted('Campaign', campaignId, createUser, campaign.createDateTime, {
      name,
      campaignStatus: 'Draft',
      campaignType: slot.type,
      budget: String(original),
      startDateTime: campaign.startDateTime,
      endDateTime: campaign.endDateTime,
    }),
    ...time.events.map((event) =>
      updated('Campaign', campaignId, event.user, utc(event.at), ['campaignStatus', event.from, event.to]),
    ),
  );
  if (time.budgetChange !== null) {
    const change: [string, string, string] = ['budget', String(original), String(budget)];
    audit.push(updated('Campaign', campaignId, time.updateUser, utc(time.budgetChange), change));
  }

  const adGroups = buildAdGroups(state, campaign, slot, brand, time);
  if (slot.status !== 'Draft') {
    campaign.publisherSchedules = groupInstitutions(adGroups).map((publisherId) => ({
      campaignScheduleVersionId: ids.take('publisherSchedule'),
      publisherId,
      startDateTime: campaign.startDateTime,
      endDateTime: campaign.endDateTime,
    }));
  }
  return campaign;
}
