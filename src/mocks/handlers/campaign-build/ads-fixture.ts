/**
 * The small campaign-build test state plus what the ad form reads: the creative 2001 of the US ads
 * (version 3, logo 9201 and hero 9202, a headline, reward details, standard terms, a call to action
 * and a click beacon), the GB creative 2002 of ad 7003 (version 1), the account's images, and ad
 * copy templates of the reward details and terms slots; the reward templates and ad 7001's reward of
 * the rewards fixture.
 */
import type { AdvertiserAssetsSchemas, Db } from '../../db/types';
import { fixture as rewardsFixture } from '../rewards/fixture';
import { campaignBuildFixture, GB, US } from './fixture';

type Creative = AdvertiserAssetsSchemas['Creative'];
type ImageAsset = AdvertiserAssetsSchemas['ImageAsset'];

const url = (id: number) => `https://assets.cardlinked.example/images/${String(id)}/image.png`;

function image(id: number, category: ImageAsset['imageCategory'], size: number): ImageAsset {
  return {
    id,
    accountId: US,
    externalUrl: url(id),
    fileChecksum: `checksum-${String(id)}`,
    fileName: `${category.toLowerCase()}.png`,
    fileSize: 120_000,
    fileType: 'image/png',
    width: category === 'Hero' ? 1200 : size,
    height: size,
    imageCategory: category,
    versions: [],
  };
}

function creative(id: number, accountId: number, country: 'US' | 'GB', creativeVersion: number): Creative {
  return {
    id,
    accountId,
    country,
    creativeVersion,
    merchantName: 'Acme Fuel',
    rewardType: 'PercentBack',
    allowMultipleRewards: false,
    logoId: country === 'US' ? 9201 : null,
    annotatedLogoId: null,
    heroId: country === 'US' ? 9202 : null,
    logoImage: country === 'US' ? { primary: { imageId: 9201 } } : null,
    annotatedLogoImage: null,
    heroImage: country === 'US' ? { primary: { imageId: 9202 } } : null,
    headline: 'Fuel up for less',
    rewardCopy: 'Get 10% back on fuel',
    termsAndConditions: 'Standard terms apply.',
    callToAction: 'FindLocations',
    callToActionLink: { text: 'Find Locations', url: 'https://acme-fuel.example/stations' },
    adCopy: [
      { adCopyId: id * 100 + 1, id: 1, slot: 'Headline', text: 'Fuel up for less', templateDetails: null },
      { adCopyId: id * 100 + 2, id: 2, slot: 'RewardDetails', text: 'Get 10% back on fuel', templateDetails: null },
      {
        adCopyId: id * 100 + 3,
        id: 3,
        slot: 'TermsAndConditions',
        text: 'Standard terms apply.',
        templateDetails: null,
      },
    ],
    beacons: [{ beaconId: 1, id: 1, name: 'Click tracker', slot: 'ClickBeacon', url: 'https://beacons.example/c' }],
    images:
      country === 'US'
        ? [
            { externalUrl: url(9201), id: 1, imageId: 9201, slot: 'Logo', sourceImage: null, versions: [] },
            { externalUrl: url(9202), id: 2, imageId: 9202, slot: 'HeroImage', sourceImage: null, versions: [] },
          ]
        : [],
    links: [
      {
        id: 1,
        linkId: id * 10 + 1,
        shortenedUrl: null,
        slot: 'CallToActionLink',
        text: 'Find Locations',
        url: 'https://acme-fuel.example/stations',
      },
    ],
  };
}

export function adsFixture(): Db {
  const db = campaignBuildFixture();
  db.sequences = { ...db.sequences, creative: 2100 };
  db.creatives = [creative(2001, US, 'US', 3), creative(2002, GB, 'GB', 1)];
  const gbAd = db.ads.find((ad) => ad.adId === 7003);
  if (gbAd) gbAd.creativeId = 2002;
  db.images = [image(9201, 'Logo', 627), image(9202, 'Hero', 627)];
  const rewards = rewardsFixture();
  db.rewardTemplates = rewards.rewardTemplates;
  db.rewards = rewards.rewards.filter((reward) => reward.accountId === US && reward.adId === 7001);
  db.adCopyTemplates = [
    {
      id: 41,
      slot: 'TermsAndConditions',
      rewardType: 'PercentBack',
      allowMultipleRewards: false,
      description: 'Standard percent-back terms',
      template: 'Offer valid once per card. Standard percent-back terms apply.',
    },
    {
      id: 42,
      slot: 'RewardDetails',
      rewardType: 'PercentBack',
      allowMultipleRewards: false,
      description: 'Percent back on purchases',
      template: 'Get {rewardPercent}% back at {merchantName} when you spend {minSpend} or more',
    },
  ];
  return db;
}
