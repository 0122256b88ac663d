import { describe, expect, it } from 'vitest';
import { rewardFormDefaults } from '@/features/rewards';
import type { RedeemingMerchants } from '@generated/campaign-build/model';
import {
  adFieldOf,
  adFormValues,
  adPatch,
  creativeChanged,
  creativePayload,
  fillTemplate,
  merchantsSave,
  termsText,
  type CreativeValues,
  type LoadedAd,
} from './ad-form-rules';

const MERCHANTS: RedeemingMerchants = {
  brands: [
    {
      brandId: 101,
      brandName: 'Acme Fuel',
      storeSegments: { InStore: [{ id: 901, name: 'Acme gas stations' }], Online: [], Other: [] },
    },
  ],
  productCategoryAnnotations: ['FuelOnly'],
  purchaseChannelAnnotations: [],
  isAnnotationOverridden: false,
};

const LOADED: LoadedAd = {
  ad: {
    accountId: 1001,
    adGroupId: 6001,
    adId: 7001,
    adStatus: 'Active',
    campaignType: 'FIXED_CLO',
    name: 'Ad',
    brands: [101],
    categories: [21],
    creativeId: 2001,
    purchaseClassification: 'InStore',
    termsAndConditionsTemplateId: null,
    createDateTime: '2026-01-05T10:00:00Z',
    createUser: 'a@example.com',
    updateDateTime: '2026-01-05T10:00:00Z',
    updateUser: 'a@example.com',
  },
  creative: {
    id: 2001,
    accountId: 1001,
    country: 'US',
    creativeVersion: 3,
    merchantName: 'Acme Fuel',
    rewardType: 'PercentBack',
    allowMultipleRewards: false,
    headline: 'Fuel up',
    termsAndConditions: 'Standard terms',
    adCopy: [],
    beacons: [{ beaconId: 11, id: 1, name: 'Click tracker', slot: 'ClickBeacon', url: 'https://t.example/c' }],
    images: [{ externalUrl: 'https://img.example/1.png', id: 1, imageId: 9201, slot: 'Logo', versions: [] }],
    links: [],
  },
  merchants: MERCHANTS,
  reward: undefined,
};
const NEW_REWARD = rewardFormDefaults('USD', new Date('2026-03-01T12:00:00Z'));

const before = adFormValues(LOADED, 'US', NEW_REWARD).creative;
const edit = (change: (creative: CreativeValues) => void) => {
  const after = structuredClone(before);
  change(after);
  return after;
};

describe('the creative of an edit (part 2 §4)', () => {
  it('AD-045 an unchanged creative keeps its id; a change of name, ad group fields or merchants alone creates none', () => {
    expect(creativeChanged(1001, before, structuredClone(before))).toBe(false);
    const values = adFormValues(LOADED, 'US', NEW_REWARD);
    expect(adPatch(LOADED.ad, { ...values, name: 'Renamed' }, LOADED.ad.creativeId)).toEqual({ name: 'Renamed' });
  });

  it.each<[string, (creative: CreativeValues) => void]>([
    ['an image', (c) => (c.images.hero = { imageId: 9202, url: 'https://img.example/2.png' })],
    ['the merchant name', (c) => (c.merchantName = 'Acme Fuel & Snacks')],
    ['the country', (c) => (c.country = 'GB')],
    ['the reward type', (c) => (c.rewardType = 'FlatAmountBack')],
    ['allowMultipleRewards', (c) => (c.allowMultipleRewards = true)],
    ['a text', (c) => (c.texts.thankYouMessage = 'Thanks!')],
    ['a link', (c) => (c.links.link3 = { text: 'Menu', url: 'https://acme.example/menu' })],
    ['the call to action', (c) => (c.callToAction = 'ShopNow')],
    [
      'a beacon added',
      (c) => c.beacons.push({ beaconId: null, name: 'Pixel', slot: 'ImpressionBeacon', url: 'https://p.example/i' }),
    ],
    ['a beacon removed', (c) => (c.beacons = [])],
    ['a beacon’s name', (c) => (c.beacons = c.beacons.map((beacon) => ({ ...beacon, name: 'Clicks' })))],
    ['a beacon’s slot', (c) => (c.beacons = c.beacons.map((beacon) => ({ ...beacon, slot: 'ThirdPartyBeacon' })))],
    ['a beacon’s url', (c) => (c.beacons = c.beacons.map((beacon) => ({ ...beacon, url: 'https://t.example/click' })))],
  ])('AD-045 a change of %s creates a new creative', (_name, change) => {
    expect(creativeChanged(1001, before, edit(change))).toBe(true);
  });
});

