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
      output: {
        codeSplitting: {
          // react-router in one chunk: left alone, the bundler splits it by which lazy chunk uses
          // which part, and every piece costs the first page another request and gzip header.
          groups: [{ name: 'react-router', test: /[\\/]node_modules[\\/]react-router[\\/]/ }],
        },
      },
    },
  },
});
