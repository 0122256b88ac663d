/**
 * What the open palette shows for a query: the sources (the menu's screens, the actions, the
 * user's accounts, the server's entity searches, the recent items) turned into result groups by
 * the rules of ./palette-rules.ts.
 */
import { useMemo } from 'react';
import { useAccess, useOptionalAccount } from '@/access';
import { usePageCommands } from '@/components/page-commands/page-commands';
import { useTranslation } from '@/i18n/react';
import { paths } from '@/lib/paths';
import { resultTarget } from '../account-switcher/id-search';
import { useMenuEntries } from '../menu-context';
import { buildNavigation, linesMatter } from '../navigation';
import {
  accountItem,
  actionItems,
  buildResults,
  entityItem,
  GROUP_LIMITS,
  mergeEntities,
  queryId,
  recentStillOpen,
  screenItems,
  type PaletteItem,
  type ResultGroup,
} from './palette-rules';
import { useHasLines } from '../queries';
import { useEntitySearch, usePaletteAccounts } from './queries';

/** The screens and actions the user may open here, by the header menu's rules. */
export function useScreensAndActions(accountCount: number | undefined) {
  const { t } = useTranslation();
  const { can } = useAccess();
  const entries = useMenuEntries();
  const scope = useOptionalAccount();
  const pageCommands = usePageCommands();
  const accountId = scope?.accountId;
  const account = scope?.account;
  const hasLines = useHasLines(accountId, linesMatter(entries, { accountId, account, can }));
  const navigation = useMemo(
    () => buildNavigation(entries, { accountId, account, can, hasLines }),
    [entries, accountId, account, can, hasLines],
  );
  const screens = useMemo(() => screenItems(navigation, { t }), [navigation, t]);
  const actions = useMemo(
    () =>
      actionItems({
        navigation,
        pageCommands: pageCommands.map((command) => ({ id: command.id, label: t(command.labelKey) })),
        accountCount,
        t,
      }),
    [navigation, pageCommands, accountCount, t],
  );
  return { screens, actions, pageCommands, accountId: scope?.accountId };
}

export interface PaletteResults {
  groups: ResultGroup[];
  /** Campaigns, ad groups and ads are being searched for the current text. */
  searching: boolean;
  searchError: unknown;
  pageCommands: ReturnType<typeof usePageCommands>;
  accountCount: number | undefined;
}

/** The groups for `query`: recent first, then screens, actions, accounts and entities. */
export function usePaletteResults(query: string, recent: readonly PaletteItem[]): PaletteResults {
  const { t } = useTranslation();
  const accounts = usePaletteAccounts(query, GROUP_LIMITS.account);
  const { screens, actions, pageCommands, accountId } = useScreensAndActions(accounts.count);
  const search = useEntitySearch(query, queryId(query), accountId);
  const { nameOf, holds } = accounts;
  const accountItems = useMemo(
    () => accounts.matches.map((account) => accountItem(account, paths.account)),
    [accounts.matches],
  );
  const entities = useMemo(
    () =>
      mergeEntities(search.byId, search.byName).map((entity) =>
        entityItem(entity, { t, accountName: nameOf, target: resultTarget }),
      ),
    // nameOf changes with the account list, which the search results name.
    [search.byId, search.byName, t, nameOf],
  );
  const stillOpen = useMemo(
    () => recentStillOpen(recent, { screens, actions, holdsAccount: holds }),
    [recent, screens, actions, holds],
  );
  const groups = useMemo(
    () => buildResults({ query, recent: stillOpen, screens, actions, accounts: accountItems, entities, accountId }),
    [query, stillOpen, screens, actions, accountItems, entities, accountId],
  );
  return {
    groups,
    searching: search.pending,
    searchError: search.error,
    pageCommands,
    accountCount: accounts.count,
  };
}
