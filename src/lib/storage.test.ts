// @vitest-environment jsdom
import * as z from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { createStorage, memoryStorage, storagePrefix } from './storage';
import {
  ACTIVE_SWITCHER_TAB_KEY,
  RECENT_ACCOUNTS_KEY,
  RECENT_ACCOUNTS_MAX,
  RECENT_ENTITIES_KEY,
  RECENT_ENTITIES_MAX,
  pushRecent,
} from './recent';

const RecentIds = z.array(z.number().int());

function setup(environment = 'uat', userEmail = 'ann@example.com') {
  const backend = memoryStorage();
  return { backend, storage: createStorage({ environment, userEmail, storage: backend }) };
}

describe('recent lists', () => {
  it('ACCT-019 recently viewed accounts live under key recent-accounts, most recent first, at most 6', () => {
    expect(RECENT_ACCOUNTS_KEY).toBe('recent-accounts');
    expect(RECENT_ACCOUNTS_MAX).toBe(6);
    const options = { key: (id: number) => id, max: RECENT_ACCOUNTS_MAX };
    let list: number[] = [];
    for (const id of [1, 2, 3, 4, 5, 6, 7]) list = pushRecent(list, id, options);
    expect(list).toEqual([7, 6, 5, 4, 3, 2]);
    // viewing one again moves it to the front without duplicating it
    list = pushRecent(list, 4, options);
    expect(list).toEqual([4, 7, 6, 5, 3, 2]);

    const { backend, storage } = setup();
    storage.write(RECENT_ACCOUNTS_KEY, 1, list);
    expect(backend.getItem('adsmanager:uat:ann@example.com:recent-accounts')).toBe(
      JSON.stringify({ version: 1, value: [4, 7, 6, 5, 3, 2] }),
    );
    expect(storage.read(RECENT_ACCOUNTS_KEY, RecentIds, 1, [])).toEqual([4, 7, 6, 5, 3, 2]);
  });

  it('ACCT-020 recently searched entities live under key recent-campaign-structure-entities, at most 10', () => {
    expect(RECENT_ENTITIES_KEY).toBe('recent-campaign-structure-entities');
    expect(RECENT_ENTITIES_MAX).toBe(10);
    type Entity = { type: 'campaign' | 'adGroup'; id: number };
    const options = { key: (entity: Entity) => `${entity.type}:${entity.id}`, max: RECENT_ENTITIES_MAX };
    let list: Entity[] = [];
    for (let id = 1; id <= 12; id += 1) list = pushRecent(list, { type: 'campaign', id }, options);
    expect(list).toHaveLength(10);
    expect(list[0]).toEqual({ type: 'campaign', id: 12 });
    expect(list[9]).toEqual({ type: 'campaign', id: 3 });
    // same id, other type: a different entity
    list = pushRecent(list, { type: 'adGroup', id: 12 }, options);
    expect(list.slice(0, 2)).toEqual([
      { type: 'adGroup', id: 12 },
      { type: 'campaign', id: 12 },
    ]);
    expect(list).toHaveLength(10);
  });

  it('pushRecent does not mutate the list it is given', () => {
    const list = Object.freeze([3, 2, 1]);
    expect(pushRecent(list, 2, { key: (n) => n, max: 6 })).toEqual([2, 3, 1]);
    expect(list).toEqual([3, 2, 1]);
  });

  it('the active switcher tab has its own key', () => {
    expect(ACTIVE_SWITCHER_TAB_KEY).toBe('account-switcher-tab');
  });
});

