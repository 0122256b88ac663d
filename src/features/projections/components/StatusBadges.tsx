import { StatusBadge } from '@/components/ui/status-badge';
import { useTranslation } from '@/i18n/react';
import type { ProjectionRunStatus, ProjectionStatus } from '@generated/ads-manager/model';
import { PROJECTION_STATUS_LABEL, RUN_STATUS_LABEL } from '../projection-rules';

/** PROJ-002: Success, Pending or Data insufficient, in the colour every status of the app uses. */
export function ProjectionStatusBadge({ status }: { status: ProjectionStatus }) {
  const { t } = useTranslation();
  return <StatusBadge status={status}>{t(PROJECTION_STATUS_LABEL[status])}</StatusBadge>;
}

/** PROJ-003: a run is running (pending), finished, awaiting a pricing update or cancelled. */
export function RunStatusBadge({ status }: { status: ProjectionRunStatus }) {
  const { t } = useTranslation();
  return <StatusBadge status={status}>{t(RUN_STATUS_LABEL[status])}</StatusBadge>;
}
