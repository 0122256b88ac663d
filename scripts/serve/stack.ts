/**
 * The local stack on one origin: /config.json, /version.html, the IdP (/idp), the flag service
 * (/flags/api/frontend), the fake backend (/api, /__mock, and the images uploaded to it, /images),
 * the receiver of error and CSP reports (/sentry, /csp-report, /__mock/sentry),
 * the seed's sample images (/sample-images) and, when serving a build, the app itself
 * with history fallback. `scripts/serve.ts` puts it behind node:http; `vite-plugin.ts` mounts it as
 * dev-server middleware (then Vite serves the app).
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { SAMPLE_IMAGE_FILES, SAMPLE_IMAGES_PATH, UPLOADED_IMAGES_PATH } from '../../src/mocks/seed/sample-images';
import { createBackendAdapter } from './backend-adapter';
import { createFlagService, FLAGS_CONTROL_PATH, FLAGS_PATH } from './flags';
import { send, sendJson, setSecurityHeaders } from './http-util';
import { createIdp, IDP_PATH } from './idp';
import { loadOrCreateKeys, publicJwk } from './keys';
import {
  CLIENT_ID,
  CORPORATE_IDENTITY_PROVIDER,
  FLAGS_APP_NAME,
  FLAGS_CLIENT_KEY,
  fromRoot,
  type StackOptions,
} from './options';
import { CACHE_CONTROL } from './response-headers';
import { createSentryReceiver, mockSentryDsn } from './sentry-receiver';
import { importSource, loadPersonas, loadRuntimeConfigCheck } from './sources';
import { createStaticFiles } from './static-files';

export interface Stack {
  /** Answers the request; in dev (with `next`) requests that are not the stack's go on to Vite. */
  handle(req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void): void;
  /**
   * Starts loading the fake backend (src/mocks: handlers, store, seed) if not yet started, and
   * settles when it is loaded. It loads in the background so that the server listens at once;
   * calls that arrive earlier wait for it.
   */
  startBackend(): Promise<void>;
  readonly runtimeConfig: Record<string, unknown>;
  close(): Promise<void>;
}

export interface CreateStackOptions extends StackOptions {
  /** The production build to serve; absent in dev, where Vite serves the app. */
  distDir?: string;
  log?: (message: string) => void;
}

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

