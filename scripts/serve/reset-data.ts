/**
 * `npm run reset-data`: forget the fake backend's changes. Deletes `<DATA_DIR>/db.json` (DATA_DIR
 * defaults to .data); the next start writes the seed again. The IdP's keys and sign-ins stay.
 * `scripts/serve.ts` does the same at start-up when RESET_DATA=1 (the browser tests use that).
 */
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { optionsFromEnv } from './options';

/** Deletes the stored state of the fake backend; answers the files it deleted. */
export function resetData(dataDir: string): string[] {
  const files = ['db.json', 'db.json.tmp'].map((name) => join(dataDir, name)).filter((file) => existsSync(file));
  for (const file of files) rmSync(file, { force: true });
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { dataDir } = optionsFromEnv('http://localhost');
  const files = resetData(dataDir);
  console.log(
    files.length > 0
      ? `Deleted ${files.join(', ')}: the next start begins from the seed (a running server keeps its state until restarted, or POST /__mock/reset).`
      : `No stored data in ${dataDir}: the next start begins from the seed.`,
  );
}
