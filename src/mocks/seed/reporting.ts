/**
 * Scheduled reports of the rich accounts (NS-61) and the redemptions admin data for us and gb
 * (NS-75): summaries over partners, reason codes and institutions, past decisions and uploads.
 */
import { DayOfWeek } from '@generated/reports-api/model';
import type { ReportsApiSchemas, RmsSchemas } from '../db/types';
import { PERSONAS } from '../personas';
import { institutionsOf } from './catalog';
import { DAY_MS, HOUR_MS, localInstant, MINUTE_MS, REFERENCE_MS, utc, type TimeZone } from './clock';
import type { SeedContext } from './context';

type ScheduledReport = ReportsApiSchemas['ScheduledReport'];
type Frequency = ScheduledReport['frequency'];

const WEEKDAYS = Object.values(DayOfWeek);

interface ReportTemplate {
  name: string;
  fields: ReportsApiSchemas['ReportField'][];
  frequency: Frequency;
  dateRange: ScheduledReport['dateRange'];
  usOnly?: boolean;
}

const TEMPLATES: readonly ReportTemplate[] = [
  {
    name: 'Weekly campaign summary',
    fields: ['campaignId', 'campaignName', 'impressions', 'engagements', 'purchases', 'revenue', 'adSpend', 'roas'],
    frequency: 'Weekly',
    dateRange: 'Last7Days',
  },
  {
    name: 'Daily delivery',
    fields: ['day', 'campaignName', 'adGroupName', 'impressions', 'reach', 'engagements', 'engagementRate', 'adSpend'],
    frequency: 'Daily',
    dateRange: 'Last7Days',
  },
  {
    name: 'Monthly ROAS by campaign',
    fields: ['month', 'campaignName', 'pricingModel', 'purchases', 'revenue', 'aov', 'adSpend', 'roas', 'targetRoas'],
    frequency: 'Monthly',
    dateRange: 'PreviousMonth',
  },
  {
    name: 'DMA performance',
    fields: ['weekStartDate', 'weekEndDate', 'dmaName', 'campaignName', 'impressions', 'purchases', 'revenue', 'roas'],
    frequency: 'Weekly',
    dateRange: 'Last30Days',
    usOnly: true,
  },
  {
    name: 'Month to date spend',
    fields: ['campaignName', 'campaignBudget', 'adSpend', 'rewardCost', 'fee', 'mediaFees'],
    frequency: 'Daily',
    dateRange: 'MonthToDate',
  },
];

/** The next run (06:00 local) after the instant `ms`, and the last one before it. */
function runs(tz: TimeZone, frequency: Frequency, dayOfWeek: number, dayOfMonth: number, ms: number): [number, number] {
  const at = (day: number) => localInstant(tz, day, 6);
  const today = Math.floor(ms / DAY_MS);
  if (frequency === 'Daily') {
    return at(today) > ms ? [at(today), at(today - 1)] : [at(today + 1), at(today)];
  }
  if (frequency === 'Weekly') {
    const weekday = new Date(today * DAY_MS).getUTCDay();
    let next = today + ((dayOfWeek - weekday + 7) % 7);
    if (at(next) <= ms) next += 7;
    return [at(next), at(next - 7)];
  }
  const date = new Date(today * DAY_MS);
  const month = (offset: number) =>
    Math.floor(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, dayOfMonth) / DAY_MS);
  return at(month(0)) > ms ? [at(month(0)), at(month(-1))] : [at(month(1)), at(month(0))];
}

export function createScheduledReports(ctx: SeedContext): void {
  const { random, ids, db } = ctx;
  ctx.rich.forEach((account, index) => {
    if (index >= 20) return;
    const campaigns = db.campaigns.filter((c) => c.accountId === account.id && c.campaignStatus !== 'Draft');
    const templates = random.some(
      TEMPLATES.filter((template) => !template.usOnly || account.country === 'US'),
      random.int(1, 3),
    );
    const authors = account.id <= 1002 ? [PERSONAS.reporter.email] : account.members;
    for (const { name, fields, frequency, dateRange } of templates) {
      const author = authors.length > 0 ? random.pick(authors) : random.pick(ctx.staff);
      const dayOfWeek = random.int(1, 5);
      const dayOfMonth = random.pick([1, 1, 2, 5, 15]);
      const paused = random.chance(0.2);
      const createdMs = REFERENCE_MS - random.int(20, 200) * DAY_MS - random.int(1, 8) * HOUR_MS;
      const updatedMs = paused ? Math.min(REFERENCE_MS - HOUR_MS, createdMs + random.int(5, 15) * DAY_MS) : createdMs;
      // Active reports: the next run after now; paused ones ran last before they were paused.
      const [next, last] = runs(account.timeZone, frequency, dayOfWeek, dayOfMonth, paused ? updatedMs : REFERENCE_MS);
      const filtered = campaigns.length > 2 && random.chance(0.4);
      const recipients = [...new Set([author, ...random.some(account.members, random.int(0, 2))])];
      db.scheduledReports.push({
        reportId: ids.take('scheduledReport'),
        accountId: account.id,
        name: filtered ? `${name} (selected campaigns)` : name,
        selectFields: fields,
        filterExpressions: filtered
          ? [{ field: 'campaignId', operator: 'in', values: random.some(campaigns, 2).map((c) => c.campaignId) }]
          : [],
        frequency,
        dayOfWeek: frequency === 'Weekly' ? (WEEKDAYS[dayOfWeek] ?? 'Monday') : null,
        dayOfMonth: frequency === 'Monthly' ? dayOfMonth : null,
        recipients,
        dateRange,
        status: paused ? 'Paused' : 'Active',
        nextRunDateTime: paused ? null : utc(next),
        lastRunDateTime: last > createdMs ? utc(last) : null,
        createDateTime: utc(createdMs),
        createUser: author,
        updateDateTime: utc(updatedMs),
        updateUser: author,
        timeZone: account.timeZone,
      });
    }
  });
}

