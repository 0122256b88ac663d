/** Lines, plans (with acceptance, NS-41) and the audit change records (NS-58). */
import type { RequestHandler } from 'msw';
import {
  AcceptPlanBody,
  AcceptPlanParams,
  CreatePlanBody,
  CreatePlanParams,
  GetLineParams,
  GetPlanParams,
  ListAuditChangeRecordsParams,
  ListAuditChangeRecordsQueryParams,
  ListLinesParams,
  ListLinesQueryParams,
  ListPlansParams,
  ListPlansQueryParams,
  UpdatePlanBody,
  UpdatePlanParams,
} from '@generated/campaign-build/campaign-build.zod';
import type { Db } from '../../db/types';
import type { Backend } from '../../server/backend';
import { pagedList } from '../../server/list';
import { round2 } from '../../server/records';
import { badRequest, conflict, notFound } from '../../server/respond';
import { checkBody, checkQuery } from '../../server/validate';
import {
  accountAccess,
  auditView,
  campaignTotals,
  CONFLICT,
  findLine,
  findPlan,
  http,
  type AuditChangeRecord,
  type AuditEntityType,
  type Line,
  type Plan,
  type StoredAuditRecord,
  createdStamps,
  insertDraftCampaign,
} from './common';

/** How long a plan stays Processing after acceptance (measured with backend.now()). */
export const PLAN_PROCESSING_MS = 2000;

const PLAN_SORT_FIELDS = ['name', 'planId', 'status', 'createDateTime', 'updateDateTime'] as const;
type PlanSortField = (typeof PLAN_SORT_FIELDS)[number];

const isPlanSortField = (field: string): field is PlanSortField =>
  (PLAN_SORT_FIELDS as readonly string[]).includes(field);

function planNameConflict(db: Db, accountId: number, name: string, except?: number): Response | undefined {
  const taken = db.plans.some(
    (p) => p.accountId === accountId && p.planId !== except && p.name.trim().toLowerCase() === name.toLowerCase(),
  );
  if (!taken) return undefined;
  return conflict(CONFLICT, `A plan with name '${name}' already exists in account ${accountId}`, 'PLAN_NAME_CONFLICT');
}

/**
 * NS-41: a plan accepted at least PLAN_PROCESSING_MS ago leaves Processing when it is next read:
 * Failed when a campaign built from one of its shells has no line, Accepted otherwise. The
 * campaigns built at acceptance carry createDateTime = acceptedDateTime.
 */
function settlePlans(backend: Backend, accountId: number, planId?: number): void {
  const now = backend.now().getTime();
  const due = (plan: Plan) =>
    plan.accountId === accountId &&
    (planId === undefined || plan.planId === planId) &&
    plan.status === 'Processing' &&
    typeof plan.acceptedDateTime === 'string' &&
    now - Date.parse(plan.acceptedDateTime) >= PLAN_PROCESSING_MS;
  if (!backend.store.db.plans.some(due)) return;
  backend.store.write((db) => {
    for (const plan of db.plans.filter(due)) {
      const built = db.campaigns.filter((c) => c.planId === plan.planId && c.createDateTime === plan.acceptedDateTime);
      plan.status = built.some((c) => c.lineId === null || c.lineId === undefined) ? 'Failed' : 'Accepted';
      plan.updateDateTime = new Date(now).toISOString();
    }
  });
}

function comparePlans(field: PlanSortField, descending: boolean) {
  return (a: Plan, b: Plan) => {
    const left = a[field];
    const right = b[field];
    const order =
      typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right));
    return (descending ? -order : order) || a.planId - b.planId;
  };
}

/**
 * A line with what is left of its budget: the budget less the ad spend of every campaign drawing
 * from it (NS-97), from the delivery the reports serve.
 */
function withRemainingBudget(backend: Backend, line: Line): Line {
  const totals = campaignTotals(backend.store.performance());
  const spent = backend.store.db.campaigns
    .filter((campaign) => campaign.lineId === line.lineId)
    .reduce((sum, campaign) => sum + (totals.get(campaign.campaignId)?.adSpend ?? 0), 0);
  return { ...line, remainingBudget: round2(line.budget - spent) };
}

