// Adds up the vitest and Playwright JSON reports and the static checks into the one closing line
// CI reads: "N passed, N failed[, N skipped]". Exits non-zero when anything failed.
import { existsSync, readFileSync } from 'node:fs';

const [failedCheckCount = '0', failedCheckNames = ''] = process.argv.slice(2);
let passed = 0;
let failed = Number(failedCheckCount);
let skipped = 0;

if (existsSync('reports/vitest.json')) {
  const report = JSON.parse(readFileSync('reports/vitest.json', 'utf8'));
  passed += report.numPassedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  // Test failures are counted as tests; the "unit" check failing is then already counted.
  if (report.numFailedTests > 0 && failedCheckNames.includes('unit')) failed -= 1;
  failed += report.numFailedTests;
}
if (existsSync('reports/playwright.json')) {
  const { stats } = JSON.parse(readFileSync('reports/playwright.json', 'utf8'));
  passed += stats.expected;
  skipped += stats.skipped;
  if (stats.unexpected + stats.flaky > 0 && failedCheckNames.includes('e2e')) failed -= 1;
  failed += stats.unexpected + stats.flaky;
}
if (failedCheckNames) console.log(`\nfailed checks: ${failedCheckNames}`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exitCode = failed > 0 ? 1 : 0;
