/**
 * The account list of the switcher popup and the account picker (part 1 §2.6): a search box when
 * more than 5 accounts are listed (SHELL-047), 'Recently viewed' then 'Accounts' (SHELL-049; a short
 * list without a search box shows no 'Recently viewed': every account is in view once),
 * virtualised rows `[country] advertiser name` with the initials badge and the organization label
 * (SHELL-051). With flag enable-server-side-account-list the list is searched and paged on the
 * server, 25 at a time (SHELL-050).
 */
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Rect } from '@tanstack/react-virtual';
import { CheckIcon, SearchIcon } from 'lucide-react';
import {
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from '@/i18n/react';
import { useNavigate } from 'react-router';
import { useAccess, useFlag, useOptionalAccount } from '@/access';
import { errorText } from '@/api/errors';
import { useSessionUser } from '@/auth';
import { Button } from '@/components/ui/button';
import { InlineMessage } from '@/components/ui/inline-message';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { VirtualList } from '@/components/ui/virtual-list';
import {
  matchesAccountId,
  matchesAccountSearch,
  toSwitcherAccount,
  inaccessibleIds,
  useRecentAccounts,
  type SwitcherAccount,
} from '@/user-accounts';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { accountLabel } from './account-badge';
import { AccountBadge } from './AccountBadge';
import { serverAccountsOptions, totalOf, useAccountsById, useFullAccountList } from './queries';
import { useDebouncedValue } from './use-debounced-value';

/** SHELL-047: the search box appears only with more than this many accounts. */
export const SEARCH_BOX_THRESHOLD = 5;
/** Server-side search waits this long after the last keystroke. */
export const SERVER_SEARCH_DEBOUNCE_MS = 250;

export interface AccountListProps {
  /** Called once the chosen account is being opened (the popup closes). */
  onNavigate?: () => void;
  /** Max height of the virtual list (default 24rem). */
  maxHeight?: string;
  /** Viewport of the virtual list before it is measured (jsdom has no layout). */
  initialRect?: Rect;
  /** Focus the search box when it shows, unless the focus is already elsewhere (outside its popup). */
  focusOnMount?: boolean;
}

export function AccountList(props: AccountListProps) {
  const serverSide = useFlag('enable-server-side-account-list');
  return serverSide ? <ServerAccountList {...props} /> : <ClientAccountList {...props} />;
}

const NO_ACCOUNTS: SwitcherAccount[] = [];

/** useRecentAccounts with its functions as plain (stable) arrows. */
function useRecentAccountsApi() {
  const api = useRecentAccounts();
  return useMemo(
    () => ({
      recent: api.recent,
      remember: (account: SwitcherAccount) => {
        api.remember(account);
      },
      forget: (ids: number[]) => {
        api.forget(ids);
      },
    }),
    [api],
  );
}

interface Indexed {
  account: SwitcherAccount;
  /** Lower-cased names, computed once per list (not per keystroke). */
  advertiser: string;
  agency: string;
}

export function indexAccounts(accounts: readonly SwitcherAccount[]): Indexed[] {
  return accounts.map((account) => ({
    account,
    advertiser: account.advertiserName.toLocaleLowerCase(),
    agency: account.agencyName?.toLocaleLowerCase() ?? '',
  }));
}

/**
 * The accounts matching `term`: exactly matchesAccountSearch (SHELL-048), on names lower-cased once,
 * so that a keystroke over 10,000 accounts costs a few substring tests each.
 */
export function filterIndexed(index: readonly Indexed[], term: string): SwitcherAccount[] {
  const needle = term.trim().toLocaleLowerCase();
  if (needle === '') return index.map((entry) => entry.account);
  const matches: SwitcherAccount[] = [];
  for (const entry of index) {
    if (
      entry.advertiser.includes(needle) ||
      entry.agency.includes(needle) ||
      matchesAccountId(entry.account.id, needle)
    )
      matches.push(entry.account);
  }
  return matches;
}

/** Client mode: the full list (one page of 10000), searched in the browser. */
function ClientAccountList(props: AccountListProps) {
  const query = useFullAccountList();
  const { recent, forget } = useRecentAccountsApi();
  const [term, setTerm] = useState('');
  const deferredTerm = useDeferredValue(term);
  const all = query.data?.accounts ?? NO_ACCOUNTS;

  const index = useMemo(() => indexAccounts(all), [all]);
  const byId = useMemo(() => new Map(all.map((account) => [account.id, account])), [all]);
  const accounts = useMemo(() => filterIndexed(index, deferredTerm), [index, deferredTerm]);
  const recentShown = useMemo(
    () =>
      recent.flatMap((entry) => {
        const account = byId.get(entry.id);
        return account && matchesAccountSearch(account, deferredTerm) ? [account] : [];
      }),
    [recent, byId, deferredTerm],
  );

  // A recently viewed account missing from the complete list is no longer accessible (part 1 §3.4).
  const complete = query.data !== undefined && query.data.accounts.length >= query.data.total;
  useEffect(() => {
    if (!complete) return;
    const gone = inaccessibleIds(
      recent.map((entry) => entry.id),
      (id) => byId.has(id),
    );
    if (gone.length > 0) forget(gone);
  }, [complete, recent, byId, forget]);

  return (
    <AccountListView
      {...props}
      state={listState(query, () => query.refetch())}
      searchShown={all.length > SEARCH_BOX_THRESHOLD}
      term={term}
      onTermChange={setTerm}
      recent={recentShown}
      accounts={accounts}
    />
  );
}

/** Server mode: the server searches by name and pages 25 at a time (SHELL-050). */
function ServerAccountList(props: AccountListProps) {
  const { email } = useSessionUser();
  const [term, setTerm] = useState('');
  const searched = useDebouncedValue(term.trim(), SERVER_SEARCH_DEBOUNCE_MS);
  const query = useInfiniteQuery({ ...serverAccountsOptions(email, searched), placeholderData: keepPreviousData });
  // The unfiltered first page decides the search box, whatever is typed.
  const unfiltered = useInfiniteQuery(serverAccountsOptions(email, ''));
  const unfilteredFirst = unfiltered.data?.pages[0];
  const unfilteredTotal = unfilteredFirst ? totalOf(unfilteredFirst) : 0;

  const accounts = useMemo(
    () => query.data?.pages.flatMap((page) => page.data.items.map((item) => toSwitcherAccount(item.account))) ?? [],
    [query.data],
  );
  const first = query.data?.pages[0];
  const total = first ? totalOf(first) : undefined;

  const { recent, forget } = useRecentAccountsApi();
  const recentIds = useMemo(() => recent.map((entry) => entry.id), [recent]);
  const recentQuery = useAccountsById(recentIds);
  const resolved = recentQuery.data?.accounts;
  const recentShown = useMemo(() => {
    if (!resolved) return NO_ACCOUNTS;
    const byId = new Map(resolved.map((account) => [account.id, account]));
    return recentIds.flatMap((id) => {
      const account = byId.get(id);
      return account && matchesAccountSearch(account, term) ? [account] : [];
    });
  }, [resolved, recentIds, term]);

  useEffect(() => {
    if (!resolved) return;
    const found = new Set(resolved.map((account) => account.id));
    const gone = inaccessibleIds(recentIds, (id) => found.has(id));
    if (gone.length > 0) forget(gone);
  }, [resolved, recentIds, forget]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const onEndReached = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <AccountListView
      {...props}
      state={listState(query, () => (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch()))}
      searchShown={term !== '' || searched !== '' || unfilteredTotal > SEARCH_BOX_THRESHOLD}
      term={term}
      onTermChange={setTerm}
      recent={recentShown}
      accounts={accounts}
      total={total}
      onEndReached={onEndReached}
      loadingMore={isFetchingNextPage}
      searching={query.isPlaceholderData}
    />
  );
}

type ListState = { status: 'pending' } | { status: 'success' } | { status: 'error'; error: unknown; retry: () => void };

/** What the list shows of its query: loading, the error with a way to try again, or the accounts. */
function listState(
  query: { isPending: boolean; isError: boolean; error: unknown },
  retry: () => Promise<unknown>,
): ListState {
  if (query.isPending) return { status: 'pending' };
  if (query.isError) {
    return {
      status: 'error',
      error: query.error,
      retry: () => {
        void retry();
      },
    };
  }
  return { status: 'success' };
}

interface AccountListViewProps extends AccountListProps {
  state: ListState;
  searchShown: boolean;
  term: string;
  onTermChange: (term: string) => void;
  recent: readonly SwitcherAccount[];
  accounts: readonly SwitcherAccount[];
  /** Server mode: accounts matching over all pages. */
  total?: number | undefined;
  onEndReached?: () => void;
  loadingMore?: boolean;
  /** Server mode: the rows are the previous search's while the new one loads. */
  searching?: boolean;
}

function AccountListView({
  state,
  searchShown,
  term,
  onTermChange,
  recent,
  accounts,
  total,
  onEndReached,
  loadingMore = false,
  searching = false,
  onNavigate,
  maxHeight,
  initialRect,
  focusOnMount = false,
}: AccountListViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { remember } = useRecentAccountsApi();
  const containerRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const searchId = `${useId()}-search`;
  const onNavigateRef = useRef(onNavigate);
  useEffect(() => {
    onNavigateRef.current = onNavigate;
  }, [onNavigate]);

  const choose = useCallback(
    (account: SwitcherAccount) => {
      remember(account);
      onNavigateRef.current?.();
      void navigate(paths.account(account.id));
    },
    [remember, navigate],
  );

  // The box shows once the account count is known, maybe after the user has moved on (opened the
  // header's switcher over the picker page, say): it takes the focus only if nothing else holds it.
  useEffect(() => {
    const search = searchRef.current;
    if (!focusOnMount || !searchShown || !search) return;
    const active = document.activeElement;
    const ownDialog = search.closest('[role="dialog"]');
    if (active === null || active === document.body || ownDialog?.contains(active)) search.focus();
  }, [focusOnMount, searchShown]);

  const focusRow = useCallback((index: number): boolean => {
    const row = containerRef.current?.querySelector<HTMLElement>(`[data-nav-index="${String(index)}"]`);
    if (!row) return false;
    row.focus();
    setActiveIndex(index);
    return true;
  }, []);

  const onRowKeyDown = useCallback(
    (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
      if (event.key === 'ArrowDown') {
        if (focusRow(index + 1)) event.preventDefault();
      } else if (event.key === 'ArrowUp') {
        event.preventDefault();
        if (index === 0) searchRef.current?.focus();
        else focusRow(index - 1);
      } else if (event.key === 'Home') {
        if (focusRow(0)) event.preventDefault();
      }
    },
    [focusRow],
  );

  // A short list (no search box) shows every account at once: 'Recently viewed' would only list
  // some of them twice (a viewer's one account). A long one lists a recently viewed account under
  // 'Recently viewed' only, not again under 'Accounts' (issue 27: no account listed twice).
  const recentShown = searchShown ? recent : NO_ACCOUNTS;
  const listed = useMemo(() => {
    if (recentShown.length === 0) return accounts;
    const recentIds = new Set(recentShown.map((account) => account.id));
    return accounts.filter((account) => !recentIds.has(account.id));
  }, [accounts, recentShown]);

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && focusRow(0)) event.preventDefault();
    if (event.key === 'Enter') {
      // Enter in the box opens the first match, as in a combobox.
      const first = recent[0] ?? accounts[0];
      if (first && term.trim() !== '') {
        event.preventDefault();
        choose(first);
      }
    }
  };

  return (
    <div ref={containerRef} className="grid gap-3" data-slot="account-list">
      {searchShown && (
        <div className="relative">
          <label htmlFor={searchId} className="sr-only">
            {t('adsmanager.SEARCH_ACCOUNTS')}
          </label>
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            ref={searchRef}
            id={searchId}
            type="search"
            autoComplete="off"
            placeholder={t('adsmanager.SEARCH_ACCOUNTS_HINT')}
            className="pl-8"
            value={term}
            onChange={(event) => {
              onTermChange(event.target.value);
              setActiveIndex(0);
            }}
            onKeyDown={onSearchKeyDown}
          />
        </div>
      )}

      {state.status === 'pending' && (
        <div className="grid gap-2">
          <Spinner label={t('adsmanager.LOADING_ACCOUNTS')} className="sr-only" />
          {[0, 1, 2].map((key) => (
            <div key={key} className="flex items-center gap-3 px-2 py-2">
              <Skeleton className="size-8 rounded-full" />
              <Skeleton className="h-4 flex-1" />
            </div>
          ))}
        </div>
      )}

      {state.status === 'error' && (
        <InlineMessage variant="error" title={t('adsmanager.SWITCHER_ACCOUNTS_FAILED')}>
          <p>{errorText(state.error)}</p>
          <Button type="button" variant="outline" size="sm" className="mt-2" onClick={state.retry}>
            {t('adsmanager.SWITCHER_RETRY')}
          </Button>
        </InlineMessage>
      )}

      {state.status !== 'pending' && (
        <AccountSections
          recent={recentShown}
          accounts={listed}
          loaded={accounts.length}
          empty={state.status === 'success' && !searching && recent.length + accounts.length === 0}
          activeIndex={activeIndex}
          onChoose={choose}
          onRowKeyDown={onRowKeyDown}
          total={total}
          onEndReached={onEndReached}
          loadingMore={loadingMore}
          searching={searching}
          maxHeight={maxHeight}
          initialRect={initialRect}
        />
      )}
    </div>
  );
}

