/** What every bench section shares: the result row, the options, small helpers. */
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);

/** One measured number and its budget. */
export interface Result {
  section: string;
  name: string;
  /** NaN when it could not be measured (then `error` says why). */
  value: number;
  unit: string;
  /** The limit; absent for numbers reported for information only. */
  budget?: number;
  /** 'max' (default): the value must be at most the budget; 'min': at least (scores). */
  kind?: 'max' | 'min';
  /** What was measured, e.g. the files counted or the persona. */
  note?: string;
  /** The single runs a median was taken of. */
  samples?: number[];
  error?: string;
  measuredAt?: string;
  /** The build measured: .cache/bench/dist or the --dist folder. */
  build?: string;
}

export type Status = 'ok' | 'OVER' | 'UNDER' | 'info' | 'ERROR';

export function statusOf(result: Result): Status {
  if (result.error !== undefined || Number.isNaN(result.value)) return 'ERROR';
  if (result.budget === undefined) return 'info';
  if (result.kind === 'min') return result.value >= result.budget ? 'ok' : 'UNDER';
  return result.value <= result.budget ? 'ok' : 'OVER';
}

export interface BenchOptions {
  /** Exit non-zero when a budget is exceeded (measurement errors always do). */
  strict: boolean;
  /** Measure this existing build instead of building one into .cache/bench/dist. */
  dist: string | undefined;
  /** Lighthouse runs per form factor (median). */
  lighthouseRuns: number;
  /** Persona key or e-mail whose first account screen `routes` measures. */
  personas: string[];
}

/** Median (the upper one for an even count); NaN for no values. */
export function median(values: readonly number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Gzip size in KB (1 KB = 1024 bytes) at zlib level 9, the figure every size budget uses. */
export const gzipKB = (body: Buffer | string) => gzipSync(body, { level: 9 }).length / 1024;

/** Runs a command to completion in the repository root; answers the wall time in ms. */
export function run(command: string, args: string[]): number {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${String(result.status)})`);
  return performance.now() - started;
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => {
        resolvePort(port);
      });
    });
  });
}

/** Waits until `url` answers `status`. */
export async function waitFor(url: string, timeoutMs: number, status = 200): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).status === status) return;
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) throw new Error(`${url} did not answer ${status} within ${timeoutMs} ms`);
    await new Promise((resolveWait) => setTimeout(resolveWait, 20));
  }
}

/** Runs `createOne(n)` for n = from + 1 … to with `workers` requests in flight (the benches' data fills). */
export async function fillInParallel(
  from: number,
  to: number,
  createOne: (n: number) => Promise<void>,
  workers = 8,
): Promise<void> {
  let next = from;
  const worker = async () => {
    while (next < to) {
      next += 1;
      await createOne(next);
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
}
