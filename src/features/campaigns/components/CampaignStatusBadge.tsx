/**
 * The status of a campaign, an ad group or an ad (CAMP-015, NS-40): Active, Draft, InReview,
 * Inactive, Scheduled, in the kit's StatusBadge (one colour per status across the app).
 */
import { StatusBadge } from '@/components/ui/status-badge';
import { useTranslation } from '@/i18n/react';
import type { CampaignStatus, EntityStatus } from '@generated/campaign-build/model';

export function CampaignStatusBadge({
  status,
  className,
}: {
  status: CampaignStatus | EntityStatus;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <StatusBadge status={status} className={className}>
      {t(`adsmanager.CAMPAIGN_STATUS_${status}`)}
    </StatusBadge>
  );
}
