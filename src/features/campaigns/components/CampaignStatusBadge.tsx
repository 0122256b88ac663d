/** The status of a campaign as a badge (CAMP-015, NS-40): Active, Draft, InReview, Inactive, Scheduled. */
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { useTranslation } from '@/i18n/react';
import type { CampaignStatus } from '@generated/campaign-build/model';

const VARIANTS: Record<CampaignStatus, NonNullable<BadgeProps['variant']>> = {
  Active: 'success',
  Draft: 'outline',
  InReview: 'warning',
  Inactive: 'secondary',
  Scheduled: 'default',
};

export function CampaignStatusBadge({ status, className }: { status: CampaignStatus; className?: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant={VARIANTS[status]} className={className} data-status={status}>
      {t(`adsmanager.CAMPAIGN_STATUS_${status}`)}
    </Badge>
  );
}
