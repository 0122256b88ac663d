/**
 * Why this tab last left a session, kept in sessionStorage so that it survives the round trip to
 * the provider's logout page and back to /login: the login screen shows "Your session has ended"
 * after an expiry (AUTH-013) and nothing after a deliberate logout. Plus whether a sign-out is
 * running right now in this tab, so the sign-in guard and the 401 handler stand aside meanwhile.
 */

export const SIGN_OUT_REASONS = ['user', 'session-expired', 'renewal-failed', 'maintenance'] as const;
export type SignOutReason = (typeof SIGN_OUT_REASONS)[number];
/** 'session-ended': the stored user was expired or went missing (no provider logout needed). */
export type SessionEndReason = SignOutReason | 'session-ended';

export const SESSION_END_KEY = 'adsmanager:session-end';

const REASONS: ReadonlySet<string> = new Set<SessionEndReason>([...SIGN_OUT_REASONS, 'session-ended']);
/** Reasons after which the login screen says the session ended. */
const ENDED_REASONS: ReadonlySet<SessionEndReason> = new Set<SessionEndReason>([
  'session-ended',
  'session-expired',
  'renewal-failed',
]);

let signingOut = false;

export function isSigningOut(): boolean {
  return signingOut;
}

export function setSigningOut(value: boolean): void {
  signingOut = value;
}

export function markSessionEnd(reason: SessionEndReason): void {
  try {
    window.sessionStorage.setItem(SESSION_END_KEY, reason);
  } catch {
    // Storage unavailable: the login screen simply shows no reason.
  }
}

export function readSessionEnd(): SessionEndReason | undefined {
  try {
    const value = window.sessionStorage.getItem(SESSION_END_KEY);
    return value !== null && REASONS.has(value) ? (value as SessionEndReason) : undefined;
  } catch {
    return undefined;
  }
}

export function clearSessionEnd(): void {
  try {
    window.sessionStorage.removeItem(SESSION_END_KEY);
  } catch {
    // nothing to clear
  }
}

/** AUTH-013: the login screen shows the session-ended error after these. */
export function isSessionEndedReason(reason: SessionEndReason | undefined): boolean {
  return reason !== undefined && ENDED_REASONS.has(reason);
}
