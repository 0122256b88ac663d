/** The ads of an ad group with their redeeming merchants, creative and reward. */
import type { CampaignBuildSchemas } from '../../db/types';
import { SYMBOL } from '../catalog';
import { HOUR_MS, MINUTE_MS, REFERENCE_MS, utc } from '../clock';
import type { Brand } from '../context';
import type { Random } from '../random';
import { adCopyTemplateId } from '../reference';
import { inserted, updated, type BuildState, type Slot } from './state';
import { buildCreative, channelWords, money } from '../creatives';
import { buildReward, rewardValues, type RewardValues } from '../rewards';

type Campaign = CampaignBuildSchemas['Campaign'];
type AdGroup = CampaignBuildSchemas['AdGroup'];
type Ad = CampaignBuildSchemas['Ad'];
type Classification = CampaignBuildSchemas['PurchaseClassification'];
type RedeemingMerchants = CampaignBuildSchemas['RedeemingMerchants'];

function adName(symbol: string, values: RewardValues, classification: Classification, mccLabel: string): string {
  const pct = `${Math.round(values.percent * 100)}%`;
  const where = channelWords(classification);
  switch (values.model.type) {
    case 'SingleRewardPercentAmountBack':
      return `${pct} back ${where}`;
    case 'MultipleRewardPercentAmountBack':
      return `${pct} back on every visit`;
    case 'MinVisitSingleRewardPercentAmountBack':
      return `${values.visits} visits, ${pct} back`;
    case 'MinVisitSingleRewardFlatAmountBack':
      return `${values.visits} visits, ${money(symbol, values.amount)} back`;
    case 'MccSingleRewardPercentAmountBack':
      return `${pct} back on ${mccLabel}`;
    case 'MccSingleRewardFlatAmountBack':
      return `${money(symbol, values.amount)} back on ${mccLabel}`;
    case 'SingleRewardSpendXGetY':
    case 'SingleRewardSpendAccumulation':
      return `Spend ${money(symbol, values.minSpend)}, get ${money(symbol, values.amount)}`;
    case 'CustomRewardRedemption':
      return 'Custom redemption offer';
    default:
      return `${money(symbol, values.amount)} back on ${money(symbol, values.minSpend)}+`;
  }
}

function redeemingMerchantsOf(random: Random, brand: Brand, classification: Classification): RedeemingMerchants {
  const inStore = {
    id: brand.id * 100 + 1,
    name: `${brand.name} stores`,
    paymentChannel: null,
    productCategories: [],
    storeLocationSubType: null,
  };
  const online = {
    id: brand.id * 100 + 2,
    name: `${brand.name} online`,
    paymentChannel: random.pick(['App', 'Paypal', 'Google'] as const),
    productCategories: [],
    storeLocationSubType: null,
  };
  const segments: RedeemingMerchants['brands'][number]['storeSegments'] = { InStore: [], Online: [], Other: [] };
  let productCategoryAnnotations: RedeemingMerchants['productCategoryAnnotations'] = [];
  let purchaseChannelAnnotations: RedeemingMerchants['purchaseChannelAnnotations'] = [];
  switch (classification) {
    case 'InStore':
      segments.InStore.push(inStore);
      purchaseChannelAnnotations = ['InStoreOnly'];
      break;
    case 'Online':
      segments.Online.push(online);
      purchaseChannelAnnotations = ['OnlineOnly'];
      break;
    case 'GasPayAtPump':
      segments.InStore.push({
        ...inStore,
        name: `${brand.name} pumps`,
        productCategories: ['Fuel'],
        storeLocationSubType: 'PayAtPump',
      });
      productCategoryAnnotations = ['FuelOnly'];
      purchaseChannelAnnotations = ['PayAtPumpOnly'];
      break;
    case 'GasConvenience':
      segments.InStore.push({ ...inStore, productCategories: ['Fuel'], storeLocationSubType: 'Convenience' });
      productCategoryAnnotations = ['FuelOnly'];
      break;
    case 'SubscriptionAndOnline':
      segments.Online.push({ ...online, productCategories: ['Subscription'] });
      productCategoryAnnotations = ['SubscriptionOnly'];
      break;
    case 'MembershipAndOnline':
      segments.InStore.push({ ...inStore, productCategories: ['Membership'] });
      segments.Online.push({ ...online, productCategories: ['Membership'] });
      productCategoryAnnotations = ['MembershipOnly'];
      break;
    case 'Custom':
      segments.Other.push({
        id: brand.id * 100 + 3,
        name: `${brand.name} partner locations`,
        paymentChannel: 'GiftCard',
        productCategories: [],
        storeLocationSubType: null,
      });
      break;
    default:
      segments.InStore.push(inStore);
      segments.Online.push(online);
  }
  const overridden = random.chance(0.08);
  return {
    brands: [{ brandId: brand.id, brandName: brand.name, storeSegments: segments }],
    productCategoryAnnotations,
    purchaseChannelAnnotations: overridden ? ['UpTo10PercentBack'] : purchaseChannelAnnotations,
    isAnnotationOverridden: overridden,
  };
}

