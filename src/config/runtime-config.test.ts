import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadRuntimeConfig, RuntimeConfigSchema } from './runtime-config';

const VALID = {
  environment: 'mock',
  apiBaseUrl: '',
  oidc: {
    authority: 'http://localhost:4173/idp',
    clientId: 'ads-manager-web',
    resource: 'http://localhost:4173/api',
    corporateIdentityProvider: 'CorporateSSO',
  },
  flags: { url: 'http://localhost:4173/flags/api/frontend', clientKey: 'key', appName: 'ads-manager' },
  adminAccountId: 1,
};

describe('runtime configuration', () => {
  it('accepts a complete configuration, with or without the old buildVersion field and a Sentry DSN', () => {
    expect(RuntimeConfigSchema.safeParse(VALID)).toEqual({ success: true, data: VALID });
    const old = { ...VALID, buildVersion: '12.4.60' };
    expect(RuntimeConfigSchema.safeParse(old)).toEqual({ success: true, data: old });
    const reporting = { ...VALID, sentry: { dsn: 'http://key@localhost:4173/sentry/1' } };
    expect(RuntimeConfigSchema.safeParse(reporting)).toEqual({ success: true, data: reporting });
  });

  it('names the first field that is wrong', () => {
    const problems = [
      [{ ...VALID, environment: 'staging' }, 'environment must be one of dev-uat, mock, prod, uat'],
      [{ ...VALID, apiBaseUrl: '/api' }, "apiBaseUrl must be '' (this origin) or an absolute http(s) URL"],
      [{ ...VALID, oidc: { ...VALID.oidc, authority: 'not a url' } }, 'oidc authority must be an absolute http(s) URL'],
      [
        { ...VALID, oidc: { ...VALID.oidc, authority: 'javascript:alert(1)' } },
        'oidc authority must be an absolute http(s) URL',
      ],
      [{ ...VALID, oidc: { ...VALID.oidc, clientId: '' } }, 'oidc clientId must be a non-empty string'],
      [{ ...VALID, flags: undefined }, 'flags must be an object'],
      [{ ...VALID, adminAccountId: 1.5 }, 'adminAccountId must be a positive integer'],
      [{ ...VALID, buildVersion: 12 }, 'buildVersion must be a string'],
      [
        { ...VALID, sentry: { dsn: 'http://localhost:4173/sentry/1' } },
        'sentry dsn must be a Sentry DSN, http(s)://<public key>@<host>/<path>/<project id>',
      ],
      [
        { ...VALID, sentry: { dsn: 'http://key@localhost:4173/sentry' } },
        'sentry dsn must be a Sentry DSN, http(s)://<public key>@<host>/<path>/<project id>',
      ],
      [
        { ...VALID, sentry: { dsn: 'http://a-key@localhost:4173/sentry/1' } },
        'sentry dsn must be a Sentry DSN, http(s)://<public key>@<host>/<path>/<project id>',
      ],
      [[], 'must be an object'],
    ] as const;
    for (const [value, message] of problems) {
      expect(RuntimeConfigSchema.safeParse(value)).toEqual({ success: false, error: { message } });
    }
  });
});

describe('loadRuntimeConfig', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const serve = (answer: () => Promise<Response>) => {
    const fetch = vi.fn(answer);
    vi.stubGlobal('fetch', fetch);
    return fetch;
  };
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => error,
    );

  it('reads /config.json past every cache and answers the checked configuration', async () => {
    const fetch = serve(() => Promise.resolve(Response.json(VALID)));
    await expect(loadRuntimeConfig()).resolves.toEqual(VALID);
    expect(fetch).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
  });

  it('tells a missing file, an unreachable server, a file that is not JSON and a wrong field apart', async () => {
    const cases = [
      [() => Promise.resolve(new Response('Not found', { status: 404 })), 'missing', 'answered 404'],
      [() => Promise.reject(new TypeError('Failed to fetch')), 'missing', 'Failed to fetch'],
      [() => Promise.resolve(new Response('<html>index</html>', { status: 200 })), 'malformed', expect.any(String)],
      [
        () => Promise.resolve(Response.json({ ...VALID, adminAccountId: 0 })),
        'invalid',
        'adminAccountId must be a positive integer',
      ],
    ] as const;
    for (const [answer, problem, detail] of cases) {
      serve(answer);
      const error = await failure(loadRuntimeConfig());
      expect(error).toBeInstanceOf(ConfigError);
      expect(error).toMatchObject({ problem, detail, url: '/config.json' });
    }
  });
});
