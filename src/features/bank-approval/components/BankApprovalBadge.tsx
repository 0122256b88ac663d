/**
 * The campaigns list's bank approval badge (NS-74), for internal users only (BANK-010): what the
 * campaign's approvals sum up to across the banks ("Flagged by 1 of 5 banks"), linking to the
 * panel on the campaign's review. Nothing for a campaign without approvals, while the account's
 * approvals load, or when they fail (the review's panel says why).
 */
import { Link } from 'react-router';
import { useAccess } from '@/access';
import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/i18n/react';
import { paths } from '@/lib/paths';
import { approvalOverview, BANK_APPROVAL_ANCHOR, type ApprovalState, type StatusTone } from '../approval-rules';
import { useCampaignApprovalSummary } from '../queries';

const TONE: Readonly<Record<ApprovalState, StatusTone>> = {
  flagged: 'destructive',
  rejected: 'destructive',
  unprocessed: 'warning',
  inReview: 'secondary',
  approved: 'success',
  removed: 'outline',
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
    <Badge asChild variant={TONE[overview.state]} data-approval-state={overview.state}>
      <Link to={`${paths.campaignReview(accountId, campaignId)}#${BANK_APPROVAL_ANCHOR}`}>
        {t(`adsmanager.BANK_APPROVAL_BADGE_${overview.state}`, { count: overview.count, total: overview.total })}
      </Link>
    </Badge>
  );
}
