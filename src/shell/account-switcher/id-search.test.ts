import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { resultPath, searchById, type IdSearchApi } from './id-search';

const problem = (status: number) => new ApiError({ status, message: `HTTP ${String(status)}` });

const campaign = { campaignId: 42, accountId: 1001, name: 'Spring sale' };
const adGroup = { adGroupId: 42, campaignId: 5001, accountId: 1002, name: 'Frequent shoppers' };
const ad = { adId: 42, adGroupId: 6007, accountId: 1003, name: 'Coffee ad' };

function api(overrides: Partial<IdSearchApi> = {}): IdSearchApi {
  const notFound = () => Promise.reject(problem(404));
  return {
    getCampaignGlobal: vi.fn(notFound),
    getAdGroupGlobal: vi.fn(notFound),
    getAdGlobal: vi.fn(notFound),
    ...overrides,
  };
}

describe('searchById', () => {
  it('SHELL-054 fires the campaign, ad group and ad fetches in parallel', async () => {
    const pending: Array<() => void> = [];
    const later =
      <T>(data: T | undefined) =>
      () =>
        new Promise<{ data: T }>((resolve, reject) => {
          pending.push(() => {
            if (data === undefined) reject(problem(404));
            else resolve({ data });
          });
        });
    const fake = api({
      getCampaignGlobal: vi.fn(later(campaign)),
      getAdGroupGlobal: vi.fn(later<typeof adGroup>(undefined)),
      getAdGlobal: vi.fn(later<typeof ad>(undefined)),
    });
    const search = searchById(42, fake);
    // All three are under way before any of them has answered.
    expect(fake.getCampaignGlobal).toHaveBeenCalledWith(42, expect.anything());
    expect(fake.getAdGroupGlobal).toHaveBeenCalledWith(42, expect.anything());
    expect(fake.getAdGlobal).toHaveBeenCalledWith(42, expect.anything());
    expect(pending).toHaveLength(3);
    for (const settle of pending) settle();
    await expect(search).resolves.toEqual([
      { type: 'campaign', id: 42, name: 'Spring sale', accountId: 1001, campaignId: 42 },
    ]);
  });

  it('SHELL-054 answers 400 and 404 mean no match for that type', async () => {
    const fake = api({
      getCampaignGlobal: vi.fn(() => Promise.reject(problem(400))),
      getAdGroupGlobal: vi.fn(() => Promise.resolve({ data: adGroup })),
      getAdGlobal: vi.fn(() => Promise.reject(problem(404))),
    });
    await expect(searchById(42, fake)).resolves.toEqual([
      { type: 'adGroup', id: 42, name: 'Frequent shoppers', accountId: 1002, campaignId: 5001, adGroupId: 42 },
    ]);
    await expect(searchById(42, api())).resolves.toEqual([]);
  });

  it('SHELL-054 any other error fails the whole search, even beside a match', async () => {
    const failure = problem(500);
    const fake = api({
      getCampaignGlobal: vi.fn(() => Promise.resolve({ data: campaign })),
      getAdGlobal: vi.fn(() => Promise.reject(failure)),
    });
    await expect(searchById(42, fake)).rejects.toBe(failure);
    const forbidden = problem(403);
    await expect(searchById(42, api({ getAdGroupGlobal: vi.fn(() => Promise.reject(forbidden)) }))).rejects.toBe(
      forbidden,
    );
    const offline = new TypeError('fetch failed');
    await expect(searchById(42, api({ getCampaignGlobal: vi.fn(() => Promise.reject(offline)) }))).rejects.toBe(
      offline,
    );
  });

  it('SHELL-054 an ad match also fetches its ad group to obtain the campaign id', async () => {
    const getAdGroupGlobal = vi.fn((id: number) =>
      id === 6007
        ? Promise.resolve({ data: { adGroupId: 6007, campaignId: 5009, accountId: 1003, name: 'Parent' } })
        : Promise.reject(problem(404)),
    );
    const fake = api({ getAdGroupGlobal, getAdGlobal: vi.fn(() => Promise.resolve({ data: ad })) });
    const results = await searchById(42, fake);
    expect(getAdGroupGlobal).toHaveBeenCalledWith(6007, expect.anything());
    expect(results).toEqual([
      { type: 'ad', id: 42, name: 'Coffee ad', accountId: 1003, campaignId: 5009, adGroupId: 6007 },
    ]);
    // The ad opens its campaign's review on its own ad group.
    expect(resultPath(results[0]!)).toBe('/advertiser/1003/campaign/5009/review?ad_group=6007');
  });

  it('SHELL-054 results lead to the campaign review, with ?ad_group= for an ad group', () => {
    expect(resultPath({ type: 'campaign', id: 5001, name: 'c', accountId: 1001, campaignId: 5001 })).toBe(
      '/advertiser/1001/campaign/5001/review',
    );
    expect(
      resultPath({ type: 'adGroup', id: 6001, name: 'g', accountId: 1001, campaignId: 5001, adGroupId: 6001 }),
    ).toBe('/advertiser/1001/campaign/5001/review?ad_group=6001');
  });
});
