import { useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorFromText } from '@/api/api-error';
import { configureHttp, http, resetHttp } from '@/api/http';
import { ENVIRONMENTS } from '@/config/build';
import { createMemoryRouter } from 'react-router';
import { staticFlags } from '@/access/flags';
import { TEST_CONFIG } from '@/testing/config';
import { App, signedInRouteDiscovery } from './App';
import { AppProviders } from './AppProviders';
import { rootRoutes, SIGNED_IN_ROUTE_ID } from './root-routes';

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  resetHttp();
});
afterAll(() => {
  server.close();
});

const planConflict = () =>
  apiErrorFromText({
    status: 409,
    statusText: 'Conflict',
    contentType: 'application/problem+json',
    retryAfter: null,
    text: JSON.stringify({
      title: 'Conflict',
      status: 409,
      code: 'CAMPAIGN_BUILD_4XX_CONFLICT',
      extensions: { subcode: 'PLAN_NAME_CONFLICT' },
    }),
  });

function Failing({ suppress = false }: { suppress?: boolean }) {
  const query = useQuery({
    queryKey: ['campaign-build', '/api/v1/campaign-build/accounts/1/plans', suppress],
    queryFn: () => Promise.reject(planConflict()),
    meta: { suppressErrorToast: suppress },
  });
  return <p>{query.isError ? 'failed' : 'loading'}</p>;
}

describe('app providers', () => {
  it("API-025 a failed query shows the toast 'something went wrong with request' with the message as secondary text", async () => {
    render(
      <AppProviders>
        <Failing />
      </AppProviders>,
    );
    expect(await screen.findByText('something went wrong with request')).toBeInTheDocument();
    expect(screen.getByText('A plan with this name already exists in this account')).toBeInTheDocument();
  });

  it('API-025 a query that suppresses the error toast shows none', async () => {
    render(
      <AppProviders>
        <Failing suppress />
      </AppProviders>,
    );
    expect(await screen.findByText('failed')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('something went wrong with request')).not.toBeInTheDocument();
  });

  it('API-027 an answer flagged meta.valid false shows the schema-mismatch warning toast', async () => {
    server.use(
      mock.get('http://api.test/api/v1/rms/thing', () => HttpResponse.json({ data: {}, meta: { valid: false } })),
    );
    function Reader() {
      useQuery({ queryKey: ['rms', '/api/v1/rms/thing'], queryFn: () => http('/api/v1/rms/thing') });
      return null;
    }
    render(
      <AppProviders>
        <Reader />
      </AppProviders>,
    );
    configureHttp({ baseUrl: 'http://api.test' });
    expect(await screen.findByText('The server answered in an unexpected format')).toBeInTheDocument();
  });

  it('SHELL-062 the shell shows the build version 12.4.67; environments are exactly dev-uat, mock, prod and uat', async () => {
    expect(ENVIRONMENTS).toEqual(['dev-uat', 'mock', 'prod', 'uat']);
    const router = createMemoryRouter(rootRoutes(), { initialEntries: ['/login'], ...signedInRouteDiscovery() });
    render(<App config={TEST_CONFIG} flags={staticFlags()} router={router} />);
    expect(await screen.findByRole('heading', { name: 'Ads Manager' })).toBeInTheDocument();
    expect(screen.getByText('v12.4.67')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Log in with e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in with single sign-on' })).toBeInTheDocument();
  });
});

describe("the app's router", () => {
  it('/login opens without the signed-in routes; the first navigation into the app adds them (issue 26, /login budget)', async () => {
    const router = createMemoryRouter(rootRoutes(), { initialEntries: ['/login'], ...signedInRouteDiscovery() });
    const signedInRoutes = () => router.routes[0]?.children?.find((route) => route.id === SIGNED_IN_ROUTE_ID)?.children;
    render(<App config={TEST_CONFIG} flags={staticFlags()} router={router} />);
    expect(await screen.findByRole('button', { name: 'Log in with e-mail' })).toBeInTheDocument();
    expect(signedInRoutes()).toEqual([]);

    // Nobody is signed in: the account page sends back to /login, after its routes were added.
    await act(() => router.navigate('/advertiser/1001'));
    await expect.poll(() => signedInRoutes()?.map((route) => route.id)).toEqual(['signed-in-app']);
    await expect.poll(() => router.state.location.pathname).toBe('/login');
    expect(await screen.findByRole('button', { name: 'Log in with e-mail' })).toBeInTheDocument();
  });
});
