/**
 * `reporting/tvc-request/{tvcRequestId}` (TVC-003, NS-62): one TVC request — campaign (to its
 * review), requested dates, notes, status, submitted when and by whom. The id `create` opens
 * creation instead (its own route, which the router prefers).
 */
import { StatusBadge } from '@/components/ui/status-badge';
import { Link, useParams } from 'react-router';
import { useAccount } from '@/access';
import { ApiError } from '@/api/api-error';
import { errorText } from '@/api/errors';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/i18n/react';
import { countryRules } from '@/lib/countries';
import { formatDate, formatDateTime } from '@/lib/dates';
import { parseIntegerId } from '@/lib/ids';
import { paths } from '@/lib/paths';
import { useTvcRequest } from '../queries';
import { TEXT_LINK } from '@/components/ui/link-styles';
import { cn } from '@/lib/cn';

export function TvcRequestPage() {
  const { t, i18n } = useTranslation();
  const { accountId, account } = useAccount();
  const tvcRequestId = parseIntegerId(useParams().tvcRequestId);
  const query = useTvcRequest(accountId, tvcRequestId);
  const notFound = tvcRequestId === undefined || (query.error instanceof ApiError && query.error.status === 404);
  const { timeZone } = countryRules(account.bookingCountry);
  const locale = i18n.language;
  const request = query.data?.data;

  return (
    <section aria-labelledby="tvc-detail-title" className="grid max-w-3xl gap-4 p-6">
      <Link to={paths.tvcRequests(accountId)} className={cn(TEXT_LINK, 'text-sm')}>
        {t('adsmanager.TVC_BACK')}
      </Link>
      <h1 id="tvc-detail-title" className="text-2xl font-semibold">
        {notFound ? t('adsmanager.TVC_DETAIL_NOT_FOUND') : t('adsmanager.TVC_DETAIL_TITLE', { id: tvcRequestId })}
      </h1>
      {notFound ? null : query.isError ? (
        <LoadError
          title={t('adsmanager.TVC_LOAD_FAILED', { message: errorText(query.error) })}
          retryLabel={t('adsmanager.TVC_RETRY')}
          onRetry={() => query.refetch()}
        />
      ) : !request ? (
        <Spinner label={t('adsmanager.TVC_LOADING')} className="py-8" />
      ) : (
        <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="font-medium">{t('adsmanager.TVC_DETAIL_CAMPAIGN')}</dt>
          <dd>
            <Link to={paths.campaignReview(accountId, request.campaignId)} className={TEXT_LINK}>
              {`${request.campaignName} (${String(request.campaignId)})`}
            </Link>
          </dd>
          <dt className="font-medium">{t('adsmanager.TVC_DETAIL_DATES')}</dt>
          <dd>
            {t('adsmanager.TVC_DATES', {
              from: formatDate(request.requestedStartDate, { timeZone, locale }),
              to: formatDate(request.requestedEndDate, { timeZone, locale }),
            })}
          </dd>
          <dt className="font-medium">{t('adsmanager.TVC_DETAIL_STATUS')}</dt>
          <dd>
            <StatusBadge status={request.status}>{t(`adsmanager.TVC_STATUS_${request.status}`)}</StatusBadge>
          </dd>
          <dt className="font-medium">{t('adsmanager.TVC_DETAIL_NOTES')}</dt>
          <dd className="whitespace-pre-wrap">{request.notes ?? t('adsmanager.TVC_NONE')}</dd>
          <dt className="font-medium">{t('adsmanager.TVC_DETAIL_CREATED')}</dt>
          <dd>{formatDateTime(request.createDateTime, { timeZone, locale })}</dd>
          <dt className="font-medium">{t('adsmanager.TVC_DETAIL_BY')}</dt>
          <dd>{request.createUser}</dd>
        </dl>
      )}
    </section>
  );
}
