// @vitest-environment node
/**
 * The import table of docs/architecture.md ("Import boundaries"), held by ESLint: each case lints
 * one import as if written in a file of that folder (ESLint's lintText with a filePath there) and
 * expects the boundary rules to refuse it or let it pass. Paths are real files, since the rules
 * judge resolved paths.
 */
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const BOUNDARY_RULES = ['import-x/no-restricted-paths', 'import-x/no-cycle', 'no-restricted-globals'];

let eslint: ESLint;
beforeAll(() => {
  // The real configuration, without type information (the probe files do not exist).
  eslint = new ESLint({ cwd: process.cwd(), overrideConfig: [tseslint.configs.disableTypeChecked] });
});

/** The boundary rules the code breaks when written in `file`. */
async function broken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: file });
  const fatal = result?.messages.find((message) => message.fatal);
  if (fatal) throw new Error(`${file}: ${fatal.message}`);
  return (result?.messages ?? [])
    .filter((message) => message.ruleId !== null && BOUNDARY_RULES.includes(message.ruleId))
    .map((message) => message.ruleId ?? '');
}

type Case = readonly [file: string, specifier: string];

/** Imports the table forbids: one per rule, relative paths and aliases alike. */
const FORBIDDEN: readonly Case[] = [
  // i18n imports nothing else; lib only i18n; config only lib.
  ['src/i18n/probe.ts', '@/lib/paths'],
  ['src/lib/probe.ts', '@/api/http'],
  ['src/lib/probe.ts', '../shell/ShellFrame'],
  ['src/lib/probe.ts', '@/features/campaigns'],
  ['src/config/probe.ts', '@/api/http'],
  // api: config, i18n, lib; never generated (the transport is what generated imports), access, features or app.
  ['src/api/probe.ts', '@generated/campaign-build/campaign-build.zod'],
  ['src/api/probe.ts', '@/access'],
  ['src/api/probe.ts', '@/features/campaigns'],
  ['src/api/probe.ts', '@/app/App'],
  // access: below auth, the shell and the features.
  ['src/access/probe.ts', '@/auth'],
  ['src/access/probe.ts', '@/shell/ShellFrame'],
  // auth: not the app, not the generated hooks.
  ['src/auth/probe.ts', '@/app/App'],
  ['src/auth/probe.ts', '@generated/aura/aura'],
  // components import nothing above them.
  ['src/components/ui/probe.ts', '@/features/campaigns'],
  ['src/components/ui/probe.ts', '../../shell/ShellFrame'],
  ['src/components/forms/probe.ts', '@/access'],
  ['src/components/system/probe.ts', '@/app/routes'],
  // user-accounts: below the shell and the features.
  ['src/user-accounts/probe.ts', '@/shell/ShellFrame'],
  ['src/user-accounts/probe.ts', '@/features/accounts'],
  // Features: another feature only through its index.ts (or data.ts); never shell, app, config, mocks or testing.
  ['src/features/builder/probe.ts', '@/features/campaigns/campaign-rules'],
  ['src/features/builder/probe.ts', '../campaigns/campaign-rules'],
  ['src/features/users/pages/probe.tsx', '../../accounts/routes'],
  ['src/features/users/probe.ts', '../../shell/ShellFrame'],
  ['src/features/users/probe.ts', '@/shell/navigation'],
  ['src/features/users/probe.ts', '@/app/routes'],
  ['src/features/users/probe.ts', '@/config/runtime-config'],
  ['src/features/users/probe.ts', '../../mocks/db/store'],
  ['src/features/users/probe.ts', '@/testing/render'],
  ['src/features/users/probe.ts', '@generated/aura/aura.msw'],
  // The shell never imports features or the app.
  ['src/shell/probe.ts', '@/features/accounts'],
  ['src/shell/probe.ts', '../features/campaigns/campaign-rules'],
  ['src/shell/probe.ts', '@/app/menu'],
  // The app: features through their index.ts or routes.tsx only; never test code.
  ['src/app/probe.ts', '@/features/users/pages/UsersPage'],
  ['src/app/probe.ts', '@/testing/render'],
  ['src/app/probe.ts', '@/mocks/db/store'],
  ['src/main.tsx', '@/shell/ShellFrame'],
  // The fake backend never imports screens.
  ['src/mocks/probe.ts', '@/features/users/routes'],
  ['src/mocks/probe.ts', '@/shell/ShellFrame'],
  ['src/mocks/probe.ts', '@/components/ui/button'],
  ['src/mocks/probe.ts', '@/auth'],
  // Tests may use test helpers, but the boundaries of their folder still hold.
  ['src/shell/probe.test.ts', '@/features/accounts'],
  ['src/auth/probe.test.tsx', '@/app/App'],
  // generated/ imports only the mutator and the query-key prefixer of src/api.
  ['generated/aura/probe.ts', '../../src/lib/paths'],
  ['generated/aura/probe.ts', '../../src/api/errors'],
  ['generated/aura/probe.ts', '../../src/features/campaigns'],
];

