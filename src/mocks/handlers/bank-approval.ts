/**
 * The bank-approval service of the fake backend: read-only approvals of campaigns by financial
 * institutions and the flags they raised (NS-74), for internal users only (BANK-010).
 */
import type { RequestHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '@generated/bank-approval/schema';
import {
  GetCampaignApprovalDetailParams,
  ListCampaignApprovalsQueryParams,
  ListCampaignFlagsParams,
} from '@generated/bank-approval/bank-approval.zod';
import type { BankApprovalSchemas } from '../db/types';
import type { AccessRequirement, Backend } from '../server/backend';
import { pagedList, parseFilter } from '../server/list';
import { badRequest, notFound } from '../server/respond';
import { checkParams, checkQuery } from '../server/validate';

const http = createOpenApiHttp<paths>({ baseUrl: '*' });

/** Every operation: an internal user with campaign read. */
const READ: AccessRequirement = { internal: true, permission: 'campaign.read' };

type Summary = BankApprovalSchemas['CampaignApprovalSummary'];

const summaryOf = ({
  accountId,
  approvals,
  campaignId,
  hasFlags,
}: BankApprovalSchemas['CampaignApprovalDetail']): Summary => ({
  accountId,
  approvals,
  campaignId,
  hasFlags,
});

/** The account a list is about: `AccountId==<id>` must be one of the filter's expressions. */
function accountOfFilter(filter: string | undefined): number | Response {
  const expressions = parseFilter(filter);
  if (!expressions) return badRequest(`filter: cannot read '${filter ?? ''}'`, 'filter');
  const account = expressions.find((e) => e.field.toLowerCase() === 'accountid' && e.operator === '==');
  if (!account || !/^\d+$/.test(account.value.trim())) {
    return badRequest('filter: AccountId==<accountId> is required', 'filter');
  }
  return Number(account.value.trim());
}

export function bankApprovalHandlers(backend: Backend): RequestHandler[] {
  return [
    http.get('/api/v2/bank-approval-api/campaigns', async ({ request, response }) => {
      const auth = await backend.require(request, READ);
      if (auth instanceof Response) return response.untyped(auth);
      const query = checkQuery(ListCampaignApprovalsQueryParams, request);
      if (!query.ok) return response.untyped(query.response);
      const accountId = accountOfFilter(query.value.filter);
      if (accountId instanceof Response) return response.untyped(accountId);
      const summaries = backend.store.db.approvals.filter((a) => a.accountId === accountId).map(summaryOf);
      // The other expressions of the filter (e.g. CampaignId==) apply to the summaries too.
      return response.untyped(pagedList(summaries, query.value, 'campaignId'));
    }),

    http.get('/api/v2/bank-approval-api/campaigns/{campaignId}', async ({ request, params, response }) => {
      const auth = await backend.require(request, READ);
      if (auth instanceof Response) return response.untyped(auth);
      const path = checkParams(GetCampaignApprovalDetailParams, params);
      if (!path.ok) return response.untyped(path.response);
      const detail = backend.store.db.approvals.find((a) => a.campaignId === path.value.campaignId);
      if (!detail) return response.untyped(notFound('Campaign approval', path.value.campaignId));
      return response(200).json(detail);
    }),

    http.get('/api/v2/bank-approval-api/campaigns/{campaignId}/flags', async ({ request, params, response }) => {
      const auth = await backend.require(request, READ);
      if (auth instanceof Response) return response.untyped(auth);
      const path = checkParams(ListCampaignFlagsParams, params);
      if (!path.ok) return response.untyped(path.response);
      const { campaignId } = path.value;
      const { db } = backend.store;
      const detail = db.approvals.find((a) => a.campaignId === campaignId);
      if (!detail && !db.campaigns.some((c) => c.campaignId === campaignId)) {
        return response.untyped(notFound('Campaign', campaignId));
      }
      // Flags hang off the campaign's approvals (one per institution); flattened into one list
      // (BANK-006), newest first.
      const approvalIds = new Set(detail?.approvals.map((a) => a.campaignApprovalStatusId) ?? []);
      const flags = db.approvalFlags
        .filter((flag) => approvalIds.has(flag.campaignApprovalStatusId))
        .sort((a, b) =>
          a.createDateUtc === b.createDateUtc
            ? a.campaignFlagId - b.campaignFlagId
            : a.createDateUtc < b.createDateUtc
              ? 1
              : -1,
        );
      return response(200).json(flags);
    }),
  ];
}
