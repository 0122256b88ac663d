import { describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '@/config/runtime-config';
import { FLAG_DEFAULTS, FLAG_NAMES, KILL_FLAGS, POSITIVE_FLAGS, staticFlags, type FlagName } from './flags';
import { startFlags } from './unleash-flags';

const CONFIG: RuntimeConfig = {
  environment: 'mock',
  buildVersion: '12.4.67',
  apiBaseUrl: '',
  oidc: { authority: 'http://idp.test/idp', clientId: 'c', resource: 'r', corporateIdentityProvider: 'CorporateSSO' },
  flags: { url: 'http://flags.test/api/frontend', clientKey: 'key', appName: 'ads-manager' },
  adminAccountId: 1,
};

const answer = (toggles: { name: string; payload?: unknown }[]) =>
  new Response(
    JSON.stringify({
      toggles: toggles.map(({ name, payload }) => ({
        name,
        enabled: true,
        impressionData: false,
        variant:
          payload === undefined
            ? { name: 'disabled', enabled: false }
            : { name: 'v', enabled: true, payload: { type: 'json', value: JSON.stringify(payload) } },
      })),
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );

const registry = (name: FlagName, kind: 'positive' | 'kill') =>
  kind === 'positive'
    ? (POSITIVE_FLAGS as readonly string[]).includes(name)
    : (KILL_FLAGS as readonly string[]).includes(name);

describe('feature flags', () => {
  it('ACCESS-028 the flag client starts from the configured client key and the app waits for it', async () => {
    const requests: Request[] = [];
    const flags = await startFlags(CONFIG, {
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        requests.push(new Request(input, init));
        return Promise.resolve(answer([{ name: 'enable-campaigns-page' }]));
      },
    });
    expect(requests[0]?.url).toContain('http://flags.test/api/frontend');
    expect(requests[0]?.url).toContain('appName=ads-manager');
    expect(requests[0]?.headers.get('authorization')).toBe('key');
    expect(flags.isEnabled('enable-campaigns-page')).toBe(true);
    expect(flags.isEnabled('enable-campaign-planner')).toBe(false);
  });

  it('ACCESS-028 when the flag service fails the NS-20 defaults apply: every flag off', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const flags = await startFlags(CONFIG, {
      timeoutMs: 200,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    for (const name of FLAG_NAMES) expect(flags.isEnabled(name)).toBe(false);
    expect(warn).toHaveBeenCalled();
    expect(Object.values(FLAG_DEFAULTS).every((value) => !value)).toBe(true);
  });

  it('ACCESS-030 the registry holds enable-3pc-accounts as a positive flag', () => {
    expect(registry('enable-3pc-accounts', 'positive')).toBe(true);
  });
  it('ACCESS-031 the registry holds show-locale-selector as a positive flag', () => {
    expect(registry('show-locale-selector', 'positive')).toBe(true);
  });
  it('ACCESS-032 maintenance-banner-message carries an enabled switch and a message', async () => {
    const flags = await startFlags(CONFIG, {
      fetch: () => Promise.resolve(answer([{ name: 'maintenance-banner-message', payload: { message: 'Down at 2' } }])),
    });
    expect(registry('maintenance-banner-message', 'positive')).toBe(true);
    expect(flags.isEnabled('maintenance-banner-message')).toBe(true);
    expect(flags.payload('maintenance-banner-message')).toEqual({ message: 'Down at 2' });
  });
  it('ACCESS-033 the registry holds enable-targeting-maintenance as a positive flag', () => {
    expect(registry('enable-targeting-maintenance', 'positive')).toBe(true);
  });
  it('ACCESS-034 the registry holds enable-campaigns-page as a positive flag', () => {
    expect(registry('enable-campaigns-page', 'positive')).toBe(true);
  });
  it('ACCESS-035 the registry holds enable-scheduled-reports as a positive flag', () => {
    expect(registry('enable-scheduled-reports', 'positive')).toBe(true);
  });
  it('ACCESS-036 the registry holds enable-campaign-planner as a positive flag', () => {
    expect(registry('enable-campaign-planner', 'positive')).toBe(true);
  });
  it('ACCESS-037 the registry holds enable-account-brands as a positive flag', () => {
    expect(registry('enable-account-brands', 'positive')).toBe(true);
  });
  it('ACCESS-038 the registry holds enable-inactive-ad-fix-form as a positive flag', () => {
    expect(registry('enable-inactive-ad-fix-form', 'positive')).toBe(true);
  });
  it('ACCESS-039 the registry holds enable-maintenance-mode as a positive flag', () => {
    expect(registry('enable-maintenance-mode', 'positive')).toBe(true);
  });
  it('ACCESS-040 the registry holds validate-api-response-schema as a positive flag', () => {
    expect(registry('validate-api-response-schema', 'positive')).toBe(true);
  });
  it('ACCESS-041 the server-side account list flag is enable-server-side-account-list (NS-21)', () => {
    expect(registry('enable-server-side-account-list', 'positive')).toBe(true);
  });
  it('ACCESS-042 the modifiable non-draft targeting flag is enable-modifiable-non-draft-targeting (NS-21)', () => {
    expect(registry('enable-modifiable-non-draft-targeting', 'positive')).toBe(true);
  });

  it('the kill flags are exactly the nine of part 1 §6.4', () => {
    expect([...KILL_FLAGS].sort()).toEqual(
      [
        'disable-accounts-page',
        'disable-campaign-build',
        'disable-projections',
        'disable-campaign-performance',
        'disable-reporting',
        'disable-tvc-requests',
        'disable-user-management',
        'disable-account-management',
        'disable-admin',
      ].sort(),
    );
  });

  it('a static flag source notifies subscribers of changes', () => {
    const flags = staticFlags({ 'enable-campaigns-page': true });
    let calls = 0;
    const stop = flags.subscribe(() => (calls += 1));
    flags.set('enable-campaigns-page', false);
    expect(flags.isEnabled('enable-campaigns-page')).toBe(false);
    expect(calls).toBe(1);
    stop();
  });
});
