/** The ad groups of a campaign with their audience, targeting criteria (ad-targeting) and fee. */
import type { AdTargetingSchemas, CampaignBuildSchemas } from '../../db/types';
import { COUNTRY_IDS, DMAS, GB_REGIONS, institutionsOf } from '../catalog';
import { HOUR_MS, MINUTE_MS, REFERENCE_MS, utc } from '../clock';
import { segmentKey, type Brand, type RichAccount } from '../context';
import type { Random } from '../random';
import { BASE_TYPES, SEGMENT_NAMES } from '../reference';
import { countryLocation, dmaLocation, regionLocation } from '../targeting';
import { buildAds } from './ads';
import { inserted, SCHEDULER_USER, updated, type BuildState, type Slot, type Timeline } from './state';

type Campaign = CampaignBuildSchemas['Campaign'];
type AdGroup = CampaignBuildSchemas['AdGroup'];
type Location = CampaignBuildSchemas['Location'];

const PERCENT_FEE_MODELS: readonly string[] = ['CPS', 'CPR', 'CPT'];

function locationsOf(random: Random, account: RichAccount): Location[] {
  if (account.country === 'US') {
    if (random.chance(0.45)) return [countryLocation('US')];
    return random.some(DMAS, random.int(1, 3)).map((dma) => dmaLocation(dma));
  }
  if (random.chance(0.5)) return [countryLocation('GB')];
  return random.some(GB_REGIONS, random.int(1, 2)).map((region) => regionLocation(region, COUNTRY_IDS.GB));
}

