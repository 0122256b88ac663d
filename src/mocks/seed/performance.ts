/**
 * Daily delivery rows (what report queries add up): 400 days ending at the seed reference date,
 * for every non-draft campaign of the rich accounts that has started, on the days within its
 * dates, per ad group and per DMA (US) — GB rows carry dmaName '' since DMA reporting is US only
 * (NS-60). Derived from the state, never stored; deterministic per campaign.
 */
import type { Db, PerformanceRow } from '../db/types';
import { round2 } from '../server/records';
import { DMAS, FIRST_ADVERTISER_ID, RICH_ACCOUNT_COUNT } from './catalog';
import { dayNumber, dayString, TODAY } from './clock';
import { groupBy } from './context';
import { fastRandom } from './random';

export const PERFORMANCE_DAYS = 400;
/** The first day with rows. */
export const FIRST_PERFORMANCE_DAY = TODAY - PERFORMANCE_DAYS + 1;

const GB_SLICES = [{ name: '', weight: 1 }];

const isRich = (accountId: number) =>
  accountId >= FIRST_ADVERTISER_ID && accountId < FIRST_ADVERTISER_ID + RICH_ACCOUNT_COUNT;

export function createPerformanceRows(db: Db): PerformanceRow[] {
  const rows: PerformanceRow[] = [];
  const countries = new Map(db.accounts.filter((a) => isRich(a.id)).map((a) => [a.id, a.bookingCountry]));
  const groupsByCampaign = groupBy(
    db.adGroups.filter((group) => group.adGroupStatus !== 'Draft'),
    (group) => group.campaignId,
  );

  for (const campaign of db.campaigns) {
    if (!isRich(campaign.accountId) || campaign.campaignStatus === 'Draft') continue;
    const start = dayNumber(campaign.startDateTime);
    if (start > TODAY) continue;
    const end = dayNumber(campaign.endDateTime);
    // A campaign deactivated before its end stopped delivering on the day it was deactivated.
    const stop = campaign.campaignStatus === 'Inactive' && end > TODAY ? dayNumber(campaign.updateDateTime) : end;
    const first = Math.max(start, FIRST_PERFORMANCE_DAY);
    const last = Math.min(end, stop, TODAY);
    const groups = groupsByCampaign.get(campaign.campaignId) ?? [];
    if (last < first || groups.length === 0) continue;

    const random = fastRandom(campaign.campaignId * 7919);
    const between = (low: number, high: number) => low + random() * (high - low);
    /** Stochastic rounding keeps small expected counts unbiased. */
    const count = (expected: number) => Math.floor(expected + random());
    const gb = countries.get(campaign.accountId) === 'GB';
    const slices = gb ? GB_SLICES : DMAS;

    const aov = gb ? between(22, 95) : between(28, 140);
    const roas = campaign.targetRoas ?? between(3, 11);
    const engagementRate = between(0.008, 0.025);
    const purchasePerEngagement = between(0.06, 0.14);
    const engagedShare = between(0.7, 0.85);
    const rewardShare = between(0.38, 0.5);
    const feeShare = between(0.07, 0.12);
    const reachShare = between(0.55, 0.75);
    const activationShare = between(0.55, 0.9);
    const tripsPerPurchase = between(1.5, 2.6);
    // Spend paces to 70–95 % of the budget over the campaign's whole flight.
    const flight = Math.max(1, end - start + 1);
    const daily = (campaign.budget * between(0.7, 0.95)) / flight;
    const weighted = groups.map((group) => ({ group, weight: between(0.5, 1.5) }));
    const total = weighted.reduce((sum, { weight }) => sum + weight, 0);
    let remaining = campaign.budget;

    for (let day = first; day <= last; day++) {
      const weekday = (day + 4) % 7; // 0 = Sunday
      const dayFactor = (weekday === 0 || weekday === 6 ? 1.15 : 1) * between(0.8, 1.2);
      const date = dayString(day);
      for (const { group, weight } of weighted) {
        for (const slice of slices) {
          let spend = round2((daily * dayFactor * weight * slice.weight) / total);
          spend = Math.min(spend, round2(remaining));
          remaining -= spend;
          const expectedPurchases = (spend * roas * between(0.85, 1.15)) / aov;
          const purchasesPostEngagement = count(expectedPurchases * engagedShare);
          const purchasesPostView = count(expectedPurchases * (1 - engagedShare));
          const expectedEngagements = (expectedPurchases * engagedShare) / purchasePerEngagement;
          const engagements = Math.max(purchasesPostEngagement, count(expectedEngagements));
          const impressions = Math.max(engagements, count(expectedEngagements / engagementRate));
          const revenuePostEngagement = round2(purchasesPostEngagement * aov * between(0.85, 1.15));
          const revenuePostView = round2(purchasesPostView * aov * between(0.85, 1.15));
          const rewardCost = round2(spend * rewardShare);
          const fee = round2(spend * feeShare);
          const purchases = purchasesPostEngagement + purchasesPostView;
          const postServeTrips = count(expectedPurchases * tripsPerPurchase);
          rows.push({
            accountId: campaign.accountId,
            campaignId: campaign.campaignId,
            adGroupId: group.adGroupId,
            day: date,
            dmaName: slice.name,
            impressions,
            reach: Math.min(impressions, count(impressions * reachShare)),
            engagements,
            activations: Math.min(engagements, count(engagements * activationShare)),
            purchases,
            purchasesPostEngagement,
            purchasesPostView,
            revenue: round2(revenuePostEngagement + revenuePostView),
            revenuePostEngagement,
            revenuePostView,
            adSpend: spend,
            rewardCost,
            mediaFees: round2(Math.max(0, spend - rewardCost - fee)),
            fee,
            postServeSpend: round2(postServeTrips * aov * 0.9),
            postServeTrips,
          });
        }
      }
    }
  }
  return rows;
}
