/**
 * The advertiser-assets service of the fake backend: reading a creative, uploading images (2 MB
 * limit, NS-56; the category's size read from the file's header) and the ad copy templates (NS-54).
 * It also stands in for the asset CDN of the uploaded images: it keeps their bytes (backend.files)
 * and serves them at `/images/{imageId}/{fileName}`, the path their URLs have, which it answers on
 * the request's origin.
 */
import { HttpResponse, http, type RequestHandler } from 'msw';
import { UploadImageBody } from '@generated/advertiser-assets/advertiser-assets.zod';
import { plainCopy } from '../../db/store';
import type { AdvertiserAssetsSchemas, Db } from '../../db/types';
import { authorize, type Backend, type Session } from '../../server/backend';
import { entityAccess } from '../../server/guard';
import { defineOperations } from '../../server/operations';
import { freshId } from '../../server/records';
import { adAssetsFailure, badRequest, fail, failIf, invalid, notFound } from '../../server/respond';
import { check, fileOf } from '../../server/validate';
import { answeredImageUrl, UPLOADED_IMAGES_PATH, uploadedImageUrl } from '../../seed/sample-images';
import { checksum, readImage } from './image-file';

/** 2 MB, for every image category (NS-56). */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

type ImageCategory = AdvertiserAssetsSchemas['ImageCategory'];

/** The size of each category: an upload must be exactly this size. */
export const CATEGORY_SIZE: Record<ImageCategory, { width: number; height: number }> = {
  Logo: { width: 627, height: 627 },
  AnnotatedLogo: { width: 128, height: 128 },
  Hero: { width: 1200, height: 627 },
};

const IMAGE_CATEGORIES = Object.keys(CATEGORY_SIZE) as ImageCategory[];

/** The uploaded image (or version) of an id, with the image whose bytes it shares. */
function uploadedImage(db: Db, imageId: number) {
  for (const image of db.images) {
    if (image.id === imageId) return { record: image, owner: image };
    const version = image.versions.find((candidate) => candidate.id === imageId);
    if (version) return { record: version, owner: image };
  }
  return undefined;
}

/** The image URLs of an answer: those of images the backend keeps (uploaded here) on the request's origin. */
function answeredImages(backend: Backend, requestUrl: string, images: readonly { externalUrl: string }[]) {
  const kept = (imageId: number) => {
    const found = uploadedImage(backend.store.db, imageId);
    return found !== undefined && backend.files.get(String(found.owner.id)) !== undefined;
  };
  for (const image of images) image.externalUrl = answeredImageUrl(image.externalUrl, requestUrl, kept);
}

/** A creative as the service answers it: a copy with loadable image URLs, in the version asked for. */
export function answeredCreative(
  backend: Backend,
  requestUrl: string,
  creative: AdvertiserAssetsSchemas['Creative'],
  creativeVersion: number,
): AdvertiserAssetsSchemas['Creative'] {
  const answer = plainCopy(creative);
  for (const image of answer.images) answeredImages(backend, requestUrl, [image, ...image.versions]);
  return { ...answer, creativeVersion };
}

/**
 * The account a creative or an upload form names, checked before the rest of it: 400 naming
 * `accountId` unless it is a known account's id, 403 without campaign.write there.
 */
export function writableAccount(db: Db, session: Session, value: unknown): number {
  const accountId = check(UploadImageBody.shape.accountId, value, 'accountId');
  if (!accountId.ok) fail(badRequest('accountId: must be an account id', 'accountId'));
  if (!db.accounts.some((account) => account.id === accountId.value)) {
    fail(badRequest(`accountId: account ${accountId.value} not found`, 'accountId'));
  }
  failIf(authorize(db, session, { accountId: accountId.value, permission: 'campaign.write' }));
  return accountId.value;
}

/** 400 AD_ASSETS_4XX_VALIDATION_FAILURE naming the uploaded file. */
function refuseImage(detail: string, subcode: string): never {
  fail(adAssetsFailure('incomingImage', `incomingImage: ${detail}`, subcode));
}