export function buildAdGroups(
  state: BuildState,
  campaign: Campaign,
  slot: Slot,
  brand: Brand,
  time: Timeline,
): AdGroup[] {
  const { ctx, account, audit } = state;
  const { random, ids, db } = ctx;
  const example = slot.special === 'example';
  const count =
    example || slot.special === 'tvc'
      ? 3
      : slot.special === 'verification'
        ? 1
        : random.weighted<number>([
            [1, 30],
            [2, 35],
            [3, 25],
            [4, 10],
          ]);
  const baseTypes: AdTargetingSchemas['BaseSegmentType'][] = example
    ? ['Frequent', 'Lapsed', 'New']
    : random.shuffle(BASE_TYPES).slice(0, count);
  const status = campaign.campaignStatus;
  const cats = account.vertical.categories;
  const order = example ? [1, 0, 2] : baseTypes.map((_, i) => i);

  return baseTypes.map((baseType, index) => {
    const createMs = time.create + (index + 1) * random.int(3, 25) * MINUTE_MS;
    const created = utc(createMs);
    const user = campaign.createUser;
    const segmentId = ctx.segmentIds.get(segmentKey(brand.id, baseType)) ?? 1;
    const locations = locationsOf(random, account);
    const behaviour =
      account.def.vertical === 'fuel' ? 'FUEL_DETERMINED' : random.chance(0.7) ? 'BY_CATEGORY' : 'EXPANDED';
    const purchaseBehavior = () =>
      behaviour === 'BY_CATEGORY'
        ? { type: behaviour, purchaseCategories: { include: [...cats], exclude: [] } }
        : { type: behaviour };
    const audienceId = ids.take('audience');
    const custom = random.chance(0.1)
      ? [
          {
            customAudienceId: audienceId * 10 + 1,
            description: 'Loyalty programme members',
            fileName: `${brand.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-loyalty.csv`,
          },
        ]
      : [];
    const s3ObjectKey = (file: (typeof custom)[number]) =>
      `custom-audiences/${account.id}/${file.customAudienceId}/${file.fileName}`;
    for (const file of custom) {
      db.customAudiences.push({
        ...file,
        accountId: account.id,
        rowCount: 1000 + (audienceId % 50) * 97,
        createDateTime: utc(createMs - 2 * MINUTE_MS),
        createUser: user,
        s3ObjectKey: s3ObjectKey(file),
      });
    }
    db.audiences.push({
      accountId: account.id,
      audienceId,
      audienceSegmentationTypeId: segmentId,
      createDateTime: utc(createMs - MINUTE_MS),
      createUser: user,
      customAudiences: { include: custom, exclude: [] },
      name: `${SEGMENT_NAMES[baseType].name} audience`,
      purchaseBehavior: purchaseBehavior(),
      selectedSegmentIds: [segmentId],
      locations: { include: locations, exclude: [], count: locations.length },
      audienceFiles: custom.map((file) => ({
        audienceFileId: file.customAudienceId,
        audienceId,
        adsManagerAudienceFileName: file.fileName,
        s3ObjectKey: s3ObjectKey(file),
      })),
      updateDateTime: utc(createMs - MINUTE_MS),
      updateUser: user,
    });

    const targetingCriteriaId = ids.take('targetingCriteria');
    db.targetingCriteria.push({
      targetingCriteriaId,
      created: utc(createMs - 30_000),
      criteriaDefinition: {
        countryCode: account.country,
        customAudienceFiles: { include: custom.map((c) => c.customAudienceId), exclude: [] },
        customerLocations: { include: locations.map((l) => l.compositeId), exclude: [] },
        disableShopAt: false,
        fullSupport: true,
        isLegacySow: false,
        projection: false,
        purchaseBehavior: purchaseBehavior(),
        purchaseCategories: { include: [...cats], exclude: [] },
        segment: { audienceSegmentationId: segmentId, brandIds: [brand.id] },
        shareOfWallet:
          (baseType === 'Frequent' || baseType === 'Existing') && random.chance(0.25)
            ? {
                excludeSelf: random.chance(0.5),
                lookbackInMonths: 12,
                maximumTrips: 12,
                minimumTrips: 2,
                merchantSegments: { includedSegments: [brand.id * 100 + 1] },
                purchaseCategories: { includedCategories: [...cats], excludedMerchantSegments: [] },
              }
            : null,
        targetedMerchantSegmentIds: [],
      },
    });

    const usedLocationName =
      locations.length === 1 && locations[0]?.geoType !== 'COUNTRY' ? ` – ${locations[0]?.name ?? ''}` : '';
    const tvcZero = slot.special === 'tvc' && index < 2;
    const adGroup: AdGroup = {
      accountId: account.id,
      adGroupId: ids.take('adGroup'),
      adGroupStatus: status === 'Active' && index > 0 && random.chance(0.08) ? 'Inactive' : status,
      audienceId,
      campaignId: campaign.campaignId,
      campaignType: campaign.campaignType,
      createDateTime: created,
      createUser: user,
      institutions: random.some(institutionsOf(account.country), random.int(2, 3)).map((i) => i.id),
      isExpandable: random.chance(0.1),
      isExpanded: false,
      name: `${SEGMENT_NAMES[baseType].name}${usedLocationName}`,
      parentAdGroupId: null,
      placementIndex: example && index === 0 ? 0 : random.int(0, 3),
      placementLocation: random.chance(0.7) ? 'All' : 'UnderTransaction',
      targetingCriteriaId,
      testPopulation: tvcZero
        ? 0
        : status === 'Draft' && random.chance(0.1)
          ? 0
          : random.pick([0.05, 0.1, 0.1, 0.1, 0.15, 0.2]),
      updateDateTime: created,
      updateUser: user,
      userPriorityOrder: order[index] ?? index,
    };
    if (example && index === 0) {
      adGroup.testPopulation = 0.1;
      adGroup.placementLocation = 'All';
    }
    db.adGroups.push(adGroup);

    audit.push(
      inserted('AdGroup', adGroup.adGroupId, user, created, {
        name: adGroup.name,
        adGroupStatus: 'Draft',
        testPopulation: tvcZero ? '0.1' : String(adGroup.testPopulation),
        placementLocation: adGroup.placementLocation ?? 'All',
      }),
    );
    if (tvcZero) {
      const at = Math.min(REFERENCE_MS - HOUR_MS, Date.parse(campaign.updateDateTime) + random.int(2, 48) * HOUR_MS);
      adGroup.updateDateTime = utc(at);
      adGroup.updateUser = time.updateUser === SCHEDULER_USER ? user : time.updateUser;
      audit.push(
        updated('AdGroup', adGroup.adGroupId, adGroup.updateUser, adGroup.updateDateTime, [
          'testPopulation',
          '0.1',
          '0',
        ]),
      );
    }

    db.pricingModels.push(feeOf(random, ids.take('pricingModel'), account, adGroup, campaign));
    buildAds(state, campaign, adGroup, brand, slot);
    return adGroup;
  });
}

function feeOf(
  random: Random,
  pricingModelId: number,
  account: RichAccount,
  adGroup: AdGroup,
  campaign: Campaign,
): CampaignBuildSchemas['AdGroupPricingModel'] {
  const kind =
    campaign.campaignType === 'DYNAMIC_CLO'
      ? 'targetRoas'
      : PERCENT_FEE_MODELS.includes(campaign.campaignPricingModel)
        ? random.pick(['percent', 'flat'] as const)
        : 'flat';
  return {
    accountId: account.id,
    adGroupId: adGroup.adGroupId,
    createDateTime: adGroup.createDateTime,
    createUser: adGroup.createUser,
    currency: account.currency,
    pricingModelId,
    updateDateTime: adGroup.createDateTime,
    updateUser: adGroup.createUser,
    feeAmount: kind === 'flat' ? random.pick([0.5, 1, 1.5, 2, 2.5, 3]) : null,
    feeCap: kind === 'percent' ? random.step(500, 20_000, 500) : null,
    feePercent: kind === 'percent' ? random.pick([0.05, 0.08, 0.1, 0.12, 0.15]) : null,
    targetRoas: kind === 'targetRoas' ? (campaign.targetRoas ?? random.float(3, 8, 1)) : null,
  };
}
