import { describe, expect, it } from 'vitest';
import type { AdGroupReview, AdReview } from '@generated/ads-manager/model';
import { adRun, feeLine, hasDelivered, locationsLine, pacing, pacingWord } from './run-rules';

const image = (slot: 'Logo' | 'HeroImage', externalUrl: string) => ({
  externalUrl,
  id: 1,
  imageId: 1,
  slot,
  sourceImage: null,
  versions: [],
});
const ad = (images: ReturnType<typeof image>[], headline?: string) =>
  ({ adId: 7001, creative: { images, headline } }) as unknown as AdReview;

const fee = (patch: Partial<NonNullable<AdGroupReview['fee']>>): AdGroupReview => ({
  adGroupId: 6001,
  fee: {
    pricingModelId: 1,
    accountId: 1001,
    adGroupId: 6001,
    currency: 'USD',
    createDateTime: '2026-01-01T00:00:00Z',
    createUser: 'a',
    updateDateTime: '2026-01-01T00:00:00Z',
    updateUser: 'a',
    ...patch,
  },
});
const place = (name: string, id: number) => ({ compositeId: `DMA|${String(id)}`, geoType: 'DMA' as const, id, name });
const withLocations = (include: string[], exclude: string[] = []): AdGroupReview => ({
  adGroupId: 6001,
  audience: {
    accountId: 1001,
    audienceId: 8001,
    name: 'A',
    audienceSegmentationTypeId: 1,
    selectedSegmentIds: [],
    customAudiences: { include: [], exclude: [] },
    locations: { include: include.map(place), exclude: exclude.map(place), count: include.length },
    createDateTime: '2026-01-01T00:00:00Z',
    createUser: 'a',
    updateDateTime: '2026-01-01T00:00:00Z',
    updateUser: 'a',
  },
});

describe('what will run (issue 28 point 4, NS-93)', () => {
  it('the fee reads with the money and percent formatters, with its cap; none says "No fee"', () => {
    expect(feeLine(fee({ feePercent: 0.125 }), 'en-US')).toBe('Percent fee 12.5%');
    expect(feeLine(fee({ feeAmount: 1.5, feeCap: 5000 }), 'en-US')).toBe('Flat fee $1.50, capped at $5,000.00');
    expect(feeLine(fee({ targetRoas: 4 }), 'en-US')).toBe('Target ROAS 4');
    expect(feeLine(fee({ currency: 'GBP', feeAmount: 2 }), 'en-GB')).toBe('Flat fee £2.00');
    expect(feeLine(undefined, 'en-US')).toBe('No fee');
    expect(feeLine(fee({}), 'en-US')).toBe('No fee');
  });

  it('locations name the first three, count the rest and say what is excluded; none is everywhere', () => {
    expect(locationsLine(withLocations([]))).toBe('Everywhere in the campaign’s country');
    expect(locationsLine(undefined)).toBe('Everywhere in the campaign’s country');
    expect(locationsLine(withLocations(['Boston', 'Chicago']))).toBe('Boston, Chicago');
    expect(locationsLine(withLocations(['A', 'B', 'C', 'D', 'E'], ['Queens']))).toBe(
      'A, B, C and 2 more; except Queens',
    );
  });

  it('only http(s) pictures are shown: javascript:, data: and relative addresses are not', () => {
    const picture = (url: string) => adRun(ad([image('HeroImage', url)]), []).imageUrl;
    expect(picture('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(picture('HTTP://cdn.example/a.png')).toBe('http://cdn.example/a.png');
    expect(picture('javascript:alert(1)')).toBeUndefined();
    expect(picture('data:image/png;base64,AAAA')).toBeUndefined();
    expect(picture('/images/1/a.png')).toBeUndefined();
    expect(adRun(ad([]), []).imageUrl).toBeUndefined();
  });

  it('an ad shows its hero picture, else its logo; a creative without a web picture or headline shows none', () => {
    expect(
      adRun(ad([image('Logo', 'https://x/logo.png'), image('HeroImage', 'https://x/hero.png')]), []).imageUrl,
    ).toBe('https://x/hero.png');
    expect(adRun(ad([image('Logo', 'https://x/logo.png')]), []).imageUrl).toBe('https://x/logo.png');
    expect(adRun(ad([image('HeroImage', 'javascript:alert(1)')], '  '), [])).toEqual({
      imageUrl: undefined,
      headline: undefined,
      reward: undefined,
      redemption: undefined,
    });
  });

  it('a campaign has delivered once live or ended after its start; pacing compares spend with the budget spread over its days', () => {
    const now = new Date('2026-03-11T00:00:00Z');
    const run = { budget: 1000, startDateTime: '2026-03-01T00:00:00Z', endDateTime: '2026-03-21T00:00:00Z' };
    expect(hasDelivered({ campaignStatus: 'Active', startDateTime: run.startDateTime }, now)).toBe(true);
    expect(hasDelivered({ campaignStatus: 'Inactive', startDateTime: run.startDateTime }, now)).toBe(true);
    expect(hasDelivered({ campaignStatus: 'Scheduled', startDateTime: run.startDateTime }, now)).toBe(false);
    expect(hasDelivered({ campaignStatus: 'Active', startDateTime: '2026-04-01T00:00:00Z' }, now)).toBe(false);
    // Half-way, $500 is planned: $500 is on pace, $600 ahead, $400 behind.
    expect(pacing(run, 500, now)).toBeCloseTo(1);
    expect(pacingWord(pacing(run, 600, now) ?? 0)).toBe('ahead');
    expect(pacingWord(pacing(run, 400, now) ?? 0)).toBe('behind');
    expect(pacingWord(pacing(run, 520, now) ?? 0)).toBe('onPace');
    // After the end the whole budget is planned.
    expect(pacing(run, 1000, new Date('2026-05-01T00:00:00Z'))).toBeCloseTo(1);
    expect(pacing({ ...run, budget: 0 }, 10, now)).toBeUndefined();
    expect(pacing(run, 10, new Date('2026-02-01T00:00:00Z'))).toBeUndefined();
  });
});
