import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/i18n/react';
import type { PlanStatus } from '@generated/campaign-build/model';
import { PLAN_STATUS_VARIANT } from '../plan-rules';

/** The plan status as a badge: Accepted, Draft, Failed or Processing (NS-41). */
export function PlanStatusBadge({ status }: { status: PlanStatus }) {
  const { t } = useTranslation();
  return <Badge variant={PLAN_STATUS_VARIANT[status]}>{t(`adsmanager.PLAN_STATUS_${status}`)}</Badge>;
}
