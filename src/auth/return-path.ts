/**
 * Where to go after sign-in. Only a same-origin path is accepted: anything that could leave the
 * app (`//evil.example`, `https://evil.example`, `/\evil.example`, `javascript:…`) becomes '/'.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  try {
    const base = 'https://app.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
