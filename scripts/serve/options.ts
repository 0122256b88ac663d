/**
 * What the local stack is told by its environment: port, data folder, token lifetime, the served
 * version and the flags file. Both `scripts/serve.ts` and the Vite dev plugin read it here.
 */
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file is scripts/serve/options.ts). */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export const fromRoot = (...parts: string[]) => resolve(ROOT, ...parts);

export const CLIENT_ID = 'ads-manager-web';
export const CORPORATE_IDENTITY_PROVIDER = 'CorporateSSO';
export const FLAGS_CLIENT_KEY = 'mock-frontend-key';
export const FLAGS_APP_NAME = 'ads-manager';
export const DEFAULT_PORT = 4173;

export interface StackOptions {
  /** `http://localhost:<port>`: the one origin that serves app, IdP, API and flags. */
  origin: string;
  /** Where state persists: db.json (fake backend), idp-keys.json, idp-state.json. */
  dataDir: string;
  /** Lifetime of access tokens, seconds. */
  accessTokenTtl: number;
  adminAccountId: number;
  /** What /version.html says (a test can pretend a newer deployment); src/config/build.ts's when absent. */
  servedVersion?: string | undefined;
  flagsFile: string;
  /** Whether /__mock/* answers (the mock environment only). */
  controlEnabled: boolean;
}

function positiveInteger(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, not '${raw}'`);
  return value;
}

const pathFrom = (raw: string | undefined, fallback: string) =>
  raw ? (isAbsolute(raw) ? raw : fromRoot(raw)) : fromRoot(fallback);

export function portFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const port = positiveInteger('PORT', env.PORT, DEFAULT_PORT);
  if (port > 65535) throw new Error(`PORT must be at most 65535, not ${port}`);
  return port;
}

/**
 * The origin browsers use: `http://localhost:<port>`, or PUBLIC_ORIGIN when a proxy fronts the
 * stack (scripts/serve/behind-nginx.ts). The IdP's issuer, the API audience and /config.json name it.
 */
export function originFromEnv(port: number, env: NodeJS.ProcessEnv = process.env): string {
  const raw = env.PUBLIC_ORIGIN?.trim();
  if (!raw) return `http://localhost:${port}`;
  const origin = URL.canParse(raw) ? new URL(raw).origin : 'null';
  if (origin !== raw.replace(/\/$/, ''))
    throw new Error(`PUBLIC_ORIGIN must be an origin like http://localhost:4174, not '${raw}'`);
  return origin;
}

export function optionsFromEnv(origin: string, env: NodeJS.ProcessEnv = process.env): StackOptions {
  return {
    origin,
    dataDir: pathFrom(env.DATA_DIR, '.data'),
    accessTokenTtl: positiveInteger('ACCESS_TOKEN_TTL', env.ACCESS_TOKEN_TTL, 3600),
    adminAccountId: positiveInteger('ADMIN_ACCOUNT_ID', env.ADMIN_ACCOUNT_ID, 1),
    servedVersion: env.SERVED_VERSION?.trim() || undefined,
    flagsFile: pathFrom(env.FLAGS_FILE, 'scripts/serve/flags.json'),
    controlEnabled: true,
  };
}
