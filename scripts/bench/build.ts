/**
 * The build the bench measures: built once per bench run into .cache/bench/dist (never into dist/, which
 * the local stack and the browser tests serve), or an existing build named with `--dist <dir>`.
 */
import { existsSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { bin, ROOT, run } from './common';

export const BENCH_DIST = join(ROOT, '.cache', 'bench', 'dist');

let built: Promise<string> | undefined;

/** The folder of the build to measure (holding index.html and assets/). */
export function benchDist(existing: string | undefined): Promise<string> {
  built ??= (async () => {
    if (existing !== undefined) {
      const dir = isAbsolute(existing) ? existing : resolve(ROOT, existing);
      if (!existsSync(join(dir, 'index.html'))) throw new Error(`${dir}/index.html does not exist`);
      return dir;
    }
    await Promise.resolve();
    run(bin('vite'), ['build', '--outDir', BENCH_DIST, '--emptyOutDir', '--logLevel', 'error']);
    return BENCH_DIST;
  })();
  return built;
}