interface AccountSectionsProps {
  recent: readonly SwitcherAccount[];
  /** The accounts listed, without those under 'Recently viewed'. */
  accounts: readonly SwitcherAccount[];
  /** Server mode: the accounts of the pages loaded so far (recently viewed ones included). */
  loaded: number;
  empty: boolean;
  activeIndex: number;
  onChoose: (account: SwitcherAccount) => void;
  onRowKeyDown: (event: KeyboardEvent<HTMLButtonElement>, index: number) => void;
  total: number | undefined;
  onEndReached: (() => void) | undefined;
  loadingMore: boolean;
  searching: boolean;
  maxHeight: string | undefined;
  initialRect: Rect | undefined;
}

/**
 * The sections, memoised: a keystroke first renders only the search box (the filtered rows follow
 * in the deferred render), which keeps typing fast with 10,000 accounts.
 */
const AccountSections = memo(function AccountSections({
  recent,
  accounts,
  loaded,
  empty,
  activeIndex,
  onChoose,
  onRowKeyDown,
  total,
  onEndReached,
  loadingMore,
  searching,
  maxHeight,
  initialRect,
}: AccountSectionsProps) {
  const { t } = useTranslation();
  const { isInternal } = useAccess();
  const currentId = useOptionalAccount()?.accountId;
  const ids = useId();
  const recentHeadingId = `${ids}-recent`;
  const accountsHeadingId = `${ids}-accounts`;

  const rowCount = recent.length + accounts.length;
  const tabbableIndex = Math.min(activeIndex, Math.max(rowCount - 1, 0));

  const row = (account: SwitcherAccount, index: number) => (
    <AccountRow
      account={account}
      navIndex={index}
      tabbable={index === tabbableIndex}
      current={account.id === currentId}
      isInternal={isInternal}
      onChoose={onChoose}
      onKeyDown={onRowKeyDown}
    />
  );

  return (
    <>
      {empty && (
        <p role="status" className="px-2 py-4 text-center text-sm text-muted-foreground">
          {t('adsmanager.NO_MATCHING_ACCOUNTS')}
        </p>
      )}

      {recent.length > 0 && (
        <section aria-labelledby={recentHeadingId} className="grid gap-1">
          <h2 id={recentHeadingId} className="px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {t('adsmanager.RECENTLY_VIEWED')}
          </h2>
          <ul aria-labelledby={recentHeadingId} className="grid">
            {recent.map((account, index) => (
              <li key={account.id} className="h-14">
                {row(account, index)}
              </li>
            ))}
          </ul>
        </section>
      )}

      {accounts.length > 0 && (
        <section aria-labelledby={accountsHeadingId} className={cn('grid gap-1', searching && 'opacity-60')}>
          <h2
            id={accountsHeadingId}
            className="px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
          >
            {t('adsmanager.ACCOUNTS')}
          </h2>
          <VirtualList
            items={accounts}
            getKey={(account) => account.id}
            renderRow={(account, index) => row(account, recent.length + index)}
            role="list"
            ariaLabel={t('adsmanager.ACCOUNTS')}
            rowClassName="px-0.5"
            {...(maxHeight === undefined ? {} : { maxHeight })}
            {...(initialRect === undefined ? {} : { initialRect })}
            {...(onEndReached === undefined ? {} : { onEndReached })}
          />
          {total !== undefined && total > loaded && (
            <p className="px-2 text-xs text-muted-foreground">
              {t('adsmanager.ACCOUNTS_SHOWN', { shown: loaded, total })}
            </p>
          )}
          {loadingMore && <Spinner label={t('adsmanager.LOADING_MORE_ACCOUNTS')} className="justify-center py-1" />}
        </section>
      )}
    </>
  );
});

