/**
 * `lighthouse`: Lighthouse (the `lighthouse` devDependency's CLI) on /login of the local stack, in
 * headless Chromium, performance category only; the median of several runs.
 *
 * The budget is on the DESKTOP preset (`--preset=desktop`): Ads Manager is a desktop tool for
 * internal staff and agencies. The default mobile preset (slow 4G, 4× CPU slowdown) is reported
 * for information only.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../browser/chromium';
import { bin, median, ROOT, type Result } from './common';

export const PERFORMANCE_BUDGET = 98;

interface LighthouseReport {
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number } | undefined>;
}

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
}

function lighthouseOnce(url: string, preset: 'desktop' | 'mobile', outDir: string, index: number): Promise<Run> {
  const output = join(outDir, `${preset}-${index}.json`);
  const args = [
    url,
    '--quiet',
    '--no-enable-error-reporting',
    '--only-categories=performance',
    '--disable-full-page-screenshot',
    '--output=json',
    `--output-path=${output}`,
    `--chrome-flags=--headless=new ${CHROMIUM_FLAGS.join(' ')}`,
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  return new Promise((resolveRun, reject) => {
    let stderr = '';
    const child = spawn(bin('lighthouse'), args, {
      cwd: ROOT,
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-2000);
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      let report: LighthouseReport;
      try {
        // Lighthouse may exit non-zero after writing the report (e.g. cleaning up Chrome's profile).
        report = JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
      } catch {
        reject(new Error(`lighthouse exited ${String(code)} without a report: ${stderr.trim()}`));
        return;
      }
      const score = report.categories.performance?.score;
      if (report.runtimeError || score === null || score === undefined) {
        reject(new Error(`lighthouse: ${report.runtimeError?.message ?? 'no performance score'}`));
        return;
      }
      const metric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
      resolveRun({
        score: score * 100,
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        si: metric('speed-index'),
      });
    });
  });
}

export async function lighthouse(origin: string, runs: number, add: (result: Result) => void): Promise<void> {
  const url = `${origin}/login`;
  const outDir = mkdtempSync(join(tmpdir(), 'ads-manager-lighthouse-'));
  try {
    for (const preset of ['desktop', 'mobile'] as const) {
      const results: Run[] = [];
      for (let index = 0; index < runs; index += 1) results.push(await lighthouseOnce(url, preset, outDir, index));
      const of = (key: keyof Run) => results.map((run) => run[key]);
      const row = (name: string, key: keyof Run, unit: string, budget?: number): Result => ({
        section: 'lighthouse',
        name: `lighthouse ${preset}: /login ${name} (median of ${runs})`,
        value: median(of(key)),
        unit,
        samples: of(key),
        ...(budget === undefined ? {} : { budget, kind: 'min' as const }),
      });
      add(row('performance score', 'score', 'pts', preset === 'desktop' ? PERFORMANCE_BUDGET : undefined));
      if (preset === 'mobile') continue;
      add(row('first contentful paint', 'fcp', 'ms'));
      add(row('largest contentful paint', 'lcp', 'ms'));
      add(row('total blocking time', 'tbt', 'ms'));
      add(row('cumulative layout shift', 'cls', ''));
      add(row('speed index', 'si', 'ms'));
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
