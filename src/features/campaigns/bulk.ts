/**
 * Bulk work on campaigns (part 2 §7, §9; part 3 §4): delete one at a time with a 700 ms pause,
 * reporting progress and an estimate of the seconds left, and duplicate N copies started 500 ms
 * apart. Pure: the call, the pause and the clock are injected, so tests run without waiting.
 */

/** CAMP-031: pause between two deletes. */
export const BULK_DELETE_PAUSE_MS = 700;
/** CAMP-033: delay between the starts of two copies. */
export const DUPLICATE_STAGGER_MS = 500;
/** NS-05: the most copies one duplicate asks for. */
export const MAX_DUPLICATE_COPIES = 20;

export type Sleep = (ms: number) => Promise<void>;
const realSleep: Sleep = (ms) =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

export interface BulkDeleteProgress {
  /** Deletes finished (succeeded or failed). */
  done: number;
  total: number;
  /** 0–100, rounded down. */
  percent: number;
  /** Estimated seconds until the last delete finishes, rounded up. */
  secondsRemaining: number;
  succeeded: readonly number[];
  failed: readonly number[];
}

export interface BulkDeleteResult {
  succeeded: number[];
  failed: number[];
}

export interface BulkDeleteOptions {
  onProgress?: (progress: BulkDeleteProgress) => void;
  sleep?: Sleep;
  /** Milliseconds now; Date.now by default. */
  now?: () => number;
  pauseMs?: number;
  signal?: AbortSignal;
}

/**
 * Estimated seconds left: the average time of a delete so far (else the pause alone) for each one
 * left, plus the pauses before them.
 */
export function estimateSecondsRemaining(done: number, total: number, elapsedMs: number, pauseMs: number): number {
  const left = total - done;
  if (left <= 0) return 0;
  // Each finished delete but the last was followed by a pause; take that out of the per-call average.
  const callMs = done > 0 ? Math.max(0, (elapsedMs - Math.max(0, done - 1) * pauseMs) / done) : 0;
  return Math.ceil((left * (callMs + pauseMs)) / 1000);
}

/**
 * CAMP-031, CAMP-032: deletes the campaigns one at a time with a pause between deletes. A failed
 * delete is recorded and the rest continue. Progress is reported before the first and after each.
 */
export async function bulkDeleteCampaigns(
  ids: readonly number[],
  deleteOne: (id: number) => Promise<unknown>,
  { onProgress, sleep = realSleep, now = Date.now, pauseMs = BULK_DELETE_PAUSE_MS, signal }: BulkDeleteOptions = {},
): Promise<BulkDeleteResult> {
  const succeeded: number[] = [];
  const failed: number[] = [];
  const total = ids.length;
  const started = now();
  const report = (done: number) => {
    onProgress?.({
      done,
      total,
      percent: total === 0 ? 100 : Math.floor((done / total) * 100),
      secondsRemaining: estimateSecondsRemaining(done, total, now() - started, pauseMs),
      succeeded: [...succeeded],
      failed: [...failed],
    });
  };
  report(0);
  for (const [index, id] of ids.entries()) {
    if (signal?.aborted) break;
    if (index > 0) await sleep(pauseMs);
    try {
      await deleteOne(id);
      succeeded.push(id);
    } catch {
      failed.push(id);
    }
    report(index + 1);
  }
  return { succeeded, failed };
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
