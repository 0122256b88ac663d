/**
 * An ad image field (issue 13 item 3, issue 24): drop a PNG or JPEG on the zone or choose one (the
 * zone is a button: click, Enter or Space), crop it, and it is resized in the browser to the
 * category's size and uploaded; a logo also uploads its annotated logo (AD-022). The zone then
 * becomes the uploaded picture with Replace and Remove; any refusal or failure is a message at the
 * field and keeps the previous value. The cropper is its own lazily loaded chunk.
 */
import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FileDropZone } from '@/components/ui/file-drop-zone';
import { useTranslation } from '@/i18n/react';
import { IMAGE_TYPES, type UploadCategory } from '../image-file-rules';
import type { ImageValue } from '../image-value';
import { useImageField } from './use-image-field';

const loadCropDialog = () => import('./CropDialog');
const CropDialog = lazy(async () => ({ default: (await loadCropDialog()).CropDialog }));

export interface ImageFieldProps {
  accountId: number;
  category: UploadCategory;
  label: string;
  value: ImageValue | null;
  onChange: (value: ImageValue | null) => void;
  disabled?: boolean;
  /** An error of the form (for example the server's, mapped to this field). */
  error?: string;
  /** The redeeming-merchant annotation written on the annotated logo's banner (Logo only; NS-55). */
  annotation?: string;
}

export function ImageField({
  accountId,
  category,
  label,
  value,
  onChange,
  disabled = false,
  error,
  annotation,
}: ImageFieldProps) {
  const { t } = useTranslation();
  const field = useImageField({ accountId, category, value, onChange, annotation });
  const busy = disabled || field.working;

  return (
    <div className="grid gap-2">
      <Field
        label={label}
        description={t('adsmanager.IMAGE_FILE_HINT', { ...field.target })}
        error={field.problem ?? error}
      >
        <FileDropZone
          accept={IMAGE_TYPES.join(',')}
          disabled={busy}
          onFile={(file) => {
            // The cropper's chunk loads while the file is decoded.
            void loadCropDialog();
            void field.choose(file);
          }}
          prompt={t('adsmanager.IMAGE_DROP_PROMPT')}
          replaceLabel={t('adsmanager.IMAGE_REPLACE', { label })}
          removeLabel={t('adsmanager.IMAGE_REMOVE', { label })}
          replaceText={t('adsmanager.IMAGE_REPLACE_TEXT')}
          removeText={t('adsmanager.IMAGE_REMOVE_TEXT')}
          onRemove={() => {
            onChange(null);
          }}
          preview={
            value ? (
              <>
                <img
                  src={value.url}
                  alt={t('adsmanager.IMAGE_CURRENT', { label })}
                  className="max-h-32 max-w-full rounded border object-contain"
                />
                {value.annotatedLogo && (
                  <img
                    src={value.annotatedLogo.url}
                    alt={t('adsmanager.IMAGE_ANNOTATED_LOGO')}
                    width={128}
                    height={128}
                    className="rounded border"
                  />
                )}
              </>
            ) : undefined
          }
        />
      </Field>
      {field.working && (
        <p role="status" className="text-sm text-muted-foreground">
          {t('adsmanager.IMAGE_WORKING', { category: field.categoryName })}
        </p>
      )}
      {field.retry && !field.working && (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={disabled}
          onClick={() => void field.retry?.()}
        >
          {t('adsmanager.IMAGE_RETRY')}
        </Button>
      )}
      {field.cropping && (
        <Suspense fallback={null}>
          <CropDialog
            category={field.categoryName}
            imageUrl={field.cropping.imageUrl}
            bounds={field.cropping.bounds}
            target={field.target}
            onCancel={field.cancelCrop}
            onApply={(crop) => void field.apply(crop)}
          />
        </Suspense>
      )}
    </div>
  );
}
