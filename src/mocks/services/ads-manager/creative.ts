/**
 * Creatives: the ads-manager create payload (flat texts and links) becomes the advertiser-assets
 * Creative the store keeps (adCopy, links and images lists by slot, part 2 §3 Creative); the
 * create answer is the ads-manager Creative read back from it.
 */
import type { AdsManagerSchemas, AdvertiserAssetsSchemas, Db } from '../../db/types';
import { uploadedImageUrl } from '../../seed/sample-images';
import type { Backend } from '../../server/backend';
import { freshId } from '../../server/records';
import { adAssetsFailure, fail } from '../../server/respond';

type StoredCreative = AdvertiserAssetsSchemas['Creative'];
type CreativeCreate = AdsManagerSchemas['CreativeCreate'];
type CreatedCreative = AdsManagerSchemas['Creative'];
type ImageCategory = AdvertiserAssetsSchemas['ImageCategory'];

const TEXT_SLOTS = [
  ['rewardCopy', 'RewardDetails'],
  ['marketingCopy', 'MarketingCopy'],
  ['termsAndConditions', 'TermsAndConditions'],
  ['brandSpecificTermsAndConditions', 'BrandSpecificTermsAndConditions'],
  ['rewardTypeTermsAndConditions', 'RewardTypeTermsAndConditions'],
  ['headline', 'Headline'],
  ['preMessage', 'PreMessage'],
  ['shortPreMessage', 'ShortPreMessage'],
  ['thankYouMessage', 'ThankYouMessage'],
] as const satisfies readonly (readonly [keyof CreativeCreate, AdvertiserAssetsSchemas['AdCopySlot']])[];

const LINK_SLOTS = [
  ['callToActionLink', 'CallToActionLink'],
  ['displayLink', 'DisplayLink'],
  ['link1', 'Link1'],
  ['link2', 'Link2'],
  ['link3', 'Link3'],
  ['link4', 'Link4'],
  ['link5', 'Link5'],
] as const satisfies readonly (readonly [keyof CreativeCreate, AdvertiserAssetsSchemas['LinkSlot']])[];

/** Which image id goes with which selection, creative image slot and image category. */
const IMAGE_SLOTS = [
  ['logoId', 'logoImage', 'Logo', 'Logo'],
  ['annotatedLogoId', 'annotatedLogoImage', 'AnnotatedLogo', 'AnnotatedLogo'],
  ['heroId', 'heroImage', 'HeroImage', 'Hero'],
] as const satisfies readonly (readonly [
  'logoId' | 'annotatedLogoId' | 'heroId',
  'logoImage' | 'annotatedLogoImage' | 'heroImage',
  AdvertiserAssetsSchemas['CreativeImageSlot'],
  ImageCategory,
])[];

const CALL_TO_ACTION_LABELS: Record<string, AdvertiserAssetsSchemas['CallToAction']> = {
  'book now': 'BookNow',
  'find locations': 'FindLocations',
  'get started': 'GetStarted',
  'learn more': 'LearnMore',
  'order now': 'OrderNow',
  'see menu': 'SeeMenu',
  'shop now': 'ShopNow',
  'visit site': 'VisitSite',
};

/**
 * The image ids and kept beacons of a create payload, checked against its account: each image must
 * be an image of its slot's category there, and (AD-013) each kept beacon's `beaconId` a beacon of
 * the account's creatives, kept once. The first that is not is a 400 naming it (thrown).
 */
export function checkCreativeAssets(db: Db, body: CreativeCreate): void {
  for (const [idKey, , , category] of IMAGE_SLOTS) {
    const imageId = body[idKey];
    if (imageId === undefined || imageId === null) continue;
    const image = db.images.find((candidate) => candidate.id === imageId);
    if (!image || image.accountId !== body.accountId || image.imageCategory !== category) {
      const detail = `${idKey}: image ${imageId} is not a ${category} image of account ${body.accountId}`;
      fail(adAssetsFailure(idKey, detail));
    }
  }
  const known = new Set(
    db.creatives
      .filter((creative) => creative.accountId === body.accountId)
      .flatMap((creative) => creative.beacons.map((beacon) => beacon.beaconId)),
  );
  const kept = new Set<number>();
  for (const [index, { beaconId }] of (body.beacons ?? []).entries()) {
    if (beaconId === undefined) continue;
    const field = `beacons.${index}.beaconId`;
    if (!known.has(beaconId)) {
      fail(adAssetsFailure(field, `${field}: beacon ${beaconId} is not a beacon of account ${body.accountId}`));
    }
    if (kept.has(beaconId)) fail(adAssetsFailure(field, `${field}: beacon ${beaconId} is kept twice`));
    kept.add(beaconId);
  }
}

