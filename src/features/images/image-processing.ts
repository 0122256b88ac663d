/**
 * From a chosen file to the files an upload sends (browser only: canvases and pica). ImageField
 * loads this module when a file is chosen, which keeps pica out of the ad form's first load.
 */
import { drawAnnotatedLogo } from './annotated-logo';
import type { Crop } from './crop-rules';
import { IMAGE_MAX_BYTES, IMAGE_SIZE, type PixelSize, type UploadCategory } from './image-file-rules';
import { ImageProblem } from './image-problem';
import { resizeImage } from './resize';

export interface DecodedImage extends PixelSize {
  source: ImageBitmap;
}

/** The chosen file decoded; a file that will not decode is the corrupt-image problem. */
export async function decodeImage(file: Blob): Promise<DecodedImage> {
  let source: ImageBitmap;
  try {
    source = await createImageBitmap(file);
  } catch (error) {
    throw new ImageProblem('corrupt', error instanceof Error ? error.message : 'The image did not decode');
  }
  if (source.width === 0 || source.height === 0) throw new ImageProblem('corrupt', 'The image has no pixels');
  return { source, width: source.width, height: source.height };
}

/** The files one upload sends: the image, and for a logo its annotated logo. */
export interface UploadFiles {
  image: File;
  annotatedLogo?: File;
}

const baseName = (name: string) => name.replace(/\.[^.]*$/, '') || 'image';

async function encode(canvas: HTMLCanvasElement, type: 'image/png' | 'image/jpeg', name: string): Promise<File> {
  const blob = await new Promise<Blob | null>((resolve) => {
    canvas.toBlob(resolve, type, 0.92);
  });
  if (!blob) throw new ImageProblem('pixel-data-blocked', 'The canvas could not be encoded');
  if (blob.size > IMAGE_MAX_BYTES) throw new ImageProblem('too-large', `${name} is ${blob.size} bytes`);
  return new File([blob], name, { type });
}

/** The annotated logo of a logo (AD-022) with the annotation's banner (NS-55). */
async function annotatedLogoFile(logo: CanvasImageSource, annotation: string | undefined, name: string) {
  const { width, height } = IMAGE_SIZE.AnnotatedLogo;
  return encode(drawAnnotatedLogo(logo, annotation), 'image/png', `${baseName(name)}-annotated-${width}x${height}.png`);
}

/**
 * The crop of `image` resized to the category's size (a hero as JPEG, a logo as PNG) and, for a
 * logo, its annotated logo. Rejects with an ImageProblem.
 */
export async function uploadFiles(
  image: DecodedImage,
  crop: Crop,
  category: UploadCategory,
  fileName: string,
  annotation?: string,
): Promise<UploadFiles> {
  const target = IMAGE_SIZE[category];
  const resized = await resizeImage(image.source, crop, target);
  const size = `${target.width}x${target.height}`;
  const file =
    category === 'Hero'
      ? await encode(resized, 'image/jpeg', `${baseName(fileName)}-${size}.jpg`)
      : await encode(resized, 'image/png', `${baseName(fileName)}-${size}.png`);
  if (category === 'Hero') return { image: file };
  return { image: file, annotatedLogo: await annotatedLogoFile(resized, annotation, fileName) };
}

/** The annotated logo drawn again from an uploaded logo file, for another annotation. */
export async function reannotatedLogoFile(logo: File, annotation: string | undefined): Promise<File> {
  const { source } = await decodeImage(logo);
  try {
    return await annotatedLogoFile(source, annotation, logo.name);
  } finally {
    source.close();
  }
}
