/**
 * Copies made N times, each started a fixed time after the previous one (part 2 §7, §9: campaigns
 * and ad groups are duplicated N times, 500 ms apart, counting successes and errors). Pure: the
 * call and the pause are injected, so tests run without waiting.
 */
import { realSleep, type Sleep } from '@/lib/one-at-a-time';

/** CAMP-033, ADG-007: delay between the starts of two copies. */
export const DUPLICATE_STAGGER_MS = 500;
/** NS-05: the most copies one duplicate asks for. */
export const MAX_DUPLICATE_COPIES = 20;

export type { Sleep } from '@/lib/one-at-a-time';

export interface StaggeredResult<T> {
  /** What each successful copy answered, in the order the copies were started. */
  succeeded: T[];
  /** How many copies failed. */
  errors: number;
}

export interface StaggeredOptions {
  sleep?: Sleep;
  staggerMs?: number;
  /** Called when a copy is started (1-based) and when one settles. */
  onProgress?: (progress: { started: number; settled: number; total: number }) => void;
}

/**
 * Makes `times` copies, each started `staggerMs` (500 ms) after the previous one; the copies run
 * side by side. Successes are returned; failures are counted as errors.
 */
export async function runStaggered<T>(
  times: number,
  copyOne: (copy: number) => Promise<T>,
  { sleep = realSleep, staggerMs = DUPLICATE_STAGGER_MS, onProgress }: StaggeredOptions = {},
): Promise<StaggeredResult<T>> {
  const count = Math.max(0, Math.floor(times));
  const outcomes: Promise<{ ok: true; value: T } | { ok: false }>[] = [];
  let started = 0;
  let settled = 0;
  for (let copy = 1; copy <= count; copy += 1) {
    if (copy > 1) await sleep(staggerMs);
    started = copy;
    onProgress?.({ started, settled, total: count });
    outcomes.push(
      copyOne(copy)
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
