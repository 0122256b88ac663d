/**
 * The upload of a redemptions file (REDEEM-014, NS-75): a CSV file and its redemption model. A
 * file that is not a CSV file or is empty is refused at the field before anything is sent; a file
 * the server refuses shows the first detail of RMS_REDEMPTION_UPLOAD_FAILURE (API-020) on top and
 * keeps the form; a success says how many redemptions were taken for review.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { FileTextIcon } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { ServerForm, useServerForm } from '@/components/forms/server-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FileDropZone } from '@/components/ui/file-drop-zone';
import { InlineMessage } from '@/components/ui/inline-message';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useTranslation } from '@/i18n/react';
import type { RedemptionCountry, RedemptionUpload } from '@generated/rms/model';
import { useUploadRedemptionsMutation } from '../queries';
import {
  EMPTY_UPLOAD_FORM,
  REDEMPTION_MODELS,
  uploadFieldOf,
  uploadFormSchema,
  uploadIdentity,
  type UploadFormInput,
} from '../redemption-rules';

const FILE_ID = 'redemptions-file';

export function UploadForm({ country }: { country: RedemptionCountry }) {
  const { t } = useTranslation();
  const upload = useUploadRedemptionsMutation(country);
  const form = useForm({ resolver: zodResolver(uploadFormSchema), defaultValues: EMPTY_UPLOAD_FORM });
  const [uploaded, setUploaded] = useState<RedemptionUpload | undefined>(undefined);
  const server = useServerForm(form, {
    save: (values, idempotent) =>
      upload.mutateAsync({
        accountId: upload.accountId,
        countryCode: country,
        data: values,
        headers: idempotent(uploadIdentity(values)),
      }),
    fieldOf: uploadFieldOf,
    failure: (message) => t('adsmanager.REDEMPTIONS_UPLOAD_FAILED', { message }),
    onSaved: (answer) => {
      setUploaded(answer.data);
      form.reset(EMPTY_UPLOAD_FORM);
    },
  });

  return (
    <section aria-labelledby="redemptions-upload-title" className="grid max-w-xl gap-3 rounded-lg border p-4">
      <h2 id="redemptions-upload-title" className="text-lg font-semibold">
        {t('adsmanager.REDEMPTIONS_UPLOAD_TITLE')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('adsmanager.REDEMPTIONS_UPLOAD_HELP')}</p>
      <ServerForm server={server} className="grid gap-4" aria-labelledby="redemptions-upload-title">
        <Controller
          control={form.control}
          name="file"
          render={({ field, fieldState }) => (
            // The zone is not an input: a refused submit or a server error on the file focuses its button.
            <div
              ref={(node) => {
                if (node) field.ref({ focus: () => document.getElementById(FILE_ID)?.focus() });
              }}
            >
              <Field label={t('adsmanager.REDEMPTIONS_UPLOAD_FILE')} error={fieldState.error?.message} required>
                <FileDropZone
                  id={FILE_ID}
                  accept=".csv,text/csv"
                  onFile={(file) => {
                    setUploaded(undefined);
                    server.clearFormError();
                    field.onChange(file);
                    // Refused at the field at once, before any upload.
                    void form.trigger('file');
                  }}
                  prompt={t('adsmanager.REDEMPTIONS_UPLOAD_DROP')}
                  preview={field.value ? <ChosenFile file={field.value} /> : undefined}
                  replaceLabel={t('adsmanager.REDEMPTIONS_UPLOAD_REPLACE', { name: field.value?.name ?? '' })}
                  removeLabel={t('adsmanager.REDEMPTIONS_UPLOAD_REMOVE', { name: field.value?.name ?? '' })}
                  replaceText={t('adsmanager.REDEMPTIONS_UPLOAD_REPLACE_TEXT')}
                  removeText={t('adsmanager.REDEMPTIONS_UPLOAD_REMOVE_TEXT')}
                  onRemove={() => {
                    server.clearFormError();
                    field.onChange(undefined);
                    form.clearErrors('file');
                  }}
                />
              </Field>
            </div>
          )}
        />
        <ModelField control={form.control} />
        <div>
          <Button type="submit" disabled={server.isSubmitting}>
            {server.isSubmitting
              ? t('adsmanager.REDEMPTIONS_UPLOAD_SENDING')
              : t('adsmanager.REDEMPTIONS_UPLOAD_SUBMIT')}
          </Button>
        </div>
      </ServerForm>
      <div role="status" aria-live="polite">
        {uploaded && (
          <InlineMessage variant="info">
            {uploaded.status === 'Accepted'
              ? t('adsmanager.REDEMPTIONS_UPLOADED', {
                  fileName: uploaded.fileName,
                  accepted: uploaded.acceptedCount,
                  rows: uploaded.rowCount,
                  uploadId: uploaded.uploadId,
                })
              : t('adsmanager.REDEMPTIONS_UPLOAD_REJECTED', {
                  fileName: uploaded.fileName,
                  uploadId: uploaded.uploadId,
                })}
          </InlineMessage>
        )}
      </div>
    </section>
  );
}

/** The chosen file in the drop zone: its name, kept after a refusal until it is replaced or removed. */
function ChosenFile({ file }: { file: File }) {
  return (
    <span className="flex min-w-0 grow items-center gap-2 text-sm font-medium">
      <FileTextIcon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
      <span className="min-w-0 break-all">{file.name}</span>
    </span>
  );
}

/** REDEEM-007: the redemption model of the file. */
function ModelField({ control }: { control: Control<UploadFormInput> }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name="redemptionModel"
      render={({ field, fieldState }) => (
        <Field
          label={t('adsmanager.REDEMPTIONS_UPLOAD_MODEL')}
          htmlFor="redemptions-upload-model"
          error={fieldState.error?.message}
          required
        >
          <Select value={field.value} onValueChange={field.onChange} name={field.name}>
            <SelectTrigger
              id="redemptions-upload-model"
              ref={field.ref}
              onBlur={field.onBlur}
              className="w-full"
              aria-required
              aria-invalid={fieldState.error ? true : undefined}
              aria-describedby={fieldState.error ? 'redemptions-upload-model-error' : undefined}
            >
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {REDEMPTION_MODELS.map((model) => (
                <SelectItem key={model} value={model}>
                  {t(`adsmanager.REDEMPTIONS_MODEL_${model}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
      )}
    />
  );
}
