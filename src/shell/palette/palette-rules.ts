/**
 * The command palette's rules (issue 26, NS-86), pure so each is tested on both sides: what an item
 * is, which items a query finds and in which order, which screens and actions a user may open, and
 * the recently opened items.
 *
 * - Screens are the header menu's links (src/shell/navigation.ts `buildNavigation`, the same route
 *   rules and account conditions): what the menu would not show, the palette does not find.
 * - Actions: "Create campaign" exactly where the menu's New campaign link shows, commands the open
 *   page offers (the report's "Export CSV"), "Switch account" for a user with several accounts.
 * - Accounts by name (advertiser or agency) or id; campaigns, ad groups and ads by name (the server's
 *   search, NS-86) or id (the global reads): the server answers only what the user may open.
 * - Recently opened items first, newest first; then screens, actions, accounts, the open account's
 *   campaigns, ad groups and ads, then the other accounts'.
 */
import type { MessageKey } from '@/i18n';
import type { SearchedAdState } from '@/lib/paths';
import type { SwitcherAccount } from '@/user-accounts';
import type { NavItem } from '../navigation';

export const ENTITY_KINDS = ['campaign', 'adGroup', 'ad'] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];
export type ItemKind = 'screen' | 'action' | 'account' | EntityKind;

/** Where an item leads: a path (with history state for a searched ad), or a command to run. */
export type ItemTarget =
  | { path: string; state?: SearchedAdState | undefined }
  | { command: 'switchAccount' }
  | { command: 'page'; id: string };

export interface PaletteItem {
  kind: ItemKind;
  /** Unique over all items: kind and id (`campaign:5001`, `screen:campaigns`). */
  key: string;
  label: string;
  /** A second line: the group of a screen, the account of an entity, the id. */
  detail?: string | undefined;
  /** The entity's or account's id, matched exactly or by its first digits. */
  id?: number | undefined;
  /** The account an entity belongs to (ranks the open account's first). */
  accountId?: number | undefined;
  target: ItemTarget;
}

/** How many items each group shows at most (typing narrows). */
export const GROUP_LIMITS = { recent: 6, screen: 6, action: 4, account: 6, entity: 8 } as const;
/** Recently opened items kept per user. */
export const RECENT_MAX = 8;
/** The entity name search asks the server from this many characters (the operation's minimum). */
export const NAME_SEARCH_MIN = 2;

const normalise = (text: string) => text.trim().toLocaleLowerCase();

/** A positive integer typed as the whole query (an id), else undefined. */
export function queryId(query: string): number | undefined {
  const text = query.trim();
  if (!/^\d{1,15}$/.test(text)) return undefined;
  const id = Number(text);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
}

/**
 * How well `item` matches `query`: 0 no match; higher is better. An exact id beats a label that
 * starts with the text, which beats a word of the label starting with it, which beats the text
 * anywhere in the label or the detail. An empty query matches everything (1).
 */
