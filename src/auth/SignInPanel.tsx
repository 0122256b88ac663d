import { useAuth } from 'react-oidc-context';
import { useTranslation } from 'react-i18next';
import type { RuntimeConfig } from '@/config/runtime-config';

/**
 * The signed-in / signed-out panel of the minimal shell: the two sign-in buttons (e-mail and
 * corporate single sign-on), or who is signed in with a log-out button.
 */
export function SignInPanel({ config }: { config: RuntimeConfig }) {
  const { t } = useTranslation();
  const auth = useAuth();

  if (auth.isLoading) {
    return <p role="status">{t('adsmanager.LOGGING_IN')}</p>;
  }
  if (auth.activeNavigator === 'signinRedirect') {
    return <p role="status">{t('adsmanager.REDIRECTING_TO_LOGIN')}</p>;
  }
  if (auth.isAuthenticated && auth.user) {
    const name = auth.user.profile.name ?? auth.user.profile.email ?? '';
    return (
      <div className="flex items-center gap-4">
        <p className="text-slate-800">{t('adsmanager.SIGNED_IN_AS', { name })}</p>
        <button
          type="button"
          className="rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50"
          onClick={() => void auth.signoutRedirect({ id_token_hint: auth.user?.id_token })}
        >
          {t('adsmanager.LOGOUT')}
        </button>
      </div>
    );
  }

  const returnTo = `${window.location.pathname}${window.location.search}`;
  return (
    <div className="flex flex-col gap-3">
      {auth.error && <p role="alert">{t('adsmanager.LOGIN_ERROR', { message: auth.error.message })}</p>}
      <button
        type="button"
        className="rounded-md bg-blue-700 px-4 py-2 text-white hover:bg-blue-800"
        onClick={() => void auth.signinRedirect({ state: { returnTo } })}
      >
        {t('adsmanager.LOGIN_WITH_EMAIL')}
      </button>
      <button
        type="button"
        className="rounded-md border border-slate-300 px-4 py-2 hover:bg-slate-50"
        onClick={() =>
          void auth.signinRedirect({
            state: { returnTo },
            extraQueryParams: { identity_provider: config.oidc.corporateIdentityProvider },
          })
        }
      >
        {t('adsmanager.LOGIN_WITH_SSO')}
      </button>
    </div>
  );
}
