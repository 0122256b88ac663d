/**
 * oidc-client-ts settings from the runtime configuration: authorization code + PKCE at the
 * configured provider, scope exactly `openid profile email`, the user kept in sessionStorage
 * (never localStorage), silent renewal 900 s before the access token expires.
 */
import { WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';
import type { RuntimeConfig } from '@/config/runtime-config';

export const SCOPE = 'openid profile email';
export const RENEWAL_NOTICE_SECONDS = 900;
export const CALLBACK_PATH = '/cognito-callback';
export const LOGIN_PATH = '/login';

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
    automaticSilentRenew: true,
    accessTokenExpiringNotificationTimeInSeconds: RENEWAL_NOTICE_SECONDS,
    loadUserInfo: false,
    monitorSession: false,
  };
}
