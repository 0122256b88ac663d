import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@/i18n';
import { renderWithProviders } from '@/testing/render';
import { redemptionsFeature } from './routes';

function openAdmin(locale: Locale) {
  return renderWithProviders([{ path: '/', children: [...(redemptionsFeature.global ?? [])] }], {
    path: '/admin',
    permissions: ['redemptions.read'],
    locale,
  });
}

describe('the admin entry', () => {
  it('SHELL-020 SHELL-021 in en-GB /admin opens the gb redemptions', async () => {
    const { router } = openAdmin('en-GB');
    expect(
      await screen.findByRole('heading', { name: 'Redemption review: United Kingdom' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/redemptions/gb');
  });

  it('SHELL-020 SHELL-021 in en-US /admin opens the us redemptions', async () => {
    const { router } = openAdmin('en-US');
    expect(
      await screen.findByRole('heading', { name: 'Redemption review: United States' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/redemptions/us');
  });
});
