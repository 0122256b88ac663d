/**
 * Bulk work on campaigns (part 2 §7, §9; part 3 §4): delete one at a time with a 700 ms pause,
 * reporting progress and an estimate of the seconds left, and duplicate N copies started 500 ms
 * apart (the runner shared with ad groups, components/bulk). Pure: the call, the pause and the
 * clock are injected, so tests run without waiting.
 */
import {
  DUPLICATE_STAGGER_MS,
  realSleep,
  runStaggered,
  type Sleep,
  type StaggeredOptions,
  type StaggeredResult,
} from '@/components/bulk/staggered';

export { DUPLICATE_STAGGER_MS, type Sleep };

/** CAMP-031: pause between two deletes. */
export const BULK_DELETE_PAUSE_MS = 700;

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

export type DuplicateResult<T> = StaggeredResult<T>;
export type DuplicateOptions = StaggeredOptions;

/**
 * CAMP-033: makes `times` copies, each started 500 ms after the previous one (the shared runner of
 * components/bulk); successes are returned, failures counted as errors.
 */
export const duplicateCampaign = runStaggered;
