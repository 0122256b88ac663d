import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetHttp } from '@/api/http';
import { testAccount } from '@/testing/backend';
import { TEST_CONFIG } from '@/testing/config';
import { renderWithProviders } from '@/testing/render';
import { MenuProvider } from '@/shell/menu-context';
import { ShellFrame } from '@/shell/ShellFrame';
import { menuEntriesOf } from './menu';
import { navEntries, SCOPED_ROUTES } from './routes';

const MENU = menuEntriesOf(navEntries, SCOPED_ROUTES);

vi.mock('@/auth', () => ({ useSignOut: () => () => Promise.resolve() }));
vi.mock('@/shell/account-switcher/AccountSwitcher', () => ({
  AccountSwitcher: () => (
    <button type="button" aria-haspopup="dialog">
      Acme Outfitters
    </button>
  ),
}));

const linesAsked = vi.fn<(url: URL) => void>();
let lines: unknown[] = [];
const server = setupServer(
  mock.get(`${TEST_CONFIG.apiBaseUrl}/api/v1/campaign-build/accounts/:accountId/lines`, ({ request }) => {
    linesAsked(new URL(request.url));
    return HttpResponse.json(lines);
  }),
);

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  resetHttp();
  linesAsked.mockReset();
  lines = [];
});
afterAll(() => {
  server.close();
});

const ACCOUNT = testAccount(1001, 'Acme Outfitters');
const page = (title: string) => ({ element: <h1>{title}</h1> });
const shellRoutes = [
  {
    path: '/',
    element: (
      <MenuProvider entries={MENU}>
        <ShellFrame />
      </MenuProvider>
    ),
    children: [
      { index: true, ...page('Start') },
      { path: 'advertiser/1001/reporting/reports', ...page('Reports') },
      { path: 'advertiser/1001/reporting/tvc-request/create', ...page('New TVC request') },
      { path: 'advertiser/1001/reporting/tvc-requests', ...page('TVC requests') },
      { path: 'advertiser/1001/users', ...page('Users') },
      { path: 'accounts', ...page('All accounts') },
      { path: '*', ...page('Elsewhere') },
    ],
  },
];

describe('header navigation', () => {
  it('SHELL-032 renders groups as keyboard-operable dropdown menus and links with aria-current on the active page', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(shellRoutes, {
      path: '/advertiser/1001/reporting/tvc-request/create',
      account: ACCOUNT,
      permissions: ['reporting.read', 'tvcrequest.read', 'tvcrequest.write', 'users.read'],
      flags: { 'enable-scheduled-reports': true, 'enable-3pc-accounts': true },
    });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    // Campaigns has nothing this user may open, so it is not there.
    expect(within(nav).queryByRole('button', { name: 'Campaigns' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'All accounts' })).not.toHaveAttribute('aria-current');

    const reporting = within(nav).getByRole('button', { name: 'Reporting' });
    reporting.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Reports', 'TVC requests', 'New TVC request']);
    // SHELL-018: on tvc-request/create the create link is current, the list is not.
    expect(within(menu).getByRole('menuitem', { name: 'New TVC request' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('menuitem', { name: 'TVC requests' })).not.toHaveAttribute('aria-current');

    await waitFor(() => {
      expect(within(menu).getByRole('menuitem', { name: 'Reports' })).toHaveFocus();
    });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByRole('heading', { name: 'TVC requests' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/advertiser/1001/reporting/tvc-requests');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(within(nav).getByRole('link', { name: 'All accounts' }));
    expect(await screen.findByRole('heading', { name: 'All accounts' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'All accounts' })).toHaveAttribute('aria-current', 'page');
  });

  it('SHELL-038 the /campaign/create link appears once the account has ACTIVE or DRAFT lines', async () => {
    lines = [{ id: 7, status: 'ACTIVE' }];
    renderWithProviders(shellRoutes, {
      path: '/advertiser/1001/users',
      account: ACCOUNT,
      permissions: ['campaign.write'],
    });
    await waitFor(() => {
      expect(linesAsked).toHaveBeenCalledTimes(1);
    });
    expect(linesAsked.mock.calls[0]?.[0].searchParams.getAll('status')).toEqual(['ACTIVE', 'DRAFT']);
    // The group holds one link: the header shows that link, not a dropdown of one (issue 27).
    expect(await screen.findByRole('link', { name: 'New campaign' })).toHaveAttribute(
      'href',
      '/advertiser/1001/campaign/create',
    );
    expect(screen.queryByRole('button', { name: 'Campaigns' })).not.toBeInTheDocument();
  });

  it('SHELL-038 an account without lines gets no /campaign/create link', async () => {
    renderWithProviders(shellRoutes, {
      path: '/advertiser/1001/users',
      account: ACCOUNT,
      permissions: ['campaign.write'],
    });
    await waitFor(() => {
      expect(linesAsked).toHaveBeenCalledTimes(1);
    });
    // Nothing else in the Campaigns group, so no group at all.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: 'Campaigns' })).not.toBeInTheDocument();
  });

  it('SHELL-037 with the planner flag on, no lines are read and /plan/create is offered instead', async () => {
    renderWithProviders(shellRoutes, {
      path: '/advertiser/1001/users',
      account: ACCOUNT,
      permissions: ['campaign.write'],
      flags: { 'enable-campaign-planner': true },
    });
    expect(await screen.findByRole('link', { name: 'New plan' })).toHaveAttribute(
      'href',
      '/advertiser/1001/plan/create',
    );
    expect(screen.queryByRole('link', { name: 'New campaign' })).not.toBeInTheDocument();
    expect(linesAsked).not.toHaveBeenCalled();
  });
});

describe('shell frame', () => {
  it('SHELL-032 outside an account the frame shows the product link, the global links, the switcher and the page', async () => {
    renderWithProviders(shellRoutes, {
      path: '/',
      permissions: ['campaign.read', 'redemptions.read'],
      flags: { 'enable-3pc-accounts': true, 'enable-campaigns-page': true },
    });
    expect(await screen.findByRole('heading', { name: 'Start' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('link', { name: 'Ads Manager home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Acme Outfitters' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Redemptions admin', 'All accounts']);
    expect(within(nav).queryByRole('button')).not.toBeInTheDocument();
  });

  it('SHELL-059 the frame shows the flag-driven banners between the header and the page', async () => {
    renderWithProviders(shellRoutes, {
      path: '/',
      flags: {
        'maintenance-banner-message': { enabled: true, payload: { message: 'Down on Sunday 02:00–04:00 UTC' } },
      },
    });
    const banner = await screen.findByRole('region', { name: 'Maintenance' });
    expect(banner).toHaveTextContent('Down on Sunday 02:00–04:00 UTC');
    expect(banner.compareDocumentPosition(screen.getByRole('main')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
