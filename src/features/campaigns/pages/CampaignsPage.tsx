/**
 * `/advertiser/{accountId}/campaigns` (flag enable-campaigns-page): the account's campaigns one
 * server page at a time (CAMP-025, CAMP-029), filtered, sorted and paged by the server with the
 * state in the URL; external users never see drafts (CAMP-026). Columns are the user's choice,
 * kept per user (CAMP-028). Rows can be selected for bulk delete and duplicate (NS-05).
 */
import { useMemo, useState } from 'react';
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon, Columns3Icon, FlagIcon, PlusIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useAccess, useAccount } from '@/access';
import { errorText } from '@/api/errors';
import { useUserStorage } from '@/auth/user-storage';
import { LoadError } from '@/components/ui/load-error';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Pager } from '@/components/ui/pager';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { listColumnHelper, useListTable } from '@/components/ui/list-table';
import { VirtualTable } from '@/components/ui/virtual-table';
import type { Translator } from '@/i18n';
import { useTranslation } from '@/i18n/react';
import { formatDate } from '@/lib/dates';
import { formatMoney, type Currency } from '@/lib/money';
import { paths } from '@/lib/paths';
import {
  CAMPAIGN_COLUMN_IDS,
  DEFAULT_CAMPAIGN_COLUMNS,
  readCampaignColumns,
  writeCampaignColumns,
  type CampaignColumnId,
} from '../columns';
import { CampaignStatusBadge } from '../components/CampaignStatusBadge';
import { DeleteCampaignsDialog } from '../components/DeleteCampaignsDialog';
import { DuplicateCampaignDialog } from '../components/DuplicateCampaignDialog';
import { useAccountLines, lineLookup } from '../lines';
import {
  CAMPAIGN_PAGE_SIZE_OPTIONS,
  parseCampaignsListState,
  writeCampaignsListState,
  type CampaignsListState,
} from '../list-state';
import {
  CAMPAIGN_SORT_OPTIONS,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TYPES,
  DEFAULT_CAMPAIGN_SORT,
  MAX_CAMPAIGN_PAGE_SIZE,
  campaignListParams,
  campaignSort,
  isCampaignSortField,
  isCampaignStatus,
  isCampaignType,
  parseCampaignOrderBy,
  sortCampaigns,
  toCampaignRow,
  type CampaignRow,
  type CampaignSort,
  type CampaignSortField,
} from '../campaign-rules';
import { useCampaignPage } from '../queries';

const column = listColumnHelper<CampaignRow>();
const ALL = 'all';

/** Column id → the sort field it orders by. */
const SORTABLE: Partial<Record<string, CampaignSortField>> = {
  name: 'name',
  campaignId: 'campaignId',
  budget: 'budget',
  startDateTime: 'startDateTime',
  endDateTime: 'endDateTime',
};

const COLUMN_LABELS = {
  campaignId: 'adsmanager.CAMPAIGNS_COLUMN_campaignId',
  name: 'adsmanager.CAMPAIGNS_COLUMN_name',
  campaignStatus: 'adsmanager.CAMPAIGNS_COLUMN_campaignStatus',
  campaignType: 'adsmanager.CAMPAIGNS_COLUMN_campaignType',
  budget: 'adsmanager.CAMPAIGNS_COLUMN_budget',
  budgetDeliveryGoal: 'adsmanager.CAMPAIGNS_COLUMN_budgetDeliveryGoal',
  startDateTime: 'adsmanager.CAMPAIGNS_COLUMN_startDateTime',
  endDateTime: 'adsmanager.CAMPAIGNS_COLUMN_endDateTime',
  lineNumber: 'adsmanager.CAMPAIGNS_COLUMN_lineNumber',
  plan: 'adsmanager.CAMPAIGNS_COLUMN_plan',
  targetRoas: 'adsmanager.CAMPAIGNS_COLUMN_targetRoas',
  ticketUrl: 'adsmanager.CAMPAIGNS_COLUMN_ticketUrl',
  impressions: 'adsmanager.CAMPAIGNS_COLUMN_impressions',
  reach: 'adsmanager.CAMPAIGNS_COLUMN_reach',
  mediaFees: 'adsmanager.CAMPAIGNS_COLUMN_mediaFees',
  flaggedForReview: 'adsmanager.CAMPAIGNS_COLUMN_flaggedForReview',
} as const;