export function matchScore(item: Pick<PaletteItem, 'label' | 'detail' | 'id'>, query: string): number {
  const needle = normalise(query);
  if (needle === '') return 1;
  if (item.id !== undefined && /^\d+$/.test(needle)) {
    const id = String(item.id);
    if (id === needle) return 5;
    if (id.startsWith(needle)) return 3;
  }
  const label = item.label.toLocaleLowerCase();
  if (label.startsWith(needle)) return 4;
  const at = label.indexOf(needle);
  if (at > 0 && /[\s›/\-(]/.test(label[at - 1] ?? '')) return 3;
  if (at > 0) return 2;
  return item.detail?.toLocaleLowerCase().includes(needle) ? 1 : 0;
}

/** The items matching `query`, best first (the given order among equals), at most `limit`. */
export function rank<T extends Pick<PaletteItem, 'label' | 'detail' | 'id'>>(
  items: readonly T[],
  query: string,
  limit: number,
): T[] {
  const scored: { item: T; score: number; index: number }[] = [];
  items.forEach((item, index) => {
    const score = matchScore(item, query);
    if (score > 0) scored.push({ item, score, index });
  });
  return scored
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map(({ item }) => item);
}

export interface ScreenLabels {
  /** The translated text of a message key. */
  t: (key: MessageKey) => string;
}

/** The menu's link id that the palette offers as the "Create campaign" action instead of a screen. */
export const CREATE_CAMPAIGN_LINK = 'campaign-create';

/**
 * The screens of the menu the user sees (`buildNavigation`'s items), each link once, labelled with
 * its group ("Campaigns › All campaigns"); the New campaign link is left to the actions.
 */
export function screenItems(navigation: readonly NavItem[], { t }: ScreenLabels): PaletteItem[] {
  return navigation.flatMap((item) => {
    const links =
      item.kind === 'group' ? item.items.map((link) => ({ link, group: t(item.labelKey) })) : [{ link: item }];
    return links
      .filter(({ link }) => link.id !== CREATE_CAMPAIGN_LINK)
      .map(({ link, group }: { link: (typeof links)[number]['link']; group?: string }) => ({
        kind: 'screen' as const,
        key: `screen:${link.id}`,
        label: group === undefined ? t(link.labelKey) : `${group} › ${t(link.labelKey)}`,
        target: { path: link.to },
      }));
  });
}

/** A command the open page offers the palette (src/components/page-commands). */
export interface OfferedCommand {
  id: string;
  label: string;
}

export interface ActionInput extends ScreenLabels {
  navigation: readonly NavItem[];
  /** Commands the open page offers (the report's Export CSV). */
  pageCommands: readonly OfferedCommand[];
  /** How many accounts the user has; undefined while unknown. */
  accountCount: number | undefined;
}

/**
 * The actions the user may take here: Create campaign where the menu offers New campaign (its route
 * rule, the planner flag, internal, an account with a line), the page's commands, and Switch
 * account with more than one account.
 */
export function actionItems({ navigation, pageCommands, accountCount, t }: ActionInput): PaletteItem[] {
  const links = navigation.flatMap((item) => (item.kind === 'group' ? item.items : [item]));
  const create = links.find((link) => link.id === CREATE_CAMPAIGN_LINK);
  return [
    ...(create
      ? [
          {
            kind: 'action' as const,
            key: 'action:create-campaign',
            label: t('adsmanager.PALETTE_ACTION_CREATE_CAMPAIGN'),
            target: { path: create.to },
          },
        ]
      : []),
    ...pageCommands.map((command) => ({
      kind: 'action' as const,
      key: `action:page:${command.id}`,
      label: command.label,
      target: { command: 'page' as const, id: command.id },
    })),
    ...(accountCount !== undefined && accountCount > 1
      ? [
          {
            kind: 'action' as const,
            key: 'action:switch-account',
            label: t('adsmanager.PALETTE_ACTION_SWITCH_ACCOUNT'),
            target: { command: 'switchAccount' as const },
          },
        ]
      : []),
  ];
}

/** An account as an item: opens the account (its default section). */
export function accountItem(account: SwitcherAccount, accountPath: (id: number) => string): PaletteItem {
  return {
    kind: 'account',
    key: `account:${String(account.id)}`,
    label: account.advertiserName,
    detail: [account.agencyName, String(account.id)].filter(Boolean).join(' · '),
    id: account.id,
    target: { path: accountPath(account.id) },
  };
}

/** Lower-cased account names and ids, computed once per list, not per keystroke. */
export interface AccountIndexEntry {
  account: SwitcherAccount;
  text: string;
  id: string;
}

export function indexAccounts(accounts: readonly SwitcherAccount[]): AccountIndexEntry[] {
  return accounts.map((account) => ({
    account,
    text: `${account.advertiserName}\n${account.agencyName ?? ''}`.toLocaleLowerCase(),
    id: String(account.id),
  }));
}

/**
 * The accounts whose name (advertiser or agency) contains the query or whose id starts with it, at
 * most `limit`: exact id first, then names starting with the text, then the list's order. One pass
 * of substring tests, so a keystroke over 10,000 accounts stays in a few milliseconds.
 */
export function searchAccounts(index: readonly AccountIndexEntry[], query: string, limit: number): SwitcherAccount[] {
  const needle = normalise(query);
  if (needle === '') return index.slice(0, limit).map((entry) => entry.account);
  const numeric = /^\d+$/.test(needle);
  const best: SwitcherAccount[] = [];
  const starts: SwitcherAccount[] = [];
  const rest: SwitcherAccount[] = [];
  for (const entry of index) {
    if (numeric && entry.id === needle) best.push(entry.account);
    else if (entry.text.startsWith(needle) || (numeric && entry.id.startsWith(needle))) {
      if (starts.length < limit) starts.push(entry.account);
    } else if (rest.length < limit && entry.text.includes(needle)) rest.push(entry.account);
  }
  return [...best, ...starts, ...rest].slice(0, limit);
}

/** A campaign, ad group or ad found by name or id, with what opens it. */
export interface FoundEntity {
  type: EntityKind;
  id: number;
  name: string;
  accountId: number;
  campaignId: number;
  adGroupId?: number | undefined;
}

export interface EntityLabels extends ScreenLabels {
  /** The account's name when the user's list holds it. */
  accountName: (accountId: number) => string | undefined;
  /** Where an entity leads (the campaign review, with the ad group and searched ad). */
  target: (entity: FoundEntity) => ItemTarget;
}

const ENTITY_LABEL: Readonly<Record<EntityKind, MessageKey>> = {
  campaign: 'adsmanager.ENTITY_CAMPAIGN',
  adGroup: 'adsmanager.ENTITY_AD_GROUP',
  ad: 'adsmanager.ENTITY_AD',
};

export function entityItem(entity: FoundEntity, { t, accountName, target }: EntityLabels): PaletteItem {
  const account = accountName(entity.accountId) ?? String(entity.accountId);
  return {
    kind: entity.type,
    key: `${entity.type}:${String(entity.id)}`,
    label: entity.name,
    detail: `${t(ENTITY_LABEL[entity.type])} ${String(entity.id)} · ${account}`,
    id: entity.id,
    accountId: entity.accountId,
    target: target(entity),
  };
}

/** The id matches first, then the name matches, each entity once. */
export function mergeEntities(byId: readonly FoundEntity[], byName: readonly FoundEntity[]): FoundEntity[] {
  const seen = new Set<string>();
  return [...byId, ...byName].filter((entity) => {
    const key = `${entity.type}:${String(entity.id)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export type GroupId = 'recent' | 'screens' | 'actions' | 'accounts' | 'here' | 'elsewhere';

export interface ResultGroup {
  id: GroupId;
  items: PaletteItem[];
}

export interface ResultsInput {
  query: string;
  /** Recently opened items the user may still open, newest first. */
  recent: readonly PaletteItem[];
  screens: readonly PaletteItem[];
  actions: readonly PaletteItem[];
  /** Accounts matching the query already (searchAccounts or the server's search). */
  accounts: readonly PaletteItem[];
  /** Entities found for the query (the server answers only matches). */
  entities: readonly PaletteItem[];
  /** The open account, whose entities come first; undefined outside an account. */
  accountId: number | undefined;
}

/**
 * The groups shown for a query, in order, empty groups left out; an item shows once, in the first
 * group that holds it (a recent item is not repeated below). With no query: the recent items, the
 * screens and the actions.
 */
export function buildResults(input: ResultsInput): ResultGroup[] {
  const { query } = input;
  const shown = new Set<string>();
  const take = (items: readonly PaletteItem[], limit: number) => {
    const kept: PaletteItem[] = [];
    for (const item of items) {
      if (kept.length >= limit) break;
      if (shown.has(item.key)) continue;
      shown.add(item.key);
      kept.push(item);
    }
    return kept;
  };
  const empty = normalise(query) === '';
  const groups: ResultGroup[] = [
    { id: 'recent', items: take(rank(input.recent, query, GROUP_LIMITS.recent), GROUP_LIMITS.recent) },
    { id: 'screens', items: take(rank(input.screens, query, GROUP_LIMITS.screen * 2), GROUP_LIMITS.screen) },
    { id: 'actions', items: take(rank(input.actions, query, GROUP_LIMITS.action * 2), GROUP_LIMITS.action) },
  ];
  if (!empty) {
    const here = input.entities.filter((item) => item.accountId === input.accountId);
    const elsewhere = input.entities.filter((item) => item.accountId !== input.accountId);
    groups.push(
      { id: 'accounts', items: take(input.accounts, GROUP_LIMITS.account) },
      { id: 'here', items: take(here, GROUP_LIMITS.entity) },
      { id: 'elsewhere', items: take(elsewhere, GROUP_LIMITS.entity) },
    );
  }
  return groups.filter((group) => group.items.length > 0);
}

/**
 * The recent items the user may still open: screens and actions only when offered now (the same
 * rules as the lists), accounts and entities only in accounts the user still holds (when known).
 */
export function recentStillOpen(
  recent: readonly PaletteItem[],
  offered: { screens: readonly PaletteItem[]; actions: readonly PaletteItem[]; holdsAccount: (id: number) => boolean },
): PaletteItem[] {
  const now = new Map([...offered.screens, ...offered.actions].map((item) => [item.key, item]));
  return recent.flatMap((item) => {
    if (item.kind === 'screen' || item.kind === 'action') {
      const current = now.get(item.key);
      return current ? [current] : [];
    }
    const accountId = item.kind === 'account' ? item.id : item.accountId;
    return accountId !== undefined && offered.holdsAccount(accountId) ? [item] : [];
  });
}

/** `item` first in the recent list, without duplicates, at most RECENT_MAX; commands are not kept. */
export function rememberItem(recent: readonly PaletteItem[], item: PaletteItem): PaletteItem[] {
  if (item.kind === 'action' && !('path' in item.target)) return [...recent];
  return [item, ...recent.filter((entry) => entry.key !== item.key)].slice(0, RECENT_MAX);
}

/** The shortcuts page shows when the whole query is '?'. */
export const isShortcutsQuery = (query: string) => query.trim() === '?';