export async function createStack(options: CreateStackOptions): Promise<Stack> {
  const { origin, dataDir, accessTokenTtl, adminAccountId, flagsFile, controlEnabled, distDir } = options;
  const log =
    options.log ??
    ((message: string) => {
      console.log(message);
    });

  // The fake backend takes the longest to load (msw, the generated code, the state): start its
  // worker first, with the key it checks tokens against, and set the rest up meanwhile. The keys
  // are created here, before the IdP reads them, so both use the same ones.
  const keys = await loadOrCreateKeys(dataDir, log);
  const backend = createBackendAdapter({
    origin,
    dataDir,
    controlEnabled,
    issuer: `${origin}${IDP_PATH}`,
    audience: `${origin}/api`,
    publicKey: publicJwk(keys.signingKey),
    log,
  });
  backend.start().catch(() => undefined);

  const [personas, checkRuntimeConfig, build] = await Promise.all([
    loadPersonas(),
    loadRuntimeConfigCheck(),
    importSource<{ BUILD_VERSION: string }>('src/config/build.ts'),
  ]);
  const servedVersion = options.servedVersion || build.BUILD_VERSION;

  const runtimeConfig = {
    environment: 'mock',
    apiBaseUrl: '',
    oidc: {
      authority: `${origin}${IDP_PATH}`,
      clientId: CLIENT_ID,
      resource: `${origin}/api`,
      corporateIdentityProvider: CORPORATE_IDENTITY_PROVIDER,
    },
    flags: { url: `${origin}${FLAGS_PATH}`, clientKey: FLAGS_CLIENT_KEY, appName: FLAGS_APP_NAME },
    adminAccountId,
    sentry: { dsn: mockSentryDsn(origin) },
  };
  const problem = checkRuntimeConfig(runtimeConfig);
  if (problem) throw new Error(`The runtime configuration does not match src/config/runtime-config.ts: ${problem}`);
  const configBody = JSON.stringify(runtimeConfig, null, 2);

  const flags = createFlagService({ file: flagsFile, clientKey: FLAGS_CLIENT_KEY, controlEnabled });
  const idp = await createIdp({ origin, dataDir, accessTokenTtl, personas, log });
  const staticFiles = distDir ? createStaticFiles(distDir) : undefined;
  const reports = createSentryReceiver({ dataDir, controlEnabled });
  if (idp.issuer !== `${origin}${IDP_PATH}` || idp.apiResource !== `${origin}/api`) {
    throw new Error('The IdP and the fake backend disagree on the issuer or the API audience');
  }

  const route = async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> => {
    const readOnly = req.method === 'GET' || req.method === 'HEAD';
    if (pathname === '/config.json' || pathname === '/version.html') {
      if (!readOnly) send(res, 405, undefined, { Allow: 'GET, HEAD' });
      else if (pathname === '/config.json')
        send(res, 200, configBody, {
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': CACHE_CONTROL.never,
        });
      else
        send(res, 200, servedVersion, {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': CACHE_CONTROL.never,
        });
      return true;
    }
    if (reports.owns(pathname)) {
      await reports.handle(req, res, new URL(req.url ?? '/', origin));
      return true;
    }
    if (isUnder(pathname, IDP_PATH)) return idp.handle(req, res, pathname);
    if (isUnder(pathname, FLAGS_PATH) || pathname === FLAGS_CONTROL_PATH) return flags.handle(req, res, pathname);
    if (
      isUnder(pathname, '/api') ||
      (controlEnabled && isUnder(pathname, '/__mock')) ||
      (readOnly && isUnder(pathname, UPLOADED_IMAGES_PATH))
    ) {
      await backend.handle(req, res);
      return true;
    }
    if (isUnder(pathname, SAMPLE_IMAGES_PATH)) {
      const name = pathname.slice(SAMPLE_IMAGES_PATH.length + 1);
      if (!SAMPLE_IMAGE_FILES.includes(name) || !readOnly) return false;
      send(res, 200, readFileSync(fromRoot('scripts/serve/static/sample-images', name)), {
        'Content-Type': 'image/png',
        'Cache-Control': CACHE_CONTROL.revalidate,
      });
      return true;
    }
    return staticFiles?.handle(req, res, pathname) ?? false;
  };

  const ours = (pathname: string) =>
    pathname === '/config.json' ||
    pathname === '/version.html' ||
    isUnder(pathname, IDP_PATH) ||
    isUnder(pathname, FLAGS_PATH) ||
    isUnder(pathname, '/api') ||
    isUnder(pathname, '/__mock') ||
    isUnder(pathname, SAMPLE_IMAGES_PATH) ||
    isUnder(pathname, UPLOADED_IMAGES_PATH) ||
    reports.owns(pathname);

  return {
    startBackend: () =>
      backend.start().then(
        () => undefined,
        (error: unknown) => {
          log(
            `The fake backend did not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
          );
          throw error;
        },
      ),
    runtimeConfig,
    handle(req, res, next) {
      let pathname: string;
      try {
        pathname = new URL(req.url ?? '/', origin).pathname;
      } catch {
        send(res, 400, 'Bad request', { 'Content-Type': 'text/plain; charset=utf-8' });
        return;
      }
      // In dev, Vite's own pages need its inline preamble script: headers only on our answers.
      if (next && !ours(pathname)) {
        next();
        return;
      }
      setSecurityHeaders(res);
      route(req, res, pathname).then(
        (answered) => {
          if (answered) return;
          if (next) next();
          else if (!res.headersSent)
            sendJson(res, 404, { error: 'Not found' }, { 'Cache-Control': CACHE_CONTROL.never });
        },
        (error: unknown) => {
          log(
            `${req.method ?? ''} ${req.url ?? ''} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
          );
          if (!res.headersSent)
            send(res, 500, 'Internal server error', { 'Content-Type': 'text/plain; charset=utf-8' });
          else res.destroy();
        },
      );
    },
    async close() {
      idp.close();
      await backend.close();
    },
  };
}

/** The build to serve: dist/, or DIST_DIR (the benchmark builds and serves its own copy). */
export const distDirectory = (env: NodeJS.ProcessEnv = process.env) =>
  env.DIST_DIR ? resolve(env.DIST_DIR) : fromRoot('dist');
