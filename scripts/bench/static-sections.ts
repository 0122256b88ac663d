/**
 * The sections that need no browser:
 *
 *   codegen  wall time of regenerating all eight specs (`npm run generate`), median of 3
 *   bundle   gzip size of the build's files: what index.html names (entry script, modulepreloads)
 *            and all chunks — the per-route budgets are measured in the browser (`routes`)
 *   stack    cold start of the local stack (scripts/serve.ts, as `npm start` runs it, after a
 *            build), and the accounts list latency for the 10,000-account persona (a token signed
 *            with the local IdP's own key)
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importJWK, SignJWT } from 'jose';
import { PERSONAS } from '../../src/mocks/personas';
import { bin, freePort, gzipKB, median, ROOT, run, waitFor, type Result } from './common';

export function codegen(add: (result: Result) => void): void {
  const out = join(ROOT, '.cache', 'bench', 'codegen');
  const times = [1, 2, 3].map(() => {
    const ms = run(bin('tsx'), ['scripts/generate.ts', '--out', out]);
    rmSync(out, { recursive: true, force: true });
    return ms;
  });
  add({
    section: 'codegen',
    name: 'codegen: regenerate 8 specs (median of 3)',
    value: median(times) / 1000,
    unit: 's',
    budget: 10,
    samples: times.map((ms) => ms / 1000),
  });
}

export function bundle(dist: string, add: (result: Result) => void): void {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
  const size = (file: string) => gzipKB(readFileSync(join(dist, file)));
  const all = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'));
  const largest = all
    .map((file) => ({ file, kb: size(join('assets', file)) }))
    .sort((a, b) => b.kb - a.kb)
    .slice(0, 3)
    .map(({ file, kb }) => `${file} ${kb.toFixed(1)}`);
  add({
    section: 'bundle',
    name: 'bundle: gzip JS named by index.html (entry + modulepreloads)',
    value: entry.reduce((sum, file) => sum + size(file), 0),
    unit: 'KB',
    note: `${entry.length} files; part of every route (budgets: routes)`,
  });
  add({
    section: 'bundle',
    name: 'bundle: gzip JS of all chunks',
    value: all.reduce((sum, file) => sum + size(join('assets', file)), 0),
    unit: 'KB',
    note: `${all.length} files; largest ${largest.join(', ')}`,
  });
}

/**
 * Cold start of `npm start`'s server: scripts/serve.ts with SKIP_BUILD=1 serving dist/, or the
 * bench's own build (DIST_DIR) when there is no dist/ (the bench never writes dist/).
 */
export async function stack(benchBuild: () => Promise<string>, add: (result: Result) => void): Promise<void> {
  const served = existsSync(join(ROOT, 'dist', 'index.html'))
    ? { script: 'scripts/serve.ts', env: { SKIP_BUILD: '1' }, note: 'scripts/serve.ts (SKIP_BUILD=1, dist/)' }
    : {
        script: 'scripts/serve.ts',
        env: { SKIP_BUILD: '1', DIST_DIR: await benchBuild() },
        note: 'scripts/serve.ts (SKIP_BUILD=1, the bench build: no dist/)',
      };
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-stack-'));
  const env = { ...process.env, ...served.env, PORT: String(port), DATA_DIR: dataDir };
  const start = async () => {
    const started = performance.now();
    const server = spawn(bin('tsx'), [served.script], { cwd: ROOT, env, stdio: 'ignore' });
    await waitFor(`${origin}/config.json`, 30_000);
    const page = performance.now() - started;
    // The API is ready when it answers a call without a token with its own 401 (not a 503).
    await waitFor(`${origin}/api/v1/aura/users/nobody/accounts`, 30_000, 401);
    return { server, page, ms: performance.now() - started };
  };
  const stop = async (server: ReturnType<typeof spawn>) => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolveExit) => server.once('exit', resolveExit));
    server.kill();
    await exited;
  };
  // The first start writes the seed and the IdP keys; a cold start after a build finds them.
  const first = await start();
  await stop(first.server);
  const { server, page: firstPage, ms: coldStart } = await start();
  try {
    const keys = JSON.parse(readFileSync(join(dataDir, 'idp-keys.json'), 'utf8')) as {
      signingKey: Record<string, string>;
    };
    const key = await importJWK(keys.signingKey, 'RS256');
    const email = PERSONAS.scale.email;
    const token = await new SignJWT({ email, scope: 'openid profile email' })
      .setProtectedHeader({ alg: 'RS256', kid: keys.signingKey.kid ?? '', typ: 'at+jwt' })
      .setSubject(email)
      .setIssuer(`${origin}/idp`)
      .setAudience(`${origin}/api`)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(key);
    const latency = async (size: number, runs: number) => {
      const url = `${origin}/api/v1/aura/users/${encodeURIComponent(email)}/accounts?type=ADVERTISER&page=0&size=${size}`;
      const times: number[] = [];
      for (let i = 0; i < runs + 5; i += 1) {
        const started = performance.now();
        const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
        if (!response.ok) throw new Error(`accounts list answered ${response.status}`);
        const page = (await response.json()) as { totalElements: number };
        if (page.totalElements < 9_900) throw new Error(`scale persona sees ${page.totalElements} advertisers`);
        if (i >= 5) times.push(performance.now() - started);
      }
      return median(times);
    };
    add({
      section: 'stack',
      name: 'stack: cold start after a build, to the first page',
      value: firstPage / 1000,
      unit: 's',
      note: served.note,
    });
    add({
      section: 'stack',
      name: 'stack: cold start after a build, to the API answering',
      value: coldStart / 1000,
      unit: 's',
      budget: 5,
    });
    add({
      section: 'stack',
      name: 'stack: accounts list, 10,000-account user, page of 25 (median)',
      value: await latency(25, 50),
      unit: 'ms',
      budget: 20,
    });
    add({
      section: 'stack',
      name: 'stack: accounts list, 10,000-account user, all 9,995 advertisers (median)',
      value: await latency(10_000, 10),
      unit: 'ms',
    });
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
