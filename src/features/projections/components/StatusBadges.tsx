import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/i18n/react';
import type { ProjectionRunStatus, ProjectionStatus } from '@generated/ads-manager/model';
import { PROJECTION_STATUS_BADGE, RUN_STATUS_BADGE } from '../projection-rules';

/** PROJ-002: Success, Pending or Data insufficient. */
export function ProjectionStatusBadge({ status }: { status: ProjectionStatus }) {
  const { t } = useTranslation();
  const { variant, label } = PROJECTION_STATUS_BADGE[status];
  return <Badge variant={variant}>{t(label)}</Badge>;
}

/** PROJ-003: a run is running (pending), finished, awaiting a pricing update or cancelled. */
export function RunStatusBadge({ status }: { status: ProjectionRunStatus }) {
  const { t } = useTranslation();
  const { variant, label } = RUN_STATUS_BADGE[status];
  return <Badge variant={variant}>{t(label)}</Badge>;
}
