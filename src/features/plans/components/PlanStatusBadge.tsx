import { StatusBadge } from '@/components/ui/status-badge';
import { useTranslation } from '@/i18n/react';
import type { PlanStatus } from '@generated/campaign-build/model';

/** The plan status in the kit's StatusBadge: Accepted, Draft, Failed or Processing (NS-41). */
export function PlanStatusBadge({ status }: { status: PlanStatus }) {
  const { t } = useTranslation();
  return <StatusBadge status={status}>{t(`adsmanager.PLAN_STATUS_${status}`)}</StatusBadge>;
}
