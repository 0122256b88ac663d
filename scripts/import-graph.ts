/**
 * The import graph of src/ between folders, read from the code: which folder's runtime code imports
 * which other folder (tests and test helpers left out), drawn in layers from the entry down, with
 * the folder cycles if there are any. docs/architecture.md ("Import graph") shows its output.
 *
 *   npx tsx scripts/import-graph.ts          print the diagram
 *   npx tsx scripts/import-graph.ts --tests  include test files and src/testing, src/mocks
 *
 * A folder is `features/<area>`, `components/<part>`, `generated`, or a top folder of src/
 * (`app`, `shell`, `access` …); `main` is src/main.tsx.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const withTests = process.argv.includes('--tests');

const isTest = (path: string) => /\.test\.tsx?$/.test(path) || /^src\/(testing|mocks)\//.test(path);

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(relative(root, path));
  }
  return out;
}

/** The folder a file of the repository belongs to, or undefined outside src/ and generated/. */
function folderOf(path: string): string | undefined {
  const parts = path.split('/');
  if (parts[0] === 'generated') return 'generated';
  if (parts[0] !== 'src') return undefined;
  if (parts.length === 2) return parts[1]?.replace(/\.tsx?$/, '');
  if (parts[1] === 'features' || parts[1] === 'components')
    return `${parts[1]}/${parts[2]?.replace(/\.tsx?$/, '') ?? ''}`;
  return parts[1];
}

const SPECIFIER =
  /(?:^|\s)(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^import\s*['"]([^'"]+)['"]/gm;

/** The repository path an import specifier points at (its folder is all that matters), or undefined for packages. */
function target(from: string, specifier: string): string | undefined {
  if (/\.css$/.test(specifier)) return undefined;
  if (specifier.startsWith('@/')) return `src/${specifier.slice(2)}`;
  if (specifier.startsWith('@generated/')) return `generated/${specifier.slice('@generated/'.length)}`;
  if (specifier.startsWith('.')) return relative(root, resolve(root, dirname(from), specifier));
  return undefined;
}

function importGraph(files: readonly string[]): Map<string, Map<string, number>> {
  const graph = new Map<string, Map<string, number>>();
  for (const file of files) {
    const from = folderOf(file);
    if (from === undefined) continue;
    const edges = graph.get(from) ?? new Map<string, number>();
    graph.set(from, edges);
    for (const match of readFileSync(join(root, file), 'utf8').matchAll(SPECIFIER)) {
      const specifier = match[1] ?? match[2] ?? match[3];
      const path = specifier === undefined ? undefined : target(file, specifier);
      const to = path === undefined ? undefined : folderOf(path);
      if (to === undefined || to === from) continue;
      edges.set(to, (edges.get(to) ?? 0) + 1);
    }
  }
  return graph;
}

/** Layers from the bottom: a folder sits one above the highest folder it imports (cycles put last). */
function layers(graph: Map<string, Map<string, number>>): string[][] {
  const level = new Map<string, number>();
  const nodes = new Set([...graph.keys(), ...[...graph.values()].flatMap((edges) => [...edges.keys()])]);
  const visiting = new Set<string>();
  const depth = (node: string): number => {
    const known = level.get(node);
    if (known !== undefined) return known;
    if (visiting.has(node)) return 0;
    visiting.add(node);
    const below = [...(graph.get(node)?.keys() ?? [])].map(depth);
    visiting.delete(node);
    const value = below.length === 0 ? 0 : Math.max(...below) + 1;
    level.set(node, value);
    return value;
  };
  const out: string[][] = [];
  for (const node of [...nodes].sort()) (out[depth(node)] ??= []).push(node);
  return out;
}

/** Folder cycles (strongly connected parts with more than one folder). */
function cycles(graph: Map<string, Map<string, number>>): string[][] {
  const reach = (from: string): Set<string> => {
    const seen = new Set<string>();
    const stack = [from];
    while (stack.length > 0) {
      const node = stack.pop() ?? '';
      for (const next of graph.get(node)?.keys() ?? []) {
        if (!seen.has(next)) {
          seen.add(next);
          stack.push(next);
        }
      }
    }
    return seen;
  };
  const found = new Map<string, string[]>();
  for (const node of graph.keys()) {
    const part = [...reach(node)].filter((other) => other !== node && reach(other).has(node));
    if (part.length > 0) {
      const members = [node, ...part].sort();
      found.set(members.join(), members);
    }
  }
  return [...found.values()];
}

function draw(graph: Map<string, Map<string, number>>): string {
  const lines: string[] = [];
  const width = Math.max(...[...graph.keys()].map((node) => node.length));
  const stack = layers(graph);
  for (let index = stack.length - 1; index >= 0; index -= 1) {
    lines.push(`── layer ${String(index)} ${'─'.repeat(width + 4)}`);
    for (const node of stack[index] ?? []) {
      const edges = [...(graph.get(node)?.keys() ?? [])].sort();
      lines.push(edges.length === 0 ? `  ${node}` : `  ${node.padEnd(width)}  → ${edges.join(', ')}`);
    }
  }
  const loops = cycles(graph);
  lines.push(
    '',
    loops.length === 0 ? 'folder cycles: none' : `folder cycles: ${loops.map((loop) => loop.join(' ⇄ ')).join('; ')}`,
  );
  return lines.join('\n');
}

const files = [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'generated'))].filter(
  (file) => withTests || !isTest(file),
);
console.log(draw(importGraph(files)));
