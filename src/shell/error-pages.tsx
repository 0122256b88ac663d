/**
 * The error and system screens of part 1 §2.4. Part of the first-page bundle: plain elements only.
 * Pages a guard raises (403, feature disabled, feature deprecated) offer a logout action.
 */
import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { Link } from 'react-router';
import { errorText } from '@/api/errors';
import { useSignOut } from '@/auth';
import { LOGIN_PATH, paths } from '@/lib/paths';
import { ACTION_PRIMARY, ACTION_SECONDARY, SystemPage } from '@/components/system/system-page';

function GoToSafety({ primary = false }: { primary?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to={paths.root} className={primary ? ACTION_PRIMARY : ACTION_SECONDARY}>
      {t('adsmanager.SHELL_GO_TO_SAFETY')}
    </Link>
  );
}

function LogOutButton() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      className={ACTION_SECONDARY}
      disabled={pending}
      onClick={() => {
        setPending(true);
        void signOut().finally(() => {
          setPending(false);
        });
      }}
    >
      {pending ? t('adsmanager.SHELL_LOGGING_OUT') : t('adsmanager.LOGOUT')}
    </button>
  );
}

/** 403 (SHELL-024, ACCESS-026): 'Unauthorized', with Go to safety (to /) and Log out. */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <SystemPage title={t('adsmanager.SHELL_UNAUTHORIZED')} text={t('adsmanager.SHELL_UNAUTHORIZED_TEXT')}>
      <GoToSafety primary />
      <LogOutButton />
    </SystemPage>
  );
}

/** A kill flag turned the screen off (SHELL-025, NS-23). */
export function FeatureDisabledPage() {
  const { t } = useTranslation();
  return (
    <SystemPage title={t('adsmanager.SHELL_FEATURE_DISABLED')} text={t('adsmanager.SHELL_FEATURE_DISABLED_TEXT')}>
      <GoToSafety primary />
      <LogOutButton />
    </SystemPage>
  );
}

/** SHELL-025. */
export function FeatureDeprecatedPage() {
  const { t } = useTranslation();
  return (
    <SystemPage title={t('adsmanager.SHELL_FEATURE_DEPRECATED')} text={t('adsmanager.SHELL_FEATURE_DEPRECATED_TEXT')}>
      <GoToSafety primary />
      <LogOutButton />
    </SystemPage>
  );
}

/** A 401 reached a screen: the session handling logs the user out; this page offers the way back in. */
export function SessionEndedPage() {
  const { t } = useTranslation();
  return (
    <SystemPage title={t('adsmanager.SHELL_SESSION_ENDED')} text={t('adsmanager.SHELL_SESSION_ENDED_TEXT')}>
      <Link to={LOGIN_PATH} className={ACTION_PRIMARY}>
        {t('adsmanager.SHELL_LOG_IN_AGAIN')}
      </Link>
    </SystemPage>
  );
}

/**
 * Anything else (SHELL-026): what went wrong, in the words of the error catalogue, with a reload
 * and a way out, never a blank page.
 */
export function UnexpectedErrorPage({ error, details }: { error: unknown; details?: string }) {
  const { t } = useTranslation();
  return (
    <SystemPage
      title={t('adsmanager.SHELL_UNEXPECTED_ERROR')}
      text={
        <>
          <p>{t('adsmanager.SHELL_UNEXPECTED_ERROR_TEXT')}</p>
          <p role="alert" className="mt-2 text-foreground">
            {errorText(error)}
          </p>
          {details !== undefined && details !== '' && (
            <details className="mt-3 text-sm">
              <summary className="cursor-pointer">{t('adsmanager.SHELL_ERROR_DETAILS')}</summary>
              <pre className="mt-2 overflow-x-auto whitespace-pre-wrap break-words">{details}</pre>
            </details>
          )}
        </>
      }
    >
      <button
        type="button"
        className={ACTION_PRIMARY}
        onClick={() => {
          window.location.reload();
        }}
      >
        {t('adsmanager.SHELL_RELOAD')}
      </button>
      <GoToSafety />
    </SystemPage>
  );
}
