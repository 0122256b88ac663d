/**
 * Drafts (issue 25 point 3, NS-90): a form's unsaved input, kept in the signed-in user's versioned
 * storage (src/lib/storage.ts, so per environment and user) under `draft:{form key}`, as the changes
 * from the form's starting values: each changed field's path and its value. Restoring lays those
 * changes over the values the form has now, so a field nobody typed in keeps what the server holds
 * today. Values are stored as JSON with dates, NaN, ±Infinity and undefined tagged, so they come back
 * exactly as typed (a number stays a number, a typed string stays a string); files and images not yet
 * uploaded are not kept. A draft older than `DRAFT_MAX_AGE_MS` is removed when met.
 */
import { format, isSameDay } from 'date-fns';
import type { Locale } from '@/i18n';
import { DRAFT_KEY_PREFIX, guardedValue, isDraftKey, type VersionedStorage } from '@/lib/storage';

export const DRAFT_VERSION = 1;
/** Drafts are kept 7 days. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** One changed field: its path in the form's values (object keys; an array is one value) and its value. */
export interface DraftChange {
  path: readonly string[];
  value: unknown;
}

export interface Draft {
  savedAt: Date;
  changes: DraftChange[];
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const TAG = '$draft';
/** A value a draft does not keep (a file, a class instance). */
const SKIP = Symbol('not kept');

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/** `value` as JSON, with what JSON cannot hold tagged; SKIP for what a draft does not keep. */
export function encodeValue(value: unknown): Json | typeof SKIP {
  if (value === undefined) return { [TAG]: 'undefined' };
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : { [TAG]: 'number', value: String(value) };
  if (value instanceof Date) return { [TAG]: 'date', value: Number.isNaN(value.getTime()) ? '' : value.toISOString() };
  if (Array.isArray(value)) {
    const items = value.map(encodeValue);
    return items.some((item) => item === SKIP) ? SKIP : (items as Json[]);
  }
  if (isPlainObject(value)) {
    const entries: Record<string, Json> = {};
    for (const [key, item] of Object.entries(value)) {
      const encoded = encodeValue(item);
      if (encoded !== SKIP) entries[key] = encoded;
    }
    // A form's own key named like the tag stays a plain object.
    return TAG in entries ? { [TAG]: 'object', value: entries } : entries;
  }
  return SKIP; // File, Blob, FileList, Map, functions: not kept
}

/** The value `encodeValue` wrote. */
export function decodeValue(json: unknown): unknown {
  if (Array.isArray(json)) return json.map(decodeValue);
  if (!isPlainObject(json)) return json;
  const tag = json[TAG];
  if (tag === 'undefined') return undefined;
  if (tag === 'number') return Number(json.value);
  if (tag === 'date') return new Date(typeof json.value === 'string' && json.value !== '' ? json.value : Number.NaN);
  const entries = tag === 'object' && isPlainObject(json.value) ? json.value : json;
  return Object.fromEntries(Object.entries(entries).map(([key, item]) => [key, decodeValue(item)]));
}

const same = (a: unknown, b: unknown) => JSON.stringify(encodeValue(a)) === JSON.stringify(encodeValue(b));

/** The fields of `values` that differ from `defaults` (plain objects are followed, arrays compared whole). */
export function draftChanges(values: unknown, defaults: unknown, path: readonly string[] = []): DraftChange[] {
  if (isPlainObject(values) && isPlainObject(defaults)) {
    const keys = new Set([...Object.keys(values), ...Object.keys(defaults)]);
    return [...keys].flatMap((key) => draftChanges(values[key], defaults[key], [...path, key]));
  }
  if (encodeValue(values) === SKIP || same(values, defaults)) return [];
  return [{ path, value: values }];
}

function setAt(target: unknown, [head, ...rest]: readonly string[], value: unknown): unknown {
  if (head === undefined) return value;
  const base = isPlainObject(target) ? target : {};
  return { ...base, [head]: setAt(base[head], rest, value) };
}

/** `current` with the draft's changes laid over it. */
export function restoredValues<T>(current: T, draft: Pick<Draft, 'changes'>): T {
  return draft.changes.reduce<unknown>((values, change) => setAt(values, change.path, change.value), current) as T;
}

interface StoredDraft {
  savedAt: number;
  changes: { path: string[]; value: Json }[];
}

const isStoredDraft = (value: unknown): value is StoredDraft =>
  isPlainObject(value) &&
  typeof value.savedAt === 'number' &&
  Array.isArray(value.changes) &&
  value.changes.every(
    (change: unknown) =>
      isPlainObject(change) &&
      Array.isArray(change.path) &&
      change.path.every((segment: unknown) => typeof segment === 'string') &&
      'value' in change,
  );
const StoredDraftSchema = guardedValue(isStoredDraft);
const storageKey = (key: string) => DRAFT_KEY_PREFIX + key;

/** Keeps `changes` as the draft of `key`; no changes: removes it. */
export function writeDraft(storage: VersionedStorage, key: string, changes: readonly DraftChange[], now = Date.now()) {
  if (changes.length === 0) {
    storage.remove(storageKey(key));
    return;
  }
  const stored: StoredDraft = {
    savedAt: now,
    changes: changes.map(({ path, value }) => ({ path: [...path], value: encodeValue(value) as Json })),
  };
  storage.write<StoredDraft>(storageKey(key), DRAFT_VERSION, stored);
}

/** The draft of `key`; undefined when there is none or it expired (then it is removed). */
export function readDraft(storage: VersionedStorage, key: string, now = Date.now()): Draft | undefined {
  const stored = storage.read<StoredDraft | undefined>(storageKey(key), StoredDraftSchema, DRAFT_VERSION, undefined);
  if (!stored) return undefined;
  if (now - stored.savedAt > DRAFT_MAX_AGE_MS) {
    storage.remove(storageKey(key));
    return undefined;
  }
  return {
    savedAt: new Date(stored.savedAt),
    changes: stored.changes.map(({ path, value }) => ({ path, value: decodeValue(value) })),
  };
}

export function removeDraft(storage: VersionedStorage, key: string): void {
  storage.remove(storageKey(key));
}

/** Removes the user's expired (and unreadable) drafts. */
export function removeExpiredDrafts(storage: VersionedStorage, now = Date.now()): void {
  for (const key of storage.keys()) if (isDraftKey(key)) readDraft(storage, key.slice(DRAFT_KEY_PREFIX.length), now);
}

const TIME_PATTERNS: Record<Locale, string> = { 'en-US': 'h:mm a', 'en-GB': 'HH:mm' };
const DATE_PATTERNS: Record<Locale, string> = { 'en-US': 'MM/dd/yyyy', 'en-GB': 'dd/MM/yyyy' };

/** When a draft was kept, in the user's format and time: 2:32 PM (en-US), 14:32 (en-GB); with the date on another day. */
export function draftTime(savedAt: Date, locale: Locale, now = new Date()): string {
  const time = format(savedAt, TIME_PATTERNS[locale]);
  return isSameDay(savedAt, now) ? time : `${format(savedAt, DATE_PATTERNS[locale])} ${time}`;
}
