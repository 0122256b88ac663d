/**
 * `npm run spec:breaking`: what each spec breaks for its callers since the service's last release.
 *
 * A release point is the commit recorded for the service in `openapi/releases.json` (with the
 * release's number; docs/openapi-style.md, "Releasing a spec version"): a file, not a git tag, so
 * every clone of the branch has it. Without an entry, the merge-base with `origin/main` when that
 * differs from HEAD (a branch compared with main), else nothing to compare. Both versions are
 * bundled by Redocly (the shared `common/` files and cross-service `$ref`s brought in) and compared
 * by api-smart-diff, which classifies every change: a removed operation, field or enum value, a
 * narrowed type, a new required parameter or request field are breaking.
 *
 * Breaking changes fail the check unless the spec's `info.version` has a higher major than the
 * release's: a deliberate breaking release says so in its version, and is recorded when it lands
 * (`npm run spec:breaking -- --release <service>`: the next number, at HEAD).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { bundle, loadConfig } from '@redocly/openapi-core';
import { apiDiff, breaking, type Diff } from 'api-smart-diff';

const root = resolve(import.meta.dirname, '..');
const specDir = join(root, 'openapi');

export interface ReleasePoint {
  ref: string;
  label: string;
}

export interface BreakingChange {
  where: string;
  description: string;
}

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

function tryGit(...args: string[]): string | undefined {
  try {
    return git(...args);
  } catch {
    return undefined;
  }
}

export const services = () =>
  readdirSync(specDir)
    .filter((name) => name.endsWith('.yaml') && name !== 'redocly.yaml')
    .map((name) => name.replace(/\.yaml$/, ''))
    .sort();

/** `openapi/releases.json`: each service's last release, by number and commit. */
const RELEASES_FILE = join(specDir, 'releases.json');

interface Release {
  release: number;
  commit: string;
}

const releases = (): Record<string, Release | undefined> =>
  JSON.parse(readFileSync(RELEASES_FILE, 'utf8')) as Record<string, Release | undefined>;

/** The service's recorded release, or the merge-base with origin/main when it is not HEAD. */
export function releasePoint(service: string): ReleasePoint | undefined {
  const recorded = releases()[service];
  if (recorded)
    return { ref: recorded.commit, label: `release ${String(recorded.release)} (${recorded.commit.slice(0, 8)})` };
  const base = tryGit('merge-base', 'HEAD', 'origin/main');
  if (base && base !== tryGit('rev-parse', 'HEAD')) return { ref: base, label: `merge-base ${base.slice(0, 8)}` };
  return undefined;
}

/** Records HEAD as the service's next release (run on main once the release has landed). */
function recordRelease(service: string): void {
  if (!services().includes(service)) throw new Error(`no spec openapi/${service}.yaml`);
  const all = releases();
  const next = { release: (all[service]?.release ?? 0) + 1, commit: git('rev-parse', 'HEAD') };
  writeFileSync(RELEASES_FILE, `${JSON.stringify({ ...all, [service]: next }, null, 2)}\n`);
  console.log(
    `${service}: release ${String(next.release)} at ${next.commit.slice(0, 8)} (commit openapi/releases.json)`,
  );
}

/** The openapi/ folder as it was at `ref`, in a temporary folder (git fails on a ref this clone lacks). */
function specsAt(ref: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'spec-release-'));
  const archive = execFileSync('git', ['archive', ref, 'openapi'], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  return join(dir, 'openapi');
}

export async function bundled(file: string): Promise<Record<string, unknown>> {
  const config = await loadConfig();
  // Not dereferenced: some schemas are recursive (category trees). api-smart-diff follows the
  // `$ref`s itself and reports each change where it acts (see breakingChanges).
  const result = await bundle({ ref: file, config, dereference: false });
  return result.bundle.parsed as Record<string, unknown>;
}

