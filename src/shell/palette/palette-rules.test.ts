// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { MessageKey } from '@/i18n';
import type { SwitcherAccount } from '@/user-accounts';
import type { NavItem } from '../navigation';
import { isPaletteShortcut, isShortcutsKey, shortcutKeyLabel } from './keys';
import {
  accountItem,
  actionItems,
  buildResults,
  entityItem,
  indexAccounts,
  isShortcutsQuery,
  matchScore,
  mergeEntities,
  queryId,
  rank,
  recentStillOpen,
  rememberItem,
  RECENT_MAX,
  screenItems,
  searchAccounts,
  type FoundEntity,
  type PaletteItem,
} from './palette-rules';

const t = (key: MessageKey) => key.replace('adsmanager.', '');

const NAVIGATION: NavItem[] = [
  {
    kind: 'group',
    id: 'campaigns',
    labelKey: 'adsmanager.NAV_CAMPAIGNS',
    items: [
      {
        kind: 'link',
        id: 'campaigns',
        labelKey: 'adsmanager.NAV_CAMPAIGN_LIST',
        to: '/advertiser/7/campaigns',
        activeBelow: [],
      },
      {
        kind: 'link',
        id: 'campaign-create',
        labelKey: 'adsmanager.NAV_CAMPAIGN_CREATE',
        to: '/advertiser/7/campaign/create',
        activeBelow: [],
      },
    ],
  },
  { kind: 'link', id: 'accounts', labelKey: 'adsmanager.NAV_ALL_ACCOUNTS', to: '/accounts', activeBelow: [] },
];

const account = (id: number, advertiserName: string, agencyName: string | null = null): SwitcherAccount => ({
  id,
  advertiserName,
  agencyName,
  bookingCountry: 'US',
});

const entity = (
  type: FoundEntity['type'],
  id: number,
  accountId: number,
  name = `${type} ${String(id)}`,
): FoundEntity => ({
  type,
  id,
  name,
  accountId,
  campaignId: 5001,
  ...(type === 'campaign' ? {} : { adGroupId: 6001 }),
});

const labels = { t, accountName: (id: number) => (id === 7 ? 'Acme' : undefined), target: () => ({ path: '/x' }) };

describe('palette: which screens and actions a user may open', () => {
  it('the screens are exactly the menu links the user sees, labelled with their group; New campaign is an action', () => {
    const screens = screenItems(NAVIGATION, { t });
    expect(screens.map((item) => [item.key, item.label, item.target])).toEqual([
      ['screen:campaigns', 'NAV_CAMPAIGNS › NAV_CAMPAIGN_LIST', { path: '/advertiser/7/campaigns' }],
      ['screen:accounts', 'NAV_ALL_ACCOUNTS', { path: '/accounts' }],
    ]);
    // A menu without a link (the user may not open it) gives no screen.
    expect(screenItems([NAVIGATION[1] as NavItem], { t }).map((item) => item.key)).toEqual(['screen:accounts']);
  });

  it('Create campaign only where the menu shows New campaign; Switch account only with several accounts', () => {
    const withCreate = actionItems({ navigation: NAVIGATION, pageCommands: [], accountCount: 2, t });
    expect(withCreate.map((item) => [item.key, item.target])).toEqual([
      ['action:create-campaign', { path: '/advertiser/7/campaign/create' }],
      ['action:switch-account', { command: 'switchAccount' }],
    ]);
    const without = actionItems({ navigation: NAVIGATION.slice(1), pageCommands: [], accountCount: 1, t });
    expect(without).toEqual([]);
    expect(actionItems({ navigation: [], pageCommands: [], accountCount: undefined, t })).toEqual([]);
  });

  it('the page’s commands are actions while the page offers them', () => {
    const actions = actionItems({
      navigation: [],
      pageCommands: [{ id: 'export-csv', label: 'Export CSV' }],
      accountCount: 1,
      t,
    });
    expect(actions).toEqual([
      {
        kind: 'action',
        key: 'action:page:export-csv',
        label: 'Export CSV',
        target: { command: 'page', id: 'export-csv' },
      },
    ]);
  });
});

