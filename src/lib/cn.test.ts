import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('joins what clsx joins', () => {
    expect(cn('flex', false, undefined, { 'gap-2': true, hidden: false }, ['items-center'])).toBe(
      'flex gap-2 items-center',
    );
  });

  it('keeps the last class of a group, per variant', () => {
    expect(cn('px-4 py-2', 'px-2')).toBe('py-2 px-2');
    expect(cn('text-sm text-muted-foreground', 'text-destructive')).toBe('text-sm text-destructive');
    expect(cn('hover:bg-muted bg-card', 'bg-primary/90')).toBe('hover:bg-muted bg-primary/90');
    expect(cn('focus-visible:hover:ring-2', 'hover:focus-visible:ring-4')).toBe('hover:focus-visible:ring-4');
  });

  it('lets a wider class override the narrower ones before it, not after it', () => {
    expect(cn('px-2 pt-1', 'p-4')).toBe('p-4');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('leading-none', 'text-lg')).toBe('text-lg');
  });

  it('answers a repeated call as the first, and each order of the same classes on its own', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(cn('px-4 px-2')).toBe('px-2');
      expect(cn('px-2 px-4')).toBe('px-4');
      expect(cn('px-4', 'px-2')).toBe('px-2');
    }
  });

  it('keeps classes that are no utility, duplicates included', () => {
    expect(cn('report-chart flex', 'report-chart block')).toBe('report-chart report-chart block');
  });

  // The guard: for every two classes written in src under the same variants, in both orders, cn
  // answers what tailwind-merge answers. A utility cn does not know yet fails here.
  it('merges every pair of classes in src as tailwind-merge does', () => {
    const byVariants = new Map<string, Set<string>>();
    for (const name of classesInSource()) {
      const colon = lastColonOutsideBrackets(name);
      const variants = colon < 0 ? '' : name.slice(0, colon);
      const utility = colon < 0 ? name : name.slice(colon + 1);
      if (!byVariants.has(variants)) byVariants.set(variants, new Set());
      byVariants.get(variants)?.add(utility);
    }
    const differences: string[] = [];
    const check = (classes: string) => {
      const expected = twMerge(classes);
      if (cn(classes) !== expected) differences.push(`${classes} → ${cn(classes)}, not ${expected}`);
    };
    // Classes under different variants never conflict (cn keys them apart, as tailwind-merge does).
    for (const [variants, utilities] of byVariants) {
      const prefix = variants === '' ? '' : `${variants}:`;
      const list = [...utilities].map((utility) => `${prefix}${utility}`);
      list.forEach((first, index) => {
        for (const second of list.slice(index)) {
          check(`${first} ${second}`);
          check(`${second} ${first}`);
        }
      });
    }
    expect(differences.slice(0, 40)).toEqual([]);
  });
});

function lastColonOutsideBrackets(name: string): number {
  let depth = 0;
  let colon = -1;
  for (let index = 0; index < name.length; index += 1) {
    const char = name.charAt(index);
    if (char === '[' || char === '(') depth += 1;
    else if (char === ']' || char === ')') depth -= 1;
    else if (char === ':' && depth === 0) colon = index;
  }
  return colon;
}

/** Every word of every string in src/**\/*.{ts,tsx} (tests excluded) that tailwind-merge takes for a utility. */
function classesInSource(): Set<string> {
  const root = join(import.meta.dirname, '..');
  const words = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const match of readFileSync(path, 'utf8').matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
          for (const word of (match[2] ?? '').split(/\s+/))
            if (/^[\w!\-[\]():/.%&>*=,#@]+$/.test(word)) words.add(word);
        }
      }
    }
  };
  visit(root);
  // An utility tailwind-merge knows loses its duplicate; a word it does not know keeps it.
  return new Set([...words].filter((word) => twMerge(`${word} ${word}`) === word));
}
