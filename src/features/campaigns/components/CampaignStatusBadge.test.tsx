import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { CAMPAIGN_STATUSES } from '../campaign-rules';
import { CampaignStatusBadge } from './CampaignStatusBadge';

describe('campaign status badge', () => {
  it('CAMP-015 shows each of Active, Draft, InReview, Inactive and Scheduled (NS-40)', () => {
    renderWithProviders(
      <ul>
        {CAMPAIGN_STATUSES.map((status) => (
          <li key={status}>
            <CampaignStatusBadge status={status} />
          </li>
        ))}
      </ul>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Active',
      'Draft',
      'In review',
      'Inactive',
      'Scheduled',
    ]);
  });
});