/** The reason codes of the seed: approvable, deniable, hold, FI and forced combinations (part 3 §3). */
export const SEED_REASON_CODES = [4, 20, 60, 2, 130, 642, 64, 68, 256, 257, 1] as const;
const AVERAGE_REDEMPTION: Record<'us' | 'gb', [number, number]> = { us: [4, 22], gb: [3, 16] };

export function createRedemptions(ctx: SeedContext): void {
  const { random, ids, db } = ctx;
  for (const country of ['us', 'gb'] as const) {
    const institutions = institutionsOf(country === 'us' ? 'US' : 'GB');
    const currency = country === 'us' ? 'USD' : 'GBP';
    const [low, high] = AVERAGE_REDEMPTION[country];
    for (const reasonCode of SEED_REASON_CODES) {
      const forced = (reasonCode & 1) === 1;
      const partners: RmsSchemas['PartnerCode'][] = random.chance(0.6)
        ? ['REWARDS_NETWORK', 'SEATED']
        : [random.pick(['REWARDS_NETWORK', 'SEATED'] as const)];
      for (const partnerCode of partners) {
        for (const institution of random.some(institutions, random.int(2, Math.min(3, institutions.length)))) {
          const redemptionModel: RmsSchemas['RedemptionModel'] = forced
            ? 'ForcedRedemptions'
            : partnerCode === 'SEATED' && random.chance(0.35)
              ? 'ThirdParty'
              : 'ReviewedRedemptions';
          const totalCount = random.int(country === 'us' ? 3 : 1, country === 'us' ? 420 : 160);
          db.redemptionSummaries.push({
            country,
            redemptionModel,
            partnerCode,
            reasonCode,
            institutionId: institution.id,
            totalCount,
            totalAmount: Math.round(totalCount * random.float(low, high) * 100) / 100,
            currency,
            lastRedemptionTime: utc(REFERENCE_MS - random.int(0, 14 * 24 * 60) * MINUTE_MS),
          });
        }
      }
    }

    const decisions: [number, RmsSchemas['RedemptionDecisionType'], string][] = [
      [4, 'Approve', 'Duplicate check cleared after review of card history.'],
      [130, 'Deny', 'Transaction reused on a second offer.'],
      [68, 'Investigate', 'Held redemptions with a duplicate match; asked the partner for receipts.'],
      [20, 'Approve', 'Gamer pattern explained by a family account.'],
    ];
    decisions.slice(0, country === 'us' ? 4 : 3).forEach(([reasonCode, decision, comment], index) => {
      const institution = index % 2 === 0 ? null : (institutions[index % institutions.length]?.id ?? null);
      db.redemptionDecisions.push({
        country,
        decisionId: ids.take('redemptionDecision'),
        reasonCode,
        decision,
        partnerCode: index === 1 ? 'SEATED' : index === 2 ? 'REWARDS_NETWORK' : null,
        institutionId: institution,
        comment,
        affectedCount: random.int(3, 80),
        decidedBy: PERSONAS.redemptionsAdmin.email,
        decidedAt: utc(REFERENCE_MS - (30 - index * 7) * DAY_MS - random.int(1, 6) * HOUR_MS),
      });
    });

    for (const [n, model] of (['ReviewedRedemptions', 'ThirdParty'] as const).entries()) {
      const rowCount = random.int(40, 400);
      const rejected = n === 1 && country === 'gb';
      db.redemptionUploads.push({
        country,
        uploadId: ids.take('redemptionUpload'),
        fileName: `${country}-${model === 'ThirdParty' ? 'third-party' : 'reviewed'}-redemptions-2026-${10 + n}.csv`,
        rowCount,
        acceptedCount: rejected ? 0 : rowCount,
        status: rejected ? 'Rejected' : 'Accepted',
      });
    }
  }
}