interface ColumnContext {
  t: Translator['t'];
  locale: Translator['language'];
  timeZone: string;
  accountId: number;
  sort: CampaignSort;
  onSort: (field: CampaignSortField) => void;
  selected: ReadonlySet<number>;
  allSelected: boolean | 'indeterminate';
  onSelect: (campaignId: number, selected: boolean) => void;
  onSelectAll: (selected: boolean) => void;
  selectable: boolean;
  visible: ReadonlySet<CampaignColumnId>;
}

function SortHeader({ label, field, ctx }: { label: string; field: CampaignSortField; ctx: ColumnContext }) {
  const active = ctx.sort.field === field;
  const Icon = !active ? ArrowUpDownIcon : ctx.sort.descending ? ArrowDownIcon : ArrowUpIcon;
  return (
    <button
      type="button"
      onClick={() => {
        ctx.onSort(field);
      }}
      className="inline-flex items-center gap-1 rounded-sm font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      {label}
      <Icon aria-hidden="true" className={active ? 'size-4' : 'size-4 opacity-40'} />
    </button>
  );
}

function campaignColumns(ctx: ColumnContext) {
  const { t, locale, timeZone } = ctx;
  const none = t('adsmanager.CAMPAIGNS_NONE');
  const label = (id: keyof typeof COLUMN_LABELS) => t(COLUMN_LABELS[id]);
  const header = (id: keyof typeof COLUMN_LABELS) => {
    const field = SORTABLE[id];
    return field === undefined ? () => label(id) : () => <SortHeader label={label(id)} field={field} ctx={ctx} />;
  };
  const money = (amount: number | undefined, currency: Currency) =>
    amount === undefined ? none : formatMoney(amount, currency, locale);
  const count = (value: number | undefined) => (value === undefined ? none : value.toLocaleString(locale));
  const date = (plainDate: string) => formatDate(plainDate, { timeZone, locale });

  const optional = [
    column.accessor('campaignId', { id: 'campaignId', header: header('campaignId') }),
    column.accessor('campaignStatus', {
      id: 'campaignStatus',
      header: header('campaignStatus'),
      cell: ({ getValue }) => <CampaignStatusBadge status={getValue()} />,
    }),
    column.accessor('campaignType', {
      id: 'campaignType',
      header: header('campaignType'),
      cell: ({ getValue }) => t(`adsmanager.CAMPAIGNS_TYPE_${getValue()}`),
    }),
    column.accessor('budget', {
      id: 'budget',
      header: header('budget'),
      cell: ({ row }) => money(row.original.budget, row.original.currency),
    }),
    column.accessor('budgetDeliveryGoal', {
      id: 'budgetDeliveryGoal',
      header: header('budgetDeliveryGoal'),
      cell: ({ getValue }) => t(`adsmanager.CAMPAIGNS_GOAL_${getValue()}`),
    }),
    column.accessor('startDate', {
      id: 'startDateTime',
      header: header('startDateTime'),
      cell: ({ getValue }) => date(getValue()),
    }),
    column.accessor('endDate', {
      id: 'endDateTime',
      header: header('endDateTime'),
      cell: ({ getValue }) => date(getValue()),
    }),
    column.accessor('lineNumber', {
      id: 'lineNumber',
      header: header('lineNumber'),
      cell: ({ getValue }) => getValue() ?? none,
    }),
    column.accessor('plan', { id: 'plan', header: header('plan'), cell: ({ getValue }) => getValue() ?? none }),
    column.accessor('targetRoas', {
      id: 'targetRoas',
      header: header('targetRoas'),
      cell: ({ getValue }) => getValue() ?? none,
    }),
    column.accessor('ticketUrl', {
      id: 'ticketUrl',
      header: header('ticketUrl'),
      cell: ({ getValue }) => {
        const url = getValue();
        return url === null ? (
          none
        ) : (
          <a href={url} target="_blank" rel="noreferrer" className="text-primary underline-offset-4 hover:underline">
            {t('adsmanager.CAMPAIGNS_TICKET_LINK')}
          </a>
        );
      },
    }),
    column.accessor('impressions', {
      id: 'impressions',
      header: header('impressions'),
      cell: ({ getValue }) => count(getValue()),
    }),
    column.accessor('reach', { id: 'reach', header: header('reach'), cell: ({ getValue }) => count(getValue()) }),
    column.accessor('mediaFees', {
      id: 'mediaFees',
      header: header('mediaFees'),
      cell: ({ row }) => money(row.original.mediaFees, row.original.currency),
    }),
    column.accessor('flaggedForReview', {
      id: 'flaggedForReview',
      header: header('flaggedForReview'),
      cell: ({ getValue }) => {
        const flagged = getValue();
        if (flagged === undefined) return none;
        return flagged ? (
          <span className="inline-flex items-center gap-1 text-destructive">
            <FlagIcon aria-hidden="true" className="size-4" />
            {t('adsmanager.CAMPAIGNS_YES')}
          </span>
        ) : (
          t('adsmanager.CAMPAIGNS_NO')
        );
      },
    }),
  ].filter((definition) => ctx.visible.has(definition.id as CampaignColumnId));

  const select = ctx.selectable
    ? [
        column.display({
          id: 'select',
          header: () => (
            <Checkbox
              aria-label={t('adsmanager.CAMPAIGNS_SELECT_ALL')}
              checked={ctx.allSelected}
              onCheckedChange={(checked) => {
                ctx.onSelectAll(checked === true);
              }}
            />
          ),
          cell: ({ row }) => (
            <Checkbox
              aria-label={t('adsmanager.CAMPAIGNS_SELECT_ROW', { name: row.original.name })}
              checked={ctx.selected.has(row.original.campaignId)}
              onCheckedChange={(checked) => {
                ctx.onSelect(row.original.campaignId, checked === true);
              }}
            />
          ),
        }),
      ]
    : [];

  const name = column.accessor('name', {
    id: 'name',
    header: header('name'),
    cell: ({ row }) => (
      <Link
        to={paths.campaignReview(ctx.accountId, row.original.campaignId)}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        {row.original.name}
      </Link>
    ),
  });

  return column.columns([...select, name, ...optional]);
}

