import type { Blocker } from 'react-router';
import { useTranslation } from '@/i18n/react';
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

/** Asks before leaving a form with unsaved changes (the users form's dialog and texts). */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation();
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
