/**
 * The campaign review's bank approval panel (NS-74), for internal users only (BANK-010): the
 * campaign's approval by each bank (status, submitted, due and decided in the account's time
 * zone, who decided) and the flags the banks raised, flattened into campaign, audience and asset
 * flags. Read-only. External users get nothing, and nothing is asked for them.
 */
import { useMemo } from 'react';
import { useAccess, useAccount } from '@/access';
import { ApiError } from '@/api/api-error';
import { errorText } from '@/api/errors';
import { InlineMessage } from '@/components/ui/inline-message';
import { useListTable } from '@/components/ui/list-table';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { VirtualTable } from '@/components/ui/virtual-table';
import { useTranslation } from '@/i18n/react';
import type { CampaignApproval, CampaignApprovalDetail } from '@generated/bank-approval/model';
import { BANK_APPROVAL_ANCHOR, flattenFlags } from '../approval-rules';
import { useCampaignApprovalDetail, useCampaignFlagList } from '../queries';
import { approvalColumns } from './approval-columns';
import { FlagSections } from './FlagSections';

export function BankApprovalPanel({ campaignId }: { campaignId: number }) {
  const { isInternal } = useAccess();
  if (!isInternal) return null;
  return <InternalPanel campaignId={campaignId} />;
}

function InternalPanel({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation();
  const { account } = useAccount();
  const detail = useCampaignApprovalDetail(campaignId);
  // The flags are read once there are approvals to hang them on.
  const flags = useCampaignFlagList(campaignId, { enabled: detail.isSuccess });
  // No approvals (404) means the campaign was never sent to the banks: not a failure.
  const notSubmitted = detail.error instanceof ApiError && detail.error.status === 404;

  let body;
  if (detail.isPending) body = <Spinner label={t('adsmanager.BANK_APPROVAL_LOADING')} />;
  else if (notSubmitted)
    body = <InlineMessage variant="info">{t('adsmanager.BANK_APPROVAL_NOT_SUBMITTED')}</InlineMessage>;
  else if (detail.isError)
    body = (
      <LoadError
        title={t('adsmanager.BANK_APPROVAL_LOAD_FAILED', { message: errorText(detail.error) })}
        retryLabel={t('adsmanager.BANK_APPROVAL_RETRY')}
        onRetry={() => detail.refetch()}
      />
    );
  else body = <Approvals detail={detail.data.data} flags={flags} timeZone={account.timezone} />;

  return (
    <section
      id={BANK_APPROVAL_ANCHOR}
      aria-labelledby="bank-approval-title"
      className="grid scroll-mt-4 gap-3 rounded-lg border p-4"
    >
      <div className="grid gap-1">
        <h2 id="bank-approval-title" className="text-lg font-semibold">
          {t('adsmanager.BANK_APPROVAL_TITLE')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('adsmanager.BANK_APPROVAL_INTRO')}</p>
      </div>
      {body}
    </section>
  );
}

const rowId = (approval: CampaignApproval) => String(approval.campaignApprovalStatusId);

interface ApprovalsProps {
  detail: CampaignApprovalDetail;
  flags: ReturnType<typeof useCampaignFlagList>;
  timeZone: string;
}

function Approvals({ detail, flags, timeZone }: ApprovalsProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const columns = useMemo(() => approvalColumns({ t, locale, timeZone }), [t, locale, timeZone]);
  const table = useListTable({ columns, data: detail.approvals, getRowId: rowId });
  const flattened = useMemo(
    () => (flags.data ? flattenFlags(detail, flags.data.data) : undefined),
    [detail, flags.data],
  );

  return (
    <>
      <VirtualTable table={table} label={t('adsmanager.BANK_APPROVAL_TABLE_LABEL')} maxHeight="24rem" />
      <p className="text-xs text-muted-foreground">{t('adsmanager.BANK_APPROVAL_TIME_ZONE', { timeZone })}</p>
      {flags.isPending ? (
        <Spinner label={t('adsmanager.BANK_APPROVAL_LOADING')} />
      ) : flags.isError ? (
        <LoadError
          title={t('adsmanager.BANK_APPROVAL_FLAGS_LOAD_FAILED', { message: errorText(flags.error) })}
          retryLabel={t('adsmanager.BANK_APPROVAL_RETRY')}
          onRetry={() => flags.refetch()}
        />
      ) : (
        flattened && <FlagSections flags={flattened} timeZone={timeZone} />
      )}
    </>
  );
}
