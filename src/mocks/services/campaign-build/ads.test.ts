import { describe, expect, it } from 'vitest';
import { CreateCreativeResponse } from '@generated/ads-manager/ads-manager.zod';
import { GetCreativeResponse } from '@generated/advertiser-assets/advertiser-assets.zod';
import {
  CreateAdResponse,
  GetBrandStoreSegmentsResponse,
  GetRedeemingMerchantsResponse,
} from '@generated/campaign-build/campaign-build.zod';
import { expectProblem, parsed, unchanged, withTestBackend } from '../../server/testing';
import { adsFixture } from '../../fixtures/ads';
import { MANAGER, US, V7 } from '../../fixtures/campaign-build';

const stack = withTestBackend(adsFixture);
const key = (value: string) => ({ 'Idempotency-Key': value });

describe('ads, redeeming merchants and store segments as the spec defines them', () => {
  it('AD-001 AD-002 an ad answers its fields; purchaseClassification is one of the eight, anything else is a 400', async () => {
    const ad = parsed(
      CreateAdResponse,
      await stack.call('POST', `${V7}/accounts/${US}/ads`, {
        as: MANAGER,
        headers: key('ad-spec-1'),
        body: {
          name: 'Spec ad',
          adGroupId: 6001,
          brands: [101],
          categories: [21],
          purchaseClassification: 'GasPayAtPump',
        },
      }),
    );
    expect(Object.keys(ad)).toEqual(
      expect.arrayContaining([
        'accountId',
        'adGroupId',
        'adId',
        'adStatus',
        'brands',
        'categories',
        'createDateTime',
        'createUser',
        'name',
        'purchaseClassification',
        'termsAndConditionsTemplateId',
        'updateDateTime',
        'updateUser',
        'campaignType',
      ]),
    );
    expect(ad).toMatchObject({ purchaseClassification: 'GasPayAtPump', termsAndConditionsTemplateId: null });
    const refused = await unchanged(stack, () =>
      stack.call('POST', `${V7}/accounts/${US}/ads`, {
        as: MANAGER,
        headers: key('ad-spec-2'),
        body: { name: 'Bad', adGroupId: 6001, purchaseClassification: 'Anywhere' },
      }),
    );
    expectProblem(refused, 400, { field: 'purchaseClassification' });
  });

  it('AD-004 AD-005 redeeming merchants are grouped by brand with segments per purchase channel; unknown channel values are a 400', async () => {
    const merchants = parsed(
      GetRedeemingMerchantsResponse,
      await stack.call('GET', `${V7}/ads/7001/redeemingmerchants`, { as: MANAGER }),
    );
    expect(merchants).toEqual({
      brands: [
        {
          brandId: 101,
          brandName: 'Acme Fuel',
          storeSegments: { InStore: [{ id: 901, name: 'Acme gas stations' }], Online: [], Other: [] },
        },
      ],
      productCategoryAnnotations: ['FuelOnly'],
      purchaseChannelAnnotations: ['None'],
      isAnnotationOverridden: false,
    });
    const segment = {
      id: 902,
      name: 'Acme app',
      paymentChannel: 'App',
      productCategories: ['Fuel', 'Membership', 'Subscription'],
      storeLocationSubType: 'PayAtPump',
    };
    const body = {
      ...merchants,
      brands: [{ ...merchants.brands[0], storeSegments: { InStore: [], Online: [segment], Other: [] } }],
    };
    expect(
      (await stack.call('PUT', `${V7}/accounts/${US}/ads/7001/redeemingmerchants`, { as: MANAGER, body })).status,
    ).toBe(200);
    for (const [field, value] of [
      ['paymentChannel', 'Cheque'],
      ['storeLocationSubType', 'Mall'],
      ['productCategories', ['Groceries']],
    ] as const) {
      const wrong = {
        ...body,
        brands: [
          { ...body.brands[0], storeSegments: { InStore: [], Online: [{ ...segment, [field]: value }], Other: [] } },
        ],
      };
      const answer = await unchanged(stack, () =>
        stack.call('PUT', `${V7}/accounts/${US}/ads/7001/redeemingmerchants`, { as: MANAGER, body: wrong }),
      );
      expect(answer.status).toBe(400);
    }
  });

  it('the store segments of a brand answer its stores and online shop', async () => {
    const brand = parsed(
      GetBrandStoreSegmentsResponse,
      await stack.call('GET', `${V7}/accounts/${US}/brands/101/storesegments`, { as: MANAGER }),
    );
    expect(brand).toMatchObject({
      brandId: 101,
      brandName: 'Acme Fuel',
      storeSegments: { InStore: [{ id: 10101 }], Online: [{ id: 10102 }], Other: [] },
    });
  });
});

