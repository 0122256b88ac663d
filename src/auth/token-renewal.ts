/**
 * Silent token renewal (AUTH-014): 900 s before the access token expires the app renews it (with
 * the refresh token); if that fails the user is signed out. One renewal runs at a time across the
 * app's tabs (Web Locks API); inside the lock the expiry is checked again, so a renewal another
 * caller finished meanwhile is not repeated. Without navigator.locks it runs unlocked, still one
 * at a time within the tab.
 */
import { needsRenewal, RENEWAL_NOTICE_SECONDS, type RenewableUser } from './oidc-config';

export { needsRenewal, type RenewableUser };

export const RENEWAL_LOCK_NAME = 'adsmanager:token-renewal';

/** The part of an oidc-client-ts User the renewal reads. */
export interface RenewalManager {
  /** The user as stored now (after any renewal finished). */
  getUser: () => Promise<RenewableUser | null | undefined>;
  /** Renews the tokens; a null answer or a rejection is a failure. */
  signinSilent: () => Promise<RenewableUser | null | undefined>;
}

/** The part of the Web Locks API used here (navigator.locks). */
export interface LockManagerLike {
  request: (name: string, callback: () => Promise<unknown>) => Promise<unknown>;
}

export type RenewalOutcome = 'renewed' | 'not-needed' | 'failed';

export interface TokenRenewalOptions {
  manager: RenewalManager;
  /** Called once per failed renewal: sign the user out. */
  onFailure: (error: unknown) => void;
  /** Defaults to navigator.locks; null runs without a lock. */
  locks?: LockManagerLike | null;
  now?: () => number;
  noticeSeconds?: number;
}

function browserLocks(): LockManagerLike | null {
  if (typeof navigator === 'undefined') return null;
  const locks = (navigator as Partial<Navigator>).locks;
  return locks ?? null;
}

export interface TokenRenewal {
  /** Renews when needed; concurrent calls in this tab share one run. */
  renew: () => Promise<RenewalOutcome>;
}

export function createTokenRenewal({
  manager,
  onFailure,
  locks = browserLocks(),
  now = Date.now,
  noticeSeconds = RENEWAL_NOTICE_SECONDS,
}: TokenRenewalOptions): TokenRenewal {
  let running: Promise<RenewalOutcome> | undefined;

  const attempt = async (): Promise<RenewalOutcome> => {
    try {
      const user = await manager.getUser();
      if (!needsRenewal(user, now(), noticeSeconds)) return 'not-needed';
      const renewed = await manager.signinSilent();
      if (!renewed) throw new Error('Silent renewal returned no user');
      return 'renewed';
    } catch (error) {
      onFailure(error);
      return 'failed';
    }
  };

  const locked = async (): Promise<RenewalOutcome> => {
    if (!locks) return attempt();
    let outcome: RenewalOutcome | undefined;
    try {
      await locks.request(RENEWAL_LOCK_NAME, async () => {
        outcome = await attempt();
      });
    } catch {
      // The lock itself failed (e.g. an opaque origin): renew without it.
    }
    return outcome ?? attempt();
  };

  return {
    renew() {
      running ??= locked().finally(() => {
        running = undefined;
      });
      return running;
    },
  };
}
