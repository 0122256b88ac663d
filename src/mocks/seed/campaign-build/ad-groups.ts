/** The ad groups of a campaign with their audience, targeting criteria (ad-targeting) and fee. */
import type { AdTargetingSchemas, CampaignBuildSchemas } from '../../db/types';
import { COUNTRY_IDS, DMAS, GB_REGIONS, institutionsOf } from '../catalog';
import { HOUR_MS, MINUTE_MS, REFERENCE_MS, utc } from '../clock';
import { segmentKey, type Brand, type RichAccount } from '../context';
import type { Random } from '../random';
import { BASE_TYPES, SEGMENT_NAMES } from '../reference';
import { buildAds } from './ads';
import { SCHEDULER_USER, type BuildState, type Slot, type Timeline } from './state';

type Campaign = CampaignBuildSchemas['Campaign'];
type AdGroup = CampaignBuildSchemas['AdGroup'];
type Audience = CampaignBuildSchemas['Audience'];
type Location = CampaignBuildSchemas['Location'];
type Fee = CampaignBuildSchemas['AdGroupPricingModel'];
type AuditRecord = CampaignBuildSchemas['AuditChangeRecord'];
type CampaignStatus = CampaignBuildSchemas['CampaignStatus'];
type TargetingCriteria = AdTargetingSchemas['TargetingCriteria'];
type BaseType = AdTargetingSchemas['BaseSegmentType'];

const PERCENT_FEE_MODELS: readonly string[] = ['CPS', 'CPR', 'CPT'];

const AD_GROUP_STATUS: Record<CampaignStatus, AdGroup['adGroupStatus']> = {
  Active: 'Active',
  Draft: 'Draft',
  InReview: 'InReview',
  Inactive: 'Inactive',
  Scheduled: 'Scheduled',
};

function locationsOf(random: Random, account: RichAccount): Location[] {
  if (account.country === 'US') {
    if (random.chance(0.45)) {
      return [
        {
          compositeId: 'COUNTRY|840',
          geoType: 'COUNTRY',
          id: COUNTRY_IDS.US,
          name: 'United States',
          countryId: 840,
          abbreviation: 'US',
          code: 'US',
        },
      ];
    }
    return random.some(DMAS, random.int(1, 3)).map((dma) => ({
      compositeId: `DMA|${dma.code}`,
      geoType: 'DMA',
      id: dma.code,
      name: dma.name,
      countryId: COUNTRY_IDS.US,
      code: String(dma.code),
      dmaCode: String(dma.code),
      dmaRank: dma.rank,
    }));
  }
  if (random.chance(0.5)) {
    return [
      {
        compositeId: 'COUNTRY|826',
        geoType: 'COUNTRY',
        id: COUNTRY_IDS.GB,
        name: 'United Kingdom',
        countryId: 826,
        abbreviation: 'GB',
        code: 'GB',
      },
    ];
  }
  return random.some(GB_REGIONS, random.int(1, 2)).map((region) => ({
    compositeId: `REGION|${region.id}`,
    geoType: 'REGION',
    id: region.id,
    name: region.name,
    countryId: COUNTRY_IDS.GB,
    abbreviation: region.abbreviation,
    code: region.abbreviation,
  }));
}