/** Imports the table allows, beside each forbidden kind. */
const ALLOWED: readonly Case[] = [
  ['src/i18n/probe.ts', './messages/app'],
  ['src/lib/probe.ts', '@/i18n'],
  ['src/config/probe.ts', '@/lib/paths'],
  ['src/api/probe.ts', '@/config/runtime-config'],
  ['src/api/probe.ts', './http'],
  ['src/access/probe.ts', '@generated/aura/model'],
  ['src/access/probe.ts', '@/api/http'],
  ['src/auth/probe.ts', '@/access'],
  ['src/components/forms/probe.ts', '@/components/ui/button'],
  ['src/components/forms/probe.ts', '@/api/errors'],
  ['src/components/ui/probe.ts', '@/lib/cn'],
  ['src/user-accounts/probe.ts', '@/auth/user-storage'],
  ['src/features/builder/probe.ts', '@/features/campaigns'],
  ['src/features/builder/probe.ts', '../campaigns'],
  ['src/features/builder/probe.ts', '../campaigns/index'],
  ['src/features/performance/probe.ts', '@/features/campaigns/data'],
  ['src/features/users/pages/probe.tsx', '../routes'],
  ['src/features/users/probe.ts', '@generated/aura/aura'],
  ['src/features/users/probe.ts', '@/user-accounts'],
  ['src/features/users/probe.ts', '@/components/system/system-page'],
  ['src/shell/probe.ts', '@/user-accounts'],
  ['src/shell/probe.ts', '@/components/system/system-page'],
  ['src/shell/probe.ts', '@/config/runtime-config'],
  ['src/app/probe.ts', '@/features/users/routes'],
  ['src/app/probe.ts', '@/features/campaigns'],
  ['src/app/probe.ts', '@/shell/ShellFrame'],
  ['src/main.tsx', '@/app/App'],
  ['src/mocks/probe.ts', '@generated/aura/model'],
  ['src/mocks/probe.ts', '@/lib/paths'],
  ['src/shell/probe.test.ts', '@/testing/render'],
  ['src/features/users/probe.test.ts', '@/mocks/db/store'],
  ['src/features/users/probe.test.ts', '@generated/aura/aura.msw'],
  ['src/testing/probe.ts', '@/mocks/db/store'],
  ['generated/aura/probe.ts', '../../src/api/http'],
  ['generated/aura/probe.ts', '../../src/api/query-keys'],
];

describe('import boundaries', () => {
  it.each(FORBIDDEN)('%s may not import %s', async (file, specifier) => {
    expect(await broken(file, `import '${specifier}';`)).toContain('import-x/no-restricted-paths');
  });

  it.each(ALLOWED)('%s may import %s', async (file, specifier) => {
    expect(await broken(file, `import '${specifier}';`)).toEqual([]);
  });

  it('an import cycle is an error: the catalogue would import the index that imports it', async () => {
    expect(await broken('src/i18n/locales/en-US.ts', "import { i18n } from '@/i18n';")).toContain('import-x/no-cycle');
    expect(await broken('src/i18n/locales/en-US.ts', "import { appMessages } from '../messages/app';")).toEqual([]);
  });

  it('localStorage is not used directly: tokens never go there, preferences go through src/lib storage', async () => {
    expect(await broken('src/shell/probe.ts', "localStorage.getItem('x');")).toEqual(['no-restricted-globals']);
  });
});
