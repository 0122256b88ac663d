/**
 * Monitoring that starts on load (part 1 §6.4, NS-22): page views and unexpected errors go to a
 * pluggable adapter. With a Sentry DSN in /config.json the adapter is Sentry's (./sentry.ts), loaded
 * on the first report; without one it is the no-op adapter.
 */
import type { RootOptions } from 'react-dom/client';
import type { ClientOnErrorFunction } from 'react-router';
import { API_FAILURE_EVENT, type ApiFailure } from '@/api/api-error';
import { BUILD_VERSION } from '@/config/build';
import type { RuntimeConfig } from '@/config/runtime-config';
import { errorScreenKind } from '@/shell/RouteErrorScreen';

export interface ErrorContext {
  source: 'error' | 'unhandledrejection' | 'render' | 'route' | 'api';
  /** The API call an error answered (`source: 'api'`): its method and path without the query. */
  request?: ApiFailure['request'];
}

export interface MonitoringAdapter {
  pageView(path: string): void;
  error(error: unknown, context: ErrorContext): void;
}

export const noopMonitoring: MonitoringAdapter = {
  pageView: () => undefined,
  error: () => undefined,
};

/** What monitoring needs of the router: its current location and its changes. */
export interface RouterLike {
  state: { location: { pathname: string } };
  subscribe(listener: (state: { location: { pathname: string } }) => void): () => void;
}

export interface Monitoring {
  stop(): void;
}

/**
 * Starts recording: this page view, the next on every route change, uncaught errors, and the API
 * failures the transport announces (API_FAILURE_EVENT: the unexpected ones, src/api/api-error.ts).
 */
export function startMonitoring(
  adapter: MonitoringAdapter,
  router: RouterLike,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): Monitoring {
  let lastPath = router.state.location.pathname;
  adapter.pageView(lastPath);
  const unsubscribe = router.subscribe(({ location }) => {
    if (location.pathname === lastPath) return;
    lastPath = location.pathname;
    adapter.pageView(lastPath);
  });
  const onError = (event: ErrorEvent) => {
    adapter.error(event.error ?? event.message, { source: 'error' });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    adapter.error(event.reason, { source: 'unhandledrejection' });
  };
  const onApiFailure = (event: Event) => {
    const { error, request } = (event as CustomEvent<ApiFailure>).detail;
    adapter.error(error, { source: 'api', request });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener(API_FAILURE_EVENT, onApiFailure);
  return {
    stop: () => {
      unsubscribe();
      target.removeEventListener('error', onError);
      target.removeEventListener('unhandledrejection', onRejection);
      target.removeEventListener(API_FAILURE_EVENT, onApiFailure);
    },
  };
}

export interface ErrorReporting {
  /** For `createRoot`: errors React meets while rendering, shown by an error boundary or not. */
  root: Pick<RootOptions, 'onCaughtError' | 'onUncaughtError'>;
  /** For `RouterProvider`: errors the router meets outside rendering (a route's code fails to load). */
  onRouterError: ClientOnErrorFunction;
}

/**
 * The 403, 404, feature-disabled, feature-deprecated and session-ended screens are what a user is
 * meant to meet, not faults: their errors are not reported. Every other error goes to the console,
 * with the component stack when there is one, and to monitoring.
 */
export function createErrorReporting(
  adapter: MonitoringAdapter,
  log: (...data: unknown[]) => void = console.error,
): ErrorReporting {
  const report = (error: unknown, source: 'render' | 'route', componentStack?: string) => {
    if (errorScreenKind(error) !== 'unexpected') return;
    if (componentStack === undefined) log(error);
    else log(error, componentStack);
    adapter.error(error, { source });
  };
  return {
    root: {
      onCaughtError: (error, info) => {
        report(error, 'render', info.componentStack);
      },
      onUncaughtError: (error, info) => {
        report(error, 'render', info.componentStack);
      },
    },
    onRouterError: (error, info) => {
      // Render errors caught by the router's boundaries reach onCaughtError as well.
      if (info.errorInfo === undefined) report(error, 'route');
    },
  };
}

/** Runs `task` once the page has painted and the browser is idle (at most 2 s later). */
function afterPaint(task: () => void): void {
  requestAnimationFrame(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2000 });
    else setTimeout(task, 0);
  });
}

/**
 * An adapter whose reporter loads on its first error, after the page has painted: a page that
 * reports nothing never loads it (/login and the first account screen stay as small as they were).
 * Errors met before it has loaded wait and go in order; each error object goes once, however many
 * paths reach it (a failed call is reported by the transport and again by the error screen it
 * causes). Page views load nothing.
 */
export function lazyMonitoring(
  load: () => Promise<MonitoringAdapter>,
  schedule: (task: () => void) => void = afterPaint,
): MonitoringAdapter {
  let reporter: MonitoringAdapter | undefined;
  let waiting: [unknown, ErrorContext][] | undefined;
  const reported = new WeakSet<object>();
  return {
    pageView: (path) => reporter?.pageView(path),
    error(error, context) {
      if (typeof error === 'object' && error !== null) {
        if (reported.has(error)) return;
        reported.add(error);
      }
      if (reporter) {
        reporter.error(error, context);
        return;
      }
      if (waiting) {
        waiting.push([error, context]);
        return;
      }
      const queue: [unknown, ErrorContext][] = [[error, context]];
      waiting = queue;
      schedule(() => {
        load().then(
          (loaded) => {
            reporter = loaded;
            for (const [each, eachContext] of queue) loaded.error(each, eachContext);
          },
          (problem: unknown) => {
            // A tab of an older build whose files are gone, or the network: these reports are lost.
            reporter = noopMonitoring;
            console.warn('Error reporting could not start', problem);
          },
        );
      });
    },
  };
}

/** The adapter of this environment: Sentry's when /config.json has a DSN, else the no-op one. */
export function monitoringFor(config: Pick<RuntimeConfig, 'environment' | 'sentry'>): MonitoringAdapter {
  const dsn = config.sentry?.dsn;
  if (!dsn) return noopMonitoring;
  return lazyMonitoring(() =>
    import('./sentry').then(({ createSentryMonitoring }) =>
      createSentryMonitoring({ dsn, environment: config.environment, release: BUILD_VERSION }),
    ),
  );
}
