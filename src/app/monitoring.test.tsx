import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { FeatureDisabledError, ForbiddenError, NotFoundError } from '@/access/errors';
import { ApiError, apiErrorFromText } from '@/api/api-error';
import { malformedAnswerError, networkError } from '@/api/http';
import { announceApiFailure } from '@/api/api-failures';
import {
  createErrorReporting,
  lazyMonitoring,
  monitoringFor,
  noopMonitoring,
  startMonitoring,
  type MonitoringAdapter,
  type RouterLike,
} from './monitoring';

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

function Throws({ error }: { error: unknown }): never {
  throw error;
}

/** Renders a route that throws `error` in a root with the app's error reporting. */
function renderThrowing(error: unknown) {
  const log = vi.fn();
  const reported = vi.fn();
  const reporting = createErrorReporting({ pageView: vi.fn(), error: reported }, log);
  const router = createMemoryRouter([
    { path: '/', element: <Throws error={error} />, errorElement: <p>error screen</p> },
  ]);
  // Testing Library throws uncaught errors itself, so only the caught-error handler is passed.
  render(<RouterProvider router={router} onError={reporting.onRouterError} />, {
    onCaughtError: reporting.root.onCaughtError,
  });
  return { log, reported };
}

const notFoundAnswer = apiErrorFromText({
  status: 404,
  statusText: 'Not Found',
  contentType: 'application/problem+json',
  retryAfter: null,
  text: JSON.stringify({ title: 'Not Found', status: 404 }),
});

describe('error reporting', () => {
  it.each([
    ['403', new ForbiddenError('adsmanager.users.read')],
    ['feature disabled', new FeatureDisabledError('disable-user-management')],
    ['404', new NotFoundError('Account')],
    ['404 answer', notFoundAnswer],
  ])('the %s screen is what the user meets, not an error: nothing is logged or reported', async (_, error) => {
    const console = vi.spyOn(globalThis.console, 'error');
    const { log, reported } = renderThrowing(error);
    expect(await screen.findByText('error screen')).toBeInTheDocument();
    expect(log).not.toHaveBeenCalled();
    expect(reported).not.toHaveBeenCalled();
    expect(console).not.toHaveBeenCalled();
  });

  it('an unexpected error is logged once, with its component stack, and reported to monitoring', async () => {
    const boom = new Error('boom');
    const { log, reported } = renderThrowing(boom);
    expect(await screen.findByText('error screen')).toBeInTheDocument();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(boom, expect.stringContaining('Throws'));
    expect(reported).toHaveBeenCalledWith(boom, { source: 'render' });
  });

  it('a route whose code fails to load is reported; render errors the router sees are left to React', () => {
    const log = vi.fn();
    const reported = vi.fn();
    const { onRouterError } = createErrorReporting({ pageView: vi.fn(), error: reported }, log);
    const where = {
      location: { pathname: '/users', search: '', hash: '', state: null, key: 'k' },
      params: {},
      pattern: '/users',
    };
    const chunk = new TypeError('Failed to fetch dynamically imported module');
    onRouterError(chunk, where);
    expect(log).toHaveBeenCalledWith(chunk);
    expect(reported).toHaveBeenCalledWith(chunk, { source: 'route' });
    onRouterError(new Error('render'), { ...where, errorInfo: { componentStack: 'at Page' } });
    onRouterError(new ForbiddenError(), where);
    expect(log).toHaveBeenCalledTimes(1);
  });
});

describe('the reporter behind the adapter (NS-22)', () => {
  const scheduled = () => {
    const tasks: (() => void)[] = [];
    return {
      schedule: (task: () => void) => {
        tasks.push(task);
      },
      run: () => {
        for (const task of tasks.splice(0)) task();
      },
    };
  };

  it('loads nothing for page views, loads once on the first error after paint, then sends what waited in order, each error once', async () => {
    const sent = vi.fn();
    const load = vi.fn(() => Promise.resolve<MonitoringAdapter>({ pageView: vi.fn(), error: sent }));
    const { schedule, run } = scheduled();
    const adapter = lazyMonitoring(load, schedule);
    adapter.pageView('/login');
    const first = new Error('first');
    adapter.error(first, { source: 'error' });
    adapter.error('second', { source: 'unhandledrejection' });
    adapter.error(first, { source: 'render' });
    expect(load).not.toHaveBeenCalled();
    run();
    await vi.waitFor(() => {
      expect(sent).toHaveBeenCalledTimes(2);
    });
    expect(sent.mock.calls).toEqual([
      [first, { source: 'error' }],
      ['second', { source: 'unhandledrejection' }],
    ]);
    const third = new Error('third');
    adapter.error(third, { source: 'route' });
    adapter.error(first, { source: 'route' });
    expect(sent).toHaveBeenLastCalledWith(third, { source: 'route' });
    expect(sent).toHaveBeenCalledTimes(3);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a reporter that cannot load drops its reports and is not asked for again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const { schedule, run } = scheduled();
    const adapter = lazyMonitoring(load, schedule);
    adapter.error(new Error('lost'), { source: 'error' });
    run();
    await vi.waitFor(() => {
      expect(warn).toHaveBeenCalledTimes(1);
    });
    adapter.error(new Error('also lost'), { source: 'error' });
    run();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('without a DSN in /config.json there is no reporter to load', () => {
    expect(monitoringFor({ environment: 'prod' })).toBe(noopMonitoring);
    expect(monitoringFor({ environment: 'prod', sentry: { dsn: 'https://k@ads.example.com/sentry/7' } })).not.toBe(
      noopMonitoring,
    );
  });

  const answer = (status: number) =>
    apiErrorFromText({ status, statusText: '', contentType: null, retryAfter: null, text: '' });

  it('API-024 API failures other than the expected 4xx (400–499) reach the running monitoring, with their request', () => {
    const error = vi.fn();
    const target = new EventTarget();
    const monitoring = startMonitoring({ pageView: vi.fn(), error }, fakeRouter('/'), target);
    const request = { method: 'GET', path: '/api/v1/campaigns' };
    for (const status of [399, 400, 401, 403, 404, 409, 410, 412, 413, 422, 429])
      announceApiFailure(answer(status), request, target);
    announceApiFailure(networkError(new TypeError('Failed to fetch')), request, target);
    expect(error).not.toHaveBeenCalled();
    const reported: ApiError[] = [
      answer(500),
      answer(503),
      answer(405),
      answer(415),
      answer(499),
      malformedAnswerError(200, 'text/html'),
    ];
    for (const failure of reported) announceApiFailure(failure, request, target);
    expect(error.mock.calls).toEqual(reported.map((failure) => [failure, { source: 'api', request }]));
    monitoring.stop();
    announceApiFailure(answer(500), request, target);
    expect(error).toHaveBeenCalledTimes(reported.length);
  });
});
