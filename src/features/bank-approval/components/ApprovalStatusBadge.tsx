/** An institution's approval status in the kit's StatusBadge (BANK-007); ForReviewUnAckd reads Unprocessed (NS-74). */
import { StatusBadge } from '@/components/ui/status-badge';
import { useTranslation } from '@/i18n/react';
import type { ApprovalStatus } from '@generated/bank-approval/model';

export function ApprovalStatusBadge({ status }: { status: ApprovalStatus }) {
  const { t } = useTranslation();
  return <StatusBadge status={status}>{t(`adsmanager.BANK_APPROVAL_STATUS_${status}`)}</StatusBadge>;
}
