/**
 * `plan/{planId}/projection/{projectionId}` and `projection/{projectionId}` (PROJ-010, NS-70): a
 * projection's latest run — its status, read again by itself while pending (with back-off, saying so
 * when a check fails), the result sheet of a finished run — with the projection's details and
 * specifications. An invalid id shows 'Invalid projection id' (NS-35).
 */
import { useMemo } from 'react';
import { useAccount } from '@/access';
import { ApiError } from '@/api/api-error';
import { errorText } from '@/api/errors';
import { useRouteId, withRouteIdBoundary } from '@/components/routing/route-ids';
import { InlineMessage } from '@/components/ui/inline-message';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/i18n/react';
import { countryRules } from '@/lib/countries';
import { ProjectionDetails, ProjectionSpecs } from '../components/ProjectionDetails';
import { CheckFailed, RunSection, type RunCheck } from '../components/RunSection';
import { ProjectionStatusBadge } from '../components/StatusBadges';
import { BackLink } from '../components/BackLink';
import { useProjection } from '../queries';

function ProjectionRun() {
  const { t, i18n } = useTranslation();
  const { accountId, account } = useAccount();
  const planId = useRouteId('plan');
  const projectionId = useRouteId('projection') ?? 0;
  const query = useProjection(accountId, projectionId);
  const { timeZone } = countryRules(account.bookingCountry);
  const locale = i18n.language;
  const format = useMemo(() => ({ timeZone, locale }), [timeZone, locale]);
  const check: RunCheck = {
    failures: query.failureCount,
    failure: query.failureReason,
    checkNow: () => void query.refetch(),
  };
  const back = <BackLink accountId={accountId} planId={planId} />;

  if (query.data === undefined) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <section aria-labelledby="projection-title" className="grid gap-4 p-6">
        {back}
        <h1 id="projection-title" className="text-2xl font-semibold">
          {t('adsmanager.PROJECTIONS_TITLE')}
        </h1>
        {notFound ? (
          <InlineMessage variant="error" title={t('adsmanager.PROJECTION_NOT_FOUND', { projectionId })} />
        ) : query.isError ? (
          <LoadError
            title={t('adsmanager.PROJECTION_LOAD_FAILED', { message: errorText(query.error) })}
            retryLabel={t('adsmanager.PROJECTIONS_RETRY')}
            onRetry={() => query.refetch()}
          />
        ) : (
          <>
            <CheckFailed check={check} />
            <Spinner label={t('adsmanager.PROJECTIONS_LOADING')} className="py-8" />
          </>
        )}
      </section>
    );
  }
  const { projection, specs, run } = query.data.data;
  return (
    <section aria-labelledby="projection-title" className="grid gap-6 p-6">
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="projection-title" className="text-2xl font-semibold">
          {t('adsmanager.PROJECTION_RUN_TITLE', { name: projection.name })}
        </h1>
        <ProjectionStatusBadge status={projection.status} />
      </div>
      {query.isError && (
        <LoadError
          title={t('adsmanager.PROJECTION_LOAD_FAILED', { message: errorText(query.error) })}
          retryLabel={t('adsmanager.PROJECTIONS_RETRY')}
          onRetry={() => query.refetch()}
        />
      )}
      <RunSection accountId={accountId} projection={projection} run={run} check={check} />
      <ProjectionDetails accountId={accountId} projection={projection} format={format} />
      <ProjectionSpecs accountId={accountId} specs={specs} format={format} />
    </section>
  );
}

export const ProjectionRunPage = withRouteIdBoundary(ProjectionRun);
