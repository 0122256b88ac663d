/**
 * oidc-client-ts settings from the runtime configuration: authorization code + PKCE at the
 * configured provider, scope exactly `openid profile email`, the user kept in sessionStorage
 * (never localStorage). The library's automatic silent renewal is off: the SessionWatcher renews
 * 900 s before the access token expires, one tab at a time (token-renewal.ts).
 */
import { WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';
import type { RuntimeConfig } from '@/config/runtime-config';
import { CALLBACK_PATH, LOGIN_PATH } from '@/lib/paths';

export const SCOPE = 'openid profile email';
export const RENEWAL_NOTICE_SECONDS = 900;
export { CALLBACK_PATH, LOGIN_PATH };

export function userManagerSettings(config: RuntimeConfig, origin = window.location.origin): UserManagerSettings {
  const store = new WebStorageStateStore({ store: window.sessionStorage });
  return {
    authority: config.oidc.authority,
    client_id: config.oidc.clientId,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}${LOGIN_PATH}`,
    response_type: 'code',
    scope: SCOPE,
    resource: config.oidc.resource,
    userStore: store,
    stateStore: store,
    automaticSilentRenew: false,
    accessTokenExpiringNotificationTimeInSeconds: RENEWAL_NOTICE_SECONDS,
    loadUserInfo: false,
    monitorSession: false,
  };
}
