/**
 * An ad image field (issue 13 item 3): choose a PNG or JPEG (the native file input, usable by
 * keyboard), crop it, and it is resized in the browser to the category's size and uploaded; a
 * logo also uploads its annotated logo (AD-022). Shows the uploaded image; any refusal or failure
 * is a message at the field and keeps the previous value.
 */
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useTranslation } from '@/i18n/react';
import type { UploadCategory } from '../image-file-rules';
import type { ImageValue } from '../image-value';
import { CropDialog } from './CropDialog';
import { useImageField } from './use-image-field';

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
        <input
          type="file"
          accept="image/png,image/jpeg"
          disabled={busy}
          className="block w-full text-sm file:mr-3 file:cursor-pointer file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium disabled:opacity-50"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void field.choose(file);
          }}
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
      {value ? (
        <div className="flex flex-wrap items-end gap-3">
          <img
            src={value.url}
            alt={t('adsmanager.IMAGE_CURRENT', { label })}
            className="max-h-32 rounded border object-contain"
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
          <Button
            variant="ghost"
            size="sm"
            disabled={busy}
            onClick={() => {
              onChange(null);
            }}
          >
            {t('adsmanager.IMAGE_REMOVE', { label })}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t('adsmanager.IMAGE_NONE')}</p>
      )}
      {field.cropping && (
        <CropDialog
          category={field.categoryName}
          imageUrl={field.cropping.imageUrl}
          bounds={field.cropping.bounds}
          target={field.target}
          onCancel={field.cancelCrop}
          onApply={(crop) => void field.apply(crop)}
        />
      )}
    </div>
  );
}
