/**
 * Custom audiences (part 2 §3 Audience, NS-83): the account's files to include or exclude, and the
 * upload of a new file (multipart through the one transport, idempotent), which is then included.
 */
import { FileTextIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { errorText } from '@/api/errors';
import { idempotencyHeaders, newIdempotencyKey } from '@/components/forms/idempotency-key';
import { CheckboxItem } from '@/components/ui/checkbox-group';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FileDropZone } from '@/components/ui/file-drop-zone';
import { InlineMessage } from '@/components/ui/inline-message';
import { Section } from '@/components/ui/section';
import { useTranslation } from '@/i18n/react';
import type { CustomAudience, CustomAudienceFile } from '@generated/campaign-build/model';
import { useCustomAudiences } from '../queries';
import type { SectionProps } from './form-context';

const asChosen = (file: CustomAudienceFile): CustomAudience => ({
  customAudienceId: file.customAudienceId,
  fileName: file.fileName,
  description: file.description ?? '',
});

export function CustomAudienceSection({ form, disabled, accountId }: SectionProps & { accountId: number }) {
  const { t } = useTranslation();
  const { files, upload } = useCustomAudiences(accountId);
  const include = useWatch({ control: form.control, name: 'audience.customInclude' });
  const exclude = useWatch({ control: form.control, name: 'audience.customExclude' });
  const error = form.formState.errors.audience?.customInclude?.message;
  const [chosen, setChosen] = useState<File | undefined>(undefined);
  const [uploadError, setUploadError] = useState<string | undefined>(undefined);
  const [uploaded, setUploaded] = useState<string | undefined>(undefined);
  // One key per chosen file: a retry of the same upload replays the first answer.
  const uploadKey = useRef<{ file: File; key: string } | undefined>(undefined);

  const setSide = (side: 'customInclude' | 'customExclude', file: CustomAudienceFile, on: boolean) => {
    const other = side === 'customInclude' ? 'customExclude' : 'customInclude';
    const without = (list: CustomAudience[]) =>
      list.filter((entry) => entry.customAudienceId !== file.customAudienceId);
    const current = side === 'customInclude' ? include : exclude;
    form.setValue(`audience.${side}`, on ? [...without(current), asChosen(file)] : without(current), {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
    if (on)
      form.setValue(`audience.${other}`, without(side === 'customInclude' ? exclude : include), { shouldDirty: true });
  };

  const send = async () => {
    const file = chosen;
    if (!file) return;
    setUploadError(undefined);
    setUploaded(undefined);
    if (uploadKey.current?.file !== file) uploadKey.current = { file, key: newIdempotencyKey() };
    try {
      const answer = await upload.mutateAsync({
        accountId,
        data: { file },
        headers: idempotencyHeaders(uploadKey.current.key),
      });
      uploadKey.current = undefined;
      setChosen(undefined);
      setSide('customInclude', answer.data, true);
      setUploaded(answer.data.fileName);
    } catch (failure) {
      setUploadError(t('adsmanager.CUSTOM_AUDIENCE_UPLOAD_FAILED', { message: errorText(failure) }));
    }
  };

  const isIn = (list: CustomAudience[], file: CustomAudienceFile) =>
    list.some((entry) => entry.customAudienceId === file.customAudienceId);

  return (
    <Section title={t('adsmanager.CUSTOM_AUDIENCES_SECTION')} disabled={disabled}>
      {files.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('adsmanager.CUSTOM_AUDIENCES_EMPTY')}</p>
      ) : (
        <ul className="grid gap-2">
          {files.map((file, index) => (
            <li key={file.customAudienceId} className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm">
              <span className="min-w-0 grow basis-48 break-words">
                {file.fileName} · {t('adsmanager.CUSTOM_AUDIENCE_ROWS', { count: file.rowCount })}
              </span>
              <CheckboxItem
                id={index === 0 ? 'custom-audience-first' : undefined}
                label={t('adsmanager.CUSTOM_AUDIENCE_INCLUDE', { name: '' }).trim()}
                aria-label={t('adsmanager.CUSTOM_AUDIENCE_INCLUDE', { name: file.fileName })}
                aria-invalid={(index === 0 && error !== undefined) || undefined}
                checked={isIn(include, file)}
                disabled={disabled}
                onCheckedChange={(checked) => {
                  const on = checked === true;
                  setSide('customInclude', file, on);
                }}
              />
              <CheckboxItem
                label={t('adsmanager.CUSTOM_AUDIENCE_EXCLUDE', { name: '' }).trim()}
                aria-label={t('adsmanager.CUSTOM_AUDIENCE_EXCLUDE', { name: file.fileName })}
                checked={isIn(exclude, file)}
                disabled={disabled}
                onCheckedChange={(checked) => {
                  const on = checked === true;
                  setSide('customExclude', file, on);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {error !== undefined && (
        <p id="custom-audiences-error" className="text-sm font-medium text-destructive" role="alert">
          {error}
        </p>
      )}
      <Field label={t('adsmanager.CUSTOM_AUDIENCE_FILE')}>
        <FileDropZone
          id="custom-audience-file"
          accept=".csv,.txt,text/csv,text/plain"
          disabled={disabled || upload.isPending}
          onFile={(file) => {
            setChosen(file);
            setUploadError(undefined);
            setUploaded(undefined);
          }}
          prompt={t('adsmanager.CUSTOM_AUDIENCE_DROP')}
          preview={
            chosen && (
              <span className="flex min-w-0 grow items-center gap-2 text-sm font-medium">
                <FileTextIcon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
                <span className="min-w-0 break-all">{chosen.name}</span>
              </span>
            )
          }
          replaceLabel={t('adsmanager.CUSTOM_AUDIENCE_REPLACE', { name: chosen?.name ?? '' })}
          removeLabel={t('adsmanager.CUSTOM_AUDIENCE_REMOVE', { name: chosen?.name ?? '' })}
          replaceText={t('adsmanager.CUSTOM_AUDIENCE_REPLACE_TEXT')}
          removeText={t('adsmanager.CUSTOM_AUDIENCE_REMOVE_TEXT')}
          onRemove={() => {
            setChosen(undefined);
            setUploadError(undefined);
          }}
        />
      </Field>
      {chosen && (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          disabled={disabled || upload.isPending}
          onClick={() => void send()}
        >
          {upload.isPending ? t('adsmanager.CUSTOM_AUDIENCE_UPLOADING') : t('adsmanager.CUSTOM_AUDIENCE_UPLOAD')}
        </Button>
      )}
      {uploadError !== undefined && <InlineMessage variant="error" title={uploadError} />}
      {uploaded !== undefined && (
        <p role="status" className="text-sm">
          {t('adsmanager.CUSTOM_AUDIENCE_UPLOADED', { name: uploaded })}
        </p>
      )}
    </Section>
  );
}