export const advertiserAssets = defineOperations('advertiser-assets', {
  getCreative: {
    // The creative's account is read from the creative: 404 when the user may not see it.
    access: {},
    read: ({ path: { creativeId }, query, db, session, backend, request }) => {
      const creative =
        db.creatives.find((candidate) => candidate.id === creativeId) ?? fail(notFound('Creative', creativeId));
      failIf(entityAccess(session, creative.accountId, 'campaign.read', 'Creative', creativeId));
      return answeredCreative(backend, request.url, creative, query.creativeVersion);
    },
  },

  uploadImage: {
    // The account is a field of the form: campaign.write there is checked once it is read.
    access: {},
    write: ({ body: form, db, session, backend, request }) => {
      if (!form)
        fail(badRequest('body: must be a multipart form with accountId, imageCategory and incomingImage', 'body'));
      const unknown = [...form.keys()].find((key) => !['accountId', 'imageCategory', 'incomingImage'].includes(key));
      if (unknown !== undefined) invalid(unknown, 'not a field of the upload form');
      const accountText = form.get('accountId');
      const accountId = writableAccount(
        db,
        session,
        typeof accountText === 'string' && /^\d+$/.test(accountText) ? Number(accountText) : undefined,
      );
      const categories = IMAGE_CATEGORIES.join(', ');
      const category =
        IMAGE_CATEGORIES.find((candidate) => candidate === form.get('imageCategory')) ??
        fail(adAssetsFailure('imageCategory', `imageCategory: must be one of ${categories}`, 'INVALID_IMAGE_CATEGORY'));
      const incoming = form.get('incomingImage');
      const file =
        (typeof incoming === 'string' ? undefined : fileOf(incoming, 'image')) ??
        fail(badRequest('incomingImage: an image file is required', 'incomingImage'));
      if (file.size > IMAGE_MAX_BYTES) {
        refuseImage(`file size ${file.size} bytes exceeds the limit of ${IMAGE_MAX_BYTES} bytes`, 'FILE_TOO_LARGE');
      }
      const info = readImage(file.bytes);
      if (!info || info.width === 0 || info.height === 0)
        refuseImage('must be a PNG or JPEG image whose width and height can be read', 'INVALID_IMAGE');
      const { width, height, fileType } = info;
      const expected = CATEGORY_SIZE[category];
      if (width !== expected.width || height !== expected.height) {
        refuseImage(
          `a ${category} image must be ${expected.width}×${expected.height} pixels, this one is ${width}×${height}`,
          'INVALID_IMAGE_DIMENSIONS',
        );
      }
      const taken = db.images.flatMap((image) => [image.id, ...image.versions.map((version) => version.id)]);
      const id = freshId(backend, 'image', taken);
      const versionId = freshId(backend, 'image', [...taken, id]);
      const extension = fileType === 'image/png' ? 'png' : 'jpg';
      const versionName = `${file.name.replace(/\.[^.]*$/, '')}-${width}x${height}.${extension}`;
      const asset = { accountId, fileChecksum: checksum(file.bytes), fileSize: file.size, fileType, height, width };
      const entry = (entryId: number, fileName: string) => ({
        ...asset,
        externalUrl: uploadedImageUrl(entryId, fileName),
        fileName,
        id: entryId,
        imageCategory: category,
      });
      const stored: AdvertiserAssetsSchemas['ImageAsset'] = {
        ...entry(id, file.name),
        versions: [entry(versionId, versionName)],
      };
      db.images.push(stored);
      backend.files.put(String(id), file.bytes);
      const answer = plainCopy(stored);
      answeredImages(backend, request.url, [answer, ...answer.versions]);
      return answer;
    },
  },

  listAdCopyTemplates: {
    access: {},
    flags: ['allowMultipleRewards'],
    read: ({ query: { slot, rewardType, allowMultipleRewards: multiple }, db }) =>
      db.adCopyTemplates.filter(
        (template) =>
          (slot === undefined || template.slot === slot) &&
          (rewardType === undefined || template.rewardType === rewardType) &&
          (multiple === undefined || template.allowMultipleRewards === multiple),
      ),
  },
});

/** The CDN's copy of an uploaded image: public, like the CDN (an <img> sends no token). */
function imageCdn(backend: Backend): RequestHandler {
  return http.get(`*${UPLOADED_IMAGES_PATH}/:imageId/:fileName`, ({ params }) => {
    const imageId = Number(params.imageId);
    const found = Number.isSafeInteger(imageId) ? uploadedImage(backend.store.db, imageId) : undefined;
    const bytes = found && backend.files.get(String(found.owner.id));
    if (!found || !bytes || params.fileName !== found.record.fileName) return notFound('Image', String(params.imageId));
    return new HttpResponse(bytes, {
      headers: { 'Content-Type': found.record.fileType, 'Cache-Control': 'no-cache' },
    });
  });
}

/** The operations of the table and the CDN of the uploaded images. */
export const advertiserAssetsHandlers = (backend: Backend): RequestHandler[] => [
  ...advertiserAssets.handlers(backend),
  imageCdn(backend),
];
