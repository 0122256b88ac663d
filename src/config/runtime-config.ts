/**
 * The runtime configuration, served as /config.json next to the build: one build serves mock,
 * dev-uat, uat and prod by swapping this file. A malformed file stops start-up with a clear error.
 */
import * as z from 'zod/mini';
import { ENVIRONMENTS } from './build';

export const RuntimeConfigSchema = z.object({
  environment: z.enum(ENVIRONMENTS),
  buildVersion: z.string(),
  /** Prefix of every API path; '' means the app's own origin. */
  apiBaseUrl: z.string(),
  oidc: z.object({
    /** The OpenID provider's issuer; discovery is read from it. */
    authority: z.url(),
    clientId: z.string().check(z.minLength(1)),
    /** The API audience the access token is requested for (resource indicator). */
    resource: z.string().check(z.minLength(1)),
    /** The identity_provider hint that selects corporate single sign-on. */
    corporateIdentityProvider: z.string().check(z.minLength(1)),
  }),
  flags: z.object({
    /** The flag service's frontend API (what unleash-proxy-client reads). */
    url: z.url(),
    clientKey: z.string(),
    appName: z.string(),
  }),
  /** The account admin pages (redemptions) act on. */
  adminAccountId: z.number().check(z.int(), z.positive()),
});

export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const result = RuntimeConfigSchema.safeParse(await response.json());
  if (!result.success) throw new Error(`${url} is not a valid runtime configuration: ${result.error.message}`);
  return result.data;
}
