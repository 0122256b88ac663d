/**
 * Leaving a form with unsaved changes asks first: in-app navigation to another page is blocked
 * behind a dialog, closing or reloading the tab gets the browser's prompt. Every form uses this one.
 */
import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { useTranslation } from '@/i18n/react';

/** `saved` is set just before navigating away after a successful save. */
export function UnsavedChangesGuard({ dirty, saved }: { dirty: boolean; saved: RefObject<boolean> }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !saved.current && currentLocation.pathname !== nextLocation.pathname,
  );
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
    <AlertDialog open={blocker.state === 'blocked'}>
      <AlertDialogContent onEscapeKeyDown={() => blocker.reset?.()}>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('adsmanager.UNSAVED_TITLE')}</AlertDialogTitle>
          <AlertDialogDescription>{t('adsmanager.UNSAVED_DESCRIPTION')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={() => blocker.reset?.()}>{t('adsmanager.UNSAVED_STAY')}</AlertDialogCancel>
          <AlertDialogAction onClick={() => blocker.proceed?.()}>{t('adsmanager.UNSAVED_LEAVE')}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
