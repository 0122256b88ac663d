/** Campaigns: list, create, read (account and global), delete, duplicate, status, reporting reads. */
import { countryRules } from '@/lib/countries';
import { plainCopy } from '../../db/store';
import type { RequestHandler } from 'msw';
import {
  CreateCampaignBody,
  CreateCampaignParams,
  DeleteCampaignParams,
  DuplicateCampaignParams,
  GetCampaignGlobalParams,
  GetCampaignParams,
  GetCampaignQueryParams,
  GetCampaignReportingDetailsParams,
  ListCampaignsParams,
  ListCampaignsQueryParams,
  ListReportingEligibleCampaignsParams,
  UpdateCampaignStatusBody,
  UpdateCampaignStatusParams,
} from '@generated/campaign-build/campaign-build.zod';
import type { Db } from '../../db/types';
import { allowedTransitions, submitBlockers } from './status-graph';
import type { Backend } from '../../server/backend';
import { pagedList, sortBy } from '../../server/list';
import { round2 } from '../../server/records';
import { badRequest, conflict, notFound, problem } from '../../server/respond';
import { checkBody, checkQuery, checkQueryFlag } from '../../server/validate';
import {
  accountAccess,
  campaignCore,
  campaignTotals,
  copyAdGroup,
  deleteAdGroups,
  deleteChanges,
  diffChanges,
  findCampaign,
  findLine,
  findPlan,
  globalAccess,
  http,
  insertChanges,
  mayRead,
  planSummary,
  recordAudit,
  seesCampaign,
  type Campaign,
  type CampaignTotals,
  type Schemas,
  createdStamps,
  insertDraftCampaign,
  inReviewRefusal,
} from './common';

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

