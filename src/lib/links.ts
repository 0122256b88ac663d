/** Links from server data (design: links only http(s)). */

/** The address when it is an absolute http(s) URL, otherwise undefined (no javascript:, data: …). */
export function httpLink(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
