/**
 * The fake backend's state holder: the seed, kept in memory, persisted to a JSON file shortly after
 * every successful change (when a file is given), and restored exactly when a change fails.
 *
 * Rolling back must not cost a copy of the whole state (tens of MB) per write, so the `db` a
 * `write` hands its change is a change-tracking view: every assignment or deletion made through it
 * is recorded in an undo log, which a failed write replays backwards. Reads outside a write see the
 * plain records (fast); a record read before the write and changed inside it must be wrapped with
 * `track(record)`. Use `plainCopy` (not structuredClone, which cannot copy views) to duplicate.
 * Performance rows are derived from the seed on first use and never persisted.
 *
 * NS-89: the records of the versioned collections (`VERSIONED`: campaigns, ad groups, ads,
 * rewards, plans, scheduled reports) carry a version, kept beside them in `db.versions`. The same
 * views see which record every change belongs to (a field of it, however deep, or the record put
 * in its collection), so whatever operation changes a record — a PATCH, a status change, a cascade,
 * a copy — moves its version on by one when the write succeeds; handlers do nothing for it.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { DB_SCHEMA_VERSION, VERSIONED, type Db, type PerformanceRow, type VersionedKind } from './types';

export type SequenceKind =
  | 'account'
  | 'campaign'
  | 'adGroup'
  | 'ad'
  | 'line'
  | 'plan'
  | 'audience'
  | 'customAudience'
  | 'pricingModel'
  | 'creative'
  | 'beacon'
  | 'image'
  | 'reward'
  | 'targetingCriteria'
  | 'segment'
  | 'projection'
  | 'projectionRun'
  | 'tvcRequest'
  | 'scheduledReport'
  | 'redemptionDecision'
  | 'redemptionUpload'
  | 'auditRecord';

export interface Store {
  /** The current state, for reading; change it only through `write`. */
  readonly db: Db;
  /** A record read before a `write`, as a view whose changes that write can undo. */
  track<T extends object>(record: T): T;
  /**
   * Runs a change. When it throws, every change it made is undone and the error goes on; when it
   * returns, the state is persisted (shortly after, see `flush`).
   */
  write<T>(change: (db: Db) => T): T;
  /**
   * How many writes have changed the state (and resets): a test's cheap "nothing changed" —
   * comparing the whole state's JSON costs a second per call.
   */
  readonly changes: number;
  /**
   * NS-89: the version of a record of a versioned collection: 1 as seeded, one more after every
   * successful write that changed it.
   */
  version(kind: VersionedKind, record: object): number;
  /** The next id of a kind (used inside `write`). */
  nextId(kind: SequenceKind): number;
  /** The delivery rows report queries add up (derived from the seed, computed once). */
  performance(): readonly PerformanceRow[];
  /** Back to the seed (and the file rewritten). */
  reset(): void;
  /** Writes a pending change to the file now (before exit, or in tests). */
  flush(): void;
}

export interface StoreOptions {
  seed: () => Db;
  performance: (db: Db) => PerformanceRow[];
  /** Where the state persists between restarts; in memory only when absent. */
  file?: string;
  /** Told when the file could not be read and the seed was used instead. */
  onCorruptFile?: (message: string) => void;
  /** How long after a change the file is written, so bursts of writes cost one serialisation. */
  persistDelayMs?: number;
}

/** A deep copy of JSON data, views included. */
export function plainCopy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function load(options: StoreOptions): Db {
  const { file, seed, onCorruptFile } = options;
  if (!file || !existsSync(file)) return seed();
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Db>;
    if (stored.schemaVersion !== DB_SCHEMA_VERSION || !Array.isArray(stored.accounts)) {
      throw new Error(`schema version ${String(stored.schemaVersion)} is not ${DB_SCHEMA_VERSION}`);
    }
    return stored as Db;
  } catch (error) {
    onCorruptFile?.(
      `${file} could not be used (${error instanceof Error ? error.message : String(error)}); starting from the seed`,
    );
    return seed();
  }
}

type Undo = () => void;

/** The record a (nested) object of the state belongs to, in a versioned collection. */
interface Owner {
  kind: VersionedKind;
  record: object;
}

const versionedKind = (key: string | symbol): VersionedKind | undefined =>
  typeof key === 'string' && Object.prototype.hasOwnProperty.call(VERSIONED, key) ? (key as VersionedKind) : undefined;

/** The key of a record in `db.versions`: `campaigns:5001`. */
export function versionKey(kind: VersionedKind, record: object): string {
  return `${kind}:${String((record as Record<string, unknown>)[VERSIONED[kind]])}`;
}

/** Views of the state's objects that record every change into the active undo log. */
class ChangeTracker {
  private readonly views = new WeakMap<object, object>();
  private readonly targets = new WeakMap<object, object>();
  /** NS-89: which record each object reached through a versioned collection belongs to. */
  private readonly owners = new WeakMap<object, Owner>();
  /** The versioned collections (arrays) as last read from the state's root. */
  private readonly collections = new WeakMap<object, VersionedKind>();
  /** The undo log of the write that is running, if any. */
  log: Undo[] | undefined;
  /** The state's root object, to tell its versioned collections. */
  root: object | undefined;
  /** The records the running write changed (NS-89). */
  readonly touched = new Map<object, VersionedKind>();

  /** Remembers what `child`, read as `target[key]`, belongs to. */
  private adopt(target: object, key: string | symbol, child: object) {
    if (target === this.root) {
      const kind = versionedKind(key);
      if (kind) this.collections.set(child, kind);
      return;
    }
    const kind = this.collections.get(target);
    if (kind) {
      if (this.owners.get(child)?.record !== child) this.owners.set(child, { kind, record: child });
      return;
    }
    const owner = this.owners.get(target);
    if (owner && this.owners.get(child) !== owner) this.owners.set(child, owner);
  }

