/**
 * The runtime configuration, served as /config.json next to the build: one build serves mock,
 * dev-uat, uat and prod by swapping this file (docs/deploy.md). A missing or malformed file stops
 * start-up with a full-page error (ConfigErrorPage.tsx). Checked by hand rather than with zod: it
 * runs before the first page renders, and zod would add 15 KB to that page (docs/benchmarks.md).
 */
import { ENVIRONMENTS, type Environment } from './build';

export interface RuntimeConfig {
  environment: Environment;
  /**
   * Not read: the running build knows its version (build.ts). Accepted for configurations written
   * before the build stopped needing it.
   */
  buildVersion?: string;
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
  /**
   * Where unexpected errors are reported (NS-22): a Sentry DSN on the app's own origin, e.g.
   * `https://<public key>@ads.example.com/sentry/<project id>` (nginx proxies /sentry/ to Sentry;
   * the CSP allows connections to this origin only). Absent: nothing is reported, nothing loads.
   */
  sentry?: { dsn: string };
}

type Check = (value: unknown) => string | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const string: Check = (value) => (typeof value === 'string' ? undefined : 'must be a string');
const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined ? undefined : check(value);
const nonEmpty: Check = (value) =>
  typeof value === 'string' && value.length > 0 ? undefined : 'must be a non-empty string';
const url: Check = (value) =>
  typeof value === 'string' && /^https?:\/\//.test(value) && URL.canParse(value)
    ? undefined
    : 'must be an absolute http(s) URL';
/** '' (the app's own origin) or an absolute URL. */
const baseUrl: Check = (value) =>
  value === '' || url(value) === undefined ? undefined : "must be '' (this origin) or an absolute http(s) URL";
/** A Sentry DSN: an http(s) URL with the public key (letters and digits) as user name and the project id last. */
const dsn: Check = (value) =>
  url(value) === undefined &&
  /^\w+$/.test(new URL(value as string).username) &&
  /\/\d+$/.test(new URL(value as string).pathname)
    ? undefined
    : 'must be a Sentry DSN, http(s)://<public key>@<host>/<path>/<project id>';
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
  buildVersion: optional(string),
  apiBaseUrl: baseUrl,
  oidc: object({ authority: url, clientId: nonEmpty, resource: nonEmpty, corporateIdentityProvider: nonEmpty }),
  flags: object({ url, clientKey: string, appName: string }),
  adminAccountId: positiveInteger,
  sentry: optional(object({ dsn })),
});

export type ConfigCheck = { success: true; data: RuntimeConfig } | { success: false; error: { message: string } };

/** The configuration check, shaped like a schema's safeParse so the local stack and tests share it. */
export const RuntimeConfigSchema = {
  safeParse(value: unknown): ConfigCheck {
    const problem = checkConfig(value);
    return problem ? { success: false, error: { message: problem } } : { success: true, data: value as RuntimeConfig };
  },
};

export type ConfigProblem = 'missing' | 'malformed' | 'invalid';

/** Why /config.json could not be used: what the start-up error page explains. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(
    readonly problem: ConfigProblem,
    readonly url: string,
    /** What exactly: the status, the parse error or the first wrong field. */
    readonly detail: string,
  ) {
    super(`${url}: ${detail}`);
  }
}

/** Reads and checks /config.json; throws ConfigError when it is missing, not JSON or not valid. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-store' });
  } catch (error) {
    throw new ConfigError('missing', url, error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw new ConfigError('missing', url, `answered ${response.status}`);
  let value: unknown;
  try {
    value = JSON.parse(await response.text());
  } catch (error) {
    throw new ConfigError('malformed', url, error instanceof Error ? error.message : String(error));
  }
  const result = RuntimeConfigSchema.safeParse(value);
  if (!result.success) throw new ConfigError('invalid', url, result.error.message);
  return result.data;
}
