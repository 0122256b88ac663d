/**
 * Bulk work on campaigns (part 2 §7, §9; part 3 §4): delete one at a time with a 700 ms pause,
 * reporting progress and an estimate of the seconds left (the runner of src/lib/one-at-a-time.ts),
 * and duplicate N copies started 500 ms apart. Pure: the call, the pause and the clock are
 * injected, so tests run without waiting.
 */
import {
  realSleep,
  runOneAtATime,
  type OneAtATimeOptions,
  type OneAtATimeProgress,
  type OneAtATimeResult,
  type Sleep,
} from '@/lib/one-at-a-time';

/** CAMP-031: pause between two deletes. */
export const BULK_DELETE_PAUSE_MS = 700;
/** CAMP-033: delay between the starts of two copies. */
export const DUPLICATE_STAGGER_MS = 500;
/** NS-05: the most copies one duplicate asks for. */
export const MAX_DUPLICATE_COPIES = 20;

export type { Sleep } from '@/lib/one-at-a-time';
export { estimateSecondsRemaining } from '@/lib/one-at-a-time';

export type BulkDeleteProgress = OneAtATimeProgress<number>;
export type BulkDeleteResult = OneAtATimeResult<number>;
export type BulkDeleteOptions = OneAtATimeOptions<number>;

/**
 * CAMP-031, CAMP-032: deletes the campaigns one at a time with a pause between deletes. A failed
 * delete is recorded and the rest continue. Progress is reported before the first and after each.
 */
export function bulkDeleteCampaigns(
  ids: readonly number[],
  deleteOne: (id: number) => Promise<unknown>,
  options: BulkDeleteOptions = {},
): Promise<BulkDeleteResult> {
  return runOneAtATime(ids, deleteOne, { ...options, pauseMs: options.pauseMs ?? BULK_DELETE_PAUSE_MS });
}

export interface DuplicateResult<T> {
  /** What each successful copy answered, in the order the copies were started. */
  succeeded: T[];
  /** How many copies failed. */
  errors: number;
}

export interface DuplicateOptions {
  sleep?: Sleep;
  staggerMs?: number;
  /** Called when a copy is started (1-based) and when one settles. */
  onProgress?: (progress: { started: number; settled: number; total: number }) => void;
}

/**
 * CAMP-033: makes `times` copies, each started `staggerMs` (500 ms) after the previous one; the
 * copies run side by side. Successes are returned; failures are counted as errors.
 */
export async function duplicateCampaign<T>(
  times: number,
  duplicateOne: (copy: number) => Promise<T>,
  { sleep = realSleep, staggerMs = DUPLICATE_STAGGER_MS, onProgress }: DuplicateOptions = {},
): Promise<DuplicateResult<T>> {
  const count = Math.max(0, Math.floor(times));
  const outcomes: Promise<{ ok: true; value: T } | { ok: false }>[] = [];
  let started = 0;
  let settled = 0;
  for (let copy = 1; copy <= count; copy += 1) {
    if (copy > 1) await sleep(staggerMs);
    started = copy;
    onProgress?.({ started, settled, total: count });
    outcomes.push(
      duplicateOne(copy)
        .then(
          (value) => ({ ok: true as const, value }),
          () => ({ ok: false as const }),
        )
        .finally(() => {
          settled += 1;
          onProgress?.({ started, settled, total: count });
        }),
    );
  }
  const results = await Promise.all(outcomes);
  const succeeded: T[] = [];
  let errors = 0;
  for (const result of results) {
    if (result.ok) succeeded.push(result.value);
    else errors += 1;
  }
  return { succeeded, errors };
}
