/**
 * The app's own modules the stack runs (personas, runtime config schema, fake backend, seed).
 *
 * They are loaded at run time, not imported: src/ uses the `@/` and `@generated/` aliases of
 * tsconfig.app.json, which tsx applies only when told to (the worker thread registers it itself).
 * Their types come from the modules, type-only, so the compiler checks this folder against them.
 */
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import type * as RuntimeConfigModule from '../../src/config/runtime-config';
import type * as StoreExports from '../../src/mocks/db/store';
import type { Persona } from '../../src/mocks/personas';
import type * as PersonasModule from '../../src/mocks/personas';
import type * as SeedExports from '../../src/mocks/seed/index';
import type * as BackendExports from '../../src/mocks/server/index';
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

export type { Persona } from '../../src/mocks/personas';
export type { TokenClaims } from '../../src/mocks/server/backend';

export async function loadPersonas(): Promise<readonly Persona[]> {
  const { PERSONA_LIST } = await importSource<typeof PersonasModule>('src/mocks/personas.ts');
  if (PERSONA_LIST.length === 0) throw new Error('src/mocks/personas.ts has no PERSONA_LIST');
  return PERSONA_LIST;
}

export async function loadRuntimeConfigCheck(): Promise<(value: unknown) => string | undefined> {
  const { RuntimeConfigSchema } = await importSource<typeof RuntimeConfigModule>('src/config/runtime-config.ts');
  return (value) => {
    const result = RuntimeConfigSchema.safeParse(value);
    return result.success ? undefined : result.error.message;
  };
}

/** The modules the backend worker loads, typed by the modules themselves. */
export type BackendModule = typeof BackendExports;
export type StoreModule = typeof StoreExports;
export type SeedModule = typeof SeedExports;
