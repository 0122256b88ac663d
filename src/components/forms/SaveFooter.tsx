/**
 * The builder forms' sticky footer with their save button: the failed save's message (focused, with
 * a link to the first field at fault) and the submit, labelled by the form.
 */
import type { RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { FormFooter } from '@/components/ui/form-footer';
import { useTranslation } from '@/i18n/react';

export function SaveFooter({
  error,
  attempt,
  busy,
  formRef,
  submitLabel,
  busyLabel,
}: {
  error: string | undefined;
  attempt: number;
  busy: boolean;
  formRef: RefObject<HTMLElement | null>;
  submitLabel: string;
  busyLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <FormFooter
      error={error}
      attempt={attempt}
      busy={busy}
      formRef={formRef}
      errorLabel={t('adsmanager.BUILDER_FORM_ERROR')}
      goToLabel={(field) => t('adsmanager.BUILDER_FORM_GO_TO_FIELD', { field })}
    >
      <Button type="submit" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </FormFooter>
  );
}
