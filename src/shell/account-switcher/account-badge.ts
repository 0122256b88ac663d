/**
 * The coloured initials badge of an account (SHELL-051, NS-08): the colour comes from a fixed
 * palette picked by a hash of the account id, so one account keeps its colour everywhere and across
 * sessions; every palette entry has white text at a contrast of at least 4.5:1 (WCAG AA).
 */

export interface BadgeColour {
  background: string;
  text: string;
}

/** Dark enough tones of distinct hues; white text on each passes AA. */
export const BADGE_PALETTE: readonly BadgeColour[] = [
  { background: '#1d4ed8', text: '#ffffff' }, // blue
  { background: '#047857', text: '#ffffff' }, // emerald
  { background: '#6d28d9', text: '#ffffff' }, // violet
  { background: '#be123c', text: '#ffffff' }, // rose
  { background: '#92400e', text: '#ffffff' }, // amber
  { background: '#0f766e', text: '#ffffff' }, // teal
  { background: '#4338ca', text: '#ffffff' }, // indigo
  { background: '#a21caf', text: '#ffffff' }, // fuchsia
  { background: '#9a3412', text: '#ffffff' }, // orange
  { background: '#155e75', text: '#ffffff' }, // cyan
  { background: '#3f6212', text: '#ffffff' }, // lime
  { background: '#334155', text: '#ffffff' }, // slate
];

/** Knuth's multiplicative hash: neighbouring ids get unrelated colours. */
export function badgeColour(accountId: number): BadgeColour {
  const hash = Math.imul(accountId | 0, 2654435761) >>> 0;
  return BADGE_PALETTE[hash % BADGE_PALETTE.length] ?? { background: '#334155', text: '#ffffff' };
}

/** Up to two initials: the first letters (or digits) of the first two words, upper-cased. */
export function initialsOf(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  const initials = words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('');
  return initials === '' ? '?' : initials.toLocaleUpperCase();
}

/** `[GB] Acme` (SHELL-051). */
export function accountLabel(account: { bookingCountry: string; advertiserName: string }): string {
  return `[${account.bookingCountry}] ${account.advertiserName}`;
}
