/**
 * npm run bench [section…] [--strict] [--dist <dir>] [--runs <n>] [--personas <key|e-mail,…>]
 *
 * The performance budgets, measured on this machine and printed as one table; the numbers also go
 * to reports/bench.json (rows of the sections not run are kept from earlier runs). Budgets live
 * here (scripts/bench/*), never in timed tests. docs/benchmarks.md explains each number.
 *
 *   codegen     regenerating the eight specs
 *   bundle      gzip JS of the build's files
 *   routes      gzip JS the browser loads for /login (≤ 118 KB) and the first account screen (≤ 225 KB)
 *   lighthouse  Lighthouse performance of /login, desktop preset (≥ 98); mobile for information
 *   switcher    10,000-account user: switcher open (≤ 100 ms), keystroke → paint (≤ 50 ms), DOM rows (≤ 40)
 *   palette     10,000-account user: command palette keystroke → results painted (≤ 50 ms)
 *   campaigns   campaign list of 5,000 campaigns: navigation → paint (≤ 150 ms), sort → paint (≤ 100 ms), DOM rows
 *   adGroups    campaign of 500 ad groups: review open (≤ 300 ms), reorder key (≤ 100 ms), step switch (≤ 100 ms)
 *   reportTable report of 10,000 rows × 30 columns: navigation → paint (≤ 150 ms), sort (≤ 100 ms),
 *               keystroke in a column filter (≤ 50 ms), DOM rows (≤ 60)
 *   adForm      the ad form: keystroke in the headline → preview painted (≤ 50 ms)
 *   imageResize ad image resize in the browser: 4000×3000 photo → 1200×627 (≤ 400 ms)
 *   rewards     merchant category reference chunk (≤ 30 KB gzip), MCC picker keystroke → matches painted (≤ 30 ms)
 *   mcc         the merchant category reference chunk alone (no browser; `npm test` runs it)
 *   stack       cold start of the local stack and the accounts list latency
 *
 * The app is built once into .cache/bench/dist (never dist/); `--dist dist` measures an existing build.
 * Exit status: 1 when something could not be measured; with --strict also when a budget is missed.
 */
import { cpus } from 'node:os';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { benchDist } from './bench/build';
import { ROOT, statusOf, type BenchOptions, type Result } from './bench/common';
import { lighthouse } from './bench/lighthouse';
import { startLocalStack, type RunningStack } from './bench/local-stack';
import { routes } from './bench/routes';
import { bundle, codegen, stack } from './bench/static-sections';
import { switcher } from './bench/switcher';
import { paletteBench } from './bench/palette';
import { adFormBench } from './bench/ad-form';
import { adGroupsBench } from './bench/ad-groups';
import { campaignsList } from './bench/campaigns-list';
import { reportTableBench } from './bench/report-table';
import { imageResize } from './bench/image-resize';
import { rewardChunks, rewardsBench } from './bench/rewards';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    strict: { type: 'boolean', default: false },
    dist: { type: 'string' },
    runs: { type: 'string', default: '3' },
    personas: { type: 'string', default: 'admin,agencyManager' },
  },
});
const options: BenchOptions = {
  strict: values.strict,
  dist: values.dist,
  lighthouseRuns: Math.max(1, Number.parseInt(values.runs, 10) || 3),
  personas: values.personas
    .split(',')
    .map((persona) => persona.trim())
    .filter(Boolean),
};

const build = () => benchDist(options.dist);
let running: Promise<RunningStack> | undefined;
/** One local stack, serving the measured build, for all browser sections of this run. */
const localStack = async () => {
  running ??= build().then((dist) => startLocalStack(dist));
  return running;
};

