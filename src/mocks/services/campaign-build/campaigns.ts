/** Campaigns: list, create, read (account and global), delete, duplicate, status, reporting reads. */
import { countryRules } from '@/lib/countries';
import { plainCopy } from '../../db/store';
import type { Db } from '../../db/types';
import { onAccount } from '../../server/guard';
import { page, sortBy } from '../../server/list';
import { round2 } from '../../server/records';
import { badRequest, conflict, fail, notFound, problem } from '../../server/respond';
import {
  actorOf,
  CAMPAIGN_VERSION,
  campaignCore,
  campaignTotals,
  CONFLICT,
  copyAdGroup,
  createdStamps,
  deleteAdGroups,
  deleteChanges,
  diffChanges,
  findCampaign,
  findLine,
  GLOBAL_CAMPAIGN_VERSION,
  findPlan,
  insertChanges,
  insertDraftCampaign,
  mayRead,
  planSummary,
  recordAudit,
  refuseInReview,
  seesCampaign,
  type Campaign,
  type CampaignTotals,
  type Operations,
  type Schemas,
} from './common';
import { allowedTransitions, submitBlockers } from './status-graph';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The campaign as a single read answers it: stored fields plus its plan's name. */
export function campaignDetail(db: Db, campaign: Campaign): Campaign {
  return { ...campaignCore(campaign), plan: planSummary(db, campaign) };
}

function listRow(
  db: Db,
  campaign: Campaign,
  totals: Map<number, CampaignTotals>,
  { includePlan, internal }: { includePlan: boolean; internal: boolean },
): Campaign {
  const row = campaignCore(campaign);
  if (includePlan) row.plan = planSummary(db, campaign);
  const delivered = totals.get(campaign.campaignId);
  row.impressions = Math.round(delivered?.impressions ?? 0);
  row.reach = Math.round(delivered?.reach ?? 0);
  row.mediaFees = round2(delivered?.mediaFees ?? 0);
  // Bank approval flags are for internal users only (BANK-010).
  if (internal) {
    row.flaggedForReview = db.approvals.some(
      (approval) => approval.campaignId === campaign.campaignId && approval.hasFlags,
    );
  }
  const line = campaign.lineId == null ? undefined : db.lines.find((l) => l.lineId === campaign.lineId);
  if (line) row.lineNumber = line.lineNumber;
  return row;
}

type CampaignOperations =
  | 'listCampaigns'
  | 'createCampaign'
  | 'listReportingEligibleCampaigns'
  | 'getCampaign'
  | 'deleteCampaign'
  | 'getCampaignGlobal'
  | 'duplicateCampaign'
  | 'updateCampaignStatus'
  | 'getCampaignReportingDetails';