describe('the creative body', () => {
  it('AD-008 AD-015 version 3; the terms in use only: standard, or custom when flagged custom', () => {
    expect(creativePayload(1001, before)).toMatchObject({ creativeVersion: 3, termsAndConditions: 'Standard terms' });
    const custom = edit((c) => {
      c.customTerms = true;
      c.texts.brandSpecificTermsAndConditions = 'Brand terms';
    });
    expect(termsText(custom)).toBe('Brand terms');
    expect(termsText(before)).toBe('Standard terms');
    const body = creativePayload(1001, custom);
    expect(body.brandSpecificTermsAndConditions).toBe('Brand terms');
    expect(body).not.toHaveProperty('termsAndConditions');
  });
});

describe('the beacons of the creative (AD-013)', () => {
  it('AD-013 a kept beacon is sent with its beaconId, a new one without; none leaves the list out', () => {
    const added = edit((c) =>
      c.beacons.push({ beaconId: null, name: ' Pixel ', slot: 'ImpressionBeacon', url: 'https://p.example/i' }),
    );
    expect(creativePayload(1001, added).beacons).toEqual([
      { beaconId: 11, name: 'Click tracker', slot: 'ClickBeacon', url: 'https://t.example/c' },
      { name: 'Pixel', slot: 'ImpressionBeacon', url: 'https://p.example/i' },
    ]);
    expect(
      creativePayload(
        1001,
        edit((c) => (c.beacons = [])),
      ),
    ).not.toHaveProperty('beacons');
  });

  it('AD-013 a server 400 on a beacon’s field is shown at that beacon’s field (a refused beaconId at its name)', () => {
    expect(adFieldOf('beacons.1.url')).toBe('creative.beacons.1.url');
    expect(adFieldOf('beacons.0.slot')).toBe('creative.beacons.0.slot');
    expect(adFieldOf('beacons.2.beaconId')).toBe('creative.beacons.2.name');
  });
});

describe('the redeeming merchants on save (part 2 §4, NS-57)', () => {
  const stored = adFormValues(LOADED, 'US', NEW_REWARD).merchants;

  it('AD-047 unchanged settings are not sent', () => {
    expect(merchantsSave(stored, structuredClone(stored))).toEqual({ kind: 'none' });
  });

  it('AD-047 NS-57 a changed segment or annotation replaces them (PUT); an ad without any POSTs its first', () => {
    const added = structuredClone(stored);
    added.brands[0]?.storeSegments.Online.push({ id: 10102, name: 'Acme Fuel online' });
    expect(merchantsSave(stored, added)).toMatchObject({ kind: 'replace' });
    const annotated = { ...structuredClone(stored), annotation: 'UpTo10PercentBack' as const };
    expect(merchantsSave(stored, annotated)).toMatchObject({
      kind: 'replace',
      body: {
        productCategoryAnnotations: [],
        purchaseChannelAnnotations: ['UpTo10PercentBack'],
        isAnnotationOverridden: true,
      },
    });
    expect(merchantsSave(undefined, stored)).toMatchObject({ kind: 'create', body: { brands: MERCHANTS.brands } });
  });
});

describe('templates (NS-54)', () => {
  it('AD-017 the editable reward fields Amount, ExpirationDate, MerchantName, MinSpend, RedemptionEndDate and RewardCap fill their placeholders; others stay', () => {
    const template =
      '{rewardAmount} back at {merchantName} on {minSpend}+, up to {rewardCap}, by {redemptionEndDate} (expires {expirationDate}); {rewardPercent}%';
    expect(
      fillTemplate(template, {
        Amount: '$5',
        MerchantName: 'Acme Fuel',
        MinSpend: '$25',
        RewardCap: '$50',
        RedemptionEndDate: 'June 30, 2026',
        ExpirationDate: 'July 31, 2026',
      }),
    ).toBe('$5 back at Acme Fuel on $25+, up to $50, by June 30, 2026 (expires July 31, 2026); {rewardPercent}%');
    expect(fillTemplate(template, { MerchantName: '' })).toBe(template);
  });
});
