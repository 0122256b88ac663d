import type { RuntimeConfig } from '@/config/runtime-config';
import { TEST_ORIGIN } from '@/mocks/server/testing';

/** The runtime config of every test: the mock environment, the test backend's origin and a test IdP. */
export const TEST_CONFIG: RuntimeConfig = {
  environment: 'mock',
  buildVersion: '12.4.67',
  apiBaseUrl: TEST_ORIGIN,
  oidc: {
    authority: 'http://idp.test/idp',
    clientId: 'ads-manager-web',
    resource: `${TEST_ORIGIN}/api`,
    corporateIdentityProvider: 'CorporateSSO',
  },
  flags: { url: 'http://flags.test/api/frontend', clientKey: 'key', appName: 'ads-manager' },
  adminAccountId: 1,
};
