import { describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '@/config/runtime-config';
import { FLAG_DEFAULTS, FLAG_NAMES, staticFlags } from './flags';
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

  it('ACCESS-032 the maintenance-banner-message toggle carries its message in the variant payload (SHELL-059)', async () => {
    const flags = await startFlags(CONFIG, {
      fetch: () => Promise.resolve(answer([{ name: 'maintenance-banner-message', payload: { message: 'Down at 2' } }])),
    });
    expect(flags.isEnabled('maintenance-banner-message')).toBe(true);
    expect(flags.payload('maintenance-banner-message')).toEqual({ message: 'Down at 2' });
  });

  it('ACCESS-041 ACCESS-042 the flag service switches the two flags whose key names NS-21 chose', async () => {
    const flags = await startFlags(CONFIG, {
      fetch: () =>
        Promise.resolve(
          answer([{ name: 'enable-server-side-account-list' }, { name: 'enable-modifiable-non-draft-targeting' }]),
        ),
    });
    expect(flags.isEnabled('enable-server-side-account-list')).toBe(true);
    expect(flags.isEnabled('enable-modifiable-non-draft-targeting')).toBe(true);
    expect(flags.isEnabled('enable-campaign-planner')).toBe(false);
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
