/**
 * Versioned local storage per environment and user (part 1 §3.4, NS-33).
 *
 * Each value lives under `adsmanager:{env}:{userEmail}:{key}` as JSON `{ version, value }`. A value
 * that is not JSON, has another version or fails its schema is removed and the fallback returned
 * (ACCT-022). Every storage exception (quota, disabled storage, private mode) is swallowed: a broken
 * storage never breaks a screen. Only preferences go here — never tokens.
 */
export {
  ACTIVE_SWITCHER_TAB_KEY,
  RECENT_ACCOUNTS_KEY,
  RECENT_ACCOUNTS_MAX,
  RECENT_ENTITIES_KEY,
  RECENT_ENTITIES_MAX,
  pushRecent,
} from './recent';

export const STORAGE_PREFIX = 'adsmanager';

/** The key prefix of a form's kept unsaved input (NS-90, src/components/forms/drafts.ts). */
export const DRAFT_KEY_PREFIX = 'draft:';
export const isDraftKey = (key: string): boolean => key.startsWith(DRAFT_KEY_PREFIX);

/**
 * What `read` needs of a schema: the Standard Schema interface zod (classic and mini) implements.
 * Typed structurally so this module, which the first page loads, does not pull zod in.
 */
export interface StoredValueSchema<T> {
  readonly '~standard': {
    validate(
      value: unknown,
    ): { readonly value: T; readonly issues?: undefined } | { readonly issues: readonly unknown[] } | Promise<unknown>;
  };
}

/**
 * A stored value's schema from a type guard, for code on the first signed-in screen: zod's core
 * (14.6 KB gzip, shared with every form's classic zod) stays off that screen. Everywhere else,
 * stored values are read with zod schemas.
 */
export function guardedValue<T>(isValid: (value: unknown) => value is T): StoredValueSchema<T> {
  return {
    '~standard': {
      validate: (value) => (isValid(value) ? { value } : { issues: [{ message: 'Unexpected stored value' }] }),
    },
  };
}

export interface VersionedStorage {
  /** The stored value when it has `version` and passes `schema`; otherwise `fallback` (and the bad value is removed). */
  read<T>(key: string, schema: StoredValueSchema<T>, version: number, fallback: T): T;
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- lets a caller pin the type it writes
  write<T>(key: string, version: number, value: T): void;
  remove(key: string): void;
  /** The keys (without the prefix) of every value of this environment and user. */
  keys(): string[];
  /** Removes every value of this environment and user (sign-out), except those whose key `keep` answers true for. */
  clearUser(keep?: (key: string) => boolean): void;
}

export interface CreateStorageOptions {
  environment: string;
  userEmail: string;
  /** Defaults to window.localStorage, or to an in-memory storage when that is unavailable. */
  storage?: Storage;
}

interface Envelope {
  version: number;
  value: unknown;
}
const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' && value !== null && typeof (value as { version?: unknown }).version === 'number';

/** The key prefix of one environment and user; the e-mail is compared case-insensitively. */
export function storagePrefix(environment: string, userEmail: string): string {
  return `${STORAGE_PREFIX}:${environment}:${userEmail.trim().toLowerCase()}:`;
}

export function createStorage({ environment, userEmail, storage }: CreateStorageOptions): VersionedStorage {
  const backend = storage ?? browserStorage();
  const prefix = storagePrefix(environment, userEmail);
  const fullKey = (key: string) => prefix + key;

  const remove = (key: string): void => {
    attempt(() => {
      backend.removeItem(fullKey(key));
    });
  };

  const keys = (): string[] =>
    attempt(() => {
      const found: string[] = [];
      for (let index = 0; index < backend.length; index += 1) {
        const key = backend.key(index);
        if (key?.startsWith(prefix)) found.push(key.slice(prefix.length));
      }
      return found;
    }) ?? [];

  return {
    read<T>(key: string, schema: StoredValueSchema<T>, version: number, fallback: T): T {
      const raw = attempt(() => backend.getItem(fullKey(key)));
      if (raw == null) return fallback;
      const envelope = attempt(() => JSON.parse(raw) as unknown);
      if (!isEnvelope(envelope) || envelope.version !== version) {
        remove(key);
        return fallback;
      }
      const result = schema['~standard'].validate(envelope.value);
      if (result instanceof Promise || !('value' in result)) {
        remove(key);
        return fallback;
      }
      return result.value;
    },
    write(key: string, version: number, value: unknown): void {
      attempt(() => {
        backend.setItem(fullKey(key), JSON.stringify({ version, value }));
      });
    },
    remove,
    keys,
    clearUser(keep = () => false): void {
      for (const key of keys()) if (!keep(key)) remove(key);
    },
  };
}

/** A Storage kept in memory: for tests, and when the browser's storage is unavailable. */
export function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map<string, string>(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear() {
      items.clear();
    },
    getItem(key: string) {
      return items.get(key) ?? null;
    },
    key(index: number) {
      return [...items.keys()][index] ?? null;
    },
    removeItem(key: string) {
      items.delete(key);
    },
    setItem(key: string, value: string) {
      items.set(key, value);
    },
  };
}

let fallbackStorage: Storage | undefined;

/** window.localStorage when it can be used; otherwise one shared in-memory storage. */
function browserStorage(): Storage {
  let local: Storage | null = null;
  try {
    // eslint-disable-next-line no-restricted-globals -- versioned preferences only, never tokens
    local = localStorage;
  } catch {
    // disabled storage throws on access; the in-memory storage takes over
  }
  return local ?? (fallbackStorage ??= memoryStorage());
}

function attempt<R>(action: () => R): R | undefined {
  try {
    return action();
  } catch {
    return undefined;
  }
}