describe('palette: matching and order', () => {
  it('an exact id beats a label starting with the text, a word start, the text inside, the detail', () => {
    const item = (label: string, detail?: string, id?: number) => ({ label, detail, id });
    expect(matchScore(item('Ad 7001', undefined, 7001), '7001')).toBe(5);
    expect(matchScore(item('Summer sale'), 'sum')).toBe(4);
    expect(matchScore(item('Big summer sale'), 'sum')).toBe(3);
    expect(matchScore(item('Campaigns › All campaigns'), 'all')).toBe(3);
    expect(matchScore(item('Consumer'), 'sum')).toBe(2);
    expect(matchScore(item('Fall', 'Acme · 1001'), 'acme')).toBe(1);
    expect(matchScore(item('Fall', 'Acme'), 'zebra')).toBe(0);
    expect(matchScore(item('X', undefined, 7001), '700')).toBe(3);
    expect(matchScore(item('Anything'), '  ')).toBe(1);
  });

  it('rank keeps the given order among equals and cuts at the limit', () => {
    const items = [{ label: 'b sale' }, { label: 'sale a' }, { label: 'sale b' }, { label: 'nothing' }];
    expect(rank(items, 'sale', 5).map((item) => item.label)).toEqual(['sale a', 'sale b', 'b sale']);
    expect(rank(items, 'sale', 1).map((item) => item.label)).toEqual(['sale a']);
  });

  it('accounts by name (advertiser or agency) or by id: exact id, then starts, then contains', () => {
    const index = indexAccounts([
      account(1001, 'Acme Outfitters'),
      account(1003, 'Lakeside Coffee', 'Brightside Agency'),
      account(10031, 'Coffee Corner'),
      account(1004, 'Pinecrest'),
    ]);
    const ids = (query: string, limit = 10) => searchAccounts(index, query, limit).map((found) => found.id);
    expect(ids('coffee')).toEqual([10031, 1003]);
    expect(ids('brightside')).toEqual([1003]);
    expect(ids('1003')).toEqual([1003, 10031]);
    expect(ids('100', 2)).toEqual([1001, 1003]);
    expect(ids('')).toEqual([1001, 1003, 10031, 1004]);
    expect(ids('zebra')).toEqual([]);
  });

  it('an id is a positive whole number typed alone', () => {
    expect(queryId(' 7001 ')).toBe(7001);
    expect(queryId('0')).toBeUndefined();
    expect(queryId('70a')).toBeUndefined();
    expect(queryId('-3')).toBeUndefined();
    expect(queryId('1234567890123456')).toBeUndefined();
  });

  it('an entity is labelled with its kind, id and account name (or id when unknown)', () => {
    expect(entityItem(entity('ad', 7001, 7, 'Ten back'), labels)).toMatchObject({
      key: 'ad:7001',
      label: 'Ten back',
      detail: 'ENTITY_AD 7001 · Acme',
      accountId: 7,
    });
    expect(entityItem(entity('campaign', 5001, 9), labels).detail).toBe('ENTITY_CAMPAIGN 5001 · 9');
  });

  it('id matches come before name matches, each entity once', () => {
    const merged = mergeEntities([entity('ad', 7001, 7)], [entity('campaign', 7001, 7), entity('ad', 7001, 7)]);
    expect(merged.map((found) => `${found.type}:${String(found.id)}`)).toEqual(['ad:7001', 'campaign:7001']);
  });
});

describe('palette: result groups', () => {
  const screen = (id: string, label: string): PaletteItem => ({
    kind: 'screen',
    key: `screen:${id}`,
    label,
    target: { path: `/${id}` },
  });
  const screens = [screen('campaigns', 'Campaigns › All campaigns'), screen('accounts', 'All accounts')];
  const actions: PaletteItem[] = [
    { kind: 'action', key: 'action:switch-account', label: 'Switch account', target: { command: 'switchAccount' } },
  ];
  const found = [entity('campaign', 5001, 8, 'Summer elsewhere'), entity('campaign', 5002, 7, 'Summer here')].map(
    (item) => entityItem(item, labels),
  );

  it('recent items first and never repeated below; the open account’s entities before the others’', () => {
    const groups = buildResults({
      query: 'a',
      recent: [screens[1] as PaletteItem],
      screens,
      actions,
      accounts: [accountItem(account(1001, 'Acme'), (id) => `/advertiser/${String(id)}`)],
      entities: found,
      accountId: 7,
    });
    expect(groups.map((group) => [group.id, group.items.map((item) => item.key)])).toEqual([
      ['recent', ['screen:accounts']],
      ['screens', ['screen:campaigns']],
      ['actions', ['action:switch-account']],
      ['accounts', ['account:1001']],
      ['here', ['campaign:5002']],
      ['elsewhere', ['campaign:5001']],
    ]);
  });

  it('with no text: recent, screens and actions only; groups without a match are left out', () => {
    const empty = buildResults({
      query: '',
      recent: [],
      screens,
      actions,
      accounts: [],
      entities: found,
      accountId: 7,
    });
    expect(empty.map((group) => group.id)).toEqual(['screens', 'actions']);
    const none = buildResults({
      query: 'zebra',
      recent: [],
      screens,
      actions,
      accounts: [],
      entities: [],
      accountId: 7,
    });
    expect(none).toEqual([]);
  });
});

