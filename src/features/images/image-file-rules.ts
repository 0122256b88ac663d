/**
 * What an ad image must be (part 2 §3 Image asset, AD-021, AD-023, NS-56): the size of each
 * category, the file types and the 2 MB limit, checked on the chosen file before anything is
 * decoded or uploaded, and again on each file about to be sent.
 */
import type { ImageCategory } from '@generated/advertiser-assets/model';

/** The categories a user uploads; the annotated logo is drawn from the logo (AD-022). */
export type UploadCategory = Extract<ImageCategory, 'Hero' | 'Logo'>;

export interface PixelSize {
  width: number;
  height: number;
}

/** AD-021, AD-022: hero 1200×627, logo 627×627, annotated logo 128×128. */
export const IMAGE_SIZE: Readonly<Record<ImageCategory, PixelSize>> = {
  Hero: { width: 1200, height: 627 },
  Logo: { width: 627, height: 627 },
  AnnotatedLogo: { width: 128, height: 128 },
};

/** NS-56: 2 MB = 2 × 1024 × 1024 bytes, for every category. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** The types the server stores (openapi/advertiser-assets.yaml, incomingImage). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

/** Why a chosen file is refused before it is decoded. */
export type FileRefusal = 'wrong-type' | 'too-large';

/** The first reason to refuse `file`, or undefined when it may be decoded. */
export function fileRefusal(file: Pick<File, 'type' | 'size'>): FileRefusal | undefined {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'wrong-type';
  if (file.size > IMAGE_MAX_BYTES) return 'too-large';
  return undefined;
}

/** Whether an image of `size` can give the category's size without being enlarged. */
export function largeEnough(size: PixelSize, category: UploadCategory): boolean {
  const target = IMAGE_SIZE[category];
  return size.width >= target.width && size.height >= target.height;
}

/** Megabytes with one decimal, for messages ("2 MB", "3.4 MB"). */
export function megabytes(bytes: number): string {
  const value = Math.round((bytes / (1024 * 1024)) * 10) / 10;
  return String(value);
}
