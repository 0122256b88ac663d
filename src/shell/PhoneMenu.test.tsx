import { screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { testAccount } from '@/testing/backend';
import { renderWithProviders } from '@/testing/render';
import { HeaderNav } from './HeaderNav';
import { MenuProvider } from './menu-context';
import type { MenuEntry } from './navigation';

const READ = 'adsmanager.reporting.read' as const;

const reporting = (id: string, labelKey: 'adsmanager.NAV_REPORTS' | 'adsmanager.NAV_TVC_REQUESTS', path: string) => ({
  entry: {
    id,
    group: 'reporting' as const,
    labelKey,
    to: (accountId: number) => `/advertiser/${String(accountId)}/${path}`,
  },
  routeRule: READ,
});
const ENTRIES: MenuEntry[] = [
  reporting('reports', 'adsmanager.NAV_REPORTS', 'reporting/reports'),
  reporting('tvc-requests', 'adsmanager.NAV_TVC_REQUESTS', 'reporting/tvc-requests'),
  {
    entry: { id: 'accounts', labelKey: 'adsmanager.NAV_ALL_ACCOUNTS', to: '/accounts' },
    routeRule: READ,
  },
];

vi.mock('@/auth', () => ({ useSignOut: () => () => Promise.resolve() }));

const page = (title: string) => ({ element: <h1>{title}</h1> });
const routes = [
  {
    path: '/',
    element: (
      <MenuProvider entries={ENTRIES}>
        <HeaderNav />
        <Outlet />
      </MenuProvider>
    ),
    children: [
      { path: 'advertiser/1001/reporting/reports', ...page('Reports') },
      { path: 'advertiser/1001/reporting/tvc-requests', ...page('TVC requests') },
      { path: '*', ...page('Elsewhere') },
    ],
  },
];

describe('the header menu on a phone (issue 24)', () => {
  it('SHELL-032 one Menu button opens the groups and links in a sheet; choosing a link opens it and closes the sheet', async () => {
    const { user, router } = renderWithProviders(routes, {
      path: '/advertiser/1001/reporting/reports',
      account: testAccount(1001, 'Acme Outfitters'),
      permissions: ['reporting.read'],
    });
    const button = await screen.findByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);

    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    const nav = within(sheet).getByRole('navigation', { name: 'Main' });
    const reporting = within(nav).getByRole('list', { name: 'Reporting' });
    expect(
      within(reporting)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Reports', 'TVC requests']);
    expect(within(nav).getByRole('link', { name: 'All accounts' })).not.toHaveAttribute('aria-current');
    expect(within(reporting).getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(reporting).getByRole('link', { name: 'TVC requests' }));
    expect(await screen.findByRole('heading', { name: 'TVC requests' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/advertiser/1001/reporting/tvc-requests');
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    });
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
