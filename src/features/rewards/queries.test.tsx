import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixture, US_ACCOUNT } from '@/mocks/fixtures/rewards';
import { setupTestBackend, testAccount } from '@/testing/backend';
import { renderHookWithProviders } from '@/testing/render';
import { TEST_PERSONAS } from '@/testing/personas';
import { useAdReward } from './queries';

const stack = setupTestBackend(fixture);

function storedReward() {
  const reward = stack.store.db.rewards.find((candidate) => candidate.adId === 7001);
  if (!reward) throw new Error('fixture reward 7001 missing');
  return reward;
}

async function readReward(adId: number) {
  const { result } = renderHookWithProviders(() => useAdReward(US_ACCOUNT, adId), {
    persona: TEST_PERSONAS.agencyManager,
    account: testAccount(US_ACCOUNT, 'Acme Outfitters'),
  });
  await waitFor(() => {
    expect(result.current.isSuccess || result.current.error !== null).toBe(true);
  });
  return result.current;
}

describe('useAdReward: the read as form values', () => {
  it('AD-043 converts the read answer (rmsResponse) to the form: amounts, dates, offset, annotation, model and RMS id', async () => {
    storedReward().rmsResponse.data.attributes.rewardAnnotations = ['FlashDeal'];
    const read = await readReward(7001);
    expect(read.data).toEqual({
      rewardType: 'SingleRewardPercentAmountBack',
      rewardModelId: '11',
      currency: 'USD',
      rewardPercent: 0.1,
      rewardAmount: 0.2,
      rewardCap: 20,
      minSpend: 10,
      minVisits: 1,
      mccList: [],
      redemptionStartDate: '2026-04-01',
      redemptionEndDate: '2026-06-30',
      endDateOffset: 30,
      isManualRedemption: false,
      isSuspendedProcessing: false,
      annotation: 'FlashDeal',
      customConfig: null,
      remediationModelConfigValue: null,
      rmsRewardId: 8101,
    });
  });

  it('AD-043 an ad without a reward reads as none (undefined), not as an error', async () => {
    const read = await readReward(7002);
    expect(read.isSuccess).toBe(true);
    expect(read.data).toBeUndefined();
  });

  it('AD-040 a custom reward defaults each missing amount (minSpend, minVisits, rewardAmount, rewardCap, rewardPercent) to 1, keeps those it has and its config text', async () => {
    const reward = storedReward();
    reward.rmsResponse.data.relationships.rewardModel.data.id = '99';
    const none = '{"currencyUnit":"GBP","tiers":[1,2]}';
    reward.rmsResponse.data.attributes.rewardModelConfigValue = none;
    expect((await readReward(7001)).data).toMatchObject({
      rewardType: 'CustomRewardRedemption',
      currency: 'GBP',
      minSpend: 1,
      minVisits: 1,
      rewardAmount: 1,
      rewardCap: 1,
      rewardPercent: 1,
      customConfig: none,
    });

    const some = '{"currencyUnit":"GBP","minSpend":5,"rewardCap":7,"tiers":[1,2]}';
    reward.rmsResponse.data.attributes.rewardModelConfigValue = some;
    expect((await readReward(7001)).data).toMatchObject({
      rewardType: 'CustomRewardRedemption',
      minSpend: 5,
      minVisits: 1,
      rewardAmount: 1,
      rewardCap: 7,
      rewardPercent: 1,
      customConfig: some,
    });
  });

  it('AD-041 an unparsable stored config reads as USD, minimum spend 0, cap 0 and one visit', async () => {
    storedReward().rmsResponse.data.attributes.rewardModelConfigValue = '{broken';
    const read = await readReward(7001);
    expect(read.data).toMatchObject({ currency: 'USD', minSpend: 0, rewardCap: 0, minVisits: 1 });
  });

  it('AD-036 a reward the server sends as SingleRewardSpendAccumulation is a spend X get Y reward', async () => {
    const reward = storedReward();
    reward.rewardType = 'SingleRewardSpendAccumulation';
    reward.rmsResponse.data.attributes.rewardModelConfigValue =
      '{"currencyUnit":"USD","minSpend":50,"rewardAmount":10,"rewardCap":10,"rewardPercent":0}';
    reward.rmsResponse.data.relationships.rewardModel.data.id = '13';
    const read = await readReward(7001);
    expect(read.data).toMatchObject({ rewardType: 'SingleRewardSpendXGetY', minSpend: 50, rewardAmount: 10 });
  });
});
