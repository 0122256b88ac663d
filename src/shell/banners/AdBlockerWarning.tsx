/**
 * The ad-blocker warning (SHELL-061, CALL-067, NS-13). Ad blockers refuse requests for files with
 * ad-like names, so the app asks for such a file of its own origin (public/ads.js, a static file
 * and no API operation) once per page load; a failed request means a blocker is present. A
 * dismissal is remembered for the browser session.
 */
import { ShieldAlertIcon, XIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { BANNER_CLASSES } from './MaintenanceBanners';

export const AD_PROBE_PATH = 'ads.js';
export const AD_BLOCKER_DISMISSED_KEY = 'adsmanager.ad-blocker-warning-dismissed';

let probe: Promise<boolean> | undefined;

/** Resolves true when an ad blocker refused the probe file. Asks once per page load. */
export function detectAdBlocker(): Promise<boolean> {
  probe ??= fetch(`${import.meta.env.BASE_URL}${AD_PROBE_PATH}`, { cache: 'no-store' }).then(
    (response) => !response.ok,
    () => true,
  );
  return probe;
}

/**
 * Forgets the probe's answer: the tests' seam (a page load asks once).
 * @testSeam
 */
export function resetAdBlockerProbe(): void {
  probe = undefined;
}

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(AD_BLOCKER_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberDismissal(): void {
  try {
    sessionStorage.setItem(AD_BLOCKER_DISMISSED_KEY, '1');
  } catch {
    // Storage can be unavailable (private modes); the warning then just stays dismissed for this page.
  }
}

export function AdBlockerWarning() {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(wasDismissed);
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    if (dismissed) return;
    let current = true;
    void detectAdBlocker().then((found) => {
      if (current) setBlocked(found);
    });
    return () => {
      current = false;
    };
  }, [dismissed]);

  if (dismissed || !blocked) return null;
  const label = t('adsmanager.SHELL_AD_BLOCKER');
  return (
    <section aria-label={label} className={`${BANNER_CLASSES} border-warning/40 bg-warning-subtle text-warning`}>
      <ShieldAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p className="flex-1" role="alert">
        {t('adsmanager.ERROR_AD_BLOCKER_DETECTED')}
      </p>
      <button
        type="button"
        aria-label={t('adsmanager.SHELL_DISMISS')}
        className="-my-1 inline-flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-md hover:bg-warning/10 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        onClick={() => {
          rememberDismissal();
          setDismissed(true);
        }}
      >
        <XIcon aria-hidden="true" className="size-4" />
      </button>
    </section>
  );
}
