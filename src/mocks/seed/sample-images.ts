/**
 * The seed's image assets are small sample pictures (scripts/serve/static/sample-images: three
 * each of hero 1200×627, logo 627×627 and annotated logo 128×128). Their stored URLs are on the
 * asset CDN, like real assets; the fake backend answers them on the origin of the request, where
 * the local stack serves the files, so seeded creatives show a picture under the CSP's
 * `img-src 'self'`. Images uploaded to the fake backend are answered there too while it keeps their
 * bytes (src/mocks/server/files.ts). (Production: the CDN must be in img-src, docs/deploy.md.)
 *
 * No imports: scripts/serve reads the file list from here.
 */

/** Where the seed's image assets live (the production asset CDN's origin). */
export const ASSET_CDN_ORIGIN = 'https://assets.cardlinked.example';
/** The path the sample pictures have, on the CDN and on the local stack. */
export const SAMPLE_IMAGES_PATH = '/sample-images';

const FILE_STEM = { Hero: 'hero', Logo: 'logo', AnnotatedLogo: 'annotated-logo' } as const;
const VARIANTS = 3;

/** The sample picture files the local stack serves. */
export const SAMPLE_IMAGE_FILES: readonly string[] = Object.values(FILE_STEM).flatMap((stem) =>
  Array.from({ length: VARIANTS }, (_, index) => `${stem}-${String(index + 1)}.png`),
);

/** The stored URL of a sample picture of the category; `variant` (any integer) picks one of three. */
export function sampleImageUrl(category: keyof typeof FILE_STEM, variant: number): string {
  const file = `${FILE_STEM[category]}-${String((Math.abs(variant) % VARIANTS) + 1)}.png`;
  return `${ASSET_CDN_ORIGIN}${SAMPLE_IMAGES_PATH}/${file}`;
}

/** The path of uploaded images, `/images/{imageId}/{fileName}`, on the CDN and on the local stack. */
export const UPLOADED_IMAGES_PATH = '/images';

/** The stored URL of an uploaded image (or one of its versions). */
export function uploadedImageUrl(imageId: number, fileName: string): string {
  return `${ASSET_CDN_ORIGIN}${UPLOADED_IMAGES_PATH}/${String(imageId)}/${encodeURIComponent(fileName)}`;
}

/**
 * A URL as the fake backend answers it: a sample picture, or an uploaded image whose bytes it keeps
 * (`kept(imageId)`), on the request's origin, where the local stack serves them; any other as stored.
 */
export function answeredImageUrl(
  url: string,
  requestUrl: string,
  kept: (imageId: number) => boolean = () => false,
): string {
  if (!url.startsWith(`${ASSET_CDN_ORIGIN}/`)) return url;
  const path = url.slice(ASSET_CDN_ORIGIN.length);
  const upload = new RegExp(`^${UPLOADED_IMAGES_PATH}/(\\d+)/`).exec(path);
  const served = path.startsWith(`${SAMPLE_IMAGES_PATH}/`) || (upload !== null && kept(Number(upload[1])));
  return served ? new URL(path, requestUrl).href : url;
}
