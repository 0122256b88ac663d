import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { comingRoute } from './coming-page';

describe('coming page', () => {
  it('a screen of a later release says it is not available yet and names its area', async () => {
    renderWithProviders([{ path: '/', children: [comingRoute('adsmanager.AREA_TVC_REQUESTS')] }]);
    expect(await screen.findByRole('heading', { name: 'TVC requests: not available yet' })).toBeInTheDocument();
    expect(screen.getByText(/arrives with a later release/)).toBeInTheDocument();
  });
});