/**
 * The stored (advertiser-assets) creative made from a create payload, with a fresh id; a new
 * beacon gets a fresh id, a kept one keeps its id, and each beacon's entry id is its place (AD-013).
 */
export function buildCreative(db: Db, backend: Backend, body: CreativeCreate): StoredCreative {
  const id = freshId(
    backend,
    'creative',
    db.creatives.map((creative) => creative.id),
  );
  const taken = db.creatives.flatMap((creative) => creative.beacons.map((beacon) => beacon.beaconId));
  const creative: StoredCreative = {
    id,
    accountId: body.accountId,
    country: body.country,
    creativeVersion: 3,
    merchantName: body.merchantName,
    rewardType: body.rewardType,
    allowMultipleRewards: body.allowMultipleRewards,
    logoId: body.logoId ?? null,
    annotatedLogoId: body.annotatedLogoId ?? null,
    heroId: body.heroId ?? null,
    logoImage: null,
    annotatedLogoImage: null,
    heroImage: null,
    adCopy: [],
    beacons: (body.beacons ?? []).map(({ beaconId, name, slot, url }, index) => ({
      beaconId: beaconId ?? freshId(backend, 'beacon', taken),
      id: index + 1,
      name,
      slot,
      url,
    })),
    images: [],
    links: [],
  };
  for (const [idKey, selectionKey, slot] of IMAGE_SLOTS) {
    const imageId = body[idKey];
    if (imageId === undefined || imageId === null) continue;
    creative[selectionKey] = { primary: { imageId } };
    const image = db.images.find((candidate) => candidate.id === imageId);
    creative.images.push({
      externalUrl: image?.externalUrl ?? uploadedImageUrl(imageId, 'image'),
      id: creative.images.length + 1,
      imageId,
      slot,
      sourceImage: null,
      versions: (image?.versions ?? []).map((version) => ({ ...version, versions: [] })),
    });
  }
  for (const [key, slot] of TEXT_SLOTS) {
    const text = body[key];
    if (text === undefined) continue;
    creative[key] = text;
    creative.adCopy.push({
      adCopyId: id * 100 + creative.adCopy.length + 1,
      id: creative.adCopy.length + 1,
      slot,
      text,
      templateDetails: null,
    });
  }
  for (const [key, slot] of LINK_SLOTS) {
    const link = body[key];
    if (link === undefined) continue;
    creative[key] = { text: link.text, url: link.url };
    creative.links.push({
      id: creative.links.length + 1,
      linkId: id * 100 + creative.links.length + 1,
      shortenedUrl: null,
      slot,
      text: link.text,
      url: link.url,
    });
  }
  if (body.callToActionLink) {
    creative.callToAction = CALL_TO_ACTION_LABELS[body.callToActionLink.text.trim().toLowerCase()] ?? 'NoCallToAction';
  }
  return creative;
}

/** The ads-manager answer of a stored creative. */
export function createdCreative(stored: StoredCreative): CreatedCreative {
  const answer: CreatedCreative = {
    id: stored.id,
    accountId: stored.accountId,
    creativeVersion: stored.creativeVersion,
    country: stored.country,
    merchantName: stored.merchantName,
    rewardType: stored.rewardType,
    allowMultipleRewards: stored.allowMultipleRewards,
    logoId: stored.logoId ?? null,
    annotatedLogoId: stored.annotatedLogoId ?? null,
    heroId: stored.heroId ?? null,
    logoImage: stored.logoImage ?? null,
    annotatedLogoImage: stored.annotatedLogoImage ?? null,
    heroImage: stored.heroImage ?? null,
    beacons: stored.beacons.map((beacon) => ({ ...beacon })),
  };
  for (const [key] of TEXT_SLOTS) {
    const text = stored[key];
    if (text !== undefined) answer[key] = text;
  }
  for (const [key] of LINK_SLOTS) {
    const link = stored[key];
    if (link !== undefined) answer[key] = { text: link.text ?? '', url: link.url ?? '' };
  }
  return answer;
}
