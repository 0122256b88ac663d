/**
 * The `/accounts` list state kept in the URL: `?q=<name>&managedBy=<filter>&sort=-name&page=<1-based>&size=<rows>`.
 * The list sorts by name only.
 */
import { choiceParam, defineListState, textParam } from '@/lib/list-state';
import { DEFAULT_LIST_PAGE_SIZE, MANAGED_BY_FILTERS } from './account-rules';

export const ACCOUNT_PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;

export const ACCOUNTS_LIST = defineListState({
  filters: {
    /** Server-side search by name ('' = none). */
    name: textParam('q'),
    managedBy: choiceParam('managedBy', MANAGED_BY_FILTERS, 'all'),
  },
  sort: { ids: ['name'] as const, default: { id: 'name', desc: false } },
  pageSize: { options: ACCOUNT_PAGE_SIZE_OPTIONS, default: DEFAULT_LIST_PAGE_SIZE },
});
