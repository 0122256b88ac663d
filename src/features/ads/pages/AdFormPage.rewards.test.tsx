/**
 * The reward on the ad form's save (issue 14): the fault matrix of the reward step, and a reward
 * save that fails after a new creative was saved — the message says exactly that, the form stays,
 * and Save again finishes without a second creative.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adsFixture } from '@/mocks/fixtures/ads';
import { MANAGER } from '@/mocks/fixtures/campaign-build';
import { setupTestBackend, testAccount } from '@/testing/backend';
import { faultCases } from '@/testing/faults';
import { recordRequests } from '@/testing/requests';
import { renderWithProviders } from '@/testing/render';
import { campaignBuilderRoutes } from '@/testing/builder-routes';
import { TEST_PERSONAS } from '@/testing/personas';

const stack = setupTestBackend(adsFixture);
beforeAll(async () => {
  await import('./AdFormPage');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const EDIT_PATH = '/advertiser/1001/campaign/5001/ad-group/6001/ad/7001';
const CREATIVES_URL = '/api/v1/ads-manager/creatives';
const REWARD_PATCH = '/api/v1/rms/accounts/1001/reward/';

function renderEdit() {
  const requests = recordRequests();
  const view = renderWithProviders(
    [{ path: '/advertiser/:accountId', children: [{ path: 'campaign', children: campaignBuilderRoutes }] }],
    {
      path: EDIT_PATH,
      account: testAccount(1001, 'Acme Outfitters'),
      persona: TEST_PERSONAS.agencyManager,
      permissions: ['campaign.read', 'campaign.write'],
    },
  );
  const sent = () => requests().filter((call) => call.method !== 'GET');
  return { ...view, sent };
}
type User = ReturnType<typeof renderEdit>['user'];

async function retype(user: User, name: RegExp, text: string) {
  const box = await screen.findByRole('textbox', { name });
  await user.clear(box);
  await user.type(box, text);
}
const save = (user: User) => user.click(screen.getByRole('button', { name: 'Save ad' }));
const creativePosts = (calls: { method: string; url: string }[]) =>
  calls.filter((call) => call.method === 'POST' && call.url === CREATIVES_URL);

describe('the reward step of the ad save', () => {
  for (const fault of faultCases('save')) {
    it(`a ${fault.name} on the reward save (only the reward changed) shows the error on top, keeps the form, and lists nothing as saved`, async () => {
      const { user } = renderEdit();
      await retype(user, /^Reward percent/, '15');
      fault.arm(stack.backend, { email: MANAGER, path: REWARD_PATCH, method: 'PATCH' });
      await save(user);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(fault.text);
      expect(alert).not.toHaveTextContent(/Saved:|Not saved yet/);
      expect(screen.getByRole('textbox', { name: /^Reward percent/ })).toHaveValue('15');
    });
  }

  it('a failed reward save after a saved creative says exactly that and finishes on Save again without a second creative', async () => {
    const { user, sent } = renderEdit();
    // Ad 7001 has no marketing copy: the optional text is behind "+ Add".
    await user.click(await screen.findByRole('button', { name: 'Add Marketing copy' }));
    await retype(user, /^Marketing copy/, 'Cheaper fuel, every day');
    await retype(user, /^Reward percent/, '15');
    stack.backend.faults.push({ path: REWARD_PATCH, method: 'PATCH', fault: { status: 500 }, times: 1 });
    await save(user);
    const alert = await screen.findByRole('alert');
    // The redeeming merchants did not change: they are not "not saved yet" (AD-045, AD-047).
    expect(alert).toHaveTextContent('Saved: creative, ad. Not saved yet: reward. Save again to finish.');
    expect(screen.getByRole('textbox', { name: /^Reward percent/ })).toHaveValue('15');
    expect(creativePosts(sent())).toHaveLength(1);

    await save(user);
    expect(await screen.findByText('Ad Ad 7001 saved')).toBeInTheDocument();
    expect(creativePosts(sent())).toHaveLength(1);
    const patches = sent().filter((call) => call.method === 'PATCH' && call.url.startsWith(REWARD_PATCH));
    expect(patches).toHaveLength(2);
    await waitFor(() => {
      expect(stack.store.db.rewards.find((reward) => reward.adId === 7001)?.rewardPercent).toBe(0.15);
    });
  });

  it('NS-92 the reward PATCH sends the reward version; a reward someone changed since shows theirs, keep mine saves on the new version', async () => {
    const { user, sent } = renderEdit();
    await retype(user, /^Reward percent/, '15');
    // Meanwhile someone else saves the reward at 20 % (the store moves the reward's version on).
    stack.store.write((db) => {
      const reward = db.rewards.find((candidate) => candidate.adId === 7001);
      if (!reward) throw new Error('ad 7001 has a reward');
      const { attributes } = reward.rmsResponse.data;
      const config = JSON.parse(attributes.rewardModelConfigValue) as Record<string, unknown>;
      attributes.rewardModelConfigValue = JSON.stringify({ ...config, rewardPercent: 0.2 });
      Object.assign(reward, { rewardPercent: 0.2, updateUser: 'jane.doe@example.com' });
    });
    await save(user);
    const panel = await screen.findByRole('region', { name: 'Someone else saved this ad' });
    expect(panel).toHaveTextContent(/jane\.doe@example\.com changed this ad/);
    const percent = within(panel).getByRole('listitem', { name: 'Reward percent (%)' });
    expect(percent).toHaveTextContent('Yours: 15%');
    expect(percent).toHaveTextContent('Theirs: 20%');
    expect(screen.getByRole('textbox', { name: /^Reward percent/ })).toHaveValue('15');
    const [refused] = sent().filter((call) => call.method === 'PATCH' && call.url.startsWith(REWARD_PATCH));
    expect(refused?.headers.get('If-Match')).toMatch(/^"\d+"$/);

    await user.click(within(panel).getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText('Ad Ad 7001 saved')).toBeInTheDocument();
    const patches = sent().filter((call) => call.method === 'PATCH' && call.url.startsWith(REWARD_PATCH));
    expect(patches).toHaveLength(2);
    expect(patches[1]?.headers.get('If-Match')).not.toBe(refused?.headers.get('If-Match'));
    expect(stack.store.db.rewards.find((reward) => reward.adId === 7001)?.rewardPercent).toBe(0.15);
  });
});
