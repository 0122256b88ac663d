import { describe, expect, it, vi } from 'vitest';
import {
  createTokenRenewal,
  needsRenewal,
  RENEWAL_LOCK_NAME,
  type LockManagerLike,
  type RenewableUser,
} from './token-renewal';

const NOW = 1_700_000_000_000;
const expiringIn = (seconds: number): RenewableUser => ({ expires_at: NOW / 1000 + seconds });

/** Web Locks stand-in: one holder at a time, in request order, like navigator.locks for one name. */
function fakeLocks() {
  let tail: Promise<unknown> = Promise.resolve();
  const requests: string[] = [];
  const locks: LockManagerLike = {
    request(name, callback) {
      requests.push(name);
      const run = tail.then(callback);
      tail = run.catch(() => undefined);
      return run;
    },
  };
  return { locks, requests };
}

/** The stored user every tab reads, and a provider that renews it after a while. */
function sharedSession(initial: RenewableUser, renew: () => Promise<RenewableUser | null>) {
  let stored: RenewableUser | null = initial;
  const signinSilent = vi.fn(async () => {
    const renewed = await renew();
    if (renewed) stored = renewed;
    return renewed;
  });
  return { manager: { getUser: () => Promise.resolve(stored), signinSilent }, signinSilent };
}

describe('silent token renewal', () => {
  it('AUTH-014 renewal is due 900 s (15 min) before the access token expires, not earlier', () => {
    expect(needsRenewal(expiringIn(901), NOW)).toBe(false);
    expect(needsRenewal(expiringIn(900), NOW)).toBe(true);
    expect(needsRenewal(expiringIn(-5), NOW)).toBe(true);
    expect(needsRenewal(null, NOW)).toBe(false);
    expect(needsRenewal({}, NOW)).toBe(false);
  });

  it('AUTH-014 two tabs asking at once renew once: the second re-checks the expiry inside the lock', async () => {
    const { locks, requests } = fakeLocks();
    const { manager, signinSilent } = sharedSession(expiringIn(600), async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      return expiringIn(3600);
    });
    const onFailure = vi.fn();
    const tabA = createTokenRenewal({ manager, onFailure, locks, now: () => NOW });
    const tabB = createTokenRenewal({ manager, onFailure, locks, now: () => NOW });

    const outcomes = await Promise.all([tabA.renew(), tabB.renew()]);

    expect(signinSilent).toHaveBeenCalledTimes(1);
    expect(outcomes).toEqual(['renewed', 'not-needed']);
    expect(requests).toEqual([RENEWAL_LOCK_NAME, RENEWAL_LOCK_NAME]);
    expect(RENEWAL_LOCK_NAME).toBe('adsmanager:token-renewal');
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('AUTH-014 concurrent triggers in one tab (expiring and expired together) share one renewal', async () => {
    const { locks, requests } = fakeLocks();
    const { manager, signinSilent } = sharedSession(expiringIn(-1), () => Promise.resolve(expiringIn(3600)));
    const renewal = createTokenRenewal({ manager, onFailure: vi.fn(), locks, now: () => NOW });
    expect(await Promise.all([renewal.renew(), renewal.renew()])).toEqual(['renewed', 'renewed']);
    expect(signinSilent).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(1);
  });

  it('AUTH-014 a failed renewal (rejected or no user) signs the user out', async () => {
    const rejected = sharedSession(expiringIn(300), () => Promise.reject(new Error('invalid_grant')));
    const onFailure = vi.fn();
    const renewal = createTokenRenewal({ manager: rejected.manager, onFailure, locks: null, now: () => NOW });
    expect(await renewal.renew()).toBe('failed');
    expect(onFailure).toHaveBeenCalledTimes(1);

    const empty = sharedSession(expiringIn(300), () => Promise.resolve(null));
    const onEmpty = vi.fn();
    await createTokenRenewal({ manager: empty.manager, onFailure: onEmpty, locks: null, now: () => NOW }).renew();
    expect(onEmpty).toHaveBeenCalledTimes(1);
  });

  it('AUTH-014 without navigator.locks the renewal still runs (no lock) and a fresh token is left alone', async () => {
    const fresh = sharedSession(expiringIn(3000), () => Promise.resolve(expiringIn(3600)));
    const renewal = createTokenRenewal({ manager: fresh.manager, onFailure: vi.fn(), locks: null, now: () => NOW });
    expect(await renewal.renew()).toBe('not-needed');
    expect(fresh.signinSilent).not.toHaveBeenCalled();

    const due = sharedSession(expiringIn(100), () => Promise.resolve(expiringIn(3600)));
    const broken: LockManagerLike = { request: () => Promise.reject(new Error('SecurityError')) };
    const unlocked = createTokenRenewal({ manager: due.manager, onFailure: vi.fn(), locks: broken, now: () => NOW });
    expect(await unlocked.renew()).toBe('renewed');
    expect(due.signinSilent).toHaveBeenCalledTimes(1);
  });
});