export function buildAdGroups(
  state: BuildState,
  campaign: Campaign,
  slot: Slot,
  brand: Brand,
  time: Timeline,
  audit: AuditRecord[],
): AdGroup[] {
  const { ctx, account } = state;
  const { random, ids, db } = ctx;
  const count =
    slot.special === 'example' || slot.special === 'tvc'
      ? 3
      : slot.special === 'verification'
        ? 1
        : random.weighted<number>([
            [1, 30],
            [2, 35],
            [3, 25],
            [4, 10],
          ]);
  const baseTypes: BaseType[] =
    slot.special === 'example' ? ['Frequent', 'Lapsed', 'New'] : random.shuffle(BASE_TYPES).slice(0, count);
  const status = AD_GROUP_STATUS[campaign.campaignStatus];
  const draft = status === 'Draft';
  const groups: AdGroup[] = [];
  const cats = account.vertical.categories;
  const order = slot.special === 'example' ? [1, 0, 2] : baseTypes.map((_, i) => i);

  baseTypes.forEach((baseType, index) => {
    const createMs = time.create + (index + 1) * random.int(3, 25) * MINUTE_MS;
    const created = utc(createMs);
    const user = campaign.createUser;
    const segmentId = ctx.segmentIds.get(segmentKey(brand.id, baseType)) ?? 1;
    const locations = locationsOf(random, account);
    const behaviour =
      account.def.vertical === 'fuel' ? 'FUEL_DETERMINED' : random.chance(0.7) ? 'BY_CATEGORY' : 'EXPANDED';
    const customAudience = random.chance(0.1);
    const audienceId = ids.take('audience');
    const custom = customAudience
      ? [
          {
            customAudienceId: audienceId * 10 + 1,
            description: 'Loyalty programme members',
            fileName: `${brand.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-loyalty.csv`,
          },
        ]
      : [];
    for (const file of custom) {
      db.customAudiences.push({
        ...file,
        accountId: account.id,
        rowCount: 1000 + (audienceId % 50) * 97,
        createDateTime: utc(createMs - 2 * MINUTE_MS),
        createUser: user,
        s3ObjectKey: `custom-audiences/${String(account.id)}/${String(file.customAudienceId)}/${file.fileName}`,
      });
    }
    const audience: Audience = {
      accountId: account.id,
      audienceId,
      audienceSegmentationTypeId: segmentId,
      createDateTime: utc(createMs - MINUTE_MS),
      createUser: user,
      customAudiences: { include: custom, exclude: [] },
      name: `${SEGMENT_NAMES[baseType].name} audience`,
      purchaseBehavior:
        behaviour === 'BY_CATEGORY'
          ? { type: behaviour, purchaseCategories: { include: [...cats], exclude: [] } }
          : { type: behaviour },
      selectedSegmentIds: [segmentId],
      locations: { include: locations, exclude: [], count: locations.length },
      audienceFiles: custom.map((file) => ({
        audienceFileId: file.customAudienceId,
        audienceId,
        adsManagerAudienceFileName: file.fileName,
        s3ObjectKey: `custom-audiences/${String(account.id)}/${String(file.customAudienceId)}/${file.fileName}`,
      })),
      updateDateTime: utc(createMs - MINUTE_MS),
      updateUser: user,
    };
    db.audiences.push(audience);

    const criteria: TargetingCriteria = {
      targetingCriteriaId: ids.take('targetingCriteria'),
      created: utc(createMs - 30_000),
      criteriaDefinition: {
        countryCode: account.country,
        customAudienceFiles: { include: custom.map((c) => c.customAudienceId), exclude: [] },
        customerLocations: { include: locations.map((l) => l.compositeId), exclude: [] },
        disableShopAt: false,
        fullSupport: true,
        isLegacySow: false,
        projection: false,
        purchaseBehavior:
          behaviour === 'BY_CATEGORY'
            ? { type: behaviour, purchaseCategories: { include: [...cats], exclude: [] } }
            : { type: behaviour },
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
    };
    db.targetingCriteria.push(criteria);

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
      placementIndex: slot.special === 'example' && index === 0 ? 0 : random.int(0, 3),
      placementLocation: random.chance(0.7) ? 'All' : 'UnderTransaction',
      targetingCriteriaId: criteria.targetingCriteriaId,
      testPopulation: tvcZero ? 0 : draft && random.chance(0.1) ? 0 : random.pick([0.05, 0.1, 0.1, 0.1, 0.15, 0.2]),
      updateDateTime: created,
      updateUser: user,
      userPriorityOrder: order[index] ?? index,
    };
    if (slot.special === 'example' && index === 0) {
      adGroup.testPopulation = 0.1;
      adGroup.placementLocation = 'All';
    }
    db.adGroups.push(adGroup);
    groups.push(adGroup);

    audit.push({
      entityType: 'AdGroup',
      entityId: adGroup.adGroupId,
      action: 'Insert',
      updateUser: user,
      updateDateTime: created,
      changes: [
        { columnName: 'name', originalValue: null, newValue: adGroup.name },
        { columnName: 'adGroupStatus', originalValue: null, newValue: 'Draft' },
        {
          columnName: 'testPopulation',
          originalValue: null,
          newValue: tvcZero ? '0.1' : String(adGroup.testPopulation),
        },
        { columnName: 'placementLocation', originalValue: null, newValue: adGroup.placementLocation ?? 'All' },
      ],
    });
    if (tvcZero) {
      const at = Math.min(REFERENCE_MS - HOUR_MS, Date.parse(campaign.updateDateTime) + random.int(2, 48) * HOUR_MS);
      adGroup.updateDateTime = utc(at);
      adGroup.updateUser = time.updateUser === SCHEDULER_USER ? user : time.updateUser;
      audit.push({
        entityType: 'AdGroup',
        entityId: adGroup.adGroupId,
        action: 'Update',
        updateUser: adGroup.updateUser,
        updateDateTime: adGroup.updateDateTime,
        changes: [{ columnName: 'testPopulation', originalValue: '0.1', newValue: '0' }],
      });
    }

    db.pricingModels.push(feeOf(random, ids.take('pricingModel'), account, adGroup, campaign));
    buildAds(state, campaign, adGroup, brand, slot, audit);
  });
  return groups;
}

function feeOf(
  random: Random,
  pricingModelId: number,
  account: RichAccount,
  adGroup: AdGroup,
  campaign: Campaign,
): Fee {
  const model = campaign.campaignPricingModel;
  const kind =
    campaign.campaignType === 'DYNAMIC_CLO'
      ? 'targetRoas'
      : PERCENT_FEE_MODELS.includes(model)
        ? random.pick(['percent', 'flat'] as const)
        : 'flat';
  const base = {
    accountId: account.id,
    adGroupId: adGroup.adGroupId,
    createDateTime: adGroup.createDateTime,
    createUser: adGroup.createUser,
    currency: account.currency,
    pricingModelId,
    updateDateTime: adGroup.createDateTime,
    updateUser: adGroup.createUser,
  };
  if (kind === 'percent') {
    return {
      ...base,
      feeAmount: null,
      feeCap: random.step(500, 20_000, 500),
      feePercent: random.pick([0.05, 0.08, 0.1, 0.12, 0.15]),
      targetRoas: null,
    };
  }
  if (kind === 'flat') {
    return {
      ...base,
      feeAmount: random.pick([0.5, 1, 1.5, 2, 2.5, 3]),
      feeCap: null,
      feePercent: null,
      targetRoas: null,
    };
  }
  return {
    ...base,
    feeAmount: null,
    feeCap: null,
    feePercent: null,
    targetRoas: campaign.targetRoas ?? random.float(3, 8, 1),
  };
}
