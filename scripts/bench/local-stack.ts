/**
 * The local stack for the browser benches: a child process on a free port with a temporary
 * DATA_DIR starting from the seed (as playwright.config.ts runs it), serving the build under test.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bin, freePort, ROOT, waitFor } from './common';

export interface RunningStack {
  origin: string;
  dataDir: string;
  stop(): Promise<void>;
}

export async function startLocalStack(distDir: string): Promise<RunningStack> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'ads-manager-bench-'));
  const child = spawn(bin('tsx'), ['scripts/serve.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, RESET_DATA: '1', DIST_DIR: distDir, SKIP_BUILD: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<void>((resolveExit) => {
    child.once('exit', () => {
      resolveExit();
    });
  });

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await Promise.race([
      (async () => {
        await waitFor(`${origin}/config.json`, 60_000);
        // The API is ready when it answers a call without a token with its own 401 (not a 503).
        await waitFor(`${origin}/api/v1/aura/users/nobody/accounts`, 60_000, 401);
      })(),
      exited.then(() => {
        throw new Error(`the local stack exited at start:\n${output}`);
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, dataDir, stop };
}
