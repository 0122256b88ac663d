/** The lines, campaign slots and plans of a rich account. */
import { PublisherInitiativeType } from '@generated/campaign-build/model';
import type { CampaignBuildSchemas } from '../../db/types';
import { DAY_MS, dayNumber, HOUR_MS, localDateTime, REFERENCE_MS, TODAY, utc } from '../clock';
import type { RichAccount, SeedContext } from '../context';
import type { Random } from '../random';
import { between, pickUser, slotOf, type LineKey, type LineSpec, type Slot } from './state';

type Line = CampaignBuildSchemas['Line'];
type Plan = CampaignBuildSchemas['Plan'];
type Campaign = CampaignBuildSchemas['Campaign'];
type CampaignStatus = CampaignBuildSchemas['CampaignStatus'];
type CampaignType = CampaignBuildSchemas['CampaignType'];
type PricingModel = CampaignBuildSchemas['PricingModel'];

const FIXED_MODELS: readonly PricingModel[] = ['CPS', 'CPR', 'CPT', 'CPM', 'CPSH', 'CPST'];

// ------------------------------------------------------------------------------------ lines

/** IO numbers count up over all accounts; 1001's first IO is the spec example's IO-2026-0042. */
export function createLines(ctx: SeedContext, account: RichAccount, io: { next: number }): LineSpec[] {
  const { random, ids } = ctx;
  const nextIo = (year: number) => `IO-${year}-${String((io.next += 1)).padStart(4, '0')}`;
  const us = account.country === 'US';
  const [model1 = 'CPS', model2 = 'CPR', model3 = 'CPT'] = random.some(FIXED_MODELS, 3);
  const first = account.id === 1001;
  const io2026 = first ? 'IO-2026-0042' : nextIo(2026);
  // Key, status, first and last day, pricing model, IO number, line number.
  const specs: [LineKey, Line['status'], string, string, PricingModel, string, string][] = [
    ['L1', 'ACTIVE', first ? '2026-01-01' : '2025-10-01', '2026-12-31', first ? 'CPS' : model1, io2026, '1'],
    ['L2', 'ACTIVE', '2026-03-01', '2027-02-28', us ? 'CPE' : model2, io2026, '2'],
    ['L3', 'ACTIVE', '2026-09-01', '2027-08-31', model3, nextIo(2026), '1'],
    ['LD', 'DRAFT', '2027-01-01', '2027-12-31', model1, nextIo(2027), '1'],
    ['LE', 'DELETED', '2025-04-01', '2025-12-31', model2, nextIo(2025), '1'],
  ];
  return specs.map(([key, status, startDate, endDate, pricingModel, ioNumber, lineNumber]) => {
    const [start, end] = [dayNumber(startDate), dayNumber(endDate)];
    const fundingSource = first
      ? 'ADVERTISER'
      : random.weighted<NonNullable<Line['fundingSource']>>([
          ['ADVERTISER', 75],
          ['CDLX', 10],
          ['PUBLISHER', 15],
        ]);
    const line: Line = {
      accountId: account.id,
      brands: first && key === 'L1' ? [101] : account.brands.map((brand) => brand.id),
      budget: 0,
      currencyIsoCode: account.currency,
      endDateTime: localDateTime(account.timeZone, end, 'end'),
      fundingSource,
      ioNumber,
      lineId: ids.take('line'),
      lineNumber,
      maxBillableAmount: null,
      overageAllowance: null,
      pricingModel,
      publisherInitiativeType:
        fundingSource === 'PUBLISHER' ? random.pick(Object.values(PublisherInitiativeType)) : null,
      startDateTime: localDateTime(account.timeZone, start, 'start'),
      status,
    };
    return { key, line, start, end };
  });
}

/** Line budgets cover their campaigns (the 1001 example line keeps its 250,000 when it can). */
export function settleLineBudgets(random: Random, lines: LineSpec[], campaigns: Campaign[], gb: boolean): void {
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

export function slotsOf(
  ctx: SeedContext,
  account: RichAccount,
  index: number,
  lines: LineSpec[],
  withPlans: boolean,
): Slot[] {
  const { random } = ctx;
  const us = account.country === 'US';
  const dynamic: CampaignType = us ? 'DYNAMIC_CLO' : 'FIXED_CLO';
  const slots: Slot[] = [];
  const add = (status: CampaignStatus, type: CampaignType, phase: Slot['phase'] = null) =>
    slots.push(slotOf(status, type, { phase }));
  // Per status: how many FIXED_CLO slots, then how many dynamic ones (FIXED_CLO in GB accounts).
  const counts: [CampaignStatus, number, number, Slot['phase']][] = [
    ['Active', 3, 2, null],
    ['Inactive', 3, 1, 'ended'],
    ['Inactive', 1, 0, 'stopped'],
    ['Scheduled', 1, 1, null],
    ['InReview', 1, 1, null],
    ['Draft', 2, 1, null],
  ];
  for (const [status, fixedCount, dynamicCount, phase] of counts) {
    for (let n = 0; n < fixedCount + dynamicCount; n++) add(status, n < fixedCount ? 'FIXED_CLO' : dynamic, phase);
  }
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

export function placeSlot(random: Random, slot: Slot): void {
  const ls = slot.line?.start ?? TODAY - 400;
  const le = slot.line?.end ?? TODAY + 400;
  const T = TODAY;
  if (slot.special === 'example') {
    slot.start = dayNumber('2026-03-01');
    slot.end = dayNumber('2026-12-31');
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

export function createPlans(ctx: SeedContext, account: RichAccount, lines: LineSpec[]): Plan[] {
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
    return {
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
  });
}
