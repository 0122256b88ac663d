/**
 * The image upload (CALL-053, AD-024): multipart accountId, imageCategory and incomingImage through
 * the generated advertiser-assets hook and the one transport, as an idempotent create (the same
 * key on a retry of the same file).
 */
import { idempotencyHeaders } from '@/components/forms/idempotency-key';
import { useUploadImage } from '@generated/advertiser-assets/advertiser-assets';
import type { ImageAsset, ImageCategory } from '@generated/advertiser-assets/model';

export interface ImageUploadRequest {
  accountId: number;
  imageCategory: ImageCategory;
  file: File;
  /** One key per intended upload, reused when the same upload is tried again. */
  idempotencyKey: string;
}

/** Uploads one image and answers the stored asset with its versions. Nothing to invalidate: no list reads images. */
export function useImageUpload(): { upload: (request: ImageUploadRequest) => Promise<ImageAsset> } {
  const { mutateAsync } = useUploadImage({ mutation: { meta: { suppressErrorToast: true } } });
  return {
    upload: async ({ accountId, imageCategory, file, idempotencyKey }) => {
      const answer = await mutateAsync({
        data: { accountId, imageCategory, incomingImage: file },
        headers: idempotencyHeaders(idempotencyKey),
      });
      return answer.data;
    },
  };
}
