import { LoadError } from '@/components/ui/load-error';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogClose,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/api/errors';
import { paginationOf } from '@/api/http';
import { useTranslation } from '@/i18n/react';
import { formatDateTime } from '@/lib/dates';
import { useCampaignChangeLog } from '../../queries';
import { newestFirst } from '../../review';

export interface ChangeLogDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  accountId: number;
  campaignId: number;
  campaignName: string;
  timeZone: string;
}

/** AUDIT-005, NS-58: the campaign's audit change records, newest first. Loads only while open. */
export function ChangeLogDialog({
  open,
  onOpenChange,
  accountId,
  campaignId,
  campaignName,
  timeZone,
}: ChangeLogDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[85vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('adsmanager.REVIEW_CHANGE_LOG_TITLE', { name: campaignName })}</DialogTitle>
          <DialogDescription>{t('adsmanager.REVIEW_CHANGE_LOG_DESCRIPTION')}</DialogDescription>
        </DialogHeader>
        {open && <ChangeLogRecords accountId={accountId} campaignId={campaignId} timeZone={timeZone} />}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('adsmanager.REVIEW_CLOSE')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function ChangeLogRecords({
  accountId,
  campaignId,
  timeZone,
}: {
  accountId: number;
  campaignId: number;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  const query = useCampaignChangeLog(accountId, campaignId);
  if (query.isPending) return <Spinner label={t('adsmanager.REVIEW_CHANGE_LOG_LOADING')} />;
  if (query.isError) {
    return (
      <LoadError
        title={t('adsmanager.REVIEW_CHANGE_LOG_FAILED', { message: errorText(query.error) })}
        retryLabel={t('adsmanager.REVIEW_RETRY')}
        onRetry={() => query.refetch()}
      />
    );
  }
  const records = newestFirst(query.data.data);
  if (records.length === 0)
    return <p className="text-sm text-muted-foreground">{t('adsmanager.REVIEW_CHANGE_LOG_EMPTY')}</p>;
  const total = paginationOf(query.data)?.totalCount ?? records.length;
  const empty = (value: string | null) =>
    value === null || value === '' ? t('adsmanager.REVIEW_CHANGE_LOG_EMPTY_VALUE') : value;
  return (
    <div className="grid gap-3">
      {total > records.length && (
        <p className="text-sm text-muted-foreground">
          {t('adsmanager.REVIEW_CHANGE_LOG_MORE', { shown: records.length, total })}
        </p>
      )}
      <ol aria-label={t('adsmanager.REVIEW_CHANGE_LOG')} className="grid gap-3">
        {records.map((record, index) => (
          <li key={`${record.updateDateTime}-${String(index)}`} className="rounded-md border p-3">
            <p className="text-sm font-medium">
              {t('adsmanager.REVIEW_CHANGE_LOG_RECORD', {
                action: t(`adsmanager.REVIEW_AUDIT_ACTION_${record.action}`),
                user: record.updateUser,
                date: formatDateTime(record.updateDateTime, { timeZone, locale: i18n.language }),
              })}
            </p>
            {record.changes.length > 0 && (
              <table className="mt-2 w-full text-left text-sm">
                <thead>
                  <tr>
                    <th scope="col" className="pr-3 font-medium text-muted-foreground">
                      {t('adsmanager.REVIEW_CHANGE_LOG_COLUMN')}
                    </th>
                    <th scope="col" className="pr-3 font-medium text-muted-foreground">
                      {t('adsmanager.REVIEW_CHANGE_LOG_FROM')}
                    </th>
                    <th scope="col" className="font-medium text-muted-foreground">
                      {t('adsmanager.REVIEW_CHANGE_LOG_TO')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {record.changes.map((change) => (
                    <tr key={change.columnName}>
                      <th scope="row" className="pr-3 font-normal">
                        {change.columnName}
                      </th>
                      <td className="pr-3 break-all">{empty(change.originalValue)}</td>
                      <td className="break-all">{empty(change.newValue)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