describe('creatives as the spec defines them', () => {
  it('AD-007 AD-009 AD-010 AD-012 AD-014 a created creative reads back (version 3) with its reward type, texts as ad copy by slot and images by slot', async () => {
    const created = parsed(
      CreateCreativeResponse,
      await stack.call('POST', '/api/v1/ads-manager/creatives', {
        as: MANAGER,
        headers: key('creative-spec-1'),
        body: {
          accountId: US,
          creativeVersion: 3,
          country: 'US',
          merchantName: 'Acme Fuel',
          rewardType: 'SpendXGetY',
          allowMultipleRewards: true,
          logoId: 9201,
          heroId: 9202,
          headline: 'Spend 50, get 5',
          rewardCopy: 'Spend $50, get $5 back',
          marketingCopy: 'Fill up',
          termsAndConditions: 'Terms',
          brandSpecificTermsAndConditions: 'Brand terms',
          rewardTypeTermsAndConditions: 'Type terms',
          preMessage: 'Pre',
          shortPreMessage: 'Short',
          thankYouMessage: 'Thanks',
          link1: { text: 'Stations', url: 'https://acme-fuel.example/stations' },
        },
      }),
    );
    const creative = parsed(
      GetCreativeResponse,
      await stack.call('GET', `/api/v2/advertiser-assets/creatives/${String(created.id)}?creativeVersion=3`, {
        as: MANAGER,
      }),
    );
    expect(creative).toMatchObject({
      accountId: US,
      country: 'US',
      creativeVersion: 3,
      rewardType: 'SpendXGetY',
      allowMultipleRewards: true,
      logoId: 9201,
      heroId: 9202,
      annotatedLogoId: null,
      logoImage: { primary: { imageId: 9201 } },
      heroImage: { primary: { imageId: 9202 } },
    });
    expect(creative.adCopy.map((copy) => copy.slot).sort()).toEqual([
      'BrandSpecificTermsAndConditions',
      'Headline',
      'MarketingCopy',
      'PreMessage',
      'RewardDetails',
      'RewardTypeTermsAndConditions',
      'ShortPreMessage',
      'TermsAndConditions',
      'ThankYouMessage',
    ]);
    expect(creative.images.map((image) => [image.slot, image.imageId])).toEqual([
      ['Logo', 9201],
      ['HeroImage', 9202],
    ]);
    expect(creative.links).toEqual([expect.objectContaining({ slot: 'Link1', text: 'Stations' })]);
    const wrongType = await stack.call('POST', '/api/v1/ads-manager/creatives', {
      as: MANAGER,
      headers: key('creative-spec-2'),
      body: {
        accountId: US,
        creativeVersion: 3,
        country: 'US',
        merchantName: 'X',
        rewardType: 'Cashback',
        allowMultipleRewards: false,
      },
    });
    expectProblem(wrongType, 400, { field: 'rewardType' });
  });

  it('AD-008 AD-013 versions 1 to 3 are read; a beacon is {beaconId, id, name, slot, url}; version 4 is a 400', async () => {
    const creative = parsed(
      GetCreativeResponse,
      await stack.call('GET', '/api/v2/advertiser-assets/creatives/2002?creativeVersion=1', {
        as: 'ada.admin@cardlinked.example',
      }),
    );
    expect(creative.creativeVersion).toBe(1);
    expect(creative.beacons).toEqual([
      { beaconId: 1, id: 1, name: 'Click tracker', slot: 'ClickBeacon', url: 'https://beacons.example/c' },
    ]);
    expectProblem(
      await stack.call('GET', '/api/v2/advertiser-assets/creatives/2001?creativeVersion=4', { as: MANAGER }),
      400,
    );
  });
});
