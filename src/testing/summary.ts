/** Reads a read-only summary (`ReadOnlySummary`, a definition list) as label → value text. */
export function summaryOf(region: HTMLElement): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const term of region.querySelectorAll('dt')) {
    const value = term.nextElementSibling;
    entries[term.textContent] = value?.tagName === 'DD' ? value.textContent : '';
  }
  return entries;
}