export function planAndLineHandlers(backend: Backend): RequestHandler[] {
  const { store } = backend;
  return [
    // ------------------------------------------------------------ lines
    http.get('/api/v1/campaign-build/accounts/{accountId}/lines', async ({ request, params, response }) => {
      const ctx = await accountAccess(backend, request, ListLinesParams, params, 'campaign.read');
      if (ctx instanceof Response) return response.untyped(ctx);
      const query = checkQuery(ListLinesQueryParams, request, ['status']);
      if (!query.ok) return response.untyped(query.response);
      const statuses = query.value.status ?? [];
      const lines = store.db.lines
        .filter((l) => l.accountId === ctx.path.accountId)
        .filter((l) => statuses.length === 0 || statuses.includes(l.status))
        // CAMP-005: external users see only ACTIVE lines.
        .filter((l) => ctx.session.internal || l.status === 'ACTIVE')
        .sort((a, b) => a.lineId - b.lineId);
      return response(200).json(lines.map((line) => withRemainingBudget(backend, line)));
    }),

    http.get('/api/v1/campaign-build/accounts/{accountId}/lines/{lineId}', async ({ request, params, response }) => {
      const ctx = await accountAccess(backend, request, GetLineParams, params, 'campaign.read');
      if (ctx instanceof Response) return response.untyped(ctx);
      const line = findLine(store.db, ctx.path.accountId, ctx.path.lineId);
      if (!line) return response.untyped(notFound('Line', ctx.path.lineId));
      return response(200).json(withRemainingBudget(backend, line));
    }),

    // ------------------------------------------------------------ plans
    http.get('/api/v1/campaign-build/accounts/{accountId}/plans', async ({ request, params, response }) => {
      const ctx = await accountAccess(backend, request, ListPlansParams, params, 'campaign.read');
      if (ctx instanceof Response) return response.untyped(ctx);
      const query = checkQuery(ListPlansQueryParams, request);
      if (!query.ok) return response.untyped(query.response);
      const { name, page, size, sort } = query.value;
      const [field = '', direction = 'asc'] = sort.split(',').map((part) => part.trim());
      if (!isPlanSortField(field) || (direction !== 'asc' && direction !== 'desc')) {
        return response.untyped(
          badRequest(`sort: expected <${PLAN_SORT_FIELDS.join('|')}>,<asc|desc>, got '${sort}'`, 'sort'),
        );
      }
      settlePlans(backend, ctx.path.accountId);
      const needle = name?.trim().toLowerCase() ?? '';
      const plans = store.db.plans
        .filter((p) => p.accountId === ctx.path.accountId && p.name.toLowerCase().includes(needle))
        .sort(comparePlans(field, direction === 'desc'));
      return response(200).json({
        items: plans.slice(page * size, (page + 1) * size),
        totalElements: plans.length,
        totalPages: Math.ceil(plans.length / size),
      });
    }),

    http.post('/api/v1/campaign-build/accounts/{accountId}/plans', async ({ request, params, response }) => {
      const ctx = await accountAccess(backend, request, CreatePlanParams, params, 'campaign.write');
      if (ctx instanceof Response) return response.untyped(ctx);
      const body = await checkBody(CreatePlanBody, request);
      if (!body.ok) return response.untyped(body.response);
      const { accountId } = ctx.path;
      const name = body.value.name.trim();
      if (!name) return response.untyped(badRequest('name: must not be blank', 'name'));
      const taken = planNameConflict(store.db, accountId, name);
      if (taken) return response.untyped(taken);
      const created = store.write((db) => {
        const plan: Plan = {
          planId: store.nextId('plan'),
          accountId,
          name,
          ioNumber: body.value.ioNumber ?? null,
          status: 'Draft',
          acceptedDateTime: null,
          ...createdStamps(ctx),
        };
        db.plans.push(plan);
        return plan;
      });
      return response(201).json(created);
    }),

    http.get('/api/v1/campaign-build/accounts/{accountId}/plans/{planId}', async ({ request, params, response }) => {
      const ctx = await accountAccess(backend, request, GetPlanParams, params, 'campaign.read');
      if (ctx instanceof Response) return response.untyped(ctx);
      const { accountId, planId } = ctx.path;
      if (!findPlan(store.db, accountId, planId)) return response.untyped(notFound('Plan', planId));
      settlePlans(backend, accountId, planId);
      const plan = findPlan(store.db, accountId, planId);
      if (!plan) return response.untyped(notFound('Plan', planId));
      return response(200).json(plan);
    }),

    http.patch('/api/v1/campaign-build/accounts/{accountId}/plans/{planId}', async ({ request, params, response }) => {
      const ctx = await accountAccess(backend, request, UpdatePlanParams, params, 'campaign.write');
      if (ctx instanceof Response) return response.untyped(ctx);
      const body = await checkBody(UpdatePlanBody, request);
      if (!body.ok) return response.untyped(body.response);
      const { accountId, planId } = ctx.path;
      if (!findPlan(store.db, accountId, planId)) return response.untyped(notFound('Plan', planId));
      const name = body.value.name?.trim();
      if (name === '') return response.untyped(badRequest('name: must not be blank', 'name'));
      if (name !== undefined) {
        const taken = planNameConflict(store.db, accountId, name, planId);
        if (taken) return response.untyped(taken);
      }
      const updated = store.write((db) => {
        const plan = findPlan(db, accountId, planId);
        if (!plan) throw new Error(`plan ${planId} vanished`);
        if (name !== undefined) plan.name = name;
        if (body.value.ioNumber !== undefined) plan.ioNumber = body.value.ioNumber;
        plan.updateDateTime = ctx.now;
        plan.updateUser = ctx.user;
        return plan;
      });
      return response(200).json(updated);
    }),

    http.put(
      '/api/v1/campaign-build/accounts/{accountId}/plans/{planId}/accept',
      async ({ request, params, response }) => {
        const ctx = await accountAccess(backend, request, AcceptPlanParams, params, 'campaign.write');
        if (ctx instanceof Response) return response.untyped(ctx);
        const body = await checkBody(AcceptPlanBody, request);
        if (!body.ok) return response.untyped(body.response);
        const { accountId, planId } = ctx.path;
        const shells = body.value;
        for (const [index, shell] of shells.entries()) {
          if (Date.parse(shell.endDateTime) <= Date.parse(shell.startDateTime)) {
            return response.untyped(
              badRequest(`${index}.endDateTime: must be after startDateTime`, `${index}.endDateTime`),
            );
          }
          const line = shell.lineId == null ? undefined : findLine(store.db, accountId, shell.lineId);
          if (shell.lineId != null && (!line || line.status === 'DELETED')) {
            return response.untyped(
              badRequest(
                `${index}.lineId: line ${shell.lineId} is not a usable line of account ${accountId}`,
                `${index}.lineId`,
              ),
            );
          }
        }
        const account = store.db.accounts.find((a) => a.id === accountId);
        if (!account) return response.untyped(notFound('Account', accountId));
        const current = findPlan(store.db, accountId, planId);
        if (!current) return response.untyped(notFound('Plan', planId));
        if (current.status !== 'Draft') {
          return response.untyped(
            conflict(CONFLICT, `Plan ${planId} is ${current.status}; only a Draft plan can be accepted`),
          );
        }
        const accepted = store.write((db) => {
          const plan = findPlan(db, accountId, planId);
          if (!plan) throw new Error(`plan ${planId} vanished`);
          for (const shell of shells) {
            insertDraftCampaign(db, store, ctx, accountId, {
              name: shell.name.trim() || shell.name,
              campaignType: shell.campaignType,
              campaignPricingModel: shell.campaignPricingModel,
              budget: shell.budget,
              budgetDeliveryGoal: 'BUDGET',
              budgetDiscountPercent: null,
              billingCap: null,
              currency: account.bookingCurrency,
              scheduleType: 'Lifetime',
              startDateTime: shell.startDateTime,
              endDateTime: shell.endDateTime,
              isOfferAutoActivated: false,
              isTrackedLinkOffer: false,
              lineId: shell.lineId ?? null,
              planId,
            });
          }
          plan.status = 'Processing';
          plan.acceptedDateTime = ctx.now;
          plan.updateDateTime = ctx.now;
          plan.updateUser = ctx.user;
          return plan;
        });
        return response(200).json(accepted);
      },
    ),

    // ------------------------------------------------------------ audit
    http.get('/api/v7/campaign-build-api/accounts/{accountId}/audit', async ({ request, params, response }) => {
      const ctx = await accountAccess(backend, request, ListAuditChangeRecordsParams, params, 'campaign.read');
      if (ctx instanceof Response) return response.untyped(ctx);
      const query = checkQuery(ListAuditChangeRecordsQueryParams, request);
      if (!query.ok) return response.untyped(query.response);
      const { entityType, entityId, page, perPage } = query.value;
      const { db } = store;
      const records = db.audit
        .filter((r) => r.entityType === entityType && r.entityId === entityId)
        .filter(
          (r) =>
            (storedAccount(r) ?? ownerOf(db, r.entityType, r.entityId) ?? ctx.path.accountId) === ctx.path.accountId,
        )
        .map(auditView)
        // Newest first; among equal times the later record first.
        .reverse();
      return response.untyped(pagedList(records, { page, perPage }, '-updateDateTime'));
    }),
  ];
}

/** The account a record was stored with (records of the seed may have none). */
function storedAccount(record: AuditChangeRecord | StoredAuditRecord): number | undefined {
  return 'accountId' in record && typeof record.accountId === 'number' ? record.accountId : undefined;
}

/** The account of an audited entity that still exists (records stored without one). */
function ownerOf(db: Db, entityType: AuditEntityType, entityId: number): number | undefined {
  switch (entityType) {
    case 'Campaign':
      return db.campaigns.find((c) => c.campaignId === entityId)?.accountId;
    case 'AdGroup':
      return db.adGroups.find((g) => g.adGroupId === entityId)?.accountId;
    case 'Ad':
      return db.ads.find((a) => a.adId === entityId)?.accountId;
    case 'Audience':
      return db.audiences.find((a) => a.audienceId === entityId)?.accountId;
    default:
      return undefined;
  }
}
