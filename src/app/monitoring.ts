/**
 * Monitoring that starts on load (part 1 §6.4, NS-22): page views and uncaught errors go to a
 * pluggable adapter. The mock environment uses the no-op adapter; a real deployment plugs its
 * vendor in here.
 */
export interface MonitoringAdapter {
  pageView(path: string): void;
  error(error: unknown, context: { source: 'error' | 'unhandledrejection' }): void;
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