export const campaignOperations: Operations<CampaignOperations> = {
  listCampaigns: {
    access: onAccount('campaign.read'),
    flags: ['includePlanDetails'],
    read: ({ path: { accountId }, query, session, db, backend }) => {
      const totals = campaignTotals(backend.store.performance());
      const { includePlanDetails, ...list } = query;
      const rows = db.campaigns
        .filter((c) => c.accountId === accountId)
        // CAMP-026, NS-85: external users see no Draft campaign but their own.
        .filter((c) => seesCampaign(session, c))
        .map((c) => listRow(db, c, totals, { includePlan: includePlanDetails, internal: session.internal }));
      return page(rows, list, '-startDateTime');
    },
  },

  createCampaign: {
    access: onAccount('campaign.write'),
    write: ({ path: { accountId }, body: input, db, backend, session }) => {
      const account = db.accounts.find((a) => a.id === accountId) ?? fail(notFound('Account', accountId));
      const name = input.name.trim();
      if (!name) fail(badRequest('name: must not be blank', 'name'));
      const line = input.lineId == null ? undefined : findLine(db, accountId, input.lineId);
      if (input.lineId != null && (!line || line.status === 'DELETED')) {
        fail(badRequest(`lineId: line ${input.lineId} is not a usable line of account ${accountId}`, 'lineId'));
      }
      if (input.planId != null && !findPlan(db, accountId, input.planId)) {
        fail(badRequest(`planId: plan ${input.planId} does not exist in account ${accountId}`, 'planId'));
      }
      const currency = input.currency ?? account.bookingCurrency;
      if (currency !== account.bookingCurrency) {
        fail(badRequest(`currency: account ${accountId} books in ${account.bookingCurrency}`, 'currency'));
      }
      // NS-52: the create payload has no type; CPE is the one dynamic pricing model (CAMP-017), so it
      // makes a DYNAMIC_CLO campaign, which only some countries book (COUNTRY-003).
      const pricingModel = input.campaignPricingModel ?? line?.pricingModel ?? 'None';
      const campaignType = pricingModel === 'CPE' ? 'DYNAMIC_CLO' : 'FIXED_CLO';
      if (!countryRules(account.bookingCountry).campaignTypes.includes(campaignType)) {
        fail(
          badRequest(
            `campaignPricingModel: ${pricingModel} makes a ${campaignType} campaign, which ${account.bookingCountry} accounts do not book`,
            'campaignPricingModel',
          ),
        );
      }
      const actor = actorOf({ session, backend });
      const startDateTime = input.startDateTime ?? actor.now;
      const endDateTime = input.endDateTime ?? new Date(Date.parse(startDateTime) + 30 * DAY_MS).toISOString();
      if (Date.parse(endDateTime) <= Date.parse(startDateTime)) {
        fail(badRequest('endDateTime: must be after startDateTime', 'endDateTime'));
      }
      const campaign = insertDraftCampaign(db, backend.store, actor, accountId, {
        name,
        campaignType,
        campaignPricingModel: pricingModel,
        budget: input.budget ?? 1000,
        budgetDeliveryGoal: input.budgetDeliveryGoal ?? 'BUDGET',
        budgetDiscountPercent: input.budgetDiscountPercent ?? null,
        billingCap: input.billingCap ?? null,
        currency,
        scheduleType: input.scheduleType ?? 'Lifetime',
        startDateTime,
        endDateTime,
        isOfferAutoActivated: input.isOfferAutoActivated ?? false,
        isTrackedLinkOffer: input.isTrackedLinkOffer ?? false,
        lineId: input.lineId ?? null,
        planId: input.planId ?? null,
      });
      return campaignDetail(db, campaign);
    },
  },

  listReportingEligibleCampaigns: {
    access: onAccount('campaign.read'),
    read: ({ path: { accountId }, db }) => {
      const eligible: Schemas['ReportingCampaign'][] = [];
      for (const c of db.campaigns) {
        if (c.accountId !== accountId || c.campaignStatus === 'Draft' || c.lineId == null) continue;
        if (c.campaignPricingModel === 'None') continue;
        eligible.push({
          campaignId: c.campaignId,
          name: c.name,
          campaignStatus: c.campaignStatus,
          startDateTime: c.startDateTime,
          endDateTime: c.endDateTime,
          lineId: c.lineId,
          pricingModel: c.campaignPricingModel,
        });
      }
      return sortBy(eligible, '-startDateTime');
    },
  },

  getCampaign: {
    access: onAccount('campaign.read'),
    version: CAMPAIGN_VERSION,
    flags: ['includePublisherSchedules'],
    read: ({ path: { accountId, campaignId }, query, session, db }) => {
      const campaign = findCampaign(db, accountId, campaignId, { session });
      const types = query.campaignTypes ?? [];
      if (!campaign || (types.length > 0 && !types.includes(campaign.campaignType))) {
        fail(notFound('Campaign', campaignId));
      }
      const answer = campaignDetail(db, campaign);
      if (query.includePublisherSchedules) answer.publisherSchedules = plainCopy(campaign.publisherSchedules ?? []);
      return answer;
    },
  },

  deleteCampaign: {
    access: onAccount('campaign.write'),
    write: ({ path: { accountId, campaignId }, session, db, backend }) => {
      const campaign = findCampaign(db, accountId, campaignId, { session }) ?? fail(notFound('Campaign', campaignId));
      refuseInReview(db, session, campaignId);
      const actor = actorOf({ session, backend });
      deleteAdGroups(
        db,
        actor,
        new Set(db.adGroups.filter((g) => g.campaignId === campaignId).map((g) => g.adGroupId)),
      );
      recordAudit(db, actor, accountId, 'Campaign', campaignId, 'Delete', deleteChanges(campaignCore(campaign)));
      db.campaigns = db.campaigns.filter((c) => c.campaignId !== campaignId);
    },
  },

  getCampaignGlobal: {
    access: {},
    version: GLOBAL_CAMPAIGN_VERSION,
    read: ({ path: { campaignId }, session, db }) => {
      const campaign = db.campaigns.find((c) => c.campaignId === campaignId);
      if (!campaign || !mayRead(session, campaign.accountId) || !seesCampaign(session, campaign))
        fail(notFound('Campaign', campaignId));
      return campaignDetail(db, campaign);
    },
  },

  duplicateCampaign: {
    access: onAccount('campaign.write'),
    write: ({ path: { accountId, campaignId }, session, db, backend }) => {
      const source = findCampaign(db, accountId, campaignId, { session }) ?? fail(notFound('Campaign', campaignId));
      const actor = actorOf({ session, backend });
      const copy: Campaign = {
        ...plainCopy(campaignCore(source)),
        campaignId: backend.store.nextId('campaign'),
        name: `${source.name} (copy)`,
        campaignStatus: 'Draft',
        ticketId: null,
        ticketUrl: null,
        transactionDateTime: actor.now,
        ...createdStamps(actor),
      };
      db.campaigns.push(copy);
      recordAudit(db, actor, accountId, 'Campaign', copy.campaignId, 'Insert', insertChanges(copy));
      const groups = db.adGroups
        .filter((g) => g.campaignId === campaignId)
        .sort((a, b) => a.userPriorityOrder - b.userPriorityOrder);
      for (const group of groups) copyAdGroup(db, backend.store, actor, group, copy, group.name);
      return campaignDetail(db, copy);
    },
  },

  updateCampaignStatus: {
    access: onAccount('campaign.write'),
    write: ({ path: { accountId, campaignId }, body, session, db, backend }) => {
      const campaign = findCampaign(db, accountId, campaignId, { session }) ?? fail(notFound('Campaign', campaignId));
      const actor = actorOf({ session, backend });
      const from = campaign.campaignStatus;
      const to = body.status;
      // NS-40, NS-88: the graph, for this user.
      const allowed = allowedTransitions(campaign, { internal: session.internal, now: actor.now });
      if (!allowed.includes(to)) {
        fail(
          problem({
            status: 409,
            code: CONFLICT,
            subcode: 'STATUS_TRANSITION_NOT_ALLOWED',
            detail: `status: cannot change campaign ${campaignId} from ${from} to ${to}`,
            allowedTransitions: allowed,
          }),
        );
      }
      const note = body.note?.trim() ?? '';
      if (to === 'Draft' && note === '') fail(badRequest('note: a return to Draft needs a note', 'note'));
      const blockers = to === 'InReview' ? submitBlockers(db, campaign) : [];
      if (blockers.length > 0) {
        fail(
          conflict(
            CONFLICT,
            `campaign ${campaignId} cannot be submitted: ${blockers.join('; ')}`,
            'CAMPAIGN_INCOMPLETE',
          ),
        );
      }
      const before = campaignCore(campaign);
      campaign.campaignStatus = to;
      // The return's note stays until the next change (NS-88).
      if (to === 'Draft') campaign.reviewNote = note;
      else if (campaign.reviewNote != null) campaign.reviewNote = null;
      campaign.updateDateTime = actor.now;
      campaign.updateUser = actor.user;
      recordAudit(db, actor, accountId, 'Campaign', campaignId, 'Update', diffChanges(before, campaignCore(campaign)));
      return campaignDetail(db, campaign);
    },
  },

  getCampaignReportingDetails: {
    access: onAccount('campaign.read'),
    read: ({ path: { accountId, campaignId }, session, db, backend }) => {
      const campaign = findCampaign(db, accountId, campaignId, { session }) ?? fail(notFound('Campaign', campaignId));
      const line = campaign.lineId == null ? undefined : db.lines.find((l) => l.lineId === campaign.lineId);
      const adSpend = round2(campaignTotals(backend.store.performance()).get(campaignId)?.adSpend ?? 0);
      const lines: Schemas['ReportingLine'][] = line
        ? [
            {
              lineId: line.lineId,
              lineNumber: line.lineNumber,
              budget: line.budget,
              adSpend,
              remainingBudget: round2(line.budget - adSpend),
            },
          ]
        : [];
      return { campaignId, currency: campaign.currency, lines };
    },
  },
};
