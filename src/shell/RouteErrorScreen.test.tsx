import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNSAFE_ErrorResponseImpl as ErrorResponse, type RouteObject } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FeatureDisabledError, ForbiddenError, NotFoundError } from '@/access/errors';
import { FeatureDeprecatedError } from '@/access/errors';
import { ApiError } from '@/api/api-error';
import { NotFoundPage } from './NotFoundPage';
import { errorScreenKind, RouteErrorScreen } from './RouteErrorScreen';
import { ShellFrame } from './ShellFrame';
import { renderWithProviders } from '@/testing/render';

const signOut = vi.fn<(reason?: unknown) => Promise<void>>();
vi.mock('@/auth', () => ({ useSignOut: () => signOut }));
vi.mock('./account-switcher/AccountSwitcher', () => ({
  AccountSwitcher: () => <button type="button">Account</button>,
}));

beforeEach(() => {
  // React and the router report every caught route error on the console; these are on purpose.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  signOut.mockReset();
  signOut.mockResolvedValue(undefined);
});

function Throws({ error }: { error: unknown }): never {
  throw error;
}

/** A root route with the error screen, a home page, and a route that throws. */
function routesThrowing(error: unknown): RouteObject[] {
  return [
    {
      path: '/',
      errorElement: <RouteErrorScreen />,
      children: [
        { index: true, element: <h1>Home page</h1> },
        { path: 'broken', element: <Throws error={error} /> },
        { path: 'login', element: <h1>Login page</h1> },
      ],
    },
  ];
}

const renderError = (error: unknown) => renderWithProviders(routesThrowing(error), { path: '/broken' });

const apiError = (status: number, extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) =>
  new ApiError({ status, message: `HTTP ${String(status)}`, ...extra });

describe('route error screen', () => {
  it('SHELL-024 a forbidden error shows Unauthorized with the actions Go to safety (to /) and Log out', async () => {
    const user = userEvent.setup();
    const { router } = renderError(new ForbiddenError('adsmanager.internal'));
    expect(await screen.findByRole('heading', { name: 'Unauthorized' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(signOut).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('link', { name: 'Go to safety' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('SHELL-024 an API answer of 403 shows the same Unauthorized page', async () => {
    renderError(apiError(403));
    expect(await screen.findByRole('heading', { name: 'Unauthorized' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('SHELL-025 a kill flag error shows Feature disabled, says to try again later and offers log out', async () => {
    renderError(new FeatureDisabledError('disable-reporting'));
    expect(await screen.findByRole('heading', { name: 'Feature disabled' })).toBeInTheDocument();
    expect(screen.getByText(/try again later/i)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to safety' })).toHaveAttribute('href', '/');
  });

  it('SHELL-025 a deprecated feature shows Feature is deprecated', async () => {
    renderError(new FeatureDeprecatedError('custom-reports'));
    expect(await screen.findByRole('heading', { name: 'Feature is deprecated' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('SHELL-026 an unexpected error renders the generic error screen with a reload, not a blank page', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ reload } as unknown as Location);
    renderError(new TypeError("Cannot read properties of undefined (reading 'name')"));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(screen.getByText("Cannot read properties of undefined (reading 'name')")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Go to safety' })).toHaveAttribute('href', '/');
  });

  it('SHELL-026 failed calls (429, 500, network) show the unexpected-error screen with the catalogue message', async () => {
    const { unmount } = renderError(apiError(500, { message: 'Database is on fire' }));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Database is on fire');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    unmount();

    renderError(apiError(0, { code: 'NETWORK_ERROR', message: 'Failed to fetch' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached');
    expect(errorScreenKind(apiError(429))).toBe('unexpected');
  });

  it('SHELL-026 a 401 leaves the session to the session handling and offers to log in again', async () => {
    const user = userEvent.setup();
    renderError(apiError(401));
    expect(await screen.findByRole('heading', { name: 'Your session has ended' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Log in again' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });

  it('SHELL-026 not-found errors of every kind show the 404 page with a link home', async () => {
    for (const error of [new NotFoundError('Account'), apiError(404), new ErrorResponse(404, 'Not Found', null)]) {
      expect(errorScreenKind(error)).toBe('notFound');
    }
    const user = userEvent.setup();
    renderError(new NotFoundError('Account'));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the start page' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('SHELL-026 an unknown route under the router gives the 404 page', async () => {
    renderWithProviders(routesThrowing(undefined), { path: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('SHELL-026 an error page below the shell frame keeps a single main landmark', async () => {
    renderWithProviders(
      [{ path: '/', element: <ShellFrame />, children: [{ path: '*', element: <NotFoundPage /> }] }],
      {
        path: '/nowhere',
      },
    );
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });
});

describe('errors inside the shell frame', () => {
  it('SHELL-024 a guard error below the frame shows Unauthorized inside the frame; navigating away clears it', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      [
        {
          path: '/',
          element: <ShellFrame />,
          children: [
            { index: true, element: <h1>Home page</h1> },
            { path: 'secret', element: <Throws error={new ForbiddenError('adsmanager.internal')} /> },
          ],
        },
      ],
      { path: '/secret' },
    );
    expect(await screen.findByRole('heading', { name: 'Unauthorized' })).toBeInTheDocument();
    // The frame stays: the header, its switcher and a single main landmark.
    expect(screen.getByRole('link', { name: 'Ads Manager home' })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Unauthorized' }));

    await user.click(screen.getByRole('link', { name: 'Go to safety' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unauthorized' })).not.toBeInTheDocument();
  });
});