export function campaignHandlers(backend: Backend): RequestHandler[] {
  const { store } = backend;
  return [
    http.get('/api/v7/campaign-build-api/accounts/{accountId}/campaigns', async ({ request, params, response }) => {
      const ctx = await accountAccess(backend, request, ListCampaignsParams, params, 'campaign.read');
      if (ctx instanceof Response) return response.untyped(ctx);
      const query = checkQuery(ListCampaignsQueryParams, request);
      if (!query.ok) return response.untyped(query.response);
      const includePlan = checkQueryFlag(request, 'includePlanDetails');
      if (!includePlan.ok) return response.untyped(includePlan.response);
      const { db } = store;
      const totals = campaignTotals(store.performance());
      const rows = db.campaigns
        .filter((c) => c.accountId === ctx.path.accountId)
        // CAMP-026, NS-85: external users see no Draft campaign but their own.
        .filter((c) => seesCampaign(ctx.session, c))
        .map((c) =>
          listRow(db, c, totals, { includePlan: includePlan.value ?? false, internal: ctx.session.internal }),
        );
      return response.untyped(pagedList(rows, query.value, '-startDateTime'));
    }),

    http.post('/api/v7/campaign-build-api/accounts/{accountId}/campaigns', async ({ request, params, response }) => {
      const ctx = await accountAccess(backend, request, CreateCampaignParams, params, 'campaign.write');
      if (ctx instanceof Response) return response.untyped(ctx);
      const body = await checkBody(CreateCampaignBody, request);
      if (!body.ok) return response.untyped(body.response);
      const input = body.value;
      const { db } = store;
      const { accountId } = ctx.path;
      const account = db.accounts.find((a) => a.id === accountId);
      if (!account) return response.untyped(notFound('Account', accountId));
      const name = input.name.trim();
      if (!name) return response.untyped(badRequest('name: must not be blank', 'name'));
      const line = input.lineId == null ? undefined : findLine(db, accountId, input.lineId);
      if (input.lineId != null && (!line || line.status === 'DELETED')) {
        return response.untyped(
          badRequest(`lineId: line ${input.lineId} is not a usable line of account ${accountId}`, 'lineId'),
        );
      }
      if (input.planId != null && !findPlan(db, accountId, input.planId)) {
        return response.untyped(
          badRequest(`planId: plan ${input.planId} does not exist in account ${accountId}`, 'planId'),
        );
      }
      const currency = input.currency ?? account.bookingCurrency;
      if (currency !== account.bookingCurrency) {
        return response.untyped(
          badRequest(`currency: account ${accountId} books in ${account.bookingCurrency}`, 'currency'),
        );
      }
      // NS-52: the create payload has no type; CPE is the one dynamic pricing model (CAMP-017), so it
      // makes a DYNAMIC_CLO campaign, which only some countries book (COUNTRY-003).
      const pricingModel = input.campaignPricingModel ?? line?.pricingModel ?? 'None';
      const campaignType = pricingModel === 'CPE' ? 'DYNAMIC_CLO' : 'FIXED_CLO';
      if (!countryRules(account.bookingCountry).campaignTypes.includes(campaignType)) {
        return response.untyped(
          badRequest(
            `campaignPricingModel: ${pricingModel} makes a ${campaignType} campaign, which ${account.bookingCountry} accounts do not book`,
            'campaignPricingModel',
          ),
        );
      }
      const now = backend.now();
      const startDateTime = input.startDateTime ?? now.toISOString();
      const endDateTime = input.endDateTime ?? new Date(Date.parse(startDateTime) + 30 * DAY_MS).toISOString();
      if (Date.parse(endDateTime) <= Date.parse(startDateTime)) {
        return response.untyped(badRequest('endDateTime: must be after startDateTime', 'endDateTime'));
      }
      const created = store.write((data) => {
        const campaign = insertDraftCampaign(data, store, ctx, accountId, {
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
        return campaignDetail(data, campaign);
      });
      return response(201).json(created);
    }),

    // Fixed path before /campaigns/{campaignId}.
    http.get(
      '/api/v7/campaign-build-api/accounts/{accountId}/campaigns/reporting-eligible',
      async ({ request, params, response }) => {
        const ctx = await accountAccess(
          backend,
          request,
          ListReportingEligibleCampaignsParams,
          params,
          'campaign.read',
        );
        if (ctx instanceof Response) return response.untyped(ctx);
        const eligible: Schemas['ReportingCampaign'][] = [];
        for (const c of store.db.campaigns) {
          if (c.accountId !== ctx.path.accountId || c.campaignStatus === 'Draft' || c.lineId == null) continue;
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
        return response(200).json(sortBy(eligible, '-startDateTime'));
      },
    ),

    http.get(
      '/api/v7/campaign-build-api/accounts/{accountId}/campaigns/{campaignId}',
      async ({ request, params, response }) => {
        const ctx = await accountAccess(backend, request, GetCampaignParams, params, 'campaign.read');
        if (ctx instanceof Response) return response.untyped(ctx);
        const query = checkQuery(GetCampaignQueryParams, request, ['campaignTypes']);
        if (!query.ok) return response.untyped(query.response);
        const schedules = checkQueryFlag(request, 'includePublisherSchedules');
        if (!schedules.ok) return response.untyped(schedules.response);
        const campaign = findCampaign(store.db, ctx.path.accountId, ctx.path.campaignId, ctx);
        const types = query.value.campaignTypes ?? [];
        if (!campaign || (types.length > 0 && !types.includes(campaign.campaignType))) {
          return response.untyped(notFound('Campaign', ctx.path.campaignId));
        }
        const answer = campaignDetail(store.db, campaign);
        if (schedules.value) answer.publisherSchedules = plainCopy(campaign.publisherSchedules ?? []);
        return response(200).json(answer);
      },
    ),

    http.delete(
      '/api/v7/campaign-build-api/accounts/{accountId}/campaigns/{campaignId}',
      async ({ request, params, response }) => {
        const ctx = await accountAccess(backend, request, DeleteCampaignParams, params, 'campaign.write');
        if (ctx instanceof Response) return response.untyped(ctx);
        const { accountId, campaignId } = ctx.path;
        const campaign = findCampaign(store.db, accountId, campaignId, ctx);
        if (!campaign) return response.untyped(notFound('Campaign', campaignId));
        const inReview = inReviewRefusal(store.db, ctx.session, campaignId);
        if (inReview) return response.untyped(inReview);
        store.write((db) => {
          deleteAdGroups(
            db,
            ctx,
            new Set(db.adGroups.filter((g) => g.campaignId === campaignId).map((g) => g.adGroupId)),
          );
          db.campaigns = db.campaigns.filter((c) => c.campaignId !== campaignId);
          recordAudit(db, ctx, accountId, 'Campaign', campaignId, 'Delete', deleteChanges(campaignCore(campaign)));
        });
        return response(204).empty();
      },
    ),

    http.get('/api/v7/campaign-build-api/campaigns/{campaignId}', async ({ request, params, response }) => {
      const ctx = await globalAccess(backend, request, GetCampaignGlobalParams, params);
      if (ctx instanceof Response) return response.untyped(ctx);
      const campaign = store.db.campaigns.find((c) => c.campaignId === ctx.path.campaignId);
      if (!campaign || !mayRead(ctx.session, campaign.accountId) || !seesCampaign(ctx.session, campaign))
        return response.untyped(notFound('Campaign', ctx.path.campaignId));
      return response(200).json(campaignDetail(store.db, campaign));
    }),

    http.post(
      '/api/v7/campaign-build-api/accounts/{accountId}/campaigns/{campaignId}/duplicate',
      async ({ request, params, response }) => {
        const ctx = await accountAccess(backend, request, DuplicateCampaignParams, params, 'campaign.write');
        if (ctx instanceof Response) return response.untyped(ctx);
        const { accountId, campaignId } = ctx.path;
        const source = findCampaign(store.db, accountId, campaignId, ctx);
        if (!source) return response.untyped(notFound('Campaign', campaignId));
        const copied = store.write((db) => {
          const copy: Campaign = {
            ...plainCopy(campaignCore(source)),
            campaignId: store.nextId('campaign'),
            name: `${source.name} (copy)`,
            campaignStatus: 'Draft',
            ticketId: null,
            ticketUrl: null,
            transactionDateTime: ctx.now,
            ...createdStamps(ctx),
          };
          db.campaigns.push(copy);
          recordAudit(db, ctx, accountId, 'Campaign', copy.campaignId, 'Insert', insertChanges(copy));
          const groups = db.adGroups
            .filter((g) => g.campaignId === campaignId)
            .sort((a, b) => a.userPriorityOrder - b.userPriorityOrder);
          for (const group of groups) copyAdGroup(db, store, ctx, group, copy, group.name);
          return campaignDetail(db, copy);
        });
        return response(201).json(copied);
      },
    ),

    http.put(
      '/api/v7/campaign-build-api/accounts/{accountId}/campaigns/{campaignId}/status',
      async ({ request, params, response }) => {
        const ctx = await accountAccess(backend, request, UpdateCampaignStatusParams, params, 'campaign.write');
        if (ctx instanceof Response) return response.untyped(ctx);
        const body = await checkBody(UpdateCampaignStatusBody, request);
        if (!body.ok) return response.untyped(body.response);
        const { accountId, campaignId } = ctx.path;
        const campaign = findCampaign(store.db, accountId, campaignId, ctx);
        if (!campaign) return response.untyped(notFound('Campaign', campaignId));
        const from = campaign.campaignStatus;
        const to = body.value.status;
        // NS-40, NS-88: the graph, for this user.
        const allowed = allowedTransitions(campaign, { internal: ctx.session.internal, now: ctx.now });
        if (!allowed.includes(to)) {
          return response.untyped(
            problem({
              status: 409,
              code: 'CAMPAIGN_BUILD_4XX_CONFLICT',
              subcode: 'STATUS_TRANSITION_NOT_ALLOWED',
              detail: `status: cannot change campaign ${campaignId} from ${from} to ${to}`,
              allowedTransitions: allowed,
            }),
          );
        }
        const note = body.value.note?.trim() ?? '';
        if (to === 'Draft' && note === '')
          return response.untyped(badRequest('note: a return to Draft needs a note', 'note'));
        const blockers = to === 'InReview' ? submitBlockers(store.db, campaign) : [];
        if (blockers.length > 0) {
          return response.untyped(
            conflict(
              'CAMPAIGN_BUILD_4XX_CONFLICT',
              `campaign ${campaignId} cannot be submitted: ${blockers.join('; ')}`,
              'CAMPAIGN_INCOMPLETE',
            ),
          );
        }
        const updated = store.write((db) => {
          const target = findCampaign(db, accountId, campaignId);
          if (!target) throw new Error(`campaign ${campaignId} vanished`);
          const before = campaignCore(target);
          target.campaignStatus = to;
          // The return's note stays until the next change (NS-88).
          if (to === 'Draft') target.reviewNote = note;
          else if (target.reviewNote != null) target.reviewNote = null;
          target.updateDateTime = ctx.now;
          target.updateUser = ctx.user;
          recordAudit(db, ctx, accountId, 'Campaign', campaignId, 'Update', diffChanges(before, campaignCore(target)));
          return campaignDetail(db, target);
        });
        return response(200).json(updated);
      },
    ),

    http.get(
      '/api/v7/campaign-build-api/accounts/{accountId}/campaigns/{campaignId}/reporting-details',
      async ({ request, params, response }) => {
        const ctx = await accountAccess(backend, request, GetCampaignReportingDetailsParams, params, 'campaign.read');
        if (ctx instanceof Response) return response.untyped(ctx);
        const { accountId, campaignId } = ctx.path;
        const campaign = findCampaign(store.db, accountId, campaignId, ctx);
        if (!campaign) return response.untyped(notFound('Campaign', campaignId));
        const line = campaign.lineId == null ? undefined : store.db.lines.find((l) => l.lineId === campaign.lineId);
        const adSpend = round2(campaignTotals(store.performance()).get(campaignId)?.adSpend ?? 0);
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
        return response(200).json({ campaignId, currency: campaign.currency, lines });
      },
    ),
  ];
}
