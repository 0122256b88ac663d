import { describe, expect, it } from 'vitest';
import { rewardFormDefaults } from '@/features/rewards';
import { translate } from '@/i18n';
import type { AdCopyTemplate } from '@generated/advertiser-assets/model';
import type { RedeemingMerchantBrand, RedeemingMerchants } from '@generated/campaign-build/model';
import {
  adFieldOf,
  adFormSchema,
  adFormValues,
  adPatch,
  annotationOf,
  brandOptionsOf,
  creativeChanged,
  creativePayload,
  creativeValuesOf,
  CREATIVE_TEXTS,
  fillTemplate,
  merchantsSave,
  newBeacon,
  templatesFor,
  termsText,
  TERMS_TEXTS,
  type AdFormValues,
  type CreativeValues,
  type LoadedAd,
  type MerchantValues,
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

const brand = (
  brandId: number,
  inStore: number[],
  online: number[] = [],
  other: number[] = [],
): RedeemingMerchantBrand => ({
  brandId,
  brandName: `Brand ${brandId}`,
  storeSegments: {
    InStore: inStore.map((id) => ({ id, name: `Segment ${id}` })),
    Online: online.map((id) => ({ id, name: `Segment ${id}` })),
    Other: other.map((id) => ({ id, name: `Segment ${id}` })),
  },
});

describe('the starting values of the form', () => {
  it('AD-013 a new beacon is an empty click beacon without a beaconId', () => {
    expect(newBeacon()).toEqual({ beaconId: null, name: '', slot: 'ClickBeacon', url: '' });
  });

  it('AD-016 a new ad starts empty, in store, with every brand it may use and all their segments, no annotation', () => {
    const brands = [brand(101, [901]), brand(102, [902], [903])];
    const values = adFormValues(undefined, 'GB', NEW_REWARD, brands);
    expect(values).toEqual({
      name: '',
      brands: [101, 102],
      categories: [],
      purchaseClassification: 'InStore',
      termsAndConditionsTemplateId: null,
      creative: {
        country: 'GB',
        merchantName: '',
        rewardType: 'PercentBack',
        allowMultipleRewards: false,
        images: { logo: null, annotatedLogo: null, hero: null },
        texts: Object.fromEntries([...CREATIVE_TEXTS, ...TERMS_TEXTS].map((key) => [key, ''])),
        customTerms: false,
        callToAction: 'NoCallToAction',
        links: {
          callToActionLink: { text: '', url: '' },
          displayLink: { text: '', url: '' },
          link1: { text: '', url: '' },
          link2: { text: '', url: '' },
          link3: { text: '', url: '' },
          link4: { text: '', url: '' },
          link5: { text: '', url: '' },
        },
        beacons: [],
      },
      merchants: { brands, annotation: 'None' },
      reward: NEW_REWARD,
    });
    expect(values.merchants.brands[0]).not.toBe(brands[0]);
    expect(adFormValues(undefined, 'US', NEW_REWARD)).toMatchObject({ brands: [], merchants: { brands: [] } });
  });

  it('AD-001 a loaded ad without brands, categories or redeeming merchants starts with none', () => {
    const { brands: _brands, categories: _categories, ...ad } = LOADED.ad;
    const values = adFormValues({ ...LOADED, ad, merchants: undefined }, 'US', NEW_REWARD, [brand(102, [902])]);
    expect(values).toMatchObject({
      name: 'Ad',
      brands: [],
      categories: [],
      merchants: { brands: [], annotation: 'None' },
    });
  });

  it('AD-007 AD-011 AD-013 AD-015 a loaded creative: its country, links without text or url, beacons in id order, custom terms', () => {
    const creative = creativeValuesOf(
      {
        ...LOADED.creative!,
        country: 'GB',
        termsAndConditions: ' ',
        brandSpecificTermsAndConditions: 'Brand terms',
        link1: { url: 'https://acme.example' },
        link2: { text: 'Menu' },
        callToAction: 'ShopNow',
        beacons: [
          { beaconId: 12, id: 5, name: 'Late', slot: 'ImpressionBeacon', url: 'https://t.example/i' },
          { beaconId: 11, id: 2, name: 'Early', slot: 'ClickBeacon', url: 'https://t.example/c' },
        ],
      },
      'US',
    );
    expect(creative.country).toBe('GB');
    expect(creative.customTerms).toBe(true);
    expect(creative.callToAction).toBe('ShopNow');
    expect(creative.links.link1).toEqual({ text: '', url: 'https://acme.example' });
    expect(creative.links.link2).toEqual({ text: 'Menu', url: '' });
    expect(creative.beacons.map((beacon) => beacon.name)).toEqual(['Early', 'Late']);
    expect(before.customTerms).toBe(false);
    expect(
      creativeValuesOf({ ...LOADED.creative!, brandSpecificTermsAndConditions: 'Brand terms' }, 'US').customTerms,
    ).toBe(false);
  });

  it('AD-006 the annotation shown is the chosen one of either list, or None', () => {
    expect(annotationOf(undefined)).toBe('None');
    expect(
      annotationOf({ ...MERCHANTS, productCategoryAnnotations: ['None'], purchaseChannelAnnotations: ['OnlineOnly'] }),
    ).toBe('OnlineOnly');
    expect(annotationOf(MERCHANTS)).toBe('FuelOnly');
  });

  it('AD-004 the segments to choose from join the store segments with those the ad already has', () => {
    const store = [brand(101, [901], [905])];
    const joined = brandOptionsOf(store, {
      ...MERCHANTS,
      brands: [brand(101, [901, 902], [], [907]), brand(103, [930])],
    });
    expect(joined).toEqual([brand(101, [901, 902], [905], [907]), brand(103, [930])]);
    expect(store).toEqual([brand(101, [901], [905])]);
    expect(brandOptionsOf(store, undefined)).toEqual(store);
  });
});

describe('the creative body (AD-008, AD-011, AD-016)', () => {
  it('AD-008 AD-010 AD-011 trimmed values; empty texts, terms and links left out; a link with text or url alone is sent', () => {
    const creative = edit((c) => {
      c.merchantName = ' Acme Fuel ';
      c.images = { logo: null, annotatedLogo: { imageId: 9301, url: 'a.png' }, hero: { imageId: 9302, url: 'h.png' } };
      c.texts.headline = ' Fuel up ';
      c.texts.marketingCopy = '   ';
      c.texts.termsAndConditions = ' ';
      c.links.displayLink = { text: ' Acme ', url: '' };
      c.links.link1 = { text: '', url: ' https://acme.example ' };
      c.links.link2 = { text: ' ', url: ' ' };
      c.links.callToActionLink = { text: 'ignored', url: 'https://acme.example/cta' };
      c.beacons = [{ beaconId: 11, name: 'Click tracker', slot: 'ClickBeacon', url: ' https://t.example/c ' }];
    });
    expect(creativePayload(1001, creative)).toEqual({
      accountId: 1001,
      creativeVersion: 3,
      country: 'US',
      merchantName: 'Acme Fuel',
      rewardType: 'PercentBack',
      allowMultipleRewards: false,
      logoId: null,
      annotatedLogoId: 9301,
      heroId: 9302,
      headline: 'Fuel up',
      displayLink: { text: 'Acme', url: '' },
      link1: { text: '', url: 'https://acme.example' },
      beacons: [{ beaconId: 11, name: 'Click tracker', slot: 'ClickBeacon', url: 'https://t.example/c' }],
    });
    expect(creativePayload(1001, before)).toMatchObject({ logoId: 9201, annotatedLogoId: null, heroId: null });
  });

  it('AD-016 a call to action sends its English label and the trimmed url; no call to action sends none', () => {
    const shop = edit((c) => {
      c.callToAction = 'ShopNow';
      c.links.callToActionLink = { text: '', url: ' https://acme.example/shop ' };
    });
    expect(creativePayload(1001, shop).callToActionLink).toEqual({
      text: 'Shop Now',
      url: 'https://acme.example/shop',
    });
    const none = edit((c) => (c.links.callToActionLink = { text: 'Shop', url: 'https://acme.example/shop' }));
    expect(creativePayload(1001, none)).not.toHaveProperty('callToActionLink');
  });
});

describe('the patch of an edited ad (AD-001)', () => {
  const values = adFormValues(LOADED, 'US', NEW_REWARD);

  it('AD-001 only the changed fields are sent, the name trimmed; unchanged values send an empty patch', () => {
    expect(adPatch(LOADED.ad, values, undefined)).toStrictEqual({});
    expect(adPatch(LOADED.ad, { ...values, name: ' Ad ' }, 2001)).toEqual({});
    expect(
      adPatch(
        LOADED.ad,
        { ...values, name: ' Renamed ', brands: [101, 102], categories: [], purchaseClassification: 'Online' },
        2002,
      ),
    ).toEqual({
      name: 'Renamed',
      brands: [101, 102],
      categories: [],
      purchaseClassification: 'Online',
      creativeId: 2002,
    });
  });

  it('AD-001 AD-015 a template chosen, or dropped by custom terms, is sent; an ad without brands or categories compares as none', () => {
    expect(adPatch(LOADED.ad, { ...values, termsAndConditionsTemplateId: 31 }, undefined)).toEqual({
      termsAndConditionsTemplateId: 31,
    });
    const templated = { ...LOADED.ad, termsAndConditionsTemplateId: 31 };
    const custom: AdFormValues = {
      ...values,
      termsAndConditionsTemplateId: 31,
      creative: { ...values.creative, customTerms: true },
    };
    expect(adPatch(templated, custom, undefined)).toEqual({ termsAndConditionsTemplateId: null });
    const { brands: _brands, categories: _categories, termsAndConditionsTemplateId: _template, ...bare } = LOADED.ad;
    expect(adPatch(bare, { ...values, brands: [], categories: [] }, undefined)).toEqual({});
  });
});

describe('the redeeming merchants body (AD-004, AD-006, AD-047)', () => {
  const stored: MerchantValues = {
    brands: [brand(101, [901, 902], [911, 912], [921, 922]), brand(102, [931])],
    annotation: 'None',
  };

  it('AD-047 the same segments in another order, or the brands in another order, are no change', () => {
    const reordered: MerchantValues = {
      brands: [brand(102, [931]), brand(101, [902, 901], [912, 911], [922, 921])],
      annotation: 'None',
    };
    expect(merchantsSave(stored, reordered)).toEqual({ kind: 'none' });
  });

  it.each<[string, MerchantValues['brands']]>([
    ['in store', [brand(101, [901, 903], [911, 912], [921, 922]), brand(102, [931])]],
    ['online', [brand(101, [901, 902], [911, 913], [921, 922]), brand(102, [931])]],
    ['other', [brand(101, [901, 902], [911, 912], [921, 923]), brand(102, [931])]],
  ])('AD-047 a segment swapped for another %s is a change', (_channel, brands) => {
    expect(merchantsSave(stored, { brands, annotation: 'None' })).toMatchObject({ kind: 'replace' });
  });

  it('AD-004 AD-047 a replacement sends the segments in id order and keeps the annotation not overridden when it is unchanged', () => {
    const next: MerchantValues = { brands: [brand(101, [902, 901, 903], [912, 911], [922, 921])], annotation: 'None' };
    expect(merchantsSave(stored, next)).toEqual({
      kind: 'replace',
      body: {
        brands: [brand(101, [901, 902, 903], [911, 912], [921, 922])],
        productCategoryAnnotations: [],
        purchaseChannelAnnotations: [],
        isAnnotationOverridden: false,
      },
    });
  });

  it('AD-006 NS-57 a first save: a product category annotation goes to its list and is overridden; None is not', () => {
    expect(merchantsSave(undefined, { brands: [], annotation: 'FuelOnly' })).toEqual({ kind: 'none' });
    expect(merchantsSave(undefined, { brands: [brand(101, [901])], annotation: 'FuelOnly' })).toEqual({
      kind: 'create',
      body: {
        brands: [brand(101, [901])],
        productCategoryAnnotations: ['FuelOnly'],
        purchaseChannelAnnotations: [],
        isAnnotationOverridden: true,
      },
    });
    expect(merchantsSave(undefined, { brands: [brand(101, [901])], annotation: 'None' })).toMatchObject({
      kind: 'create',
      body: { productCategoryAnnotations: [], purchaseChannelAnnotations: [], isAnnotationOverridden: false },
    });
  });
});

describe('templates (NS-54)', () => {
  const template = (id: number, patch: Partial<AdCopyTemplate> = {}): AdCopyTemplate => ({
    id,
    template: `Template ${id}`,
    description: '',
    slot: 'Headline',
    rewardType: 'PercentBack',
    allowMultipleRewards: false,
    ...patch,
  });

  it('AD-018 only the templates of the slot, reward type and multiple-rewards flag are offered', () => {
    const templates = [
      template(1),
      template(2, { slot: 'MarketingCopy' }),
      template(3, { rewardType: 'FlatAmountBack' }),
      template(4, { allowMultipleRewards: true }),
      template(5),
    ];
    const ids = (slot: AdCopyTemplate['slot'], creative: Pick<CreativeValues, 'rewardType' | 'allowMultipleRewards'>) =>
      templatesFor(templates, slot, creative).map((found) => found.id);
    expect(ids('Headline', { rewardType: 'PercentBack', allowMultipleRewards: false })).toEqual([1, 5]);
    expect(ids('MarketingCopy', { rewardType: 'PercentBack', allowMultipleRewards: false })).toEqual([2]);
    expect(ids('Headline', { rewardType: 'FlatAmountBack', allowMultipleRewards: false })).toEqual([3]);
    expect(ids('Headline', { rewardType: 'PercentBack', allowMultipleRewards: true })).toEqual([4]);
  });
});

describe('the form schema (part 2 §5)', () => {
  const valid = (): AdFormValues => {
    const values = structuredClone(adFormValues(LOADED, 'US', NEW_REWARD));
    values.brands = [101, 102];
    values.creative.images.annotatedLogo = { imageId: 9301, url: 'https://img.example/a.png' };
    values.creative.images.hero = { imageId: 9302, url: 'https://img.example/h.png' };
    values.creative.links.link1 = { text: 'Menu', url: 'https://acme.example/menu' };
    return values;
  };
  const problems = (change: (values: AdFormValues) => void) => {
    const values = valid();
    change(values);
    return (adFormSchema().safeParse(values).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('accepts the values of a loaded ad and keeps every value it checks', () => {
    const values = valid();
    expect(adFormSchema().safeParse(values)).toEqual({ success: true, data: values });
    expect(problems((v) => (v.creative.country = 'GB'))).toEqual([]);
  });

  it.each<[string, (values: AdFormValues) => void, string, string]>([
    ['no name', (v) => (v.name = ' '), 'name', translate('adsmanager.FIELD_REQUIRED')],
    [
      'a long name',
      (v) => (v.name = 'n'.repeat(256)),
      'name',
      translate('adsmanager.FIELD_MAX_LENGTH', { count: 255 }),
    ],
    ['no brand', (v) => (v.brands = []), 'brands', translate('adsmanager.AD_BRANDS_REQUIRED')],
    [
      'a long merchant name',
      (v) => (v.creative.merchantName = 'm'.repeat(101)),
      'creative.merchantName',
      translate('adsmanager.FIELD_MAX_LENGTH', { count: 100 }),
    ],
    [
      'a long headline',
      (v) => (v.creative.texts.headline = 'h'.repeat(256)),
      'creative.texts.headline',
      translate('adsmanager.FIELD_MAX_LENGTH', { count: 255 }),
    ],
    [
      'a link that is not http(s)',
      (v) => (v.creative.links.link2 = { text: 'Menu', url: 'ftp://acme.example' }),
      'creative.links.link2.url',
      translate('adsmanager.AD_LINK_INVALID'),
    ],
  ])('AD-011 %s is refused at its field with its message', (_name, change, path, message) => {
    expect(problems(change)).toEqual([[path, message]]);
  });

  it('AD-007 the country is US or GB', () => {
    expect(problems((v) => (v.creative.country = 'FR' as 'US')).map(([path]) => path)).toEqual(['creative.country']);
  });

  it('AD-019 reward details of 1000 characters pass, 1001 are refused with the copy-too-long message', () => {
    expect(problems((v) => (v.creative.texts.rewardCopy = 'r'.repeat(1000)))).toEqual([]);
    expect(problems((v) => (v.creative.texts.rewardCopy = 'r'.repeat(1001)))).toEqual([
      ['creative.texts.rewardCopy', translate('adsmanager.ERROR_COPY_TOO_LONG')],
    ]);
  });

  const beaconUrl = (url: string) =>
    problems((v) => (v.creative.beacons = [{ beaconId: null, name: 'Pixel', slot: 'ImpressionBeacon', url }]));
  const beaconMessage = translate('adsmanager.AD_BEACON_URL_INVALID', { max: 2048 });

  it.each(['https://t.example', 'https://t.example/c?x=1#y', `https://t.example/${'p'.repeat(2048 - 18)}`])(
    'AD-013 the beacon url %s is accepted',
    (url) => {
      expect(url.length).toBeLessThanOrEqual(2048);
      expect(beaconUrl(url)).toEqual([]);
    },
  );

  it.each([
    'http://t.example/c',
    'https://t.example/a b',
    'https://[bad',
    'https:///path',
    `https://t.example/${'p'.repeat(2049 - 18)}`,
  ])('AD-013 the beacon url %s is refused with the limit in the message', (url) => {
    expect(beaconUrl(url)).toEqual([['creative.beacons.0.url', beaconMessage]]);
    expect(beaconMessage).toContain('2048');
  });

  it('AD-013 a beacon needs a name', () => {
    expect(problems((v) => (v.creative.beacons = [{ ...newBeacon(), url: 'https://t.example/c' }]))).toEqual([
      ['creative.beacons.0.name', translate('adsmanager.FIELD_REQUIRED')],
    ]);
  });
});

describe('where a server 400 is shown', () => {
  it.each([
    ['headline', 'creative.texts.headline'],
    ['creative.rewardCopy', 'creative.texts.rewardCopy'],
    ['data.creative.thankYouMessage', 'creative.texts.thankYouMessage'],
    ['merchantName', 'creative.merchantName'],
    ['creative.merchantName', 'creative.merchantName'],
    ['name', 'name'],
    ['ad.purchaseClassification', 'purchaseClassification'],
    ['minSpend', 'reward.minSpend'],
    ['beacons.12.url', 'creative.beacons.12.url'],
    ['creative.beacons.1.url', undefined],
    ['beacons.1.url.extra', undefined],
    ['unknown', undefined],
  ])('AD-010 AD-013 %s is shown at %s', (serverField, formField) => {
    expect(adFieldOf(serverField)).toBe(formField);
  });
});