interface AccountRowProps {
  account: SwitcherAccount;
  navIndex: number;
  tabbable: boolean;
  current: boolean;
  isInternal: boolean;
  onChoose: (account: SwitcherAccount) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, index: number) => void;
}

/**
 * `[US] Acme` with the badge; below it the agency, or 'Directly managed' for internal users
 * (SHELL-051, NS-08), and the account id (issue 27: ids are searched, so they are shown).
 */
function AccountRow({ account, navIndex, tabbable, current, isInternal, onChoose, onKeyDown }: AccountRowProps) {
  const { t } = useTranslation();
  const organization = account.agencyName ?? (isInternal ? t('adsmanager.ACCOUNT_INTERNAL_LABEL') : null);
  const label = accountLabel(account);
  // The row is named by its visible texts; hidden separators keep them apart for screen readers
  // (inside the text spans: a separator of its own would be laid out as an item and read with a gap).
  const currentMark = current ? <span className="sr-only">, {t('adsmanager.ACCOUNT_CURRENT')}</span> : null;
  return (
    <button
      type="button"
      data-nav-index={navIndex}
      data-account-id={account.id}
      tabIndex={tabbable ? 0 : -1}
      aria-current={current ? 'true' : undefined}
      onClick={() => {
        onChoose(account);
      }}
      onKeyDown={(event) => {
        onKeyDown(event, navIndex);
      }}
      className="flex h-full w-full cursor-pointer items-center gap-3 rounded-md px-2 text-left outline-none hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset aria-[current=true]:font-semibold"
    >
      <AccountBadge account={account} />
      <span className="grid min-w-0 flex-1">
        <span className="truncate text-sm">
          {label}
          {organization !== null ? <span className="sr-only">,</span> : currentMark}
        </span>
        {organization !== null && (
          <span className="truncate text-xs text-muted-foreground">
            {' '}
            {organization}
            {currentMark}
          </span>
        )}
      </span>
      {/* The id is shown for finding and telling accounts apart; the row's name stays the account's. */}
      <span aria-hidden="true" data-slot="account-id" className="shrink-0 text-xs text-muted-foreground tabular-nums">
        {account.id}
      </span>
      {current && <CheckIcon aria-hidden="true" className="size-4 shrink-0" />}
    </button>
  );
}