export function CampaignsPage() {
  const { t, i18n } = useTranslation();
  const { accountId, account } = useAccount();
  const { isInternal, can } = useAccess();
  const canWrite = can('adsmanager.campaign.write');
  const storage = useUserStorage();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = parseCampaignsListState(searchParams);
  const timeZone = account.timezone;

  const update = (change: (current: CampaignsListState) => Partial<CampaignsListState>) => {
    setSearchParams(
      (previous) => {
        const current = parseCampaignsListState(previous);
        return writeCampaignsListState({ ...current, ...change(current) }, previous);
      },
      { replace: true },
    );
  };

  // With the "All" page size every campaign comes in one answer, and a new order is applied here
  // rather than fetched again (5,000 campaigns are ~5 MB). Only an account with more campaigns than
  // one page holds goes back to the server's order.
  const [overOnePage, setOverOnePage] = useState(false);
  const sortHere = state.pageSize === MAX_CAMPAIGN_PAGE_SIZE && !overOnePage;
  const params = campaignListParams({
    isInternal,
    pageIndex: state.pageIndex,
    pageSize: state.pageSize,
    sort: sortHere ? DEFAULT_CAMPAIGN_SORT : state.sort,
    planId: state.planId,
    campaignType: state.campaignType,
    campaignStatus: state.campaignStatus,
    includePlanDetails: true,
  });
  const page = useCampaignPage(accountId, params);
  // Adjusted while rendering (React's pattern for state derived from an answer), once.
  if (sortHere && page.totalPages > 1) setOverOnePage(true);
  const { lines } = useAccountLines(accountId);
  const linesById = useMemo(() => lineLookup(lines), [lines]);
  const rowOf = useMemo(
    () => new Map(page.campaigns.map((campaign) => [campaign, toCampaignRow(campaign, timeZone, linesById)])),
    [page.campaigns, timeZone, linesById],
  );
  const { field: sortField, descending: sortDescending } = state.sort;
  const rows = useMemo(() => {
    const campaigns = sortHere
      ? sortCampaigns(page.campaigns, campaignSort(sortField, sortDescending))
      : page.campaigns;
    return campaigns.flatMap((campaign) => rowOf.get(campaign) ?? []);
  }, [page.campaigns, rowOf, sortHere, sortField, sortDescending]);

  const [visibleColumns, setVisibleColumns] = useState<CampaignColumnId[]>(() => readCampaignColumns(storage));
  const changeColumns = (next: CampaignColumnId[]) => {
    setVisibleColumns(next);
    writeCampaignColumns(storage, next);
  };

  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const shownIds = useMemo(() => new Set(rows.map((row) => row.campaignId)), [rows]);
  // Only campaigns still listed stay selected (after a delete, a filter or another page).
  const selection = useMemo(() => [...selected].filter((id) => shownIds.has(id)), [selected, shownIds]);
  const allSelected: boolean | 'indeterminate' =
    selection.length === 0 ? false : selection.length === rows.length ? true : 'indeterminate';
  const [dialog, setDialog] = useState<'delete' | 'duplicate' | undefined>(undefined);
  const [dialogIds, setDialogIds] = useState<number[]>([]);

  const sortBy = (field: CampaignSortField) => {
    update((current) => ({
      sort: campaignSort(field, current.sort.field === field ? !current.sort.descending : false),
      pageIndex: 0,
    }));
  };

  const columns = useMemo(
    () =>
      campaignColumns({
        t,
        locale: i18n.language,
        timeZone,
        accountId,
        sort: state.sort,
        onSort: sortBy,
        selected,
        allSelected,
        onSelect: (campaignId, isSelected) => {
          setSelected((current) => {
            const next = new Set(current);
            if (isSelected) next.add(campaignId);
            else next.delete(campaignId);
            return next;
          });
        },
        onSelectAll: (isSelected) => {
          setSelected(isSelected ? new Set(shownIds) : new Set());
        },
        selectable: canWrite,
        visible: new Set(visibleColumns),
      }),
    // sortBy and update only write the URL; they need not rebuild the columns.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      t,
      i18n.language,
      timeZone,
      accountId,
      state.sort.orderBy,
      selected,
      allSelected,
      canWrite,
      visibleColumns,
      shownIds,
    ],
  );

  const table = useListTable({
    list: {
      sorting: [{ id: state.sort.field, desc: state.sort.descending }],
      onSortingChange: () => undefined,
      columnVisibility: {},
      onColumnVisibilityChange: () => undefined,
    },
    columns,
    data: rows,
    getRowId: (row) => String(row.campaignId),
  });

  const pageCount = Math.max(page.totalPages, 1);
  const goTo = (pageIndex: number) => {
    update(() => ({ pageIndex }));
  };
  const duplicateSource = selection.length === 1 ? rows.find((row) => row.campaignId === selection[0]) : undefined;

  return (
    <section aria-labelledby="campaigns-title" className="grid gap-4 p-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="campaigns-title" className="text-2xl font-semibold">
          {t('adsmanager.CAMPAIGNS_TITLE')}
        </h1>
        {canWrite && (
          <Button asChild>
            <Link to={paths.campaignCreate(accountId)}>
              <PlusIcon aria-hidden="true" />
              {t('adsmanager.CAMPAIGNS_NEW')}
            </Link>
          </Button>
        )}
      </div>

      <div className="flex flex-wrap items-end gap-4">
        <FilterSelect
          id="campaigns-type"
          label={t('adsmanager.CAMPAIGNS_FILTER_TYPE')}
          value={state.campaignType ?? ALL}
          options={CAMPAIGN_TYPES.map((type) => ({ value: type, label: t(`adsmanager.CAMPAIGNS_TYPE_${type}`) }))}
          allLabel={t('adsmanager.CAMPAIGNS_ALL')}
          onChange={(value) => {
            update(() => ({ campaignType: isCampaignType(value) ? value : undefined, pageIndex: 0 }));
          }}
        />
        <FilterSelect
          id="campaigns-status"
          label={t('adsmanager.CAMPAIGNS_FILTER_STATUS')}
          value={state.campaignStatus ?? ALL}
          options={CAMPAIGN_STATUSES.filter((status) => isInternal || status !== 'Draft').map((status) => ({
            value: status,
            label: t(`adsmanager.CAMPAIGN_STATUS_${status}`),
          }))}
          allLabel={t('adsmanager.CAMPAIGNS_ALL')}
          onChange={(value) => {
            update(() => ({ campaignStatus: isCampaignStatus(value) ? value : undefined, pageIndex: 0 }));
          }}
        />
        <PlanFilter
          key={state.planId ?? 'none'}
          initial={state.planId}
          onChange={(planId) => {
            update(() => ({ planId, pageIndex: 0 }));
          }}
        />
        <FilterSelect
          id="campaigns-sort"
          label={t('adsmanager.CAMPAIGNS_SORT_LABEL')}
          value={state.sort.orderBy}
          options={CAMPAIGN_SORT_OPTIONS.map((option) => ({
            value: option.orderBy,
            label: t(option.descending ? 'adsmanager.CAMPAIGNS_SORT_DESC' : 'adsmanager.CAMPAIGNS_SORT_ASC', {
              field: t(COLUMN_LABELS[option.field]),
            }),
          }))}
          onChange={(value) => {
            const sort = parseCampaignOrderBy(value);
            if (sort && isCampaignSortField(sort.field)) update(() => ({ sort, pageIndex: 0 }));
          }}
        />
        <ColumnPicker visible={visibleColumns} onChange={changeColumns} />
      </div>

      {canWrite && (
        <div
          className="flex flex-wrap items-center gap-2 text-sm"
          role="toolbar"
          aria-label={t('adsmanager.CAMPAIGNS_SELECTED', { count: selection.length })}
        >
          <span aria-live="polite">{t('adsmanager.CAMPAIGNS_SELECTED', { count: selection.length })}</span>
          <Button
            variant="outline"
            size="sm"
            disabled={selection.length === 0}
            onClick={() => {
              setDialogIds(selection);
              setDialog('delete');
            }}
          >
            {t('adsmanager.CAMPAIGNS_DELETE_SELECTED')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={duplicateSource === undefined}
            onClick={() => {
              setDialog('duplicate');
            }}
          >
            {t('adsmanager.CAMPAIGNS_DUPLICATE_SELECTED')}
          </Button>
        </div>
      )}

      {page.isError ? (
        <LoadError
          title={t('adsmanager.CAMPAIGNS_LOAD_FAILED', { message: errorText(page.error) })}
          retryLabel={t('adsmanager.CAMPAIGNS_RETRY')}
          onRetry={() => page.refetch()}
        />
      ) : page.isPending ? (
        <Spinner label={t('adsmanager.CAMPAIGNS_LOADING')} className="py-8" />
      ) : (
        <>
          <VirtualTable
            label={t('adsmanager.CAMPAIGNS_TABLE_LABEL')}
            table={table}
            empty={t('adsmanager.CAMPAIGNS_EMPTY')}
            busy={page.isFetching}
          />
          <Pager
            label={t('adsmanager.CAMPAIGNS_PAGING_LABEL')}
            status={`${t('adsmanager.CAMPAIGNS_TOTALS', { count: page.totalCount })} · ${t(
              'adsmanager.CAMPAIGNS_PAGE_OF',
              { page: state.pageIndex + 1, pages: pageCount },
            )}`}
            pageIndex={state.pageIndex}
            pageCount={pageCount}
            onPage={goTo}
            buttonLabels={{
              first: t('adsmanager.CAMPAIGNS_FIRST_PAGE'),
              previous: t('adsmanager.CAMPAIGNS_PREVIOUS_PAGE'),
              next: t('adsmanager.CAMPAIGNS_NEXT_PAGE'),
              last: t('adsmanager.CAMPAIGNS_LAST_PAGE'),
            }}
            pageSize={{
              id: 'campaigns-page-size',
              label: t('adsmanager.CAMPAIGNS_PAGE_SIZE_LABEL'),
              value: state.pageSize,
              options: CAMPAIGN_PAGE_SIZE_OPTIONS.map((size) => ({
                value: size,
                label: size === MAX_CAMPAIGN_PAGE_SIZE ? t('adsmanager.CAMPAIGNS_ALL') : String(size),
              })),
              onChange: (size) => {
                update(() => ({ pageSize: size, pageIndex: 0 }));
              },
            }}
          />
        </>
      )}

      {canWrite && (
        <DeleteCampaignsDialog
          accountId={accountId}
          campaignIds={dialogIds}
          open={dialog === 'delete'}
          onOpenChange={(open) => {
            if (!open) setDialog(undefined);
          }}
          onFinished={(result) => {
            setSelected((current) => new Set([...current].filter((id) => !result.succeeded.includes(id))));
          }}
        />
      )}
      {canWrite && duplicateSource && (
        <DuplicateCampaignDialog
          accountId={accountId}
          campaign={duplicateSource}
          open={dialog === 'duplicate'}
          onOpenChange={(open) => {
            if (!open) setDialog(undefined);
          }}
        />
      )}
    </section>
  );
}

