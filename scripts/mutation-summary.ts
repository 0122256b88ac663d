/**
 * The mutation score per folder, from Stryker's JSON report (`npm run mutation` runs it after
 * Stryker; `tsx scripts/mutation-summary.ts [report.json]` on its own). Prints two Markdown tables
 * for docs/benchmarks.md, "Mutation score": the score of src/lib, src/api, each feature's rules files
 * and all rules files together; then every mutant the tests let live in the money, fee and
 * reason-code code (issue 22: each one killed or written down as equivalent).
 *
 * Score as Stryker counts it: detected (killed + timed out) ÷ valid (detected + survived + no
 * coverage); mutants that do not compile or crash the run are left out. "Covered" leaves out the
 * mutants no test reaches. Ignored mutants (static ones, see stryker.config.mjs) are counted apart
 * and left out of both.
 */
import { readFileSync } from 'node:fs';

type MutantStatus =
  'Killed' | 'Survived' | 'NoCoverage' | 'CompileError' | 'RuntimeError' | 'Timeout' | 'Ignored' | 'Pending';

interface Position {
  line: number;
  column: number;
}

interface MutantResult {
  id: string;
  mutatorName: string;
  replacement?: string;
  status: MutantStatus;
  location: { start: Position; end: Position };
}

interface FileResult {
  source: string;
  mutants: MutantResult[];
}

interface MutationReport {
  files: Record<string, FileResult>;
}

/** Money, fee and reason-code code: every mutant left alive there is listed. */
const WATCHED = [
  'src/lib/money.ts',
  'src/lib/countries.ts',
  'src/features/targeting/fee-rules.ts',
  'src/features/redemptions/reason-code-rules.ts',
  'src/features/redemptions/redemption-rules.ts',
];

const ALIVE: readonly MutantStatus[] = ['Survived', 'NoCoverage'];

interface Counts {
  files: number;
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  errors: number;
  ignored: number;
}

const empty = (): Counts => ({ files: 0, killed: 0, timeout: 0, survived: 0, noCoverage: 0, errors: 0, ignored: 0 });

function add(counts: Counts, file: FileResult): void {
  counts.files += 1;
  for (const mutant of file.mutants) {
    if (mutant.status === 'Killed') counts.killed += 1;
    else if (mutant.status === 'Timeout') counts.timeout += 1;
    else if (mutant.status === 'Survived') counts.survived += 1;
    else if (mutant.status === 'NoCoverage') counts.noCoverage += 1;
    else if (mutant.status === 'CompileError' || mutant.status === 'RuntimeError') counts.errors += 1;
    else if (mutant.status === 'Ignored') counts.ignored += 1;
  }
}

const percent = (part: number, whole: number): string =>
  whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)} %`;

function row(name: string, counts: Counts): string {
  const detected = counts.killed + counts.timeout;
  const covered = detected + counts.survived;
  const valid = covered + counts.noCoverage;
  const cells = [
    name,
    counts.files,
    valid,
    counts.killed,
    counts.timeout,
    counts.survived,
    counts.noCoverage,
    counts.ignored,
    percent(detected, valid),
    percent(detected, covered),
  ];
  return `| ${cells.join(' | ')} |`;
}

/** The folder a mutated file is counted under, and whether it is a rules file. */
function groupOf(path: string): { group: string; rules: boolean } {
  const feature = /^src\/features\/([^/]+)\//.exec(path);
  if (feature?.[1] !== undefined) return { group: `src/features/${feature[1]} (rules)`, rules: true };
  if (path.startsWith('src/lib/')) return { group: 'src/lib', rules: false };
  if (path.startsWith('src/api/')) return { group: 'src/api', rules: false };
  return { group: 'other', rules: false };
}

/** The original code a mutant replaces, on one line and cut short. */
function original(source: string, mutant: MutantResult): string {
  const lines = source.split('\n');
  const { start, end } = mutant.location;
  const text =
    start.line === end.line
      ? (lines[start.line - 1] ?? '').slice(start.column - 1, end.column - 1)
      : [(lines[start.line - 1] ?? '').slice(start.column - 1), '…'].join(' ');
  return shorten(text);
}

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 60 ? `${flat.slice(0, 57)}…` : flat;
}

const cell = (text: string): string => `\`${text.replaceAll('|', '\\|').replaceAll('`', "'")}\``;

const HEADER = [
  '| folder | files | valid mutants | killed | timeout | survived | no coverage | ignored | score | covered score |',
  '| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
].join('\n');

function main(): void {
  const reportPath = process.argv[2] ?? 'reports/mutation/mutation.json';
  const report = JSON.parse(readFileSync(reportPath, 'utf8')) as MutationReport;
  const paths = Object.keys(report.files).sort();

  const groups = new Map<string, Counts>();
  const rules = empty();
  const all = empty();
  for (const path of paths) {
    const file = report.files[path];
    if (file === undefined) continue;
    const { group, rules: isRules } = groupOf(path);
    const counts = groups.get(group) ?? empty();
    groups.set(group, counts);
    add(counts, file);
    if (isRules) add(rules, file);
    add(all, file);
  }

  const order = (name: string): string => (name.startsWith('src/features/') ? `1${name}` : `0${name}`);
  console.log(HEADER);
  for (const name of [...groups.keys()].sort((a, b) => order(a).localeCompare(order(b)))) {
    const counts = groups.get(name);
    if (counts !== undefined) console.log(row(name, counts));
  }
  console.log(row('**all rules files**', rules));
  console.log(row('**everything mutated**', all));

  console.log('\nMoney, fee and reason-code files:\n');
  console.log(HEADER);
  for (const path of WATCHED) {
    const file = report.files[path];
    if (file === undefined) continue;
    const counts = empty();
    add(counts, file);
    console.log(row(path, counts));
  }

  console.log('\nMutants left alive in money, fee and reason-code code:\n');
  console.log('| file:line | mutator | original | mutated to | status |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const path of WATCHED) {
    const file = report.files[path];
    if (file === undefined) continue;
    const counts = empty();
    add(counts, file);
    if (counts.killed + counts.timeout + counts.survived === 0 && counts.noCoverage > 0) {
      console.log(`| ${path} | all ${counts.noCoverage} | | | NoCoverage: no unit test reaches this file |`);
      continue;
    }
    const alive = file.mutants
      .filter((mutant) => ALIVE.includes(mutant.status))
      .sort(
        (a, b) => a.location.start.line - b.location.start.line || a.location.start.column - b.location.start.column,
      );
    for (const mutant of alive) {
      const place = `${path}:${mutant.location.start.line}`;
      const replacement = shorten(mutant.replacement ?? '');
      console.log(
        `| ${place} | ${mutant.mutatorName} | ${cell(original(file.source, mutant))} | ${cell(replacement)} | ${mutant.status} |`,
      );
    }
  }
}

main();