type Section = (add: (result: Result) => void) => void | Promise<void>;
const sections: Record<string, Section> = {
  codegen,
  bundle: async (add) => {
    bundle(await build(), add);
  },
  routes: async (add) => routes((await localStack()).origin, options.personas, add),
  lighthouse: async (add) => lighthouse((await localStack()).origin, options.lighthouseRuns, add),
  switcher: async (add) => switcher((await localStack()).origin, add),
  palette: async (add) => paletteBench((await localStack()).origin, add),
  campaigns: async (add) => campaignsList((await localStack()).origin, add),
  adGroups: async (add) => adGroupsBench((await localStack()).origin, add),
  reportTable: async (add) => reportTableBench((await localStack()).origin, add),
  adForm: async (add) => adFormBench((await localStack()).origin, add),
  imageResize,
  rewards: async (add) => rewardsBench((await localStack()).origin, await build(), add),
  mcc: async (add) => {
    rewardChunks(await build(), add, 'mcc');
  },
  stack: (add) => stack(build, add),
};

const chosen = positionals.length > 0 ? positionals : Object.keys(sections);
const unknown = chosen.filter((name) => !(name in sections));
if (unknown.length > 0) {
  console.error(`unknown bench section ${unknown.join(', ')}; known: ${Object.keys(sections).join(', ')}`);
  process.exit(2);
}

const results: Result[] = [];
const measuredAt = new Date().toISOString();
try {
  for (const name of chosen) {
    const section = sections[name];
    if (!section) continue;
    console.error(`bench: ${name}…`);
    const started = performance.now();
    const add = (result: Result) => {
      results.push({ ...result, measuredAt, build: options.dist ?? '.cache/bench/dist' });
    };
    try {
      await section(add);
    } catch (error) {
      add({
        section: name,
        name: `${name}: could not measure`,
        value: Number.NaN,
        unit: '',
        error: error instanceof Error ? error.message : String(error),
      });
    }
    console.error(`bench: ${name} took ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
} finally {
  if (running) await (await running.catch(() => undefined))?.stop();
}

// The table.
const format = (value: number, unit: string) =>
  Number.isNaN(value) ? '—' : `${value.toFixed(unit === '' ? 3 : unit === 'rows' || unit === 'pts' ? 0 : 2)} ${unit}`;
const rows = results.map((result) => [
  result.name,
  format(result.value, result.unit),
  result.budget === undefined ? '' : `${result.kind === 'min' ? '≥' : '≤'} ${result.budget} ${result.unit}`,
  statusOf(result),
]);
const widths = [0, 1, 2, 3].map((column) =>
  Math.max(...[['measure', 'value', 'budget', ''], ...rows].map((row) => (row[column] ?? '').length)),
);
const line = (row: string[]) =>
  row
    .map((cell, column) => (column === 1 ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0)))
    .join('  ')
    .trimEnd();
console.log(line(['measure', 'value', 'budget', '']));
console.log(line(widths.map((width) => '-'.repeat(width))));
for (const row of rows) console.log(line(row));
for (const result of results) {
  if (result.note) console.log(`  ${result.name}: ${result.note}`);
  if (result.error) console.log(`  ${result.name}: ERROR ${result.error.split('\n')[0] ?? ''}`);
}
const count = (status: string) => results.filter((result) => statusOf(result) === status).length;
const missed = count('OVER') + count('UNDER');
const errors = count('ERROR');
console.log(
  `\n${count('ok')} within budget, ${missed} over budget, ${errors} not measured, ${count('info')} for information`,
);

// reports/bench.json: this run's rows, plus earlier rows of the sections not run now.
const file = join(ROOT, 'reports', 'bench.json');
let earlier: Result[] = [];
try {
  const previous = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : undefined;
  if (previous && typeof previous === 'object' && 'results' in previous && Array.isArray(previous.results)) {
    earlier = (previous.results as Result[]).filter((result) => !chosen.includes(result.section));
  }
} catch {
  // an unreadable earlier report is replaced
}
mkdirSync(join(ROOT, 'reports'), { recursive: true });
const numbers = (result: Result) => ({ ...result, value: Number.isNaN(result.value) ? null : result.value });
writeFileSync(
  file,
  `${JSON.stringify(
    {
      updatedAt: measuredAt,
      machine: { cpus: cpus().length, cpu: cpus()[0]?.model ?? '', node: process.version },
      results: [...earlier, ...results.map(numbers)],
    },
    null,
    2,
  )}\n`,
);
process.exitCode = errors > 0 || (options.strict && missed > 0) ? 1 : 0;
