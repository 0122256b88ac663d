/**
 * `/advertiser/{accountId}/campaigns` (flag enable-campaigns-page): the account's campaigns one
 * server page at a time (CAMP-025, CAMP-029), filtered, sorted and paged by the server with the
 * state in the URL; external users see no drafts in it (CAMP-026), only their own, listed apart (NS-85). Columns are the user's choice,
 * kept per user (CAMP-028). Writers select rows for bulk delete and duplicate (NS-05).
 */
import { useMemo } from 'react';
import { useAccount, useCan } from '@/access';
import { errorText } from '@/api/errors';
import { useUserStorage } from '@/auth/user-storage';
import { EmptyState } from '@/components/ui/empty-state';
import { useListTable } from '@/components/ui/list-table';
import { LoadError } from '@/components/ui/load-error';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { useListState } from '@/components/ui/use-list-state';
import { VirtualTable } from '@/components/ui/virtual-table';
import { useTranslation } from '@/i18n/react';
import { MAX_CAMPAIGN_PAGE_SIZE, type CampaignRow } from '../campaign-rules';
import { CampaignBulkActions } from '../components/CampaignBulkActions';
import { CampaignFilters } from '../components/CampaignFilters';
import { CreateCampaignLink, useCanCreateCampaign } from '../create-entry';
import { OwnDrafts } from '../components/OwnDrafts';
import { CAMPAIGN_PAGE_SIZE_OPTIONS, CAMPAIGNS_LIST, campaignColumnStore } from '../list-state';
import { useCampaignList } from '../queries';
import { campaignColumns } from './campaign-columns';

const rowId = (row: CampaignRow) => String(row.campaignId);

export function CampaignsPage() {
  const { t, i18n } = useTranslation();
  const { accountId, account } = useAccount();
  const canWrite = useCan('adsmanager.campaign.write');
  const canCreate = useCanCreateCampaign(accountId);
  const storage = useUserStorage();
  const columnStore = useMemo(() => campaignColumnStore(storage), [storage]);
  const list = useListState(CAMPAIGNS_LIST, { columnStore });
  const timeZone = account.timezone;
  const campaigns = useCampaignList(accountId, timeZone, list);
  const locale = i18n.language;
  const columns = useMemo(
    () => campaignColumns({ t, locale, timeZone, accountId, selectable: canWrite }),
    [t, locale, timeZone, accountId, canWrite],
  );
  const table = useListTable({ list, columns, data: campaigns.rows, getRowId: rowId });
  const pageCount = Math.max(campaigns.totalPages, 1);
  const noFilter = Object.values(list.filters).every(
    (value) => value === undefined || (Array.isArray(value) && value.length === 0),
  );

  return (
    <section aria-labelledby="campaigns-title" className="grid gap-4 p-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="campaigns-title" className="text-2xl font-semibold">
          {t('adsmanager.CAMPAIGNS_TITLE')}
        </h1>
        {canCreate && <CreateCampaignLink accountId={accountId} />}
      </div>

      <OwnDrafts accountId={accountId} timeZone={timeZone} afterList={!campaigns.isPending && !campaigns.isError} />
      <CampaignFilters list={list} />
      {canWrite && <CampaignBulkActions accountId={accountId} table={table} />}

      {campaigns.isError ? (
        <LoadError
          title={t('adsmanager.CAMPAIGNS_LOAD_FAILED', { message: errorText(campaigns.error) })}
          retryLabel={t('adsmanager.CAMPAIGNS_RETRY')}
          onRetry={() => campaigns.refetch()}
        />
      ) : campaigns.isPending ? (
        <Spinner label={t('adsmanager.CAMPAIGNS_LOADING')} className="py-8" />
      ) : (
        <>
          <VirtualTable
            table={table}
            label={t('adsmanager.CAMPAIGNS_TABLE_LABEL')}
            empty={
              // An account with no campaign at all (no filter applied) offers the first one (NS-07a).
              noFilter && campaigns.totalCount === 0 ? (
                <EmptyState
                  title={t('adsmanager.CAMPAIGNS_FIRST_TITLE')}
                  text={t('adsmanager.CAMPAIGNS_FIRST_TEXT')}
                  action={canCreate ? <CreateCampaignLink accountId={accountId} /> : undefined}
                />
              ) : (
                t('adsmanager.CAMPAIGNS_EMPTY')
              )
            }
            busy={campaigns.isFetching}
          />
          <Pager
            label={t('adsmanager.CAMPAIGNS_PAGING_LABEL')}
            status={`${t('adsmanager.CAMPAIGNS_TOTALS', { count: campaigns.totalCount })} · ${t(
              'adsmanager.CAMPAIGNS_PAGE_OF',
              { page: list.pageIndex + 1, pages: pageCount },
            )}`}
            pageIndex={list.pageIndex}
            pageCount={pageCount}
            onPage={list.setPage}
            buttonLabels={{
              first: t('adsmanager.CAMPAIGNS_FIRST_PAGE'),
              previous: t('adsmanager.CAMPAIGNS_PREVIOUS_PAGE'),
              next: t('adsmanager.CAMPAIGNS_NEXT_PAGE'),
              last: t('adsmanager.CAMPAIGNS_LAST_PAGE'),
            }}
            pageSize={{
              id: 'campaigns-page-size',
              label: t('adsmanager.CAMPAIGNS_PAGE_SIZE_LABEL'),
              value: list.pageSize,
              options: CAMPAIGN_PAGE_SIZE_OPTIONS.map((size) => ({
                value: size,
                label: size === MAX_CAMPAIGN_PAGE_SIZE ? t('adsmanager.CAMPAIGNS_ALL') : String(size),
              })),
              onChange: list.setPageSize,
            }}
          />
        </>
      )}
    </section>
  );
}
