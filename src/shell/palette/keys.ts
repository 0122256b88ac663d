/**
 * The palette's keys, on every signed-in page (the header's listener): kept apart from the palette,
 * which loads on first use.
 */
/** ⌘K on macOS, Ctrl+K elsewhere (either opens the palette everywhere). */
export function isPaletteShortcut(event: Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey' | 'altKey' | 'shiftKey'>) {
  return event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey;
}

/** '?' typed outside a text field opens the palette on its shortcuts. */
export function isShortcutsKey(
  event: Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey' | 'altKey'>,
  target: EventTarget | null,
): boolean {
  if (event.key !== '?' || event.metaKey || event.ctrlKey || event.altKey) return false;
  if (!(target instanceof HTMLElement)) return true;
  return !(target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/** The modifier of the palette's key as this platform names it: ⌘ on Apple systems, Ctrl elsewhere. */
export function shortcutKeyLabel(
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): string {
  return /mac|iphone|ipad/i.test(userAgent) ? '⌘' : 'Ctrl';
}
