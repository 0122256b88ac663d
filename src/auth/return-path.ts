/**
 * Where to go after sign-in. Only a same-origin path is accepted: anything that could leave the
 * app (`//evil.example`, `https://evil.example`, `/\evil.example`, `javascript:…`) becomes '/'.
 */
import { LOGIN_PATH } from '@/lib/paths';

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

export const RETURN_TO_PARAM = 'returnTo';

/** AUTH-006: the login URL that keeps the requested location (path, query and hash) as return-to. */
export function loginPathFor(
  location: { pathname: string; search?: string; hash?: string },
  loginPath: string = LOGIN_PATH,
): string {
  const requested = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
  const safe = safeReturnPath(requested);
  return safe === '/' ? loginPath : `${loginPath}?${RETURN_TO_PARAM}=${encodeURIComponent(safe)}`;
}

/** The return-to location saved in the sign-in state (`signinRedirect({ state: { returnTo } })`), made safe. */
export function returnPathFromState(state: unknown): string {
  const returnTo = typeof state === 'object' && state !== null && 'returnTo' in state ? state.returnTo : undefined;
  return safeReturnPath(returnTo);
}
