/**
 * The OIDC client (oidc-client-ts): the plain settings of oidc-config.ts plus the user and sign-in
 * state kept in sessionStorage (never localStorage). The library's automatic silent renewal is off:
 * the SessionWatcher renews 900 s before the access token expires, one tab at a time
 * (token-renewal.ts). Loaded lazily — by the real provider (OidcAuthProvider.tsx) and by the
 * signed-out sign-in of AuthRoot.tsx — so it is never part of the first page.
 */
import { UserManager, WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';
import type { RuntimeConfig } from '@/config/runtime-config';
import { oidcClientSettings } from './oidc-config';

export function userManagerSettings(config: RuntimeConfig, origin = window.location.origin): UserManagerSettings {
  const store = new WebStorageStateStore({ store: window.sessionStorage });
  return { ...oidcClientSettings(config, origin), userStore: store, stateStore: store };
}

export function createUserManager(config: RuntimeConfig): UserManager {
  return new UserManager(userManagerSettings(config));
}
