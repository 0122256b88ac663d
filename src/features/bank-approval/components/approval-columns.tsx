/**
 * The columns of a campaign's approvals by institution: the bank, its status badge, when the
 * campaign was submitted, when the decision is due and when it was made (in the account's time
 * zone), and who decided.
 */
import { listColumnHelper } from '@/components/ui/list-table';
import type { Translator } from '@/i18n';
import { formatDateTime } from '@/lib/dates';
import type { CampaignApproval } from '@generated/bank-approval/model';
import { ApprovalStatusBadge } from './ApprovalStatusBadge';

export interface ApprovalColumnContext {
  t: Translator['t'];
  locale: Translator['language'];
  /** The account's booking time zone. */
  timeZone: string;
}

const column = listColumnHelper<CampaignApproval>();

export function approvalColumns({ t, locale, timeZone }: ApprovalColumnContext) {
  const none = t('adsmanager.BANK_APPROVAL_NONE');
  const when = (iso: string | null | undefined) => (iso ? formatDateTime(iso, { timeZone, locale }) : none);
  return column.columns([
    column.accessor('institutionCodeName', {
      id: 'bank',
      header: () => t('adsmanager.BANK_APPROVAL_COLUMN_BANK'),
      cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
    }),
    column.accessor('status', {
      id: 'status',
      header: () => t('adsmanager.BANK_APPROVAL_COLUMN_STATUS'),
      cell: ({ getValue }) => <ApprovalStatusBadge status={getValue()} />,
    }),
    column.accessor('submittedDateUtc', {
      id: 'submitted',
      header: () => t('adsmanager.BANK_APPROVAL_COLUMN_SUBMITTED'),
      cell: ({ getValue }) => when(getValue()),
    }),
    column.accessor('dueDateUtc', {
      id: 'due',
      header: () => t('adsmanager.BANK_APPROVAL_COLUMN_DUE'),
      cell: ({ getValue }) => when(getValue()),
    }),
    column.accessor('decisionDateUtc', {
      id: 'decided',
      header: () => t('adsmanager.BANK_APPROVAL_COLUMN_DECIDED'),
      cell: ({ getValue }) => when(getValue()),
    }),
    column.accessor('approver', {
      id: 'approver',
      header: () => t('adsmanager.BANK_APPROVAL_COLUMN_APPROVER'),
      cell: ({ getValue }) => getValue() ?? none,
    }),
  ]);
}
