/**
 * The `/accounts` list state kept in the URL (design: filters, pages and sorting live in the URL):
 * `?q=<name>&managedBy=<filter>&page=<1-based>&size=<rows>&sort=asc|desc`.
 */
import { DEFAULT_LIST_PAGE_SIZE, isManagedByFilter, type ManagedByFilter } from './account-rules';

export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;
export type SortDirection = 'asc' | 'desc';

export interface AccountsListState {
  /** Server-side search by name ('' = none). */
  name: string;
  managedBy: ManagedByFilter;
  /** 0-based, as aura pages. */
  pageIndex: number;
  pageSize: number;
  sort: SortDirection;
}

export const DEFAULT_ACCOUNTS_LIST_STATE: AccountsListState = {
  name: '',
  managedBy: 'all',
  pageIndex: 0,
  pageSize: DEFAULT_LIST_PAGE_SIZE,
  sort: 'asc',
};

/** Reads the list state from the URL; anything unreadable falls back to its default. */
export function parseAccountsListState(search: URLSearchParams): AccountsListState {
  const managedBy = search.get('managedBy');
  const page = Number(search.get('page'));
  const size = Number(search.get('size'));
  return {
    name: (search.get('q') ?? '').trim(),
    managedBy: isManagedByFilter(managedBy) ? managedBy : DEFAULT_ACCOUNTS_LIST_STATE.managedBy,
    pageIndex: Number.isSafeInteger(page) && page >= 1 ? page - 1 : 0,
    pageSize: (PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : DEFAULT_ACCOUNTS_LIST_STATE.pageSize,
    sort: search.get('sort') === 'desc' ? 'desc' : 'asc',
  };
}

/** Writes the list state into the URL, leaving defaults out (and keeping unrelated parameters). */
export function writeAccountsListState(state: AccountsListState, base?: URLSearchParams): URLSearchParams {
  const search = new URLSearchParams(base);
  const set = (key: string, value: string | undefined) => {
    if (value === undefined) search.delete(key);
    else search.set(key, value);
  };
  set('q', state.name.trim() === '' ? undefined : state.name.trim());
  set('managedBy', state.managedBy === DEFAULT_ACCOUNTS_LIST_STATE.managedBy ? undefined : state.managedBy);
  set('page', state.pageIndex <= 0 ? undefined : String(state.pageIndex + 1));
  set('size', state.pageSize === DEFAULT_ACCOUNTS_LIST_STATE.pageSize ? undefined : String(state.pageSize));
  set('sort', state.sort === 'asc' ? undefined : state.sort);
  return search;
}

/** The `sort` query value of the account list (sortable by name only). */
export const sortParam = (direction: SortDirection) => `name,${direction}`;
