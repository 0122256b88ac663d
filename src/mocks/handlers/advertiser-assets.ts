/**
 * The advertiser-assets service of the fake backend (stateful handlers over the store): reading a
 * creative, uploading images (2 MB limit, NS-56; the category's size read from the file's header)
 * and the ad copy templates (NS-54). It also stands in for the asset CDN of the uploaded images: it
 * keeps their bytes (backend.files) and serves them at `/images/{imageId}/{fileName}`, the path
 * their URLs have, which it answers on the request's origin.
 */
import { HttpResponse, http as plainHttp, type RequestHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '@generated/advertiser-assets/schema';
import {
  GetCreativeParams,
  GetCreativeQueryParams,
  ListAdCopyTemplatesQueryParams,
  UploadImageBody,
} from '@generated/advertiser-assets/advertiser-assets.zod';
import type { AdvertiserAssetsSchemas } from '../db/types';
import type { Backend } from '../server/backend';
import { plainCopy } from '../db/store';
import { bodyAccount, entityAccess } from '../server/guard';
import { freshId } from '../server/records';
import { adAssetsFailure, badRequest, notFound } from '../server/respond';
import { checkParams, checkQuery, checkQueryFlag, formFile, readForm } from '../server/validate';
import { answeredImageUrl, UPLOADED_IMAGES_PATH, uploadedImageUrl } from '../seed/sample-images';
import { checksum, readImage } from './rewards/image-file';

const http = createOpenApiHttp<paths>({ baseUrl: '*' });

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
function uploadedImage(backend: Backend, imageId: number) {
  for (const image of backend.store.db.images) {
    if (image.id === imageId) return { record: image, owner: image };
    const version = image.versions.find((candidate) => candidate.id === imageId);
    if (version) return { record: version, owner: image };
  }
  return undefined;
}

/** Whether the backend keeps the bytes of an image id (uploaded here, not a seeded placeholder). */
const keptImage = (backend: Backend) => (imageId: number) => {
  const found = uploadedImage(backend, imageId);
  return found !== undefined && backend.files.get(String(found.owner.id)) !== undefined;
};

function creativeHandlers(backend: Backend): RequestHandler[] {
  return [
    http.get('/api/v2/advertiser-assets/creatives/{creativeId}', async ({ request, params, response }) => {
      const session = await backend.authenticate(request);
      if (session instanceof Response) return response.untyped(session);
      const path = checkParams(GetCreativeParams, params);
      if (!path.ok) return response.untyped(path.response);
      const query = checkQuery(GetCreativeQueryParams, request);
      if (!query.ok) return response.untyped(query.response);
      const { creativeId } = path.value;
      const creative = backend.store.db.creatives.find((candidate) => candidate.id === creativeId);
      if (!creative) return response.untyped(notFound('Creative', creativeId));
      const denied = entityAccess(session, creative.accountId, 'campaign.read', 'Creative', creativeId);
      if (denied) return response.untyped(denied);
      const answer = plainCopy(creative);
      const kept = keptImage(backend);
      for (const image of answer.images) {
        image.externalUrl = answeredImageUrl(image.externalUrl, request.url, kept);
        for (const version of image.versions)
          version.externalUrl = answeredImageUrl(version.externalUrl, request.url, kept);
      }
      return response(200).json({ ...answer, creativeVersion: query.value.creativeVersion });
    }),
  ];
}

function imageHandlers(backend: Backend): RequestHandler[] {
  return [
    http.post('/api/v2/advertiser-assets/images', async ({ request, response }) => {
      const session = await backend.authenticate(request);
      if (session instanceof Response) return response.untyped(session);
      const form = await readForm(request);
      if (!form)
        return response.untyped(
          badRequest('body: must be a multipart form with accountId, imageCategory and incomingImage', 'body'),
        );
      const unknown = [...new Set(form.keys())].find(
        (key) => !['accountId', 'imageCategory', 'incomingImage'].includes(key),
      );
      if (unknown !== undefined)
        return response.untyped(badRequest(`${unknown}: not a field of the upload form`, unknown));
      const accountText = form.get('accountId');
      const accountId = await bodyAccount(
        backend,
        request,
        UploadImageBody.shape.accountId,
        typeof accountText === 'string' && /^\d+$/.test(accountText) ? Number(accountText) : accountText,
        'campaign.write',
      );
      if (!accountId.ok) return response.untyped(accountId.response);
      const categoryText = form.get('imageCategory');
      const category = IMAGE_CATEGORIES.find((candidate) => candidate === categoryText);
      if (!category) {
        return response.untyped(
          adAssetsFailure(
            'imageCategory',
            `imageCategory: must be one of ${IMAGE_CATEGORIES.join(', ')}`,
            'INVALID_IMAGE_CATEGORY',
          ),
        );
      }
      const incoming = form.get('incomingImage');
      const file = typeof incoming === 'string' ? undefined : await formFile(incoming, 'image');
      if (!file) return response.untyped(badRequest('incomingImage: an image file is required', 'incomingImage'));
      if (file.size > IMAGE_MAX_BYTES) {
        return response.untyped(
          adAssetsFailure(
            'incomingImage',
            `incomingImage: file size ${file.size} bytes exceeds the limit of ${IMAGE_MAX_BYTES} bytes`,
            'FILE_TOO_LARGE',
          ),
        );
      }
      const info = readImage(file.bytes);
      if (!info || info.width === 0 || info.height === 0)
        return response.untyped(
          adAssetsFailure(
            'incomingImage',
            'incomingImage: must be a PNG or JPEG image whose width and height can be read',
            'INVALID_IMAGE',
          ),
        );
      const { width, height } = info;
      const expected = CATEGORY_SIZE[category];
      if (width !== expected.width || height !== expected.height) {
        return response.untyped(
          adAssetsFailure(
            'incomingImage',
            `incomingImage: a ${category} image must be ${expected.width}×${expected.height} pixels, this one is ${width}×${height}`,
            'INVALID_IMAGE_DIMENSIONS',
          ),
        );
      }
      const fileChecksum = await checksum(file.bytes);

      const image = backend.store.write((db) => {
        const taken = db.images.flatMap((candidate) => [
          candidate.id,
          ...candidate.versions.map((version) => version.id),
        ]);
        const id = freshId(backend, 'image', taken);
        const versionId = freshId(backend, 'image', [...taken, id]);
        const extension = info.fileType === 'image/png' ? 'png' : 'jpg';
        const versionName = `${file.name.replace(/\.[^.]*$/, '')}-${width}x${height}.${extension}`;
        const stored: AdvertiserAssetsSchemas['ImageAsset'] = {
          accountId: accountId.value,
          externalUrl: uploadedImageUrl(id, file.name),
          fileChecksum,
          fileName: file.name,
          fileSize: file.size,
          fileType: info.fileType,
          height,
          width,
          id,
          imageCategory: category,
          versions: [
            {
              accountId: accountId.value,
              externalUrl: uploadedImageUrl(versionId, versionName),
              fileChecksum,
              fileName: versionName,
              fileSize: file.size,
              fileType: info.fileType,
              height,
              width,
              id: versionId,
              imageCategory: category,
            },
          ],
        };
        db.images.push(stored);
        return plainCopy(stored);
      });
      backend.files.put(String(image.id), file.bytes);
      const kept = keptImage(backend);
      image.externalUrl = answeredImageUrl(image.externalUrl, request.url, kept);
      for (const version of image.versions)
        version.externalUrl = answeredImageUrl(version.externalUrl, request.url, kept);
      return response(201).json(image);
    }),
    // The CDN's copy of an uploaded image: public, like the CDN (an <img> sends no token).
    plainHttp.get(`*${UPLOADED_IMAGES_PATH}/:imageId/:fileName`, ({ params }) => {
      const imageId = Number(params.imageId);
      const found = Number.isSafeInteger(imageId) ? uploadedImage(backend, imageId) : undefined;
      const bytes = found && backend.files.get(String(found.owner.id));
      if (!found || !bytes || params.fileName !== found.record.fileName)
        return notFound('Image', String(params.imageId));
      return new HttpResponse(bytes, {
        headers: { 'Content-Type': found.record.fileType, 'Cache-Control': 'no-cache' },
      });
    }),
  ];
}

function templateHandlers(backend: Backend): RequestHandler[] {
  return [
    http.get('/api/v2/advertiser-assets/ad-copy-templates', async ({ request, response }) => {
      const session = await backend.require(request);
      if (session instanceof Response) return response.untyped(session);
      const query = checkQuery(ListAdCopyTemplatesQueryParams, request);
      if (!query.ok) return response.untyped(query.response);
      const multiple = checkQueryFlag(request, 'allowMultipleRewards');
      if (!multiple.ok) return response.untyped(multiple.response);
      const { slot, rewardType } = query.value;
      const templates = backend.store.db.adCopyTemplates.filter(
        (template) =>
          (slot === undefined || template.slot === slot) &&
          (rewardType === undefined || template.rewardType === rewardType) &&
          (multiple.value === undefined || template.allowMultipleRewards === multiple.value),
      );
      return response(200).json(plainCopy(templates));
    }),
  ];
}

export function advertiserAssetsHandlers(backend: Backend): RequestHandler[] {
  return [...creativeHandlers(backend), ...imageHandlers(backend), ...templateHandlers(backend)];
}
