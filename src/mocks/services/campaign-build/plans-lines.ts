/** Lines, plans (with acceptance, NS-41) and the audit change records (NS-58). */
import type { Db } from '../../db/types';
import type { Backend } from '../../server/backend';
import { onAccount } from '../../server/guard';
import { containsText, page, sortBy } from '../../server/list';
import { round2 } from '../../server/records';
import { conflict, fail, invalid, notFound } from '../../server/respond';
import {
  actorOf,
  campaignTotals,
  CONFLICT,
  createdStamps,
  findLine,
  findPlan,
  insertDraftCampaign,
  PLAN_VERSION,
  trimmedName,
  updatedStamps,
  usableLine,
  type Operations,
  type Schemas,
  type StoredAuditRecord,
} from './common';

/** The account of an audited entity of each type while it exists (for records stored without one). */
const OWNER_OF: Partial<Record<Schemas['AuditEntityType'], (db: Db, id: number) => number | undefined>> = {
  Campaign: (db, id) => db.campaigns.find((c) => c.campaignId === id)?.accountId,
  AdGroup: (db, id) => db.adGroups.find((g) => g.adGroupId === id)?.accountId,
  Ad: (db, id) => db.ads.find((a) => a.adId === id)?.accountId,
  Audience: (db, id) => db.audiences.find((a) => a.audienceId === id)?.accountId,
};

/** How long a plan stays Processing after acceptance (measured with backend.now()). */
export const PLAN_PROCESSING_MS = 2000;

const PLAN_SORT_FIELDS: readonly string[] = ['name', 'planId', 'status', 'createDateTime', 'updateDateTime'];

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
  const due = (plan: Schemas['Plan']) =>
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

/**
 * A line with what is left of its budget: the budget less the ad spend of every campaign drawing
 * from it (NS-97), from the delivery the reports serve.
 */
function withRemainingBudget(backend: Backend, line: Schemas['Line']): Schemas['Line'] {
  const totals = campaignTotals(backend.store.performance());
  const spent = backend.store.db.campaigns
    .filter((campaign) => campaign.lineId === line.lineId)
    .reduce((sum, campaign) => sum + (totals.get(campaign.campaignId)?.adSpend ?? 0), 0);
  return { ...line, remainingBudget: round2(line.budget - spent) };
}

export const planAndLineOperations = {
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
      if (!PLAN_SORT_FIELDS.includes(field) || (direction !== 'asc' && direction !== 'desc')) {
        invalid('sort', `expected <${PLAN_SORT_FIELDS.join('|')}>,<asc|desc>, got '${sort}'`);
      }
      settlePlans(backend, accountId);
      const found = backend.store.db.plans
        .filter((p) => p.accountId === accountId && containsText([p.name], name))
        .sort((a, b) => a.planId - b.planId);
      // Ties keep the order of planId.
      const plans = sortBy(found, direction === 'desc' ? `-${field}` : field);
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
      const name = trimmedName(body.name);
      refuseTakenPlanName(db, accountId, name);
      const plan: Schemas['Plan'] = {
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
      settlePlans(backend, accountId, planId);
      return findPlan(backend.store.db, accountId, planId) ?? fail(notFound('Plan', planId));
    },
  },

  updatePlan: {
    access: onAccount('campaign.write'),
    version: PLAN_VERSION,
    write: ({ path: { accountId, planId }, body, session, db, backend }) => {
      const plan = findPlan(db, accountId, planId) ?? fail(notFound('Plan', planId));
      const name = trimmedName(body.name);
      if (name !== undefined) {
        refuseTakenPlanName(db, accountId, name, planId);
        plan.name = name;
      }
      if (body.ioNumber !== undefined) plan.ioNumber = body.ioNumber;
      return Object.assign(plan, updatedStamps(actorOf({ session, backend })));
    },
  },

  acceptPlan: {
    access: onAccount('campaign.write'),
    write: ({ path: { accountId, planId }, body: shells, session, db, backend }) => {
      for (const [index, shell] of shells.entries()) {
        if (Date.parse(shell.endDateTime) <= Date.parse(shell.startDateTime)) {
          invalid(`${index}.endDateTime`, 'must be after startDateTime');
        }
        usableLine(db, accountId, shell.lineId, `${index}.lineId`);
      }
      const account = db.accounts.find((a) => a.id === accountId) ?? fail(notFound('Account', accountId));
      const plan = findPlan(db, accountId, planId) ?? fail(notFound('Plan', planId));
      if (plan.status !== 'Draft') {
        fail(conflict(CONFLICT, `Plan ${planId} is ${plan.status}; only a Draft plan can be accepted`));
      }
      const actor = actorOf({ session, backend });
      for (const shell of shells) {
        const name = shell.name.trim() || shell.name;
        insertDraftCampaign(db, backend.store, actor, accountId, {
          ...shell,
          name,
          currency: account.bookingCurrency,
          planId,
        });
      }
      plan.status = 'Processing';
      plan.acceptedDateTime = actor.now;
      return Object.assign(plan, updatedStamps(actor));
    },
  },

  // ------------------------------------------------------------ audit
  listAuditChangeRecords: {
    access: onAccount('campaign.read'),
    read: ({ path: { accountId }, query: { entityType, entityId, page: number, perPage }, db }) => {
      const records = (db.audit as StoredAuditRecord[])
        .filter((r) => r.entityType === entityType && r.entityId === entityId)
        .filter((r) => (r.accountId ?? OWNER_OF[r.entityType]?.(db, r.entityId) ?? accountId) === accountId)
        // The stored record without its account.
        .map(({ accountId: _account, ...view }) => view)
        // Newest first; among equal times the later record first.
        .reverse();
      return page(records, { page: number, perPage }, '-updateDateTime');
    },
  },
} satisfies Operations;
