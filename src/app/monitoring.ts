/**
 * Monitoring that starts on load (part 1 §6.4, NS-22): page views and unexpected errors go to a
 * pluggable adapter. The mock environment uses the no-op adapter; a real deployment plugs its
 * vendor in here.
 */
import type { RootOptions } from 'react-dom/client';
import type { ClientOnErrorFunction } from 'react-router';
import { errorScreenKind } from '@/shell/RouteErrorScreen';

export interface MonitoringAdapter {
  pageView(path: string): void;
  error(error: unknown, context: { source: 'error' | 'unhandledrejection' | 'render' | 'route' }): void;
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

/** Starts recording: this page view, the next on every route change, and uncaught errors. */
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
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return {
    stop: () => {
      unsubscribe();
      target.removeEventListener('error', onError);
      target.removeEventListener('unhandledrejection', onRejection);
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
