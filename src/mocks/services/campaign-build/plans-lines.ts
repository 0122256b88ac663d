/** Lines, plans (with acceptance, NS-41) and the audit change records (NS-58). */
import type { Db } from '../../db/types';
import type { Backend } from '../../server/backend';
import { onAccount } from '../../server/guard';
import { page } from '../../server/list';
import { round2 } from '../../server/records';
import { badRequest, conflict, fail, notFound } from '../../server/respond';
import {
  actorOf,
  auditView,
  campaignTotals,
  CONFLICT,
  createdStamps,
  findLine,
  findPlan,
  insertDraftCampaign,
  PLAN_VERSION,
  type AuditChangeRecord,
  type AuditEntityType,
  type Line,
  type Operations,
  type Plan,
  type StoredAuditRecord,
} from './common';

/** How long a plan stays Processing after acceptance (measured with backend.now()). */
export const PLAN_PROCESSING_MS = 2000;

const PLAN_SORT_FIELDS = ['name', 'planId', 'status', 'createDateTime', 'updateDateTime'] as const;
type PlanSortField = (typeof PLAN_SORT_FIELDS)[number];

const isPlanSortField = (field: string): field is PlanSortField =>
  (PLAN_SORT_FIELDS as readonly string[]).includes(field);

/** Throws 409 PLAN_NAME_CONFLICT when another plan of the account has the name. */
function refuseTakenPlanName(db: Db, accountId: number, name: string, except?: number): void {
  const taken = db.plans.some(
    (p) => p.accountId === accountId && p.planId !== except && p.name.trim().toLowerCase() === name.toLowerCase(),
  );
  if (taken) {
    fail(conflict(CONFLICT, `A plan with name '${name}' already exists in account ${accountId}`, 'PLAN_NAME_CONFLICT'));
  }
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

type PlanAndLineOperations =
  | 'listLines'
  | 'getLine'
  | 'listPlans'
  | 'createPlan'
  | 'getPlan'
  | 'updatePlan'
  | 'acceptPlan'
  | 'listAuditChangeRecords';

export const planAndLineOperations: Operations<PlanAndLineOperations> = {
  // ------------------------------------------------------------ lines
  listLines: {
    access: onAccount('campaign.read'),
    read: ({ path: { accountId }, query, session, db, backend }) => {
      const statuses = query.status ?? [];
      return (
        db.lines
          .filter((l) => l.accountId === accountId)
          .filter((l) => statuses.length === 0 || statuses.includes(l.status))
          // CAMP-005: external users see only ACTIVE lines.
          .filter((l) => session.internal || l.status === 'ACTIVE')
          .sort((a, b) => a.lineId - b.lineId)
          .map((line) => withRemainingBudget(backend, line))
      );
    },
  },

  getLine: {
    access: onAccount('campaign.read'),
    read: ({ path: { accountId, lineId }, db, backend }) =>
      withRemainingBudget(backend, findLine(db, accountId, lineId) ?? fail(notFound('Line', lineId))),
  },

  // ------------------------------------------------------------ plans
  listPlans: {
    access: onAccount('campaign.read'),
    read: ({ path: { accountId }, query: { name, page: number, size, sort }, backend }) => {
      const [field = '', direction = 'asc'] = sort.split(',').map((part) => part.trim());
      if (!isPlanSortField(field) || (direction !== 'asc' && direction !== 'desc')) {
        fail(badRequest(`sort: expected <${PLAN_SORT_FIELDS.join('|')}>,<asc|desc>, got '${sort}'`, 'sort'));
      }
      settlePlans(backend, accountId);
      const needle = name?.trim().toLowerCase() ?? '';
      const plans = backend.store.db.plans
        .filter((p) => p.accountId === accountId && p.name.toLowerCase().includes(needle))
        .sort(comparePlans(field, direction === 'desc'));
      return {
        items: plans.slice(number * size, (number + 1) * size),
        totalElements: plans.length,
        totalPages: Math.ceil(plans.length / size),
      };
    },
  },

  createPlan: {
    access: onAccount('campaign.write'),
    write: ({ path: { accountId }, body, session, db, backend }) => {
      const name = body.name.trim();
      if (!name) fail(badRequest('name: must not be blank', 'name'));
      refuseTakenPlanName(db, accountId, name);
      const plan: Plan = {
        planId: backend.store.nextId('plan'),
        accountId,
        name,
        ioNumber: body.ioNumber ?? null,
        status: 'Draft',
        acceptedDateTime: null,
        ...createdStamps(actorOf({ session, backend })),
      };
      db.plans.push(plan);
      return plan;
    },
  },

  getPlan: {
    access: onAccount('campaign.read'),
    version: PLAN_VERSION,
    read: ({ path: { accountId, planId }, backend }) => {
      if (!findPlan(backend.store.db, accountId, planId)) fail(notFound('Plan', planId));
      settlePlans(backend, accountId, planId);
      return findPlan(backend.store.db, accountId, planId) ?? fail(notFound('Plan', planId));
    },
  },

  updatePlan: {
    access: onAccount('campaign.write'),
    version: PLAN_VERSION,
    write: ({ path: { accountId, planId }, body, session, db, backend }) => {
      const plan = findPlan(db, accountId, planId) ?? fail(notFound('Plan', planId));
      const name = body.name?.trim();
      if (name === '') fail(badRequest('name: must not be blank', 'name'));
      if (name !== undefined) refuseTakenPlanName(db, accountId, name, planId);
      const actor = actorOf({ session, backend });
      if (name !== undefined) plan.name = name;
      if (body.ioNumber !== undefined) plan.ioNumber = body.ioNumber;
      plan.updateDateTime = actor.now;
      plan.updateUser = actor.user;
      return plan;
    },
  },

  acceptPlan: {
    access: onAccount('campaign.write'),
    write: ({ path: { accountId, planId }, body: shells, session, db, backend }) => {
      for (const [index, shell] of shells.entries()) {
        if (Date.parse(shell.endDateTime) <= Date.parse(shell.startDateTime)) {
          fail(badRequest(`${index}.endDateTime: must be after startDateTime`, `${index}.endDateTime`));
        }
        const line = shell.lineId == null ? undefined : findLine(db, accountId, shell.lineId);
        if (shell.lineId != null && (!line || line.status === 'DELETED')) {
          fail(
            badRequest(
              `${index}.lineId: line ${shell.lineId} is not a usable line of account ${accountId}`,
              `${index}.lineId`,
            ),
          );
        }
      }
      const account = db.accounts.find((a) => a.id === accountId) ?? fail(notFound('Account', accountId));
      const plan = findPlan(db, accountId, planId) ?? fail(notFound('Plan', planId));
      if (plan.status !== 'Draft') {
        fail(conflict(CONFLICT, `Plan ${planId} is ${plan.status}; only a Draft plan can be accepted`));
      }
      const actor = actorOf({ session, backend });
      for (const shell of shells) {
        insertDraftCampaign(db, backend.store, actor, accountId, {
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
      plan.acceptedDateTime = actor.now;
      plan.updateDateTime = actor.now;
      plan.updateUser = actor.user;
      return plan;
    },
  },

  // ------------------------------------------------------------ audit
  listAuditChangeRecords: {
    access: onAccount('campaign.read'),
    read: ({ path: { accountId }, query: { entityType, entityId, page: number, perPage }, db }) => {
      const records = db.audit
        .filter((r) => r.entityType === entityType && r.entityId === entityId)
        .filter((r) => (storedAccount(r) ?? ownerOf(db, r.entityType, r.entityId) ?? accountId) === accountId)
        .map(auditView)
        // Newest first; among equal times the later record first.
        .reverse();
      return page(records, { page: number, perPage }, '-updateDateTime');
    },
  },
};

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