describe('createStorage', () => {
  it('ACCT-021 stored values are versioned per environment and per user', () => {
    const backend = memoryStorage();
    const ann = createStorage({ environment: 'uat', userEmail: 'ann@example.com', storage: backend });
    const annProd = createStorage({ environment: 'prod', userEmail: 'ann@example.com', storage: backend });
    const bob = createStorage({ environment: 'uat', userEmail: 'bob@example.com', storage: backend });
    ann.write(RECENT_ACCOUNTS_KEY, 2, [42]);

    expect(ann.read(RECENT_ACCOUNTS_KEY, RecentIds, 2, [])).toEqual([42]);
    expect(annProd.read(RECENT_ACCOUNTS_KEY, RecentIds, 2, [])).toEqual([]);
    expect(bob.read(RECENT_ACCOUNTS_KEY, RecentIds, 2, [])).toEqual([]);
    expect(JSON.parse(backend.getItem('adsmanager:uat:ann@example.com:recent-accounts') ?? 'null')).toEqual({
      version: 2,
      value: [42],
    });
    // the same user typed with other casing is the same user
    const annUpper = createStorage({ environment: 'uat', userEmail: ' Ann@Example.com ', storage: backend });
    expect(annUpper.read(RECENT_ACCOUNTS_KEY, RecentIds, 2, [])).toEqual([42]);
    expect(storagePrefix('uat', 'Ann@Example.com')).toBe('adsmanager:uat:ann@example.com:');
  });

  it('ACCT-022 a stored value failing the version check is discarded and the default used', () => {
    const { backend, storage } = setup();
    storage.write(RECENT_ACCOUNTS_KEY, 1, [1, 2]);
    expect(storage.read(RECENT_ACCOUNTS_KEY, RecentIds, 2, [9])).toEqual([9]);
    expect(backend.getItem('adsmanager:uat:ann@example.com:recent-accounts')).toBeNull();
  });

  it('ACCT-022 a stored value failing its schema is discarded and the default used', () => {
    const { backend, storage } = setup();
    storage.write(RECENT_ACCOUNTS_KEY, 1, ['not', 'ids']);
    expect(storage.read(RECENT_ACCOUNTS_KEY, RecentIds, 1, [])).toEqual([]);
    expect(backend.length).toBe(0);
  });

  it('ACCT-022 text that is not JSON or has no envelope is discarded and the default used', () => {
    const { backend, storage } = setup();
    const key = 'adsmanager:uat:ann@example.com:recent-accounts';
    for (const raw of ['{not json', '[1,2]', '{"value":[1]}', '{"version":"1","value":[1]}', 'null']) {
      backend.setItem(key, raw);
      expect(storage.read(RECENT_ACCOUNTS_KEY, RecentIds, 1, [7])).toEqual([7]);
      expect(backend.getItem(key)).toBeNull();
    }
  });

  it('returns what the schema outputs (defaults, transforms)', () => {
    const { storage } = setup();
    storage.write(ACTIVE_SWITCHER_TAB_KEY, 1, { tab: 'id' });
    const Tab = z.object({ tab: z.enum(['name', 'id']), extra: z.boolean().default(false) });
    expect(storage.read(ACTIVE_SWITCHER_TAB_KEY, Tab, 1, { tab: 'name', extra: false })).toEqual({
      tab: 'id',
      extra: false,
    });
  });

  it('a missing value gives the default', () => {
    const { storage } = setup();
    expect(storage.read('nothing-here', RecentIds, 1, [3])).toEqual([3]);
  });

  it('remove and clearUser remove only that environment and user', () => {
    const backend = memoryStorage({ unrelated: 'x' });
    const ann = createStorage({ environment: 'uat', userEmail: 'ann@example.com', storage: backend });
    const bob = createStorage({ environment: 'uat', userEmail: 'bob@example.com', storage: backend });
    const annProd = createStorage({ environment: 'prod', userEmail: 'ann@example.com', storage: backend });
    ann.write('a', 1, 1);
    ann.write('b', 1, 2);
    ann.write('c', 1, 3);
    bob.write('a', 1, 4);
    annProd.write('a', 1, 5);

    ann.remove('a');
    expect(ann.read('a', z.number(), 1, 0)).toBe(0);
    expect(ann.read('b', z.number(), 1, 0)).toBe(2);

    ann.clearUser();
    expect(ann.read('b', z.number(), 1, 0)).toBe(0);
    expect(ann.read('c', z.number(), 1, 0)).toBe(0);
    expect(bob.read('a', z.number(), 1, 0)).toBe(4);
    expect(annProd.read('a', z.number(), 1, 0)).toBe(5);
    expect(backend.getItem('unrelated')).toBe('x');
    expect(backend.length).toBe(3);
  });

  it('swallows every storage exception (quota, disabled storage)', () => {
    const broken = memoryStorage();
    const fail = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    vi.spyOn(broken, 'setItem').mockImplementation(fail);
    vi.spyOn(broken, 'getItem').mockImplementation(fail);
    vi.spyOn(broken, 'removeItem').mockImplementation(fail);
    vi.spyOn(broken, 'key').mockImplementation(fail);
    const storage = createStorage({ environment: 'uat', userEmail: 'ann@example.com', storage: broken });
    expect(() => {
      storage.write('a', 1, [1]);
      storage.remove('a');
      storage.clearUser();
    }).not.toThrow();
    expect(storage.read('a', RecentIds, 1, [5])).toEqual([5]);
  });

  it('a value that cannot be serialised is not written and does not throw', () => {
    const { backend, storage } = setup();
    expect(() => {
      storage.write('big', 1, 10n);
    }).not.toThrow();
    expect(backend.length).toBe(0);
  });

  it('defaults to window.localStorage', () => {
    window.localStorage.clear();
    const storage = createStorage({ environment: 'mock', userEmail: 'ann@example.com' });
    storage.write('pref', 3, 'dark');
    expect(window.localStorage.getItem('adsmanager:mock:ann@example.com:pref')).toBe('{"version":3,"value":"dark"}');
    storage.clearUser();
    expect(window.localStorage.length).toBe(0);
  });
  it('falls back to memory when the browser storage throws on access (disabled storage)', () => {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      const storage = createStorage({ environment: 'mock', userEmail: 'ann@example.com' });
      storage.write('pref', 1, 'dark');
      expect(storage.read('pref', z.string(), 1, 'light')).toBe('dark');
    } finally {
      if (descriptor) Object.defineProperty(globalThis, 'localStorage', descriptor);
    }
    expect(window.localStorage.getItem('adsmanager:mock:ann@example.com:pref')).toBeNull();
  });
});

describe('memoryStorage', () => {
  it('implements the Storage interface', () => {
    const storage = memoryStorage({ a: '1' });
    expect(storage.length).toBe(1);
    storage.setItem('b', '2');
    expect(storage.getItem('b')).toBe('2');
    expect(storage.key(1)).toBe('b');
    expect(storage.key(5)).toBeNull();
    expect(storage.getItem('missing')).toBeNull();
    storage.removeItem('a');
    expect(storage.length).toBe(1);
    storage.clear();
    expect(storage.length).toBe(0);
  });
});
