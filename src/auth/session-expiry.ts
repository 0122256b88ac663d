/**
 * A 401 from any call (AUTH-016): one session-expired warning, and the user is logged out 4 s
 * later — however many calls answer 401 meanwhile.
 */
import type { UnauthorizedRequest } from '@/api/http';

/** Part 1 §9: session-expired logout delay. */
export const SESSION_EXPIRED_LOGOUT_MS = 4000;

/**
 * Part 1 §4.3: the per-account current-user call answers 401 for "no permissions in this account";
 * that is not an expired session.
 */
const CURRENT_USER_PATH = /\/accounts\/[^/]+\/users\/me\/?$/;

export function isSessionExpiry(request: UnauthorizedRequest | undefined): boolean {
  return request === undefined || !CURRENT_USER_PATH.test(request.path);
}

export interface SessionExpiryOptions {
  warn: () => void;
  signOut: () => void;
  delayMs?: number;
  /** While true (a sign-out already runs) 401s are ignored. */
  isSigningOut?: () => boolean;
}

export interface SessionExpiry {
  /** Give it every 401. */
  onUnauthorized: (error: unknown, request?: UnauthorizedRequest) => void;
  /** Stops a pending logout (the watcher unmounts). */
  cancel: () => void;
}

export function createSessionExpiry({
  warn,
  signOut,
  delayMs = SESSION_EXPIRED_LOGOUT_MS,
  isSigningOut = () => false,
}: SessionExpiryOptions): SessionExpiry {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let triggered = false;
  return {
    onUnauthorized(_error, request) {
      if (triggered || isSigningOut() || !isSessionExpiry(request)) return;
      triggered = true;
      warn();
      timer = setTimeout(() => {
        timer = undefined;
        signOut();
      }, delayMs);
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
