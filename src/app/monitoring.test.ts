import { describe, expect, it, vi } from 'vitest';
import { startMonitoring, type MonitoringAdapter, type RouterLike } from './monitoring';

function fakeRouter(pathname: string) {
  let listener: Parameters<RouterLike['subscribe']>[0] = () => undefined;
  const router: RouterLike & { go(path: string): void } = {
    state: { location: { pathname } },
    subscribe: (next) => {
      listener = next;
      return () => undefined;
    },
    go: (path) => {
      router.state = { location: { pathname: path } };
      listener(router.state);
    },
  };
  return router;
}

describe('monitoring', () => {
  it('ACCESS-029 monitoring starts on load: the first page view, route changes and uncaught errors are recorded', () => {
    const pageView = vi.fn();
    const error = vi.fn();
    const adapter: MonitoringAdapter = { pageView, error };
    const router = fakeRouter('/login');
    const target = new EventTarget() as unknown as Window;
    const monitoring = startMonitoring(adapter, router, target);
    expect(pageView).toHaveBeenCalledWith('/login');
    router.go('/advertiser/1001');
    router.go('/advertiser/1001');
    expect(pageView).toHaveBeenCalledTimes(2);
    const boom = new Error('boom');
    target.dispatchEvent(Object.assign(new Event('error'), { error: boom, message: 'boom' }));
    expect(error).toHaveBeenCalledWith(boom, { source: 'error' });
    monitoring.stop();
    target.dispatchEvent(Object.assign(new Event('error'), { error: boom, message: 'boom' }));
    expect(error).toHaveBeenCalledTimes(1);
  });
});
