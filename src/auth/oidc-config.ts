/**
 * What the first page knows about the OIDC client without loading it (oidc-client-ts and
 * react-oidc-context stay out of /login): the settings that are plain values, and where
 * oidc-client-ts keeps the signed-in user, so AuthRoot can tell whether this tab has a session, and
 * what the light sign-in values share. The client itself is set up in oidc-settings.ts, which loads lazily.
 */
import type { IdTokenClaims, UserManagerSettings } from 'oidc-client-ts';
import type { RuntimeConfig } from '@/config/runtime-config';
import type { AuthContextProps } from './auth-context';
import { CALLBACK_PATH, LOGIN_PATH } from '@/lib/paths';

export const SCOPE = 'openid profile email';
export const RENEWAL_NOTICE_SECONDS = 900;

export interface RenewableUser {
  /** Expiry of the access token, in seconds since the epoch. */
  expires_at?: number | undefined;
}

/**
 * True when the access token expires within the notice period (or already has). Here, not in
 * token-renewal.ts, so the first screen's sign-in check needs no more than this file.
 */
export function needsRenewal(
  user: RenewableUser | null | undefined,
  nowMs: number,
  noticeSeconds: number = RENEWAL_NOTICE_SECONDS,
): boolean {
  if (user?.expires_at === undefined) return false;
  return user.expires_at - nowMs / 1000 <= noticeSeconds;
}
export { CALLBACK_PATH, LOGIN_PATH };

/**
 * The settings of the OIDC client that are plain values: authorization code + PKCE at the
 * configured provider, scope exactly `openid profile email`, and the app's own renewal (the
 * SessionWatcher renews 900 s before the access token expires, one tab at a time).
 */
export function oidcClientSettings(config: RuntimeConfig, origin = window.location.origin) {
  return {
    authority: config.oidc.authority,
    client_id: config.oidc.clientId,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}${LOGIN_PATH}`,
    response_type: 'code',
    scope: SCOPE,
    resource: config.oidc.resource,
    automaticSilentRenew: false,
    accessTokenExpiringNotificationTimeInSeconds: RENEWAL_NOTICE_SECONDS,
    loadUserInfo: false,
    monitorSession: false,
  } satisfies UserManagerSettings;
}

/**
 * The sessionStorage key of the signed-in user: oidc-client-ts' WebStorageStateStore prefix
 * 'oidc.' and UserManager's `user:{authority}:{client_id}`.
 */
export function storedUserKey(config: RuntimeConfig): string {
  return `oidc.user:${config.oidc.authority}:${config.oidc.clientId}`;
}

/** True when this tab keeps a user from an earlier sign-in (valid or expired). */
export function hasStoredUser(config: RuntimeConfig, storage: Pick<Storage, 'getItem'> = window.sessionStorage) {
  try {
    return storage.getItem(storedUserKey(config)) !== null;
  } catch {
    // Storage unavailable: nothing can have been stored there either.
    return false;
  }
}

/** react-oidc-context's test for an authorization answer in the address (code or error, with state). */
export function hasAuthParams(location: Pick<Location, 'search' | 'hash'> = window.location): boolean {
  return [location.search, location.hash.replace('#', '?')].some((part) => {
    const params = new URLSearchParams(part);
    const filled = (name: string) => (params.get(name) ?? '') !== '';
    return (filled('code') || filled('error')) && filled('state');
  });
}

/** The signed-in user as oidc-client-ts stored it, read without the client (StoredSessionAuth.tsx). */
export interface StoredSession {
  access_token: string;
  id_token?: string;
  /** Expiry of the access token, in seconds since the epoch. */
  expires_at: number;
  profile: IdTokenClaims;
}

/** The stored user, when it has what the app reads; anything else is left to the client to judge. */
export function readStoredSession(
  config: RuntimeConfig,
  storage: Pick<Storage, 'getItem'> = window.sessionStorage,
): StoredSession | undefined {
  try {
    const raw = storage.getItem(storedUserKey(config));
    if (raw === null) return undefined;
    const stored = JSON.parse(raw) as unknown;
    if (typeof stored !== 'object' || stored === null) return undefined;
    const { access_token, id_token, expires_at, profile } = stored as Record<string, unknown>;
    if (typeof access_token !== 'string' || typeof expires_at !== 'number') return undefined;
    if (typeof profile !== 'object' || profile === null || typeof (profile as { sub?: unknown }).sub !== 'string') {
      return undefined;
    }
    return {
      access_token,
      expires_at,
      profile: profile as IdTokenClaims,
      ...(typeof id_token === 'string' ? { id_token } : {}),
    };
  } catch {
    // Storage unavailable or not JSON: no session this page can use.
    return undefined;
  }
}

// What the light sign-in values share (AuthRoot's signed-out one, StoredSessionAuth's): removing the
// stored user, and the client's functions they do not offer.

/** Removes the user oidc-client-ts keeps in this tab. */
export function removeStoredUser(config: RuntimeConfig): void {
  try {
    window.sessionStorage.removeItem(storedUserKey(config));
  } catch {
    // Storage unavailable: nothing was stored there either.
  }
}

type NotOffered =
  | 'clearStaleState'
  | 'startSilentRenew'
  | 'stopSilentRenew'
  | 'signinPopup'
  | 'signinResourceOwnerCredentials'
  | 'signoutPopup'
  | 'signoutSilent'
  | 'querySessionStatus'
  | 'revokeTokens';

/** The client's functions a light value does not offer: nothing to clear or renew, the rest refuse saying `why`. */
export function notOffered(why: string): Pick<AuthContextProps, NotOffered> {
  const refuse = (action: string) => () => Promise.reject(new Error(`${action} ${why}`));
  return {
    clearStaleState: () => Promise.resolve(),
    startSilentRenew: () => undefined,
    stopSilentRenew: () => undefined,
    signinPopup: refuse('signinPopup'),
    signinResourceOwnerCredentials: refuse('signinResourceOwnerCredentials'),
    signoutPopup: refuse('signoutPopup'),
    signoutSilent: refuse('signoutSilent'),
    querySessionStatus: refuse('querySessionStatus'),
    revokeTokens: refuse('revokeTokens'),
  };
}
