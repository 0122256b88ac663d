/**
 * The bank-approval service of the fake backend: read-only approvals of campaigns by financial
 * institutions and the flags they raised (NS-74), for internal users only (BANK-010).
 */
import type { BankApprovalSchemas } from '../../db/types';
import { parseFilter, page } from '../../server/list';
import { defineOperations } from '../../server/operations';
import { badRequest, fail, notFound } from '../../server/respond';

/** Every operation: an internal user with campaign read. */
const INTERNAL_READ = { internal: true, permission: 'campaign.read' } as const;

type Detail = BankApprovalSchemas['CampaignApprovalDetail'];

const summaryOf = ({ accountId, approvals, campaignId, hasFlags }: Detail) => ({
  accountId,
  approvals,
  campaignId,
  hasFlags,
});

/** The account a list is about: `AccountId==<id>` must be one of the filter's expressions. */
function accountOfFilter(filter: string | undefined): number {
  const expressions = parseFilter(filter) ?? fail(badRequest(`filter: cannot read '${filter ?? ''}'`, 'filter'));
  const account = expressions.find((e) => e.field.toLowerCase() === 'accountid' && e.operator === '==');
  if (!account || !/^\d+$/.test(account.value.trim()))
    fail(badRequest('filter: AccountId==<accountId> is required', 'filter'));
  return Number(account.value.trim());
}

export const bankApproval = defineOperations('bank-approval', {
  listCampaignApprovals: {
    access: INTERNAL_READ,
    read: ({ query, db }) => {
      const accountId = accountOfFilter(query.filter);
      // The other expressions of the filter (e.g. CampaignId==) apply to the summaries too.
      return page(db.approvals.filter((a) => a.accountId === accountId).map(summaryOf), query, 'campaignId');
    },
  },

  getCampaignApprovalDetail: {
    access: INTERNAL_READ,
    read: ({ path: { campaignId }, db }) =>
      db.approvals.find((a) => a.campaignId === campaignId) ?? fail(notFound('Campaign approval', campaignId)),
  },

  listCampaignFlags: {
    access: INTERNAL_READ,
    read: ({ path: { campaignId }, db }) => {
      const detail = db.approvals.find((a) => a.campaignId === campaignId);
      if (!detail && !db.campaigns.some((c) => c.campaignId === campaignId)) fail(notFound('Campaign', campaignId));
      // Flags hang off the campaign's approvals (one per institution); flattened into one list
      // (BANK-006), newest first.
      const approvalIds = new Set(detail?.approvals.map((a) => a.campaignApprovalStatusId) ?? []);
      return db.approvalFlags
        .filter((flag) => approvalIds.has(flag.campaignApprovalStatusId))
        .sort((a, b) =>
          a.createDateUtc === b.createDateUtc
            ? a.campaignFlagId - b.campaignFlagId
            : a.createDateUtc < b.createDateUtc
              ? 1
              : -1,
        );
    },
  },
});
