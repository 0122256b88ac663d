/**
 * Bulk work on campaigns (part 2 §7, §9; part 3 §4): delete one at a time with a 700 ms pause,
 * reporting progress and an estimate of the seconds left (the runner of src/lib/one-at-a-time.ts),
 * and duplicate N copies started 500 ms apart (the runner shared with ad groups, components/bulk).
 * Pure: the call, the pause and the clock are injected, so tests run without waiting.
 */
import { runStaggered, type StaggeredOptions, type StaggeredResult } from '@/components/bulk/staggered';
import {
  runOneAtATime,
  type OneAtATimeOptions,
  type OneAtATimeProgress,
  type OneAtATimeResult,
} from '@/lib/one-at-a-time';

export type { Sleep } from '@/lib/one-at-a-time';

/** CAMP-031: pause between two deletes. */
export const BULK_DELETE_PAUSE_MS = 700;

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

export type DuplicateResult<T> = StaggeredResult<T>;
export type DuplicateOptions = StaggeredOptions;

/**
 * CAMP-033: makes `times` copies, each started 500 ms after the previous one (the shared runner of
 * components/bulk); successes are returned, failures counted as errors.
 */
export const duplicateCampaign = runStaggered;
