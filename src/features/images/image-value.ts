/**
 * What ImageField holds: the uploaded asset as the creative refers to it (`imageId` — the
 * creative's logoId / heroId / annotatedLogoId — where to show it, its public URL and its
 * versions, AD-024) and, for a logo, the annotated logo uploaded with it (AD-022).
 */
import type { ImageAsset, ImageAssetVersion } from '@generated/advertiser-assets/model';

export interface ImageRef {
  /** Id of the image asset. */
  imageId: number;
  /** Where to show it: the file just uploaded (a local blob: URL), else the asset's externalUrl. */
  url: string;
  /** The asset's public URL, as the server answered. */
  externalUrl: string;
  versions: ImageAssetVersion[];
}

export interface ImageValue extends ImageRef {
  /** The annotated logo drawn from this logo (Logo only). */
  annotatedLogo?: ImageRef;
}

/** The uploaded `asset`, shown from `localUrl` (the file sent) while the page lives. */
export function imageRef(asset: ImageAsset, localUrl: string): ImageRef {
  return { imageId: asset.id, url: localUrl, externalUrl: asset.externalUrl, versions: asset.versions };
}