export function buildAds(
  state: BuildState,
  campaign: Campaign,
  adGroup: AdGroup,
  campaignBrand: Brand,
  slot: Slot,
): void {
  const { ctx, account, audit } = state;
  const { random, ids, db } = ctx;
  const count =
    slot.special === 'verification'
      ? 1
      : random.weighted<number>([
          [1, 50],
          [2, 35],
          [3, 15],
        ]);
  const symbol = SYMBOL[account.country];
  const names = new Set<string>();
  const mccLabel = account.def.vertical === 'airline' ? 'flights' : 'hotel stays';
  for (let index = 0; index < count; index++) {
    const example = slot.special === 'example' && adGroup.userPriorityOrder === 1 && index === 0;
    const brand = index === 0 || account.brands.length === 1 ? campaignBrand : random.pick(account.brands);
    const values = rewardValues(random, account, example);
    const classification: Classification = example ? 'InStore' : random.pick(account.vertical.classifications);
    let name = adName(symbol, values, classification, mccLabel);
    if (names.has(name)) name = `${name} – ${brand.name}`;
    for (let n = 2; names.has(name); n++) name = `${adName(symbol, values, classification, mccLabel)} (${n})`;
    names.add(name);

    const createMs = Date.parse(adGroup.createDateTime) + (index + 1) * random.int(2, 15) * MINUTE_MS;
    const created = utc(createMs);
    const user = adGroup.createUser;
    const adId = ids.take('ad');
    const creative = buildCreative(state, campaign, brand, values, classification, ids.take('creative'), adId);
    db.creatives.push(creative);
    const termsTemplate = random.chance(0.7) ? adCopyTemplateId('TermsAndConditions', creative.rewardType) : null;
    const ad: Ad = {
      accountId: account.id,
      adGroupId: adGroup.adGroupId,
      adId,
      adStatus: adGroup.adGroupStatus,
      brands: [brand.id],
      campaignType: campaign.campaignType,
      categories: random.some(account.vertical.categories, random.int(1, account.vertical.categories.length)),
      createDateTime: created,
      createUser: user,
      creativeId: creative.id,
      name,
      purchaseClassification: classification,
      termsAndConditionsTemplateId: termsTemplate,
      updateDateTime: created,
      updateUser: user,
    };
    db.ads.push(ad);
    db.rewards.push(buildReward(state, campaign, ad, values, classification, createMs + MINUTE_MS));
    db.redeemingMerchants.push({ adId, value: redeemingMerchantsOf(random, brand, classification) });

    audit.push(
      inserted('Ad', adId, user, created, {
        name,
        adStatus: 'Draft',
        creativeId: String(creative.id),
        purchaseClassification: classification,
      }),
    );
    if (random.chance(0.25)) {
      const at = Math.min(REFERENCE_MS - HOUR_MS, createMs + random.int(1, 48) * HOUR_MS);
      if (at > createMs) {
        ad.updateDateTime = utc(at);
        audit.push(updated('Ad', adId, user, ad.updateDateTime, ['name', `${name} (draft)`, name]));
      }
    }
  }
}
