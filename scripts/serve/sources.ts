/**
 * The app's own modules the stack runs (personas, runtime config schema, fake backend, seed).
 *
 * They are loaded at run time, not imported: src/ uses the `@/` and `@generated/` aliases of
 * tsconfig.app.json, which tsx applies only when told to, and tsconfig.node.json (which type-checks
 * scripts/) may not list src/ files. The shapes below are the contracts this folder relies on; the
 * loaders check the parts that matter at start-up.
 */
import { pathToFileURL } from 'node:url';
import type { RequestHandler } from 'msw';
import { register } from 'tsx/esm/api';
import { fromRoot } from './options';

let registered = false;

/** Imports `src/...` (or any file of the repository) with the app's path aliases. */
export async function importSource<T>(relativePath: string): Promise<T> {
  if (!registered) {
    register({ tsconfig: fromRoot('tsconfig.app.json') });
    registered = true;
  }
  return (await import(pathToFileURL(fromRoot(relativePath)).href)) as T;
}

/** src/mocks/personas.ts */
export interface Persona {
  email: string;
  firstName: string;
  lastName: string;
  type: 'INTERNAL' | 'EXTERNAL';
  description: string;
}

export async function loadPersonas(): Promise<readonly Persona[]> {
  const { PERSONA_LIST } = await importSource<{ PERSONA_LIST: readonly Persona[] }>('src/mocks/personas.ts');
  if (PERSONA_LIST.length === 0) throw new Error('src/mocks/personas.ts has no PERSONA_LIST');
  return PERSONA_LIST;
}

/** src/config/runtime-config.ts */
interface RuntimeConfigModule {
  RuntimeConfigSchema: {
    safeParse(value: unknown): { success: true; data: unknown } | { success: false; error: { message: string } };
  };
}

export async function loadRuntimeConfigCheck(): Promise<(value: unknown) => string | undefined> {
  const { RuntimeConfigSchema } = await importSource<RuntimeConfigModule>('src/config/runtime-config.ts');
  return (value) => {
    const result = RuntimeConfigSchema.safeParse(value);
    return result.success ? undefined : result.error.message;
  };
}

/** src/mocks/server/index.ts and backend.ts */
export interface TokenClaims {
  email: string;
  exp?: number | undefined;
  sid?: string | undefined;
}
export type TokenErrorReason = 'expired' | 'invalid';

export interface BackendModule {
  createBackend: (options: {
    store: unknown;
    verifyToken: (token: string) => Promise<TokenClaims>;
    controlEnabled?: boolean;
  }) => unknown;
  createHandlers: (backend: unknown) => RequestHandler[];
  TokenError: new (reason: TokenErrorReason, message: string) => Error;
}

/** src/mocks/db/store.ts */
export interface StoreModule {
  createStore: (options: {
    seed: () => unknown;
    performance: (db: never) => unknown[];
    file?: string;
    onCorruptFile?: (message: string) => void;
  }) => { flush(): void };
}

/** src/mocks/seed/index.ts */
export interface SeedModule {
  createSeed: () => unknown;
  createPerformanceRows: (db: never) => unknown[];
}
