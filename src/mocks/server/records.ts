/** Ids, timestamps and small rules the handlers of every service share. */
import type { SequenceKind } from '../db/store';
import type { Backend } from './backend';

/** One more than the largest of `taken` (for ids that have no sequence of their own). */
export function nextAfter(taken: Iterable<number>): number {
  let max = 0;
  for (const id of taken) if (id > max) max = id;
  return max + 1;
}

/**
 * The next id of a kind, above every id in `taken` (a seed may not have moved the sequence), so
 * that ids grow with creation and "newest first" is "highest id first".
 */
export function freshId(backend: Backend, kind: SequenceKind, taken: Iterable<number>): number {
  const above = nextAfter(taken);
  const { sequences } = backend.store.db;
  if ((sequences[kind] ?? 1) < above) sequences[kind] = above;
  return backend.store.nextId(kind);
}

/** An instant as the services write it: ISO 8601 in UTC without milliseconds. */
export function isoNow(backend: Backend): string {
  return backend
    .now()
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z');
}

/** Money to cents, as the services round it. */
export const round2 = (value: number): number => Math.round(value * 100) / 100;

/** The first value that occurs twice, or undefined. */
export function firstDuplicate<T>(values: readonly T[]): T | undefined {
  const seen = new Set<T>();
  for (const value of values) {
    if (seen.has(value)) return value;
    seen.add(value);
  }
  return undefined;
}
