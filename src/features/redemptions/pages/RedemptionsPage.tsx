/**
 * `/admin/redemptions/{us|gb}` (REDEEM-002, NS-75): the country's redemptions under review,
 * grouped by reason code (or partner, or institution) and optionally one redemption model, with the
 * time of the most recent one; reviewers (redemptions write) decide on a code, or on several at
 * once, where the code allows it (REDEEM-010…013, NS-76), and upload redemptions files. Every call
 * acts on the admin account of the configuration (REDEEM-001).
 */
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { NotFoundError, useCan } from '@/access';
import { ApiError } from '@/api/api-error';
import { errorText } from '@/api/errors';
import { FilterSelect } from '@/components/ui/filter-select';
import { InlineMessage } from '@/components/ui/inline-message';
import { useListTable } from '@/components/ui/list-table';
import { LoadError } from '@/components/ui/load-error';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useListState } from '@/components/ui/use-list-state';
import { VirtualTable } from '@/components/ui/virtual-table';
import { useTranslation } from '@/i18n/react';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/dates';
import { paths } from '@/lib/paths';
import type { RedemptionCountry, RedemptionSummary } from '@generated/rms/model';
import { DecidedToday } from '../components/DecidedToday';
import { DecisionDialog, type DecisionRequest } from '../components/DecisionDialog';
import { SelectionActions } from '../components/SelectionActions';
import { summaryColumns } from '../components/summary-columns';
import { UploadForm } from '../components/UploadForm';
import { useRedemptionSummaries } from '../queries';
import {
  countryTimeZone,
  GROUPINGS,
  isRedemptionCountry,
  REDEMPTION_COUNTRIES,
  REDEMPTION_MODELS,
  sortSummaries,
  summaryKey,
  SUMMARIES_LIST,
} from '../redemption-rules';

const NO_SUMMARIES: RedemptionSummary[] = [];

export function RedemptionsPage() {
  const { countryCode } = useParams();
  // SHELL-021: only lowercase us and gb are pages.
  if (!isRedemptionCountry(countryCode)) throw new NotFoundError('Country');
  return <CountryRedemptions key={countryCode} country={countryCode} />;
}

function CountryRedemptions({ country }: { country: RedemptionCountry }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const canDecide = useCan('adsmanager.redemptions.write');
  const list = useListState(SUMMARIES_LIST);
  const { groupBy, redemptionModel } = list.filters;
  const summaries = useRedemptionSummaries(country, { groupBy, redemptionModel });
  const answer = summaries.data?.data;
  const rows = useMemo(() => sortSummaries(answer?.summaryList ?? NO_SUMMARIES, list.sort), [answer, list.sort]);
  const [request, setRequest] = useState<DecisionRequest | undefined>(undefined);
  const columns = useMemo(
    () =>
      summaryColumns({
        t,
        locale,
        groupBy,
        canDecide,
        onDecide: (chosen, decision) => {
          setRequest({ summaries: chosen, decision });
        },
      }),
    [t, locale, groupBy, canDecide],
  );
  const table = useListTable({ list, columns, data: rows, getRowId: summaryKey });
  const latest = answer?.mostRecentRedemptionTime;

  return (
    <section aria-labelledby="redemptions-title" className="grid gap-4 p-6">
      <div className="grid gap-1">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 id="redemptions-title" className="text-2xl font-semibold">
            {t(`adsmanager.REDEMPTIONS_TITLE_${country}`)}
          </h1>
          <CountrySwitch country={country} />
        </div>
        {answer && (
          <p className="text-sm text-muted-foreground">
            {latest
              ? t('adsmanager.REDEMPTIONS_LATEST', {
                  when: `${formatDateTime(latest, { timeZone: countryTimeZone(country), locale })} (${countryTimeZone(country)})`,
                })
              : t('adsmanager.REDEMPTIONS_LATEST_NONE')}
          </p>
        )}
      </div>
      {!canDecide && <InlineMessage variant="info">{t('adsmanager.REDEMPTIONS_READ_ONLY_NOTE')}</InlineMessage>}

      <div className="flex flex-wrap items-end gap-4">
        <FilterSelect
          id="redemptions-group-by"
          label={t('adsmanager.REDEMPTIONS_GROUP_BY')}
          value={groupBy}
          options={GROUPINGS.map((value) => ({ value, label: t(`adsmanager.REDEMPTIONS_GROUP_${value}`) }))}
          onChange={(value) => {
            table.resetRowSelection();
            list.setFilters({ groupBy: GROUPINGS.find((grouping) => grouping === value) ?? 'ReasonCode' });
          }}
        />
        <FilterSelect
          id="redemptions-model"
          label={t('adsmanager.REDEMPTIONS_MODEL')}
          value={redemptionModel}
          allLabel={t('adsmanager.REDEMPTIONS_MODEL_ALL')}
          options={REDEMPTION_MODELS.map((value) => ({ value, label: t(`adsmanager.REDEMPTIONS_MODEL_${value}`) }))}
          onChange={(value) => {
            table.resetRowSelection();
            list.setFilters({ redemptionModel: REDEMPTION_MODELS.find((model) => model === value) });
          }}
        />
      </div>

      {canDecide && groupBy === 'ReasonCode' && (
        <SelectionActions
          selected={table.getSelectedRowModel().rows.map((row) => row.original)}
          onDecide={(chosen, decision) => {
            setRequest({ summaries: chosen, decision });
          }}
        />
      )}

      {summaries.isError ? (
        <LoadError
          title={
            summaries.error instanceof ApiError && summaries.error.status === 403
              ? t('adsmanager.REDEMPTIONS_FORBIDDEN', { message: errorText(summaries.error) })
              : t('adsmanager.REDEMPTIONS_LOAD_FAILED', { message: errorText(summaries.error) })
          }
          retryLabel={t('adsmanager.REDEMPTIONS_RETRY')}
          onRetry={() => summaries.refetch()}
        />
      ) : summaries.isPending ? (
        <SkeletonRows label={t('adsmanager.REDEMPTIONS_LOADING')} columns={5} />
      ) : (
        <VirtualTable
          table={table}
          label={t('adsmanager.REDEMPTIONS_TABLE_LABEL')}
          empty={t('adsmanager.REDEMPTIONS_EMPTY')}
          busy={summaries.isFetching}
        />
      )}

      <DecidedToday country={country} />

      {canDecide && <UploadForm country={country} />}

      <DecisionDialog
        country={country}
        request={request}
        onClose={() => {
          setRequest(undefined);
        }}
        onFinished={() => {
          table.resetRowSelection();
        }}
      />
    </section>
  );
}

/** The US / GB switch of the header (issue 27): the other country is one click away, not a URL edit. */
function CountrySwitch({ country }: { country: RedemptionCountry }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('adsmanager.REDEMPTIONS_COUNTRY_SWITCH')} className="inline-flex rounded-md border p-0.5">
      {REDEMPTION_COUNTRIES.map((code) => (
        <Link
          key={code}
          to={paths.redemptionsCountry(code)}
          aria-current={code === country ? 'page' : undefined}
          className={cn(
            'rounded px-3 py-1 text-sm font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
            code === country ? 'bg-primary text-primary-foreground' : 'hover:bg-accent',
          )}
        >
          {t(`adsmanager.REDEMPTIONS_COUNTRY_${code}`)}
        </Link>
      ))}
    </nav>
  );
}