function FilterSelect({
  id,
  label,
  value,
  options,
  allLabel,
  inline = false,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  /** Adds an "All" choice (no filter). */
  allLabel?: string;
  inline?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <div className={inline ? 'flex items-center gap-2' : 'grid gap-2'}>
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} size={inline ? 'sm' : 'default'} className={inline ? undefined : 'min-w-44'}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {allLabel !== undefined && <SelectItem value={ALL}>{allLabel}</SelectItem>}
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** The plan filter: a plan id, sent when it is a whole number (Enter or leaving the field). */
function PlanFilter({
  initial,
  onChange,
}: {
  initial: number | undefined;
  onChange: (planId: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial === undefined ? '' : String(initial));
  const trimmed = text.trim();
  const invalid = trimmed !== '' && !/^\d+$/.test(trimmed);
  const commit = () => {
    if (invalid) return;
    const planId = trimmed === '' ? undefined : Number(trimmed);
    if (planId !== initial) onChange(planId);
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor="campaigns-plan">{t('adsmanager.CAMPAIGNS_FILTER_PLAN')}</Label>
      <Input
        id="campaigns-plan"
        inputMode="numeric"
        className="w-32"
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? 'campaigns-plan-error' : undefined}
        onChange={(event) => {
          setText(event.target.value);
        }}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      {invalid && (
        <p id="campaigns-plan-error" className="text-sm text-destructive">
          {t('adsmanager.CAMPAIGNS_FILTER_PLAN_INVALID')}
        </p>
      )}
    </div>
  );
}

function ColumnPicker({
  visible,
  onChange,
}: {
  visible: readonly CampaignColumnId[];
  onChange: (columns: CampaignColumnId[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          <Columns3Icon aria-hidden="true" />
          {t('adsmanager.CAMPAIGNS_COLUMNS_BUTTON')}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('adsmanager.CAMPAIGNS_COLUMNS_LABEL')}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {CAMPAIGN_COLUMN_IDS.map((id) => (
          <DropdownMenuCheckboxItem
            key={id}
            checked={visible.includes(id)}
            onSelect={(event) => {
              // Keep the menu open to pick several columns.
              event.preventDefault();
            }}
            onCheckedChange={(checked) => {
              onChange(checked ? [...visible, id] : visible.filter((shown) => shown !== id));
            }}
          >
            {t(COLUMN_LABELS[id])}
          </DropdownMenuCheckboxItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() => {
            onChange([...DEFAULT_CAMPAIGN_COLUMNS]);
          }}
        >
          {t('adsmanager.CAMPAIGNS_COLUMNS_RESET')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
