/**
 * What ImageField holds: the uploaded asset as the creative refers to it (its id — the creative's
 * logoId / heroId / annotatedLogoId — its URL and its versions, AD-024) and, for a logo, the
 * annotated logo uploaded with it (AD-022).
 */
import type { ImageAsset, ImageAssetVersion } from '@generated/advertiser-assets/model';

export interface ImageRef {
  /** Id of the image asset. */
  id: number;
  externalUrl: string;
  versions: ImageAssetVersion[];
  /** A local URL of the file just uploaded (shown until the page is left); else externalUrl is shown. */
  previewUrl?: string;
}

export interface ImageValue extends ImageRef {
  /** The annotated logo drawn from this logo (Logo only). */
  annotatedLogo?: ImageRef;
}

export function imageRef(asset: ImageAsset, previewUrl?: string): ImageRef {
  return {
    id: asset.id,
    externalUrl: asset.externalUrl,
    versions: asset.versions,
    ...(previewUrl === undefined ? {} : { previewUrl }),
  };
}

/** The URL an <img> shows for an image. */
export const shownUrl = (image: ImageRef): string => image.previewUrl ?? image.externalUrl;
