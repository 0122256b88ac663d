/**
 * The campaigns list's bank approval badge (NS-74), for internal users only (BANK-010): what the
 * campaign's approvals sum up to across the banks ("Flagged by 1 of 5 banks"), linking to the
 * panel on the campaign's review. Nothing for a campaign without approvals, while the account's
 * approvals load, or when they fail (the review's panel says why).
 */
import { Link } from 'react-router';
import { useAccess } from '@/access';
import { StatusBadge } from '@/components/ui/status-badge';
import { useTranslation } from '@/i18n/react';
import { paths } from '@/lib/paths';
import type { ApprovalStatus } from '@generated/bank-approval/model';
import { approvalOverview, BANK_APPROVAL_ANCHOR, type ApprovalState } from '../approval-rules';
import { useCampaignApprovalSummary } from '../queries';

/** The status whose colour the summary takes (the kit's StatusBadge: one colour per status). */
const COLOUR_OF: Readonly<Record<ApprovalState, ApprovalStatus>> = {
  flagged: 'Flagged',
  rejected: 'Rejected',
  unprocessed: 'ForReviewUnAckd',
  inReview: 'ForReview',
  approved: 'Approved',
  removed: 'Removed',
};

export interface BankApprovalBadgeProps {
  accountId: number;
  campaignId: number;
}

export function BankApprovalBadge(props: BankApprovalBadgeProps) {
  const { isInternal } = useAccess();
  return isInternal ? <InternalBadge {...props} /> : null;
}

function InternalBadge({ accountId, campaignId }: BankApprovalBadgeProps) {
  const { t } = useTranslation();
  const summary = useCampaignApprovalSummary(accountId, campaignId).data;
  const overview = summary ? approvalOverview(summary.approvals) : undefined;
  if (!overview) return null;
  return (
    <StatusBadge status={COLOUR_OF[overview.state]} data-approval-state={overview.state}>
      <Link
        to={`${paths.campaignReview(accountId, campaignId)}#${BANK_APPROVAL_ANCHOR}`}
        className="underline-offset-2 hover:underline"
      >
        {t(`adsmanager.BANK_APPROVAL_BADGE_${overview.state}`, { count: overview.count, total: overview.total })}
      </Link>
    </StatusBadge>
  );
}
