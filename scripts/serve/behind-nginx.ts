/**
 * The local stack behind nginx, the way production serves the app (docs/deploy.md): nginx with the
 * repository's configuration (deploy/nginx) serves a copy of the build and proxies /api, /idp and
 * /flags to the local stack (scripts/serve.ts), which believes it is at nginx's origin.
 *
 *   npx tsx scripts/serve/behind-nginx.ts     nginx on http://localhost:4174, the stack on 127.0.0.1:4175
 *
 * Environment: PORT (nginx, 4174), STACK_PORT (PORT + 1), NGINX_DIR (a temporary folder, emptied at
 * start: nginx's configuration, logs and the served releases), NGINX (the nginx binary, `nginx`);
 * the rest (DATA_DIR, RESET_DATA, SKIP_BUILD, …) goes to the stack. The browser tests through nginx
 * (tests/e2e/nginx/playwright.config.ts) start it.
 *
 * Served folder: NGINX_DIR/www, a link to NGINX_DIR/releases/<name>, as a deploy switches releases
 * atomically; `deployRelease` below does that (the redeploy test uses it).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, realpathSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fromRoot, portFromEnv } from './options';
import { distDirectory } from './stack';

export interface NginxSetup {
  /** nginx's port: the app is at http://localhost:<port>. */
  port: number;
  /** The local stack's port on 127.0.0.1, behind nginx. */
  stackPort: number;
  /** nginx's folder: nginx.conf, conf.d/, logs, releases/, www (the served release). */
  dir: string;
}

export function nginxSetupFromEnv(env: NodeJS.ProcessEnv = process.env): NginxSetup {
  const port = portFromEnv({ PORT: env.PORT ?? '4174' });
  const stackPort = portFromEnv({ PORT: env.STACK_PORT ?? String(port + 1) });
  return { port, stackPort, dir: env.NGINX_DIR ?? join(tmpdir(), `ads-manager-nginx-${port}`) };
}

/** The served folder: a link that `deployRelease` switches. */
export const servedRoot = (setup: NginxSetup) => join(setup.dir, 'www');

/**
 * Copies `build` to NGINX_DIR/releases/<name> and switches the served folder to it in one step
 * (a new link renamed over the old one), as an atomic deploy does. Answers the release's folder.
 */
export function deployRelease(setup: NginxSetup, build: string, name: string): string {
  const release = join(setup.dir, 'releases', name);
  rmSync(release, { recursive: true, force: true });
  cpSync(realpathSync(build), release, { recursive: true });
  const next = `${servedRoot(setup)}.next`;
  rmSync(next, { force: true });
  symlinkSync(release, next);
  renameSync(next, servedRoot(setup));
  return release;
}

/** nginx's main configuration for a folder of its own (Debian's /etc/nginx/nginx.conf is left alone). */
function mainConfiguration(dir: string): string {
  const temp = (name: string) => `${name}_temp_path ${join(dir, 'temp', name)};`;
  return `# Written by scripts/serve/behind-nginx.ts: nginx for the local stack, in ${dir}.
daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log stderr warn;
# Debian's enabled modules (brotli, when libnginx-mod-http-brotli-filter is installed).
include /etc/nginx/modules-enabled/*.conf;

events {
    worker_connections 512;
}

http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    access_log ${join(dir, 'access.log')};
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}
    include conf.d/*.conf;
}
`;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): string {
  const result = spawnSync(command, args, { env, encoding: 'utf8' });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr}${result.stdout}`);
  return result.stdout;
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the local stack exited (${String(child.exitCode)})`);
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const children: ChildProcess[] = [];

/** Stops nginx and the stack; this process ends with them. */
function stop(code: number): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

async function main(): Promise<void> {
  const setup = nginxSetupFromEnv();
  const nginx = process.env.NGINX ?? 'nginx';
  const origin = `http://localhost:${setup.port}`;
  const stackUrl = `http://127.0.0.1:${setup.stackPort}`;
  process.once('SIGINT', () => {
    stop(0);
  });
  process.once('SIGTERM', () => {
    stop(0);
  });

  if (spawnSync(nginx, ['-v']).error) {
    throw new Error(`${nginx} is not installed: apt-get install nginx (npm test installs it when missing)`);
  }
  rmSync(setup.dir, { recursive: true, force: true });
  mkdirSync(join(setup.dir, 'conf.d'), { recursive: true });
  mkdirSync(join(setup.dir, 'temp'));

  // The stack first: it builds dist/ when that is stale, and its /config.json is the one to serve.
  const stack = spawn(fromRoot('node_modules/.bin/tsx'), [fromRoot('scripts/serve.ts')], {
    env: { ...process.env, PORT: String(setup.stackPort), HOST: '127.0.0.1', PUBLIC_ORIGIN: origin },
    stdio: 'inherit',
  });
  children.push(stack);
  stack.once('exit', (code) => {
    stop(code ?? 1);
  });
  const config = await (await waitFor(`${stackUrl}/config.json`, stack, 180_000)).text();
  writeFileSync(join(setup.dir, 'config.json'), config);
  deployRelease(setup, distDirectory(), 'first');

  symlinkSync(fromRoot('deploy/nginx/ads-manager'), join(setup.dir, 'ads-manager'));
  const site = run('sh', [fromRoot('deploy/nginx/render.sh')], {
    ...process.env,
    ADS_LISTEN: `127.0.0.1:${setup.port} [::1]:${setup.port}`,
    ADS_SERVER_NAME: 'localhost',
    ADS_ROOT: servedRoot(setup),
    ADS_CONFIG_FILE: join(setup.dir, 'config.json'),
    ADS_API_UPSTREAM: stackUrl,
    ADS_IDP_UPSTREAM: stackUrl,
    ADS_FLAGS_UPSTREAM: stackUrl,
  });
  writeFileSync(join(setup.dir, 'conf.d', 'ads-manager.conf'), site);
  const configuration = join(setup.dir, 'nginx.conf');
  writeFileSync(configuration, mainConfiguration(setup.dir));
  run(nginx, ['-t', '-q', '-c', configuration]);

  const server = spawn(nginx, ['-c', configuration], { stdio: 'inherit' });
  children.push(server);
  server.once('exit', (code) => {
    stop(code ?? 1);
  });
  console.log(`Ads Manager behind nginx on ${origin} (the local stack on ${stackUrl}; nginx in ${setup.dir})`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    stop(1);
  });
}
