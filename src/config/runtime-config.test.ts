import { describe, expect, it } from 'vitest';
import { RuntimeConfigSchema } from './runtime-config';

const VALID = {
  environment: 'mock',
  buildVersion: '12.4.67',
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
  it('accepts a complete configuration', () => {
    expect(RuntimeConfigSchema.safeParse(VALID)).toEqual({ success: true, data: VALID });
  });

  it('names the first field that is wrong', () => {
    const problems = [
      [{ ...VALID, environment: 'staging' }, 'environment must be one of dev-uat, mock, prod, uat'],
      [{ ...VALID, oidc: { ...VALID.oidc, authority: 'not a url' } }, 'oidc authority must be an absolute URL'],
      [{ ...VALID, oidc: { ...VALID.oidc, clientId: '' } }, 'oidc clientId must be a non-empty string'],
      [{ ...VALID, flags: undefined }, 'flags must be an object'],
      [{ ...VALID, adminAccountId: 1.5 }, 'adminAccountId must be a positive integer'],
      [[], 'must be an object'],
    ] as const;
    for (const [value, message] of problems) {
      expect(RuntimeConfigSchema.safeParse(value)).toEqual({ success: false, error: { message } });
    }
  });
});
