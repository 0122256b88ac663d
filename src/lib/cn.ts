import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names (clsx) and resolves Tailwind conflicts so the last class wins: `cn('px-4',
 * 'px-2')` is `px-2`, `cn('p-4', 'px-2')` keeps both, `cn('px-2', 'p-4')` is `p-4`.
 *
 * A small stand-in for tailwind-merge (8.5 KB gzip on every signed-in screen, this 2 KB;
 * docs/decisions.md): it knows the utilities this app writes, and src/lib/cn.test.ts checks it
 * against tailwind-merge for every pair of classes in src, so a class it would merge wrongly fails
 * the tests.
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  let result = merged.get(classes);
  if (result === undefined) {
    result = mergeClasses(classes);
    if (merged.size >= MERGED_LIMIT) merged.clear();
    merged.set(classes, result);
  }
  return result;
}

/**
 * The merges already worked out: a screen renders the same few hundred class strings on every
 * render (merging was 3.5 % of the ad form's render time in the page tests). Emptied when full,
 * like tailwind-merge's cache of 500.
 */
const merged = new Map<string, string>();
const MERGED_LIMIT = 1000;

const SIDES = /^(x|y|s|e|t|r|b|l|tl|tr|br|bl|ss|se|es|ee)$/;
const SIZE = /^(xs|sm|base|md|lg|xl|\d?xl|none|full)$/;
const NUMBER = /^(\d+(\.\d+)?|px|\d+\/\d+)$/;
const ARBITRARY = /^[[(]/;
const DISPLAY = new Set([
  'block',
  'inline-block',
  'inline',
  'flex',
  'inline-flex',
  'grid',
  'inline-grid',
  'table',
  'inline-table',
  'table-row',
  'table-cell',
  'table-caption',
  'table-column',
  'table-column-group',
  'table-footer-group',
  'table-header-group',
  'table-row-group',
  'contents',
  'flow-root',
  'list-item',
  'hidden',
]);
const POSITION = new Set(['static', 'fixed', 'absolute', 'relative', 'sticky']);
/** Utilities that are a group on their own, named by the whole class. */
const ALONE: Record<string, string> = {
  truncate: 'text-overflow',
  'text-ellipsis': 'text-overflow',
  'text-clip': 'text-overflow',
  'sr-only': 'sr',
  'not-sr-only': 'sr',
  italic: 'font-style',
  'not-italic': 'font-style',
  underline: 'text-decoration',
  'no-underline': 'text-decoration',
  'line-through': 'text-decoration',
  uppercase: 'text-transform',
  lowercase: 'text-transform',
  capitalize: 'text-transform',
  'normal-case': 'text-transform',
  'tabular-nums': 'fvn-spacing',
  transition: 'transition',
  'ring-inset': 'ring-inset',
  grow: 'grow',
  shrink: 'shrink',
  border: 'border-w',
  rounded: 'rounded',
  shadow: 'shadow',
  ring: 'ring-w',
  outline: 'outline-w',
  filter: 'filter',
  resize: 'resize',
  'table-auto': 'table-layout',
  'table-fixed': 'table-layout',
  'outline-hidden': 'outline-style',
  'outline-none': 'outline-style',
  'outline-dashed': 'outline-style',
  'outline-dotted': 'outline-style',
  'outline-double': 'outline-style',
  'outline-solid': 'outline-style',
  'field-sizing-content': 'field-sizing',
  'field-sizing-fixed': 'field-sizing',
  'appearance-none': 'appearance',
  'appearance-auto': 'appearance',
};
const TEXT_ALIGN = /^(left|center|right|justify|start|end)$/;
const TEXT_WRAP = /^(wrap|nowrap|balance|pretty)$/;
const FONT_WEIGHT = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const BORDER_STYLE = /^(solid|dashed|dotted|double|hidden|none)$/;

/** The group of one utility (variants and `!` removed), or undefined for a class that is no utility. */
function groupOf(utility: string): string | undefined {
  const alone = ALONE[utility];
  if (alone) return alone;
  // An arbitrary property, [contain:strict]: the property is the group.
  if (utility.startsWith('[')) return /^\[([a-z-]+):/.exec(utility)?.[1];
  if (DISPLAY.has(utility)) return 'display';
  if (POSITION.has(utility)) return 'position';
  const base = utility.startsWith('-') ? utility.slice(1) : utility;
  const dash = base.indexOf('-');
  if (dash < 0) return undefined;
  const prefix = base.slice(0, dash);
  const value = base.slice(dash + 1).replace(/\/\d+$/, '');
  switch (prefix) {
    case 'text':
      if (SIZE.test(value)) return 'font-size';
      if (TEXT_ALIGN.test(value)) return 'text-align';
      if (TEXT_WRAP.test(value)) return 'text-wrap';
      return 'text-color';
    case 'font':
      return FONT_WEIGHT.test(value) ? 'font-weight' : 'font-family';
    case 'bg':
      return 'bg-color';
    case 'border': {
      const [side = '', rest] = value.split(/-(.*)/s);
      if (SIDES.test(side)) {
        if (rest === undefined || NUMBER.test(rest)) return `border-w-${side}`;
        return `border-color-${side}`;
      }
      if (NUMBER.test(value) || ARBITRARY.test(value)) return 'border-w';
      if (BORDER_STYLE.test(value)) return 'border-style';
      return 'border-color';
    }
    case 'rounded': {
      const side = value.split('-')[0] ?? '';
      return SIDES.test(side) ? `rounded-${side}` : 'rounded';
    }
    case 'shadow':
      return SIZE.test(value) || value === '2xs' || ARBITRARY.test(value) ? 'shadow' : 'shadow-color';
    case 'ring':
      if (value.startsWith('offset-')) return NUMBER.test(value.slice(7)) ? 'ring-offset-w' : 'ring-offset-color';
      return NUMBER.test(value) ? 'ring-w' : 'ring-color';
    case 'outline':
      if (value.startsWith('offset-')) return 'outline-offset';
      return NUMBER.test(value) ? 'outline-w' : 'outline-color';
    case 'flex':
      if (/^(row|col)/.test(value)) return 'flex-direction';
      if (/^(wrap|nowrap)/.test(value)) return 'flex-wrap';
      return 'flex';
    case 'overflow':
    case 'inset':
    case 'gap':
    case 'translate':
      // overflow-x-…, gap-y-… are groups of their own; overflow-…, gap-… override them.
      return /^[xy]-/.test(value) ? `${prefix}-${value.charAt(0)}` : prefix;
    case 'min':
    case 'max':
    case 'grid':
    case 'col':
    case 'row':
    case 'pointer':
    case 'underline':
    case 'justify':
    case 'place':
    case 'auto':
    case 'scroll':
    case 'line': {
      // Two words name the group: min-w-…, grid-cols-…, col-start-…, justify-self-…, line-clamp-…
      const [first = '', rest] = value.split(/-(.*)/s);
      return rest === undefined ? prefix : `${prefix}-${first}`;
    }
    case 'whitespace':
    case 'break':
    case 'items':
    case 'self':
    case 'content':
    case 'cursor':
    case 'select':
    case 'touch':
    case 'animate':
    case 'duration':
    case 'opacity':
    case 'leading':
    case 'tracking':
    case 'decoration':
    case 'z':
    case 'basis':
    case 'overscroll':
    case 'grow':
    case 'shrink':
    case 'order':
    case 'object':
    case 'aspect':
    case 'fill':
    case 'stroke':
    case 'accent':
    case 'origin':
    case 'rotate':
    case 'size':
    case 'list':
    case 'caption':
    case 'backdrop':
    case 'align':
    case 'transition':
      return prefix;
    default:
      // Spacing and sizing: p, px, mt, w, h, top, left, …
      return /^(p[xytrblse]?|m[xytrblse]?|w|h|top|right|bottom|left|start|end)$/.test(prefix) ? prefix : undefined;
  }
}

/** Groups a later class of the key group overrides, besides the key group itself. */
const OVERRIDES: Record<string, readonly string[]> = {
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe'],
  px: ['pr', 'pl', 'ps', 'pe'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me'],
  mx: ['mr', 'ml', 'ms', 'me'],
  my: ['mt', 'mb'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'start', 'end'],
  'inset-x': ['right', 'left', 'start', 'end'],
  'inset-y': ['top', 'bottom'],
  gap: ['gap-x', 'gap-y'],
  size: ['w', 'h'],
  overflow: ['overflow-x', 'overflow-y'],
  flex: ['basis', 'grow', 'shrink'],
  'font-size': ['leading'],
  translate: ['translate-x', 'translate-y'],
  'line-clamp': ['display', 'overflow'],
  rounded: ['rounded-t', 'rounded-r', 'rounded-b', 'rounded-l', 'rounded-tl', 'rounded-tr', 'rounded-br', 'rounded-bl'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-w': ['border-w-x', 'border-w-y', 'border-w-t', 'border-w-r', 'border-w-b', 'border-w-l'],
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'scroll-m': ['scroll-mx', 'scroll-my', 'scroll-mt', 'scroll-mr', 'scroll-mb', 'scroll-ml'],
  'scroll-mx': ['scroll-mr', 'scroll-ml'],
  'scroll-my': ['scroll-mt', 'scroll-mb'],
  'border-color': [
    'border-color-x',
    'border-color-y',
    'border-color-t',
    'border-color-r',
    'border-color-b',
    'border-color-l',
  ],
  'border-color-x': ['border-color-r', 'border-color-l'],
  'border-color-y': ['border-color-t', 'border-color-b'],
};

/** Where the variants end (`hover:[&>svg]:size-4` → before `size-4`): the last `:` outside brackets. */
function lastVariantColon(name: string): number {
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

/** Keeps, of classes in one group under the same variants, the last one (tailwind-merge's rule). */
function mergeClasses(classes: string): string {
  const kept: string[] = [];
  const taken = new Set<string>();
  const list = classes.split(/\s+/);
  for (let index = list.length - 1; index >= 0; index -= 1) {
    const name = list[index];
    if (!name) continue;
    const colon = lastVariantColon(name);
    const variants = colon < 0 ? '' : name.slice(0, colon).split(':').sort().join(':');
    let utility = colon < 0 ? name : name.slice(colon + 1);
    const important = utility.startsWith('!') || utility.endsWith('!');
    utility = utility.replace(/^!|!$/g, '');
    const group = groupOf(utility);
    if (group === undefined) {
      kept.push(name);
      continue;
    }
    const key = `${variants}|${important ? '!' : ''}`;
    if (taken.has(key + group)) continue;
    kept.push(name);
    taken.add(key + group);
    for (const overridden of OVERRIDES[group] ?? []) taken.add(key + overridden);
  }
  return kept.reverse().join(' ');
}
