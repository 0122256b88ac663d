/**
 * npm run bench [section…]: the performance budgets, measured on this machine and printed as a
 * table (also written to reports/bench.json). Budgets live here, never in timed tests.
 *
 *   codegen  wall time of regenerating all eight specs (`npm run generate`), median of 3
 *   bundle   gzip size of the JavaScript the first page loads, after `vite build`
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);

interface Result {
  name: string;
  value: number;
  unit: string;
  budget: number;
}

function run(command: string, args: string[]): number {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const sections: Record<string, () => Result[]> = {
  codegen() {
    const out = join(root, '.drift');
    const times = [1, 2, 3].map(() => {
      const ms = run(bin('tsx'), ['scripts/generate.ts', '--out', out]);
      rmSync(out, { recursive: true, force: true });
      return ms;
    });
    return [{ name: 'codegen: regenerate 8 specs (median of 3)', value: median(times) / 1000, unit: 's', budget: 10 }];
  },
  bundle() {
    run(bin('vite'), ['build', '--logLevel', 'error']);
    const html = readFileSync(join(root, 'dist', 'index.html'), 'utf8');
    const entry = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
    const gzip = (file: string) => gzipSync(readFileSync(join(root, 'dist', file))).length / 1024;
    const all = readdirSync(join(root, 'dist', 'assets')).filter((f) => f.endsWith('.js'));
    return [
      {
        name: 'bundle: gzip JS loaded by the first page',
        value: entry.reduce((sum, f) => sum + gzip(f), 0),
        unit: 'KB',
        budget: 250,
      },
      {
        name: 'bundle: gzip JS of all chunks',
        value: all.reduce((sum, f) => sum + gzip(join('assets', f)), 0),
        unit: 'KB',
        budget: Infinity,
      },
    ];
  },
};

const wanted = process.argv.slice(2);
const chosen = wanted.length > 0 ? wanted : Object.keys(sections);
const results: Result[] = [];
for (const name of chosen) {
  const section = sections[name];
  if (!section) throw new Error(`unknown bench section ${name}; known: ${Object.keys(sections).join(', ')}`);
  results.push(...section());
}

const width = Math.max(...results.map((r) => r.name.length));
let over = 0;
for (const r of results) {
  const ok = r.value <= r.budget;
  if (!ok) over += 1;
  const budget = Number.isFinite(r.budget) ? `budget ${r.budget} ${r.unit}` : 'no budget';
  console.log(
    `${r.name.padEnd(width)}  ${r.value.toFixed(2).padStart(8)} ${r.unit.padEnd(3)} ${budget.padEnd(18)} ${ok ? 'ok' : 'OVER'}`,
  );
}
mkdirSync(join(root, 'reports'), { recursive: true });
writeFileSync(join(root, 'reports', 'bench.json'), `${JSON.stringify(results, null, 2)}\n`);
process.exitCode = over > 0 ? 1 : 0;