  /** A record read outside any view (`track`): found in its collection by identity. */
  own(root: Db, record: object) {
    if (this.owners.has(record)) return;
    const kinds = Object.keys(VERSIONED) as VersionedKind[];
    const kind = kinds.find((name) => (root[name] as readonly object[]).includes(record));
    if (kind) this.owners.set(record, { kind, record });
  }

  /** Logs how to undo a change of `target[key]` to `next`, and notes the records it changes. */
  private change(target: object, key: string | symbol, next?: unknown) {
    if (!this.log) return;
    if (Array.isArray(target)) {
      // Setting an index past the end grows the array before any 'length' write is seen.
      const length = target.length;
      this.log.push(() => {
        target.length = length;
      });
    }
    const had = Object.prototype.hasOwnProperty.call(target, key);
    const previous: unknown = Reflect.get(target, key);
    this.log.push(() => {
      if (had) Reflect.set(target, key, previous);
      else Reflect.deleteProperty(target, key);
    });
    const owner = this.owners.get(target);
    if (owner) {
      this.touched.set(owner.record, owner.kind);
      return;
    }
    const added = (kind: VersionedKind, record: unknown) => {
      if (typeof record !== 'object' || record === null) return;
      this.owners.set(record, { kind, record });
      this.touched.set(record, kind);
    };
    const kind = this.collections.get(target);
    // A record put in (or moved within) its collection.
    if (kind && key !== 'length') added(kind, next);
    const replaced = target === this.root ? versionedKind(key) : undefined;
    if (replaced && Array.isArray(next)) {
      // The collection replaced as a whole (`db.ads = db.ads.filter(…)`): the records new to it.
      const before = new Set(previous as unknown[]);
      for (const record of next) if (!before.has(record)) added(replaced, record);
      this.collections.set(next, replaced);
    }
  }

  view<T>(value: T): T {
    if (typeof value !== 'object' || value === null) return value;
    if (this.targets.has(value)) return value;
    const known = this.views.get(value);
    if (known) return known as T;
    // JSON.stringify reads `toJSON` first: handing it the raw object keeps V8's fast path
    // (stringifying through the proxy is 10–20 times slower).
    const raw = () => value;
    const view = new Proxy(value, {
      get: (target, key) => {
        if (key === 'toJSON') return raw;
        const child: unknown = Reflect.get(target, key);
        if (this.log && typeof child === 'object' && child !== null) this.adopt(target, key, child);
        return this.view(child);
      },
      set: (target, key, next) => {
        const value = this.unwrap(next);
        this.change(target, key, value);
        return Reflect.set(target, key, value);
      },
      deleteProperty: (target, key) => {
        this.change(target, key);
        return Reflect.deleteProperty(target, key);
      },
      defineProperty: (target, key, descriptor) => {
        const next = 'value' in descriptor ? { ...descriptor, value: this.unwrap(descriptor.value) } : descriptor;
        this.change(target, key, next.value);
        return Reflect.defineProperty(target, key, next);
      },
    });
    this.views.set(value, view);
    this.targets.set(view, value);
    return view;
  }

  /** Replaces views by the objects they show, so the state never stores a view. */
  unwrap(value: unknown): unknown {
    if (typeof value !== 'object' || value === null) return value;
    const target = this.targets.get(value);
    if (target) return target;
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i += 1) value[i] = this.unwrap(value[i]);
    } else if (Object.getPrototypeOf(value) === Object.prototype) {
      const record = value as Record<string, unknown>;
      for (const key of Object.keys(record)) record[key] = this.unwrap(record[key]);
    }
    return value;
  }
}

export function createStore(options: StoreOptions): Store {
  const tracker = new ChangeTracker();
  let raw = load(options);
  let rows: PerformanceRow[] | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let changes = 0;

  const persistNow = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (!options.file) return;
    mkdirSync(dirname(options.file), { recursive: true });
    const temporary = `${options.file}.tmp`;
    writeFileSync(temporary, JSON.stringify(raw));
    renameSync(temporary, options.file);
  };
  const persistSoon = () => {
    if (!options.file || timer) return;
    timer = setTimeout(persistNow, options.persistDelayMs ?? 100);
    timer.unref();
  };
  if (options.file && !existsSync(options.file)) persistNow();

  return {
    get db() {
      return raw;
    },
    get changes() {
      return changes;
    },
    track(record) {
      tracker.own(raw, record);
      return tracker.view(record);
    },
    write(change) {
      if (tracker.log) return change(tracker.view(raw));
      const log: Undo[] = [];
      tracker.log = log;
      tracker.root = raw;
      try {
        const result = change(tracker.view(raw));
        if (log.length > 0) changes += 1;
        if (tracker.touched.size > 0) {
          const versions = (raw.versions ??= {});
          for (const [record, kind] of tracker.touched) {
            const key = versionKey(kind, record);
            versions[key] = (versions[key] ?? 1) + 1;
          }
        }
        persistSoon();
        return result;
      } catch (error) {
        for (let i = log.length - 1; i >= 0; i -= 1) log[i]?.();
        throw error;
      } finally {
        tracker.log = undefined;
        tracker.touched.clear();
      }
    },
    version(kind, record) {
      return raw.versions?.[versionKey(kind, record)] ?? 1;
    },
    nextId(kind) {
      const sequences = tracker.view(raw).sequences;
      const next = sequences[kind] ?? 1;
      sequences[kind] = next + 1;
      return next;
    },
    performance() {
      rows ??= options.performance(raw);
      return rows;
    },
    reset() {
      raw = options.seed();
      rows = undefined;
      changes += 1;
      persistNow();
    },
    flush() {
      if (timer) persistNow();
    },
  };
}
