import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { campaignBuildFixture } from '@/mocks/fixtures/campaign-build';
import { setupTestBackend, testAccount } from '@/testing/backend';
import { renderWithProviders } from '@/testing/render';
import { recordRequests } from '@/testing/requests';
import { TEST_PERSONAS } from '@/testing/personas';
import { campaignBuilderRoutes } from '../routes';

const US = testAccount(1001, 'Acme Outfitters');

const stack = setupTestBackend(campaignBuildFixture);
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-04-15T12:00:00Z'));
  await import('./CampaignFixPage');
});
afterAll(() => {
  vi.useRealTimers();
});
afterEach(() => {
  vi.restoreAllMocks();
});

function renderFix(campaignId: number) {
  const requests = recordRequests();
  const view = renderWithProviders(
    [{ path: '/advertiser/:accountId', children: [{ path: 'campaign', children: campaignBuilderRoutes }] }],
    {
      path: `/advertiser/1001/campaign/${String(campaignId)}/fix`,
      account: US,
      persona: TEST_PERSONAS.agencyManager,
      permissions: ['campaign.read', 'campaign.write'],
    },
  );
  const patches = () => requests({ method: 'PATCH' }).map(({ body }) => body);
  return { ...view, patches };
}

describe('campaign fix form (NS-51)', () => {
  it('WIZ-039 campaign/{id}/fix lists what blocks the campaign and leaves only those fields editable', async () => {
    stack.store.write((db) => {
      const campaign = db.campaigns.find((candidate) => candidate.campaignId === 5001);
      if (campaign) campaign.lineId = 3003; // a DRAFT line
    });
    const { user, patches } = renderFix(5001);
    expect(await screen.findByRole('heading', { name: 'Fix campaign Spring cash back' })).toBeInTheDocument();
    const issues = await screen.findByRole('alert', { name: /What blocks this campaign/ });
    expect(issues).toHaveTextContent('The line is not active.');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^Budget \(/ })).toBeDisabled();
    const line = screen.getByRole('combobox', { name: /^Line/ });
    expect(line).toBeEnabled();

    await user.click(line);
    await user.click(await screen.findByRole('option', { name: /^Line 1 ·/ }));
    await user.click(screen.getByRole('button', { name: 'Save and re-check' }));
    expect(await screen.findByText('Campaign Spring cash back was saved')).toBeInTheDocument();
    expect(patches()).toEqual([expect.objectContaining({ lineId: 3001, name: 'Spring cash back', budget: 100000 })]);
    // Saving re-checks: nothing blocks the saved campaign any more.
    expect(await screen.findByRole('note', { name: /Nothing blocks this campaign/ })).toBeInTheDocument();
  });

  it('WIZ-039 a campaign with no line says so; the fix form of a sound campaign says nothing blocks it', async () => {
    stack.store.write((db) => {
      const campaign = db.campaigns.find((candidate) => candidate.campaignId === 5003);
      if (campaign) campaign.lineId = null;
    });
    const { unmount } = renderFix(5003);
    expect(await screen.findByRole('alert', { name: /What blocks this campaign/ })).toHaveTextContent(
      'The campaign has no line.',
    );
    unmount();
    renderFix(5001);
    expect(await screen.findByRole('note', { name: /Nothing blocks this campaign/ })).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: /^Name/ })).toBeDisabled();
    });
  });
});
