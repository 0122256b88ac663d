/**
 * `npm run dev`: the local stack (IdP, fake backend, flags, /config.json, /version.html) as
 * middleware of the Vite dev server, on the dev server's own origin (the IdP's issuer and redirect
 * URIs then use the dev port). Only for `vite` serve; not for builds, previews or vitest.
 *
 * The stack is loaded lazily through tsx (it runs the app's TypeScript sources with their path
 * aliases), so loading vite.config.ts stays light.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import type { Plugin, ViteDevServer } from 'vite';
import { fromRoot, optionsFromEnv } from './options';
import type * as StackModule from './stack';

async function loadStack(server: ViteDevServer): Promise<StackModule.Stack> {
  const address = server.httpServer?.address();
  const port = typeof address === 'object' && address ? address.port : server.config.server.port;
  const origin = `http://localhost:${port}`;
  register({ tsconfig: fromRoot('tsconfig.app.json') });
  const { createStack } = (await import(pathToFileURL(fromRoot('scripts/serve/stack.ts')).href)) as typeof StackModule;
  const stack = await createStack({
    ...optionsFromEnv(origin),
    log: (message) => {
      server.config.logger.info(`[local stack] ${message}`);
    },
  });
  server.config.logger.info(`[local stack] IdP ${origin}/idp · API ${origin}/api · flags ${origin}/flags/api/frontend`);
  stack.startBackend().then(
    () => {
      server.config.logger.info('[local stack] fake backend ready');
    },
    () => undefined,
  );
  return stack;
}

export function localStack(): Plugin {
  return {
    name: 'ads-manager:local-stack',
    apply: (_config, { command }) => command === 'serve' && !process.env.VITEST,
    configureServer(server) {
      let stack: Promise<StackModule.Stack> | undefined;
      const get = () => (stack ??= loadStack(server));
      server.httpServer?.once('listening', () => {
        get().catch((error: unknown) => {
          server.config.logger.error(`[local stack] did not start: ${String(error)}`);
        });
      });
      server.httpServer?.once('close', () => {
        void stack?.then((loaded) => loaded.close());
      });
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
        get().then(
          (loaded) => {
            loaded.handle(req, res, next);
          },
          (error: unknown) => {
            next(error);
          },
        );
      });
    },
  };
}
