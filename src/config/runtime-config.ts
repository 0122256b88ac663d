/**
 * The runtime configuration, served as /config.json next to the build: one build serves mock,
 * dev-uat, uat and prod by swapping this file. A malformed file stops start-up with a clear error.
 * Checked by hand rather than with zod: it runs before the first page renders, and zod would add
 * 15 KB to that page (docs/benchmarks.md).
 */
import { ENVIRONMENTS, type Environment } from './build';

export interface RuntimeConfig {
  environment: Environment;
  buildVersion: string;
  /** Prefix of every API path; '' means the app's own origin. */
  apiBaseUrl: string;
  oidc: {
    /** The OpenID provider's issuer; discovery is read from it. */
    authority: string;
    clientId: string;
    /** The API audience the access token is requested for (resource indicator). */
    resource: string;
    /** The identity_provider hint that selects corporate single sign-on. */
    corporateIdentityProvider: string;
  };
  flags: {
    /** The flag service's frontend API (what unleash-proxy-client reads). */
    url: string;
    clientKey: string;
    appName: string;
  };
  /** The account admin pages (redemptions) act on. */
  adminAccountId: number;
}

type Check = (value: unknown) => string | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const string: Check = (value) => (typeof value === 'string' ? undefined : 'must be a string');
const nonEmpty: Check = (value) =>
  typeof value === 'string' && value.length > 0 ? undefined : 'must be a non-empty string';
const url: Check = (value) =>
  typeof value === 'string' && URL.canParse(value) ? undefined : 'must be an absolute URL';
const environment: Check = (value) =>
  ENVIRONMENTS.includes(value as Environment) ? undefined : `must be one of ${ENVIRONMENTS.join(', ')}`;
const positiveInteger: Check = (value) =>
  Number.isInteger(value) && (value as number) > 0 ? undefined : 'must be a positive integer';
const object =
  (shape: Record<string, Check>): Check =>
  (value) => {
    if (!isRecord(value)) return 'must be an object';
    for (const [key, check] of Object.entries(shape)) {
      const problem = check(value[key]);
      if (problem) return `${key} ${problem}`;
    }
    return undefined;
  };

const checkConfig = object({
  environment,
  buildVersion: string,
  apiBaseUrl: string,
  oidc: object({ authority: url, clientId: nonEmpty, resource: nonEmpty, corporateIdentityProvider: nonEmpty }),
  flags: object({ url, clientKey: string, appName: string }),
  adminAccountId: positiveInteger,
});

export type ConfigCheck = { success: true; data: RuntimeConfig } | { success: false; error: { message: string } };

/** The configuration check, shaped like a schema's safeParse so the local stack and tests share it. */
export const RuntimeConfigSchema = {
  safeParse(value: unknown): ConfigCheck {
    const problem = checkConfig(value);
    return problem ? { success: false, error: { message: problem } } : { success: true, data: value as RuntimeConfig };
  },
};

export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const result = RuntimeConfigSchema.safeParse(await response.json());
  if (!result.success) throw new Error(`${url} is not a valid runtime configuration: ${result.error.message}`);
  return result.data;
}
