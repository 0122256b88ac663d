/**
 * Keeps the signed-in session (part 1 §4.1): renews the access token 900 s before it expires and
 * signs out when that fails (AUTH-014); turns a 401 from any call into one session-expired warning
 * and a logout 4 s later (AUTH-016); signs out when maintenance mode goes on (AUTH-015). When a form
 * holds unsaved input, the warning keeps it at once and says it will be offered back (NS-90).
 *
 * Mount once inside the signed-in app, beside its toast area (src/shell/Toaster.tsx).
 */
import { useEffect, useRef } from 'react';
import { useFlag } from '@/access/flags-context';
import { configureHttp } from '@/api/http';
import { useTranslation } from '@/i18n/react';
import { toast } from '@/lib/toast';
import { keepUnsavedInput } from '@/lib/unsaved-input';
import { useAuth } from './auth-context';
import { createSessionExpiry } from './session-expiry';
import { useSignOut } from './sign-out';
import { isSigningOut } from './sign-out-state';
import { createTokenRenewal, type LockManagerLike } from './token-renewal';

export const SESSION_EXPIRED_TOAST_ID = 'adsmanager:session-expired';

export interface SessionWatcherProps {
  /** Tests pass a fake lock manager; defaults to navigator.locks (none: no lock). */
  locks?: LockManagerLike | null;
}

export function SessionWatcher({ locks }: SessionWatcherProps = {}) {
  const auth = useAuth();
  const { t } = useTranslation();
  const signOut = useSignOut();
  const maintenance = useFlag('enable-maintenance-mode');

  const { events, signinSilent } = auth;
  const latestUser = useRef(auth.user);
  useEffect(() => {
    latestUser.current = auth.user;
  }, [auth.user]);

  // AUTH-015
  useEffect(() => {
    if (maintenance) void signOut('maintenance');
  }, [maintenance, signOut]);

  // AUTH-014: automaticSilentRenew is off (oidc-settings.ts); the renewal is ours.
  useEffect(() => {
    const renewal = createTokenRenewal({
      manager: {
        getUser: () => Promise.resolve(latestUser.current),
        signinSilent: () => signinSilent(),
      },
      onFailure: () => {
        void signOut('renewal-failed');
      },
      ...(locks === undefined ? {} : { locks }),
    });
    const renew = () => {
      void renewal.renew();
    };
    const unsubscribe = [
      events.addUserLoaded((user) => {
        latestUser.current = user;
      }),
      events.addAccessTokenExpiring(renew),
      // Timers held back by a sleeping laptop fire together: the shared run renews once.
      events.addAccessTokenExpired(renew),
    ];
    return () => {
      for (const stop of unsubscribe) stop();
    };
  }, [events, signinSilent, signOut, locks]);

  // AUTH-016
  useEffect(() => {
    const expiry = createSessionExpiry({
      warn: () => {
        const message = t('adsmanager.WARNING_SESSION_EXPIRED');
        // NS-90: the forms write their pending input now; the forced sign-out keeps it.
        const kept = keepUnsavedInput();
        toast.warning(message, {
          id: SESSION_EXPIRED_TOAST_ID,
          ...(kept ? { description: t('adsmanager.WARNING_SESSION_EXPIRED_INPUT_KEPT') } : {}),
        });
      },
      signOut: () => {
        void signOut('session-expired');
      },
      isSigningOut,
    });
    configureHttp({ onUnauthorized: expiry.onUnauthorized });
    return () => {
      expiry.cancel();
      configureHttp({ onUnauthorized: undefined });
    };
  }, [signOut, t]);

  return null;
}
