import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlagName, FlagValue } from '@/access/flags';
import { renderWithProviders } from '@/testing/render';
import { AD_BLOCKER_DISMISSED_KEY, AdBlockerWarning, resetAdBlockerProbe } from './AdBlockerWarning';
import { MaintenanceBanner, TargetingMaintenanceBanner } from './MaintenanceBanners';
import { maintenanceMessage, targetingMaintenanceFeatures } from './payloads';

const renderWithFlags = (element: React.ReactElement, flags: Partial<Record<FlagName, boolean | FlagValue>> = {}) =>
  renderWithProviders([{ path: '/', element }], { flags });

describe('maintenance banner', () => {
  const MESSAGE = 'Ads Manager will be unavailable on Sunday from 02:00 to 04:00 UTC for planned maintenance.';

  it('SHELL-059 ACCESS-032 shows the message of maintenance-banner-message when the flag is on', async () => {
    renderWithFlags(<MaintenanceBanner />, {
      'maintenance-banner-message': { enabled: true, payload: { message: MESSAGE } },
    });
    const banner = await screen.findByRole('region', { name: 'Maintenance' });
    expect(banner).toHaveTextContent(MESSAGE);
  });

  it('SHELL-059 is absent when the flag is off, even with a message', async () => {
    const { flags } = renderWithFlags(
      <>
        <p>page</p>
        <MaintenanceBanner />
      </>,
      { 'maintenance-banner-message': { enabled: false, payload: { message: MESSAGE } } },
    );
    await screen.findByText('page');
    expect(screen.queryByRole('region', { name: 'Maintenance' })).not.toBeInTheDocument();

    // Switched on while the app runs: the banner appears.
    act(() => {
      flags.set('maintenance-banner-message', { enabled: true, payload: { message: MESSAGE } });
    });
    expect(await screen.findByRole('region', { name: 'Maintenance' })).toHaveTextContent(MESSAGE);
  });

  it('SHELL-059 a payload without a usable message shows no banner', () => {
    expect(maintenanceMessage({ message: '  ' })).toBeUndefined();
    expect(maintenanceMessage({ text: 'wrong field' })).toBeUndefined();
    expect(maintenanceMessage(42)).toBeUndefined();
    expect(maintenanceMessage(undefined)).toBeUndefined();
    expect(maintenanceMessage('{"message":"Back at 4"}')).toBe('Back at 4');
    expect(maintenanceMessage('Back at 4')).toBe('Back at 4');
  });
});

describe('targeting maintenance banner', () => {
  it('SHELL-060 ACCESS-033 lists the unavailable features named by enable-targeting-maintenance (NS-11)', async () => {
    renderWithFlags(<TargetingMaintenanceBanner />, {
      'enable-targeting-maintenance': {
        enabled: true,
        payload: ['Audience segments', 'Postal code targeting', 'DMA targeting'],
      },
    });
    const banner = await screen.findByRole('region', { name: 'Targeting is under maintenance' });
    const items = within(banner)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Audience segments', 'Postal code targeting', 'DMA targeting']);
  });

  it('SHELL-060 without a feature list the banner says targeting is under maintenance (NS-11)', async () => {
    renderWithFlags(<TargetingMaintenanceBanner />, {
      'enable-targeting-maintenance': { enabled: true, payload: { unexpected: true } },
    });
    const banner = await screen.findByRole('region', { name: 'Targeting is under maintenance' });
    expect(banner).toHaveTextContent('Targeting is under maintenance');
    expect(within(banner).queryByRole('list')).not.toBeInTheDocument();
  });

  it('SHELL-060 ACCESS-033 the banner is absent when enable-targeting-maintenance is off', async () => {
    renderWithFlags(
      <>
        <p>page</p>
        <TargetingMaintenanceBanner />
      </>,
    );
    await screen.findByText('page');
    expect(screen.queryByRole('region', { name: 'Targeting is under maintenance' })).not.toBeInTheDocument();
    expect(targetingMaintenanceFeatures({ features: ['Audience segments'] })).toEqual(['Audience segments']);
    expect(targetingMaintenanceFeatures([])).toBeUndefined();
  });
});

describe('ad-blocker warning', () => {
  beforeEach(() => {
    resetAdBlockerProbe();
    sessionStorage.clear();
  });
  afterEach(() => {
    sessionStorage.clear();
  });

  it('CALL-067 the probe asks for a same-origin file with an ad-like name, once per page load', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('/* probe */', { status: 200 }));
    const { unmount } = renderWithFlags(
      <>
        <p>page</p>
        <AdBlockerWarning />
      </>,
    );
    await screen.findByText('page');
    await vi.waitFor(() => {
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
    const [url] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/ads.js');
    expect(screen.queryByText(/ad blocker may stop/)).not.toBeInTheDocument();
    unmount();

    renderWithFlags(<AdBlockerWarning />);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('SHELL-061 a failed probe shows the dismissible warning; dismissing hides it for the session (NS-13)', async () => {
    const user = userEvent.setup();
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const { unmount } = renderWithFlags(<AdBlockerWarning />);
    const warning = await screen.findByRole('region', { name: 'Ad blocker' });
    expect(warning).toHaveTextContent(
      'An ad blocker may stop parts of Ads Manager from working. Allow this site in your ad blocker.',
    );

    await user.click(within(warning).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Ad blocker' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem(AD_BLOCKER_DISMISSED_KEY)).toBe('1');
    unmount();

    // Another screen of the same session: still dismissed.
    renderWithFlags(
      <>
        <p>next page</p>
        <AdBlockerWarning />
      </>,
    );
    await screen.findByText('next page');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.queryByRole('region', { name: 'Ad blocker' })).not.toBeInTheDocument();
  });

  it('SHELL-061 a probe the blocker answers with an error status counts as blocked too', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 403 }));
    renderWithFlags(<AdBlockerWarning />);
    expect(await screen.findByRole('region', { name: 'Ad blocker' })).toBeInTheDocument();
  });
});
