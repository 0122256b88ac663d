import { StatusBadge } from '@/components/ui/status-badge';
import { useTranslation } from '@/i18n/react';
import type { Campaign, PlanStatus } from '@generated/campaign-build/model';
import { ticketView } from '../../review';
import { TEXT_LINK } from '@/components/ui/link-styles';

/** WIZ-018…020: the ticket link, or a status badge with the message explaining it. */
export function TicketStatus({
  campaign,
  planStatus,
}: {
  campaign: Pick<Campaign, 'ticketId' | 'ticketUrl'>;
  planStatus: PlanStatus | undefined;
}) {
  const { t } = useTranslation();
  const view = ticketView(campaign, planStatus);
  if (view.kind === 'link') {
    return (
      <a
        href={view.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('adsmanager.REVIEW_TICKET_LINK_LABEL', { ticketId: view.ticketId })}
        className={TEXT_LINK}
      >
        {view.ticketId}
      </a>
    );
  }
  if (view.kind === 'text') return <span>{view.ticketId}</span>;
  return (
    <span className="flex flex-wrap items-center gap-2">
      <StatusBadge status={view.status}>{t(view.label)}</StatusBadge>
      <span className={view.status === 'failed' ? 'text-destructive' : 'text-muted-foreground'}>{t(view.message)}</span>
    </span>
  );
}
