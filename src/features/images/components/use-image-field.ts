/**
 * The state of one ImageField: a chosen file is checked (type, 2 MB, decodes, large enough),
 * cropped in the dialog, resized and uploaded (with the annotated logo for a logo); any refusal or
 * failure is one message at the field and leaves the value as it was. A failed upload can be tried
 * again with the same files and Idempotency-Keys, so nothing is stored twice.
 */
import { useEffect, useRef, useState } from 'react';
import { errorText } from '@/api/errors';
import { newIdempotencyKey } from '@/components/forms/idempotency-key';
import { useTranslation } from '@/i18n/react';
import type { MessageKey } from '@/i18n';
import { bannerText } from '../annotated-logo-rules';
import { cropBoundsFor, type Crop, type CropBounds } from '../crop-rules';
import { fileRefusal, IMAGE_SIZE, largeEnough, megabytes, type UploadCategory } from '../image-file-rules';
import { ImageProblem, type ImageProblemKind } from '../image-problem';
import type { DecodedImage, UploadFiles } from '../image-processing';
import { imageRef, type ImageValue } from '../image-value';
import { useImageUpload } from '../queries';

export interface ImageFieldState {
  accountId: number;
  category: UploadCategory;
  value: ImageValue | null;
  onChange: (value: ImageValue | null) => void;
  /** The banner text of the annotated logo (NS-55). */
  annotation?: string;
}

interface Cropping {
  file: File;
  image: DecodedImage;
  imageUrl: string;
  bounds: CropBounds;
}

interface PreparedUpload {
  files: UploadFiles;
  keys: { image: string; annotatedLogo: string };
}

const PROBLEM_KEYS: Record<ImageProblemKind, MessageKey> = {
  corrupt: 'adsmanager.IMAGE_CORRUPT',
  'invalid-output-size': 'adsmanager.IMAGE_RESIZE_INVALID_OUTPUT_SIZE',
  'pixel-data-blocked': 'adsmanager.IMAGE_RESIZE_PIXELS_BLOCKED',
  'invalid-quality': 'adsmanager.IMAGE_RESIZE_INVALID_QUALITY',
  'too-large': 'adsmanager.IMAGE_OUTPUT_TOO_LARGE',
};

const loadProcessing = () => import('../image-processing');

/** The logo file last uploaded here and the banner text its annotated logo carries. */
interface HeldLogo {
  id: number;
  file: File;
  banner: string | undefined;
}

export function useImageField({ accountId, category, value, onChange, annotation }: ImageFieldState) {
  const { t } = useTranslation();
  const { upload } = useImageUpload();
  const [problem, setProblem] = useState<string>();
  const [cropping, setCropping] = useState<Cropping>();
  const [working, setWorking] = useState(false);
  const [retry, setRetry] = useState<PreparedUpload>();
  const heldLogo = useRef<HeldLogo | undefined>(undefined);
  const banner = bannerText(annotation);
  const categoryName = t(`adsmanager.IMAGE_CATEGORY_${category}`);
  const target = IMAGE_SIZE[category];

  const fail = (error: unknown, name: string) => {
    setProblem(
      error instanceof ImageProblem
        ? t(PROBLEM_KEYS[error.kind], { name, category: categoryName })
        : t('adsmanager.IMAGE_UPLOAD_FAILED', { category: categoryName, message: errorText(error) }),
    );
  };

  async function choose(file: File) {
    setProblem(undefined);
    setRetry(undefined);
    const refusal = fileRefusal(file);
    if (refusal === 'wrong-type') {
      setProblem(t('adsmanager.IMAGE_WRONG_TYPE', { name: file.name }));
      return;
    }
    if (refusal === 'too-large') {
      setProblem(t('adsmanager.IMAGE_TOO_LARGE', { name: file.name, size: megabytes(file.size) }));
      return;
    }
    try {
      const image = await (await loadProcessing()).decodeImage(file);
      if (!largeEnough(image, category)) {
        image.source.close();
        setProblem(
          t('adsmanager.IMAGE_TOO_SMALL', {
            name: file.name,
            width: image.width,
            height: image.height,
            category: categoryName,
            minWidth: target.width,
            minHeight: target.height,
          }),
        );
        return;
      }
      setCropping({ file, image, imageUrl: URL.createObjectURL(file), bounds: cropBoundsFor(image, target) });
    } catch (error) {
      fail(error, file.name);
    }
  }

  function closeCropper() {
    if (cropping) URL.revokeObjectURL(cropping.imageUrl);
    setCropping(undefined);
  }

  async function send({ files, keys }: PreparedUpload) {
    setWorking(true);
    setProblem(undefined);
    try {
      const image = await upload({ accountId, imageCategory: category, file: files.image, idempotencyKey: keys.image });
      const annotated =
        files.annotatedLogo &&
        (await upload({
          accountId,
          imageCategory: 'AnnotatedLogo',
          file: files.annotatedLogo,
          idempotencyKey: keys.annotatedLogo,
        }));
      setRetry(undefined);
      if (files.annotatedLogo) heldLogo.current = { id: image.id, file: files.image, banner };
      onChange({
        ...imageRef(image, URL.createObjectURL(files.image)),
        ...(annotated && files.annotatedLogo
          ? { annotatedLogo: imageRef(annotated, URL.createObjectURL(files.annotatedLogo)) }
          : {}),
      });
    } catch (error) {
      setRetry({ files, keys });
      fail(error, files.image.name);
    } finally {
      setWorking(false);
    }
  }

  async function apply(crop: Crop) {
    if (!cropping) return;
    const { file, image } = cropping;
    closeCropper();
    setWorking(true);
    try {
      const files = await (await loadProcessing()).uploadFiles(image, crop, category, file.name, annotation);
      await send({ files, keys: { image: newIdempotencyKey(), annotatedLogo: newIdempotencyKey() } });
    } catch (error) {
      fail(error, file.name);
      setWorking(false);
    } finally {
      image.source.close();
    }
  }

  // NS-55: another annotation chosen after the logo was uploaded here draws and uploads the
  // annotated logo again (a logo read from a saved creative keeps its annotated logo).
  useEffect(() => {
    const held = heldLogo.current;
    if (!value || held?.id !== value.imageId || held.banner === banner || working) return;
    held.banner = banner;
    const annotate = async () => {
      setWorking(true);
      setProblem(undefined);
      try {
        const file = await (await loadProcessing()).reannotatedLogoFile(held.file, banner);
        const annotated = await upload({
          accountId,
          imageCategory: 'AnnotatedLogo',
          file,
          idempotencyKey: newIdempotencyKey(),
        });
        onChange({ ...value, annotatedLogo: imageRef(annotated, URL.createObjectURL(file)) });
      } catch (error) {
        fail(error, held.file.name);
      } finally {
        setWorking(false);
      }
    };
    void annotate();
  });

  return {
    categoryName,
    target,
    problem,
    working,
    cropping,
    choose,
    cancelCrop: closeCropper,
    apply,
    retry: retry && (() => send(retry)),
  };
}
