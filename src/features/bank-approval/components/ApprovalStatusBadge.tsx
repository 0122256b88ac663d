/** An institution's approval status as a badge (BANK-007); ForReviewUnAckd reads Unprocessed (NS-74). */
import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/i18n/react';
import type { ApprovalStatus } from '@generated/bank-approval/model';
import { STATUS_TONE } from '../approval-rules';

export function ApprovalStatusBadge({ status }: { status: ApprovalStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant={STATUS_TONE[status]} data-status={status}>
      {t(`adsmanager.BANK_APPROVAL_STATUS_${status}`)}
    </Badge>
  );
}
