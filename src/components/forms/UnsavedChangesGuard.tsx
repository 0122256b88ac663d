/**
 * Leaving a form with unsaved changes asks first: in-app navigation to another page is blocked
 * behind a dialog, closing or reloading the tab gets the browser's prompt. Every form uses this one.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useTranslation } from '@/i18n/react';

/** `saved` is set just before navigating away after a successful save. */
export function UnsavedChangesGuard({ dirty, saved }: { dirty: boolean; saved: RefObject<boolean> }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !saved.current && currentLocation.pathname !== nextLocation.pathname,
  );
  // Set by "Leave": the dialog's closing after it must not undo the navigation.
  const leaving = useRef(false);
  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    if (blocked) leaving.current = false;
  }, [blocked]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
    };
  }, [dirty]);

  return (
    <ConfirmDialog
      open={blocked}
      onOpenChange={(open) => {
        if (!open && !leaving.current) blocker.reset?.();
      }}
      title={t('adsmanager.UNSAVED_TITLE')}
      description={t('adsmanager.UNSAVED_DESCRIPTION')}
      cancelLabel={t('adsmanager.UNSAVED_STAY')}
      confirmLabel={t('adsmanager.UNSAVED_LEAVE')}
      onConfirm={() => {
        leaving.current = true;
        blocker.proceed?.();
      }}
    />
  );
}
