/** Campaigns: list, create, read (account and global), delete, duplicate, status, reporting reads. */
import { countryRules } from '@/lib/countries';
import { plainCopy } from '../../db/store';
import type { Db } from '../../db/types';
import { onAccount } from '../../server/guard';
import { page, sortBy } from '../../server/list';
import { round2 } from '../../server/records';
import { conflict, fail, invalid, notFound, problem } from '../../server/respond';
import {
  actorOf,
  CAMPAIGN_VERSION,
  campaignCore,
  campaignTotals,
  CONFLICT,
  copyAdGroup,
  createdStamps,
  deleteAdGroups,
  findCampaign,
  findPlan,
  GLOBAL_CAMPAIGN_VERSION,
  insertDraftCampaign,
  mayRead,
  planSummary,
  recordAudit,
  refuseInReview,
  seesCampaign,
  trimmedName,
  updatedStamps,
  usableLine,
  type Campaign,
  type Operations,
  type Schemas,
} from './common';
import { allowedTransitions, submitBlockers } from './status-graph';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The campaign as a single read answers it: stored fields plus its plan's name. */
function campaignDetail(db: Db, campaign: Campaign): Campaign {
  return { ...campaignCore(campaign), plan: planSummary(db, campaign) };
}

export const campaignOperations = {
  listCampaigns: {
    access: onAccount('campaign.read'),
    flags: ['includePlanDetails'],
    read: ({ path: { accountId }, query: { includePlanDetails, ...list }, session, db, backend }) => {
      const totals = campaignTotals(backend.store.performance());
      const rows = db.campaigns
        // CAMP-026, NS-85: external users see no Draft campaign but their own.
        .filter((c) => c.accountId === accountId && seesCampaign(session, c))
        .map((campaign) => {
          const row = campaignCore(campaign);
          if (includePlanDetails) row.plan = planSummary(db, campaign);
          const delivered = totals.get(campaign.campaignId);
          row.impressions = Math.round(delivered?.impressions ?? 0);
          row.reach = Math.round(delivered?.reach ?? 0);
          row.mediaFees = round2(delivered?.mediaFees ?? 0);
          // Bank approval flags are for internal users only (BANK-010).
          if (session.internal) {
            row.flaggedForReview = db.approvals.some((a) => a.campaignId === campaign.campaignId && a.hasFlags);
          }
          const line = db.lines.find((l) => l.lineId === campaign.lineId);
          if (line) row.lineNumber = line.lineNumber;
          return row;
        });
      return page(rows, list, '-startDateTime');
    },
  },

  createCampaign: {
    access: onAccount('campaign.write'),
    write: ({ path: { accountId }, body: input, db, backend, session }) => {
      const account = db.accounts.find((a) => a.id === accountId) ?? fail(notFound('Account', accountId));
      const name = trimmedName(input.name);
      const line = usableLine(db, accountId, input.lineId, 'lineId');
      if (input.planId != null && !findPlan(db, accountId, input.planId)) {
        invalid('planId', `plan ${input.planId} does not exist in account ${accountId}`);
      }
      const currency = input.currency ?? account.bookingCurrency;
      if (currency !== account.bookingCurrency) {
        invalid('currency', `account ${accountId} books in ${account.bookingCurrency}`);
      }
      // NS-52: the create payload has no type; CPE is the one dynamic pricing model (CAMP-017), so it
      // makes a DYNAMIC_CLO campaign, which only some countries book (COUNTRY-003).
      const pricingModel = input.campaignPricingModel ?? line?.pricingModel ?? 'None';
      const campaignType = pricingModel === 'CPE' ? 'DYNAMIC_CLO' : 'FIXED_CLO';
      if (!countryRules(account.bookingCountry).campaignTypes.includes(campaignType)) {
        invalid(
          'campaignPricingModel',
          `${pricingModel} makes a ${campaignType} campaign, which ${account.bookingCountry} accounts do not book`,
        );
      }
      const actor = actorOf({ session, backend });
      const startDateTime = input.startDateTime ?? actor.now;
      const endDateTime = input.endDateTime ?? new Date(Date.parse(startDateTime) + 30 * DAY_MS).toISOString();
      if (Date.parse(endDateTime) <= Date.parse(startDateTime)) invalid('endDateTime', 'must be after startDateTime');
      const campaign = insertDraftCampaign(db, backend.store, actor, accountId, {
        ...input,
        name,
        campaignType,
        campaignPricingModel: pricingModel,
        budget: input.budget ?? 1000,
        currency,
        startDateTime,
        endDateTime,
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
      const campaign = findCampaign(db, accountId, campaignId, session);
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
      const campaign = findCampaign(db, accountId, campaignId, session) ?? fail(notFound('Campaign', campaignId));
      refuseInReview(db, session, campaignId);
      const actor = actorOf({ session, backend });
      deleteAdGroups(
        db,
        actor,
        new Set(db.adGroups.filter((g) => g.campaignId === campaignId).map((g) => g.adGroupId)),
      );
      recordAudit(db, actor, accountId, 'Campaign', campaignId, 'Delete', campaignCore(campaign), {});
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
      const source = findCampaign(db, accountId, campaignId, session) ?? fail(notFound('Campaign', campaignId));
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
      recordAudit(db, actor, accountId, 'Campaign', copy.campaignId, 'Insert', {}, copy);
      const groups = db.adGroups
        .filter((g) => g.campaignId === campaignId)
        .sort((a, b) => a.userPriorityOrder - b.userPriorityOrder);
      for (const group of groups) copyAdGroup(db, backend.store, actor, group, copy, group.name);
      return campaignDetail(db, copy);
    },
  },

  updateCampaignStatus: {
    access: onAccount('campaign.write'),
    write: ({ path: { accountId, campaignId }, body: { status: to, note }, session, db, backend }) => {
      const campaign = findCampaign(db, accountId, campaignId, session) ?? fail(notFound('Campaign', campaignId));
      const actor = actorOf({ session, backend });
      // NS-40, NS-88: the graph, for this user.
      const allowed = allowedTransitions(campaign, { internal: session.internal, now: actor.now });
      if (!allowed.includes(to)) {
        fail(
          problem({
            status: 409,
            code: CONFLICT,
            subcode: 'STATUS_TRANSITION_NOT_ALLOWED',
            detail: `status: cannot change campaign ${campaignId} from ${campaign.campaignStatus} to ${to}`,
            allowedTransitions: allowed,
          }),
        );
      }
      const reviewNote = note?.trim() ?? '';
      if (to === 'Draft' && reviewNote === '') invalid('note', 'a return to Draft needs a note');
      const blockers = to === 'InReview' ? submitBlockers(db, campaign) : [];
      if (blockers.length > 0) {
        const detail = `campaign ${campaignId} cannot be submitted: ${blockers.join('; ')}`;
        fail(conflict(CONFLICT, detail, 'CAMPAIGN_INCOMPLETE'));
      }
      const before = campaignCore(campaign);
      campaign.campaignStatus = to;
      // The return's note stays until the next change (NS-88).
      if (to === 'Draft') campaign.reviewNote = reviewNote;
      else if (campaign.reviewNote != null) campaign.reviewNote = null;
      Object.assign(campaign, updatedStamps(actor));
      recordAudit(db, actor, accountId, 'Campaign', campaignId, 'Update', before, campaignCore(campaign));
      return campaignDetail(db, campaign);
    },
  },

  getCampaignReportingDetails: {
    access: onAccount('campaign.read'),
    read: ({ path: { accountId, campaignId }, session, db, backend }) => {
      const campaign = findCampaign(db, accountId, campaignId, session) ?? fail(notFound('Campaign', campaignId));
      const line = db.lines.find((l) => l.lineId === campaign.lineId);
      const adSpend = round2(campaignTotals(backend.store.performance()).get(campaignId)?.adSpend ?? 0);
      const lines = (line ? [line] : []).map(({ lineId, lineNumber, budget }) => ({
        lineId,
        lineNumber,
        budget,
        adSpend,
        remainingBudget: round2(budget - adSpend),
      }));
      return { campaignId, currency: campaign.currency, lines };
    },
  },
} satisfies Operations;
