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
    const adapter: MonitoringAdapter = { pageView: vi.fn(), error: vi.fn() };
    const router = fakeRouter('/login');
    const target = new EventTarget() as unknown as Window;
    const monitoring = startMonitoring(adapter, router, target);
    expect(adapter.pageView).toHaveBeenCalledWith('/login');
    router.go('/advertiser/1001');
    router.go('/advertiser/1001');
    expect(adapter.pageView).toHaveBeenCalledTimes(2);
    const boom = new Error('boom');
    target.dispatchEvent(Object.assign(new Event('error'), { error: boom, message: 'boom' }));
    expect(adapter.error).toHaveBeenCalledWith(boom, { source: 'error' });
    monitoring.stop();
    target.dispatchEvent(Object.assign(new Event('error'), { error: boom, message: 'boom' }));
    expect(adapter.error).toHaveBeenCalledTimes(1);
  });
});
