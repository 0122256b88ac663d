import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { tsImport } from 'tsx/esm/api';
import { defineConfig, type Plugin } from 'vite';
import type * as LocalStack from './scripts/serve/vite-plugin';
import type * as Build from './src/config/build';

/**
 * `npm run dev` only: the IdP, fake backend, flags, /config.json and /version.html as dev-server
 * middleware (scripts/serve). Loaded through tsx so this config stays plain for Vite's loader.
 */
async function localStack(): Promise<Plugin> {
  const plugin = (await tsImport('./scripts/serve/vite-plugin.ts', import.meta.url)) as typeof LocalStack;
  return plugin.localStack();
}

/**
 * dist/version.html: the build version a deployed web server answers (docs/deploy.md; the app
 * compares it with its own to offer a reload). The local stack answers /version.html itself.
 */
function versionFile(): Plugin {
  return {
    name: 'ads-manager:version-file',
    apply: 'build',
    async generateBundle() {
      const { BUILD_VERSION } = (await tsImport('./src/config/build.ts', import.meta.url)) as typeof Build;
      this.emitFile({ type: 'asset', fileName: 'version.html', source: `${BUILD_VERSION}\n` });
    },
  };
}

/**
 * What /login loads besides the entry, in one chunk with React and react-router: left alone, the
 * bundler makes a chunk of each module the login page, the error screens and the sign-in share with
 * later screens, 20 files of 0.1–1.7 KB whose gzip headers, imports and exports cost /login 6 KB
 * (docs/benchmarks.md, "Bundle size per route"). A module named here that /login stops needing still
 * loads with it: keep the list to what `npm run bench routes` shows /login loading.
 */
const FIRST_PAGE = new RegExp(
  [
    '/node_modules/(react|react-dom|scheduler|react-router)/',
    '/src/auth/(AuthStatus|LoginPage|auth-context|auth-state|login-errors|oidc-config|return-path|session-user|sign-out|sign-out-state)\\.tsx?$',
    '/src/access/(errors|flags|flags-context)\\.tsx?$',
    '/src/app/root-routes\\.tsx$',
    '/src/shell/(RouteErrorScreen|NotFoundPage|chunk-reload|error-pages)\\.tsx$',
    '/src/components/system/system-page\\.tsx$',
    '/src/api/(api-error|errors)\\.ts$',
    '/src/config/(build|config-context)\\.tsx?$',
    '/src/lib/paths\\.ts$',
    '/src/i18n/(index\\.ts|react\\.tsx|locales/en-(US|GB)\\.ts|messages/(app|auth|core|shell)\\.ts)$',
  ].join('|'),
);

/**
 * What every signed-in screen loads first, in one chunk: the features' route tables (added to the
 * router after /login, src/app/App.tsx), the menu made from them and the access rules they use.
 * Left alone they are four files (routes, access, screens, menu) on the first account screen.
 */
const SIGNED_IN = new RegExp(
  [
    '/src/app/(routes|compose|menu)\\.tsx?$',
    '/src/features/[^/]+/routes\\.tsx$',
    '/src/access/(index|access-context|account-context|admin-account|guard|permissions|routes|rules|screens)\\.tsx?$',
  ].join('|'),
);

export default defineConfig({
  plugins: [react(), tailwindcss(), versionFile(), process.env.VITEST ? undefined : localStack()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@generated': fileURLToPath(new URL('./generated', import.meta.url)),
    },
  },
  build: {
    target: 'es2023',
    // Every browser of the es2023 target supports <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    // Maps are written for error monitoring but not referenced from the files: a `sourceMappingURL`
    // comment costs every chunk ~40 bytes gzip, 3 KB on the landing screen (docs/decisions.md).
    sourcemap: 'hidden',
    rolldownOptions: {
      // The generated zod files declare every schema of a service as a top-level call: unmarked, the
      // bundler keeps them all wherever one is used (the answer checks took the whole ads-manager
      // file, 2.9 KB gzip more with the review's schema). Building a schema has no side effect.
      treeshake: { manualPureFunctions: ['zod'] },
      output: {
        codeSplitting: {
          // react-router in one chunk: left alone, the bundler splits it by which lazy chunk uses
          // which part, and every piece costs the first page another request and gzip header.
          groups: [
            { name: 'first-page', test: (id: string) => FIRST_PAGE.test(id.replaceAll('\\', '/')) },
            { name: 'signed-in', test: (id: string) => SIGNED_IN.test(id.replaceAll('\\', '/')) },
          ],
        },
      },
    },
  },
});
