/**
 * Drift check: regenerate every spec into .drift/ (a sibling of generated/, so relative imports
 * come out the same) and fail on any difference with the committed generated/, new or missing
 * files included.
 */
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { generate } from './generate';

const root = resolve(import.meta.dirname, '..');
const committed = join(root, 'generated');
const fresh = join(root, '.drift');

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (current: string) => {
    for (const name of readdirSync(current).sort()) {
      const path = join(current, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.push(relative(dir, path));
    }
  };
  try {
    walk(dir);
  } catch {
    return [];
  }
  return out;
}

rmSync(fresh, { recursive: true, force: true });
try {
  await generate(fresh);
  const before = new Set(filesUnder(committed));
  const after = new Set(filesUnder(fresh));
  const problems: string[] = [];
  for (const file of after) {
    if (!before.has(file)) problems.push(`new file not committed: generated/${file}`);
    else if (!readFileSync(join(committed, file)).equals(readFileSync(join(fresh, file)))) {
      problems.push(`differs from the specs: generated/${file}`);
    }
  }
  for (const file of before) {
    if (!after.has(file)) problems.push(`no longer generated: generated/${file}`);
  }
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    console.error(
      `\ngenerated/ has drifted from openapi/ (${problems.length} file(s)). Run \`npm run generate\` and commit.`,
    );
    process.exitCode = 1;
  } else {
    console.log(`generated/ matches openapi/ (${after.size} files)`);
  }
} finally {
  rmSync(fresh, { recursive: true, force: true });
}
