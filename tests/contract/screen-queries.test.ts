// @vitest-environment node
/**
 * API-026: every list and query call the screens send, with the parameters they really send (built
 * by the screens' own parameter builders and the generated URL builders), answered by the fake
 * backend with the seed, passes the app's response check (src/app/response-checks.ts, as with the
 * flag validate-api-response-schema on) and its operation's generated zod schema. backend.test.ts
 * runs one sample request per operation; this file runs the query shapes of the screens, e.g. the
 * report campaign filter's recent campaigns and its reporting-eligible list, which the check once
 * took for a single campaign ("The server answered in an unexpected format" on every opening).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import {
  getGetCampaignGlobalUrl,
  getGetCampaignUrl,
  getGetLineUrl,
  getListAdGroupsUrl,
  getListCampaignsUrl,
  getListLinesUrl,
  getListPlansUrl,
  getListReportingEligibleCampaignsUrl,
} from '../../generated/campaign-build/campaign-build';
import { getListAccountUsersUrl, getListUserAccountsUrl } from '../../generated/aura/aura';
import { validateResponse } from '../../src/app/response-checks';
import { campaignQueryParams } from '../../src/features/builder/campaign-form-rules';
import { campaignAdGroupsParams } from '../../src/features/builder/queries';
import {
  campaignListParams,
  campaignSort,
  MAX_CAMPAIGN_PAGE_SIZE,
  ownDraftsParams,
  recentCampaignsSince,
} from '../../src/features/campaigns/campaign-rules';
import { lineStatusesFor } from '../../src/features/campaigns/lines';
import { planListParams } from '../../src/features/plans/plan-rules';
import { planCampaignsParams } from '../../src/features/plans/queries';
import { USER_LIST_PARAMS } from '../../src/features/users/queries';
import { PERSONAS } from '../../src/mocks/personas';
import { createPerformanceRows, createSeed } from '../../src/mocks/seed';
import { startTestBackend, type TestBackend } from '../../src/mocks/server/testing';
import {
  accountListParams,
  accountSearchParams,
  accountsByIdParams,
  fullAccountListParams,
} from '../../src/user-accounts/accounts';

const ACCOUNT = 1001;
const INTERNAL = PERSONAS.admin.email;
/** An external user of ACCOUNT (no drafts but their own, CAMP-026, NS-85). */
const EXTERNAL = PERSONAS.viewer.email;

interface ScreenCall {
  /** Which screen sends it, and how. */
  name: string;
  service: 'campaign-build' | 'aura';
  operationId: string;
  url: string;
  as: string;
}

const campaigns = (name: string, internal: boolean, params: Parameters<typeof getListCampaignsUrl>[1]) => ({
  name,
  service: 'campaign-build' as const,
  operationId: 'listCampaigns',
  url: getListCampaignsUrl(ACCOUNT, params),
  as: internal ? INTERNAL : EXTERNAL,
});