const majorOf = (spec: Record<string, unknown>) => {
  const version = (spec.info as { version?: unknown } | undefined)?.version;
  return typeof version === 'string' ? Number(version.split('.')[0]) : Number.NaN;
};

/**
 * A property removed from an answer: api-smart-diff calls it non-breaking (a reader may ignore
 * fields), but the generated types and validators of this app's callers read every field.
 */
const removedAnswerField = (diff: Diff) =>
  diff.action === 'remove' && diff.path.includes('responses') && diff.path.at(-2) === 'properties';

/** The breaking changes from `before` to `after`, each with where it is and what it breaks. */
export function breakingChanges(before: unknown, after: unknown): BreakingChange[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return (
    apiDiff(before, after)
      // A change inside components/ is also reported at every request and answer that uses it,
      // where it is judged: a narrowed enum breaks senders, not readers.
      .filter((diff: Diff) => diff.path[0] !== 'components')
      .filter((diff: Diff) => diff.type === breaking || removedAnswerField(diff))
      .map((diff: Diff) => ({
        where: whereOf(diff.path.map(String)),
        description: diff.description ?? `${diff.action} ${JSON.stringify(diff.before ?? diff.after)}`,
      }))
  );
}

/** `GET /api/v2/…` for a change inside an operation, else the document path. */
function whereOf(path: string[]): string {
  const [section, route, method] = path;
  if (section === 'paths' && route !== undefined && method !== undefined) return `${method.toUpperCase()} ${route}`;
  return path.join(' › ');
}

interface ServiceResult {
  service: string;
  release?: ReleasePoint;
  changes: BreakingChange[];
  declared: boolean;
}

async function check(service: string, releasedDir: string | undefined, release: ReleasePoint | undefined) {
  if (!release || !releasedDir) return { service, changes: [], declared: false } satisfies ServiceResult;
  const releasedFile = join(releasedDir, `${service}.yaml`);
  let before: Record<string, unknown>;
  try {
    before = await bundled(releasedFile);
  } catch {
    // The service did not exist at its release point: everything is new.
    return { service, release, changes: [], declared: false } satisfies ServiceResult;
  }
  const after = await bundled(join(specDir, `${service}.yaml`));
  const changes = breakingChanges(before, after);
  return { service, release, changes, declared: majorOf(after) > majorOf(before) } satisfies ServiceResult;
}

async function main(): Promise<number> {
  const folders = new Map<string, string>();
  const results: ServiceResult[] = [];
  try {
    for (const service of services()) {
      let release = releasePoint(service);
      let dir: string | undefined;
      if (!release) console.log(`${service}: no release point (not in openapi/releases.json): not compared`);
      else {
        try {
          dir = folders.get(release.ref) ?? specsAt(release.ref);
          folders.set(release.ref, dir);
        } catch {
          console.log(`${service}: ${release.label} is not in this clone (shallow?): not compared`);
          release = undefined;
        }
      }
      results.push(await check(service, dir, release));
    }
  } finally {
    for (const dir of folders.values()) rmSync(resolve(dir, '..'), { recursive: true, force: true });
  }
  let failures = 0;
  for (const result of results) {
    if (!result.release) continue;
    if (result.changes.length === 0) {
      console.log(`${result.service}: nothing breaks since ${result.release.label}`);
      continue;
    }
    const verdict = result.declared ? 'a declared breaking release (major version raised)' : 'BREAKING';
    console.log(
      `${result.service}: ${String(result.changes.length)} change(s) since ${result.release.label} break callers — ${verdict}`,
    );
    for (const change of result.changes) console.log(`  - ${change.where}: ${change.description}`);
    if (!result.declared) failures += 1;
  }
  if (failures > 0) {
    console.log(
      '\nA caller built against the released spec would break. Make the change compatible, or release a new major version (docs/openapi-style.md).',
    );
  }
  return failures === 0 ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [flag, service] = process.argv.slice(2);
  if (flag === '--release' && service !== undefined) recordRelease(service);
  else process.exitCode = await main();
}
