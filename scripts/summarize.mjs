// Adds up the vitest and Playwright JSON reports and the static checks into the one closing line
// CI reads: "N passed, N failed[, N skipped]", after the time each stage took (reports/stages.tsv,
// written by scripts/test-all.sh, which passes its own run time as TEST_ALL_SECONDS). Exits
// non-zero when anything failed.
import { existsSync, readFileSync } from 'node:fs';

const [failedCheckCount = '0', failedCheckNames = ''] = process.argv.slice(2);
const failedChecks = new Set(failedCheckNames.split(' ').filter(Boolean));
let passed = 0;
let failed = Number(failedCheckCount);
let skipped = 0;

if (existsSync('reports/vitest.json')) {
  const report = JSON.parse(readFileSync('reports/vitest.json', 'utf8'));
  passed += report.numPassedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  // Test failures are counted as tests; the "unit" check failing is then already counted.
  if (report.numFailedTests > 0 && failedChecks.has('unit')) failed -= 1;
  failed += report.numFailedTests;
}
for (const [file, check] of [
  ['reports/playwright.json', 'e2e'],
  ['reports/playwright-nginx.json', 'e2e-nginx'],
]) {
  if (!existsSync(file)) continue;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  passed += stats.expected;
  skipped += stats.skipped;
  if (stats.unexpected + stats.flaky > 0 && failedChecks.has(check)) failed -= 1;
  failed += stats.unexpected + stats.flaky;
}

if (existsSync('reports/stages.tsv')) {
  const stages = readFileSync('reports/stages.tsv', 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.split('\t'))
    .map(([name = '', seconds = '0', status = '']) => ({ name, seconds: Number(seconds), status }));
  const minutes = (seconds) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  console.log('\nstage          time  status');
  for (const { name, seconds, status } of stages) {
    console.log(`${name.padEnd(12)} ${minutes(seconds).padStart(6)}  ${status}`);
  }
  const total = process.env.TEST_ALL_SECONDS;
  if (total)
    console.log(`${'npm test'.padEnd(12)} ${minutes(Number(total)).padStart(6)}  (stages in lanes ran side by side)`);
}
if (failedCheckNames) console.log(`\nfailed checks: ${failedCheckNames}`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exitCode = failed > 0 ? 1 : 0;