function screenCalls(campaignId: number, lineId: number, planId: number): ScreenCall[] {
  const calls: ScreenCall[] = [];
  for (const internal of [true, false]) {
    const who = internal ? 'internal' : 'external';
    calls.push(
      // The performance report's campaign filter (NS-77): recent campaigns, 100 of them.
      campaigns(`report filter, recent campaigns (${who})`, internal, {
        ...campaignListParams({ isInternal: internal, startedAfter: recentCampaignsSince(), pageSize: 100 }),
      }),
      {
        name: `report filter, reporting-eligible campaigns (${who})`,
        service: 'campaign-build',
        operationId: 'listReportingEligibleCampaigns',
        url: getListReportingEligibleCampaignsUrl(ACCOUNT),
        as: internal ? INTERNAL : EXTERNAL,
      },
      // The campaigns table (CAMP-025..029): default page, every filter, another order, "All".
      campaigns(`campaigns table, first page (${who})`, internal, {
        ...campaignListParams({ isInternal: internal, includePlanDetails: true }),
      }),
      campaigns(`campaigns table, filtered and sorted by name (${who})`, internal, {
        ...campaignListParams({
          isInternal: internal,
          includePlanDetails: true,
          campaignStatus: 'Active',
          campaignType: 'FIXED_CLO',
          planId,
          sort: campaignSort('name', false),
          pageIndex: 1,
        }),
      }),
      campaigns(`campaigns table, all rows (${who})`, internal, {
        ...campaignListParams({ isInternal: internal, includePlanDetails: true, pageSize: MAX_CAMPAIGN_PAGE_SIZE }),
      }),
      // Lines: the campaigns screen's line choices and the header's "has lines" (SHELL-038).
      {
        name: `lines of the user's statuses (${who})`,
        service: 'campaign-build',
        operationId: 'listLines',
        url: getListLinesUrl(ACCOUNT, { status: lineStatusesFor(internal) }),
        as: internal ? INTERNAL : EXTERNAL,
      },
      {
        name: `campaign form, one campaign with publisher schedules (${who})`,
        service: 'campaign-build',
        operationId: 'getCampaign',
        url: getGetCampaignUrl(ACCOUNT, campaignId, campaignQueryParams({ includePublisherSchedules: true })),
        as: internal ? INTERNAL : EXTERNAL,
      },
    );
  }
  calls.push(
    campaigns('own drafts of an external builder (NS-85)', false, ownDraftsParams(EXTERNAL)),
    campaigns("a plan's campaigns", true, planCampaignsParams(planId)),
    campaigns('TVC request campaigns', true, campaignListParams({ isInternal: false, pageSize: 500 })),
    {
      name: 'header, has lines (SHELL-038)',
      service: 'campaign-build',
      operationId: 'listLines',
      url: getListLinesUrl(ACCOUNT, { status: ['ACTIVE', 'DRAFT'] }),
      as: INTERNAL,
    },
    {
      name: 'one line',
      service: 'campaign-build',
      operationId: 'getLine',
      url: getGetLineUrl(ACCOUNT, lineId),
      as: INTERNAL,
    },
    {
      name: 'one campaign by id alone',
      service: 'campaign-build',
      operationId: 'getCampaignGlobal',
      url: getGetCampaignGlobalUrl(campaignId),
      as: INTERNAL,
    },
    {
      name: 'campaign form, one campaign',
      service: 'campaign-build',
      operationId: 'getCampaign',
      url: getGetCampaignUrl(ACCOUNT, campaignId, campaignQueryParams()),
      as: INTERNAL,
    },
    {
      name: "builder, a campaign's ad groups",
      service: 'campaign-build',
      operationId: 'listAdGroups',
      url: getListAdGroupsUrl(ACCOUNT, campaignAdGroupsParams(campaignId)),
      as: INTERNAL,
    },
    {
      name: 'plans table',
      service: 'campaign-build',
      operationId: 'listPlans',
      url: getListPlansUrl(ACCOUNT, planListParams({ name: ' a ' })),
      as: INTERNAL,
    },
    {
      name: 'landing, first account',
      service: 'aura',
      operationId: 'listUserAccounts',
      url: getListUserAccountsUrl(INTERNAL, accountListParams({ size: 1 })),
      as: INTERNAL,
    },
    {
      name: 'account switcher, every account',
      service: 'aura',
      operationId: 'listUserAccounts',
      url: getListUserAccountsUrl(EXTERNAL, fullAccountListParams()),
      as: EXTERNAL,
    },
    {
      name: 'account switcher, search',
      service: 'aura',
      operationId: 'listUserAccounts',
      url: getListUserAccountsUrl(INTERNAL, accountSearchParams('acme', 'agency')),
      as: INTERNAL,
    },
    {
      name: 'account scope and recently viewed, by ids',
      service: 'aura',
      operationId: 'listUserAccounts',
      url: getListUserAccountsUrl(INTERNAL, accountsByIdParams([ACCOUNT, ACCOUNT + 1])),
      as: INTERNAL,
    },
    {
      name: "users table, the account's users",
      service: 'aura',
      operationId: 'listAccountUsers',
      url: getListAccountUsersUrl(ACCOUNT, USER_LIST_PARAMS),
      as: INTERNAL,
    },
  );
  return calls;
}

let stack: TestBackend;
const schemas = new Map<string, Record<string, unknown>>();

beforeAll(async () => {
  stack = startTestBackend(createSeed, createPerformanceRows);
  for (const service of ['campaign-build', 'aura']) {
    schemas.set(service, (await import(`../../generated/${service}/${service}.zod.ts`)) as Record<string, unknown>);
  }
}, 30_000);
afterAll(() => {
  stack.close();
});

function seedIds(): { campaignId: number; lineId: number; planId: number } {
  const { db } = stack.store;
  const campaign = db.campaigns.find((c) => c.accountId === ACCOUNT && c.campaignStatus === 'Active');
  const line = db.lines.find((l) => l.accountId === ACCOUNT);
  const plan = db.plans.find((p) => p.accountId === ACCOUNT);
  if (!campaign || !line || !plan) throw new Error(`the seed lacks a campaign, line or plan of account ${ACCOUNT}`);
  return { campaignId: campaign.campaignId, lineId: line.lineId, planId: plan.planId };
}

describe('API-026 every query shape the screens send, answered by the fake backend, passes the response check', () => {
  it('the screen calls cover every checked list and read of campaigns and lines', () => {
    const { campaignId, lineId, planId } = seedIds();
    const operations = new Set(screenCalls(campaignId, lineId, planId).map((call) => call.operationId));
    for (const id of ['listCampaigns', 'listReportingEligibleCampaigns', 'listLines', 'getLine', 'getCampaign']) {
      expect(operations).toContain(id);
    }
  });

  it('each answers 200, its operation schema accepts it and the app check does not flag it', async () => {
    const { campaignId, lineId, planId } = seedIds();
    const failures: string[] = [];
    for (const call of screenCalls(campaignId, lineId, planId)) {
      const answer = await stack.call('GET', call.url, { as: call.as });
      const label = `${call.name}: GET ${call.url}`;
      if (answer.status !== 200) {
        failures.push(`${label} answered ${String(answer.status)} ${JSON.stringify(answer.body)}`);
        continue;
      }
      const pascal = call.operationId.charAt(0).toUpperCase() + call.operationId.slice(1);
      const schema = schemas.get(call.service)?.[`${pascal}Response`] as ZodType | undefined;
      if (!schema) failures.push(`${label}: no ${pascal}Response schema`);
      const parsed = schema?.safeParse(answer.body);
      if (parsed && !parsed.success) failures.push(`${label} fails ${pascal}Response: ${parsed.error.message}`);
      const path = call.url.split('?')[0] ?? call.url;
      if (!(await validateResponse('GET', path, answer.body))) failures.push(`${label} fails the app's response check`);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