describe('palette: recent items', () => {
  const item = (n: number): PaletteItem => ({
    kind: 'campaign',
    key: `campaign:${String(n)}`,
    label: `C${String(n)}`,
    accountId: n,
    target: { path: `/c/${String(n)}` },
  });

  it('the opened item goes first, once, and the list keeps RECENT_MAX; commands are not kept', () => {
    const full = Array.from({ length: RECENT_MAX }, (_, index) => item(index + 1));
    const next = rememberItem(full, item(3));
    expect(next.map((entry) => entry.key).slice(0, 3)).toEqual(['campaign:3', 'campaign:1', 'campaign:2']);
    expect(next).toHaveLength(RECENT_MAX);
    expect(rememberItem(full, item(99))).toHaveLength(RECENT_MAX);
    const command: PaletteItem = { kind: 'action', key: 'a', label: 'A', target: { command: 'switchAccount' } };
    expect(rememberItem([], command)).toEqual([]);
  });

  it('a recent screen or action shows only while offered now, an entity only in an account the user holds', () => {
    const offeredScreen: PaletteItem = { kind: 'screen', key: 'screen:users', label: 'Users', target: { path: '/u' } };
    const goneScreen: PaletteItem = { kind: 'screen', key: 'screen:brands', label: 'Brands', target: { path: '/b' } };
    const accountEntry = accountItem(account(2, 'Two'), (id) => `/advertiser/${String(id)}`);
    const kept = recentStillOpen([goneScreen, item(1), offeredScreen, item(2), accountEntry], {
      screens: [{ ...offeredScreen, label: 'Users (now)' }],
      actions: [],
      holdsAccount: (id) => id === 1,
    });
    expect(kept.map((entry) => entry.label)).toEqual(['C1', 'Users (now)']);
  });
});

describe('palette: keys', () => {
  const key = (k: string, mods: Partial<KeyboardEvent> = {}) => ({
    key: k,
    metaKey: false,
    ctrlKey: false,
    altKey: false,
    shiftKey: false,
    ...mods,
  });

  it('⌘K and Ctrl+K open the palette; K alone or with another modifier does not', () => {
    expect(isPaletteShortcut(key('k', { metaKey: true }))).toBe(true);
    expect(isPaletteShortcut(key('K', { ctrlKey: true }))).toBe(true);
    expect(isPaletteShortcut(key('k'))).toBe(false);
    expect(isPaletteShortcut(key('k', { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isPaletteShortcut(key('j', { metaKey: true }))).toBe(false);
  });

  it('? opens the shortcuts outside a text field only; typed as the search it shows them too', () => {
    const input = document.createElement('input');
    const textarea = document.createElement('textarea');
    const button = document.createElement('button');
    expect(isShortcutsKey(key('?'), button)).toBe(true);
    expect(isShortcutsKey(key('?'), document)).toBe(true);
    expect(isShortcutsKey(key('?'), input)).toBe(false);
    expect(isShortcutsKey(key('?'), textarea)).toBe(false);
    expect(isShortcutsKey(key('?', { ctrlKey: true }), button)).toBe(false);
    expect(isShortcutsKey(key('/'), button)).toBe(false);
    expect(isShortcutsQuery(' ? ')).toBe(true);
    expect(isShortcutsQuery('? x')).toBe(false);
  });

  it('the modifier is ⌘ on Apple systems and Ctrl elsewhere', () => {
    expect(shortcutKeyLabel('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')).toBe('⌘');
    expect(shortcutKeyLabel('Mozilla/5.0 (X11; Linux x86_64)')).toBe('Ctrl');
  });
});
