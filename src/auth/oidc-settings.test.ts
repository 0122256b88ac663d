// @vitest-environment jsdom
import { UserManager } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { hasStoredUser, storedUserKey } from './oidc-config';
import { userManagerSettings } from './oidc-settings';
import { testUser } from '@/testing/auth';
import { TEST_CONFIG } from '@/testing/config';

describe('OIDC settings', () => {
  it('AUTH-010 sign-in is the authorization-code flow at the configured provider with scope exactly "openid profile email"', () => {
    const settings = userManagerSettings(TEST_CONFIG, 'https://ads.example');
    expect(settings.response_type).toBe('code');
    expect(settings.scope).toBe('openid profile email');
    expect(settings.authority).toBe('http://idp.test/idp');
    expect(settings.client_id).toBe('ads-manager-web');
    expect(settings.resource).toBe('http://backend.test/api');
    expect(settings.redirect_uri).toBe('https://ads.example/cognito-callback');
    expect(settings.post_logout_redirect_uri).toBe('https://ads.example/login');
  });

  it('AUTH-010 the user and sign-in state live in sessionStorage, never localStorage; renewal is the app’s own', async () => {
    window.sessionStorage.clear();
    window.localStorage.clear();
    const settings = userManagerSettings(TEST_CONFIG, 'https://ads.example');
    await settings.userStore?.set('user:x', 'stored');
    await settings.stateStore?.set('state-id', 'state');
    expect(window.sessionStorage.length).toBe(2);
    expect(window.localStorage.length).toBe(0);
    expect(settings.automaticSilentRenew).toBe(false);
    expect(settings.accessTokenExpiringNotificationTimeInSeconds).toBe(900);
    window.sessionStorage.clear();
  });

  it('AUTH-012 the first page looks for the stored user exactly where oidc-client-ts keeps it', async () => {
    window.sessionStorage.clear();
    const manager = new UserManager(userManagerSettings(TEST_CONFIG, 'https://ads.example'));
    expect(hasStoredUser(TEST_CONFIG)).toBe(false);
    await manager.storeUser(testUser());
    expect(window.sessionStorage.getItem(storedUserKey(TEST_CONFIG))).not.toBeNull();
    expect(hasStoredUser(TEST_CONFIG)).toBe(true);
    await manager.removeUser();
    expect(hasStoredUser(TEST_CONFIG)).toBe(false);
  });
});
