/**
 * npm run bench [section…]: the performance budgets, measured on this machine and printed as a
 * table (also written to reports/bench.json). Budgets live here, never in timed tests.
 *
 *   codegen  wall time of regenerating all eight specs (`npm run generate`), median of 3
 *   bundle   gzip size of the JavaScript the first page loads, after `vite build`
 *   stack    cold start of the local stack after a build, and the accounts list latency for the
 *            10,000-account persona (a token signed with the local IdP's own key)
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { importJWK, SignJWT } from 'jose';
import { PERSONAS } from '../src/mocks/personas';

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

async function waitFor(url: string, timeoutMs: number, status = 200): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).status === status) return;
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function stack(): Promise<Result[]> {
  run(bin('vite'), ['build', '--logLevel', 'error']);
  const port = 4391;
  const origin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-stack-'));
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
  const start = async () => {
    const started = performance.now();
    const server = spawn(bin('tsx'), ['scripts/serve.ts'], { cwd: root, env, stdio: 'ignore' });
    await waitFor(`${origin}/config.json`, 30_000);
    const page = performance.now() - started;
    // The API is ready when it answers a call without a token with its own 401 (not a 503).
    await waitFor(`${origin}/api/v1/aura/users/nobody/accounts`, 30_000, 401);
    return { server, page, ms: performance.now() - started };
  };
  // The first start writes the seed and the IdP keys; a cold start after a build finds them.
  const first = await start();
  first.server.kill();
  await new Promise((resolve) => first.server.once('exit', resolve));
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
    return [
      {
        name: 'stack: cold start after a build, to the first page',
        value: firstPage / 1000,
        unit: 's',
        budget: Infinity,
      },
      { name: 'stack: cold start after a build, to the API answering', value: coldStart / 1000, unit: 's', budget: 5 },
      {
        name: 'stack: accounts list, 10,000-account user, page of 25 (median)',
        value: await latency(25, 50),
        unit: 'ms',
        budget: 20,
      },
      {
        name: 'stack: accounts list, 10,000-account user, all 9,995 advertisers (median)',
        value: await latency(10_000, 10),
        unit: 'ms',
        budget: Infinity,
      },
    ];
  } finally {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const sections: Record<string, () => Result[] | Promise<Result[]>> = {
  stack,
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
  results.push(...(await section()));
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
