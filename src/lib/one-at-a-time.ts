/**
 * Work on many items, one at a time (part 3 §4: the campaigns' bulk delete; the redemption
 * decisions on many summaries): each item's call in turn, an optional pause between two calls,
 * progress before the first and after each (percent and an estimate of the seconds left), and a
 * failed item recorded while the rest continue. Pure: the call, the pause and the clock are
 * injected, so tests run without waiting.
 */

export type Sleep = (ms: number) => Promise<void>;

export const realSleep: Sleep = (ms) =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

export interface OneAtATimeProgress<T> {
  /** Items finished (succeeded or failed). */
  done: number;
  total: number;
  /** 0–100, rounded down. */
  percent: number;
  /** Estimated seconds until the last item finishes, rounded up. */
  secondsRemaining: number;
  succeeded: readonly T[];
  failed: readonly T[];
}

export interface OneAtATimeResult<T> {
  succeeded: T[];
  failed: T[];
}

export interface OneAtATimeOptions<T> {
  onProgress?: (progress: OneAtATimeProgress<T>) => void;
  sleep?: Sleep;
  /** Milliseconds now; Date.now by default. */
  now?: () => number;
  /** Pause between two calls; none by default. */
  pauseMs?: number;
  signal?: AbortSignal;
}

/**
 * Estimated seconds left: the average time of a call so far (else the pause alone) for each one
 * left, plus the pauses before them.
 */
export function estimateSecondsRemaining(done: number, total: number, elapsedMs: number, pauseMs: number): number {
  const left = total - done;
  if (left <= 0) return 0;
  // Each finished call but the last was followed by a pause; take that out of the per-call average.
  const callMs = done > 0 ? Math.max(0, (elapsedMs - Math.max(0, done - 1) * pauseMs) / done) : 0;
  return Math.ceil((left * (callMs + pauseMs)) / 1000);
}

/** Runs `runOne` for each item in order, pausing `pauseMs` between two; a failure is recorded and the rest continue. */
export async function runOneAtATime<T>(
  items: readonly T[],
  runOne: (item: T) => Promise<unknown>,
  { onProgress, sleep = realSleep, now = Date.now, pauseMs = 0, signal }: OneAtATimeOptions<T> = {},
): Promise<OneAtATimeResult<T>> {
  const succeeded: T[] = [];
  const failed: T[] = [];
  const total = items.length;
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
  for (const [index, item] of items.entries()) {
    if (signal?.aborted) break;
    if (index > 0 && pauseMs > 0) await sleep(pauseMs);
    try {
      await runOne(item);
      succeeded.push(item);
    } catch {
      failed.push(item);
    }
    report(index + 1);
  }
  return { succeeded, failed };
}
