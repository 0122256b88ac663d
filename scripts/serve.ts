/**
 * `npm start` (after install): the app, its IdP, fake backend and flags on one origin.
 *
 *   tsx scripts/serve.ts            serve on http://localhost:4173 (PORT=… to change)
 *
 * Builds dist/ first when it is missing or older than the sources (SKIP_BUILD=1 skips that).
 * Environment: PORT, HOST, PUBLIC_ORIGIN (the origin browsers use when a proxy fronts the stack),
 * DATA_DIR (.data), ACCESS_TOKEN_TTL (3600 s), ADMIN_ACCOUNT_ID (1), SERVED_VERSION (what
 * /version.html says), FLAGS_FILE (scripts/serve/flags.json), RESET_DATA=1 (start from the seed:
 * deletes DATA_DIR/db.json first, as `npm run reset-data` does).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { fromRoot, optionsFromEnv, originFromEnv, portFromEnv } from './serve/options';
import { resetData } from './serve/reset-data';
import { createStack, distDirectory } from './serve/stack';

const log = (message: string) => {
  console.log(message);
};

/** Newest modification time under `path` (files and folders), 0 when it does not exist. */
function newest(path: string): number {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

function buildIfNeeded(dist: string): void {
  const index = join(dist, 'index.html');
  const sources = ['src', 'generated', 'public', 'index.html', 'vite.config.ts'].map((name) => newest(fromRoot(name)));
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  if (built >= Math.max(...sources)) return;
  if (process.env.SKIP_BUILD === '1') {
    if (!built) throw new Error('dist/index.html is missing and SKIP_BUILD=1: run `npm run build` first');
    log('dist/ is older than the sources; serving it anyway (SKIP_BUILD=1)');
    return;
  }
  log(built ? 'dist/ is older than the sources: building…' : 'No build yet: building…');
  const result = spawnSync(fromRoot('node_modules/.bin/vite'), ['build', '--outDir', dist, '--emptyOutDir'], {
    cwd: fromRoot(),
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${String(result.status ?? result.signal)})`);
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

async function main(): Promise<void> {
  const port = portFromEnv();
  const origin = originFromEnv(port);
  const dist = distDirectory();
  buildIfNeeded(dist);

  const options = optionsFromEnv(origin);
  if (process.env.RESET_DATA === '1') resetData(options.dataDir);
  const stack = await createStack({ ...options, distDir: dist, log });
  const handler = stack.handle.bind(stack);

  // "localhost" is both 127.0.0.1 and ::1; listen on both (or only on HOST when given).
  const hosts = process.env.HOST ? [process.env.HOST] : ['127.0.0.1', '::1'];
  const servers: Server[] = [];
  for (const host of hosts) {
    const server = createServer(handler);
    // Longer than clients keep idle connections (Node's 5 s would race a reused one: ECONNRESET).
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    try {
      await listen(server, port, host);
      servers.push(server);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (host === '::1' && (code === 'EADDRNOTAVAIL' || code === 'EAFNOSUPPORT')) continue;
      throw code === 'EADDRINUSE' ? new Error(`Port ${port} is in use: set PORT to another one`) : error;
    }
  }
  const seconds = (value: number) => `${value.toFixed(2)} s`;
  // Times are since this process started (a build, when one was needed, included).
  log(`Ads Manager (mock environment) on ${origin} — ready in ${seconds(process.uptime())}`);
  log(`  IdP ${origin}/idp · API ${origin}/api · flags ${origin}/flags/api/frontend · data ${options.dataDir}`);
  stack.startBackend().then(
    () => {
      log(`Fake backend ready in ${seconds(process.uptime())}`);
    },
    () => undefined,
  );

  const stop = () => {
    for (const server of servers) {
      server.close();
      server.closeAllConnections();
    }
    void stack.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
