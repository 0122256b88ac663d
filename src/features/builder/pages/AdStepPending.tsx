/**
 * The ad step (`ad-group/{id}/ad/create`, `ad-group/{id}/ad/{adId}`) until the ad form comes (the
 * next issue): the ad group and ad ids are checked first (WIZ-005, NS-35), then it says the form is
 * not available yet.
 */
import { useRouteId, withRouteIdBoundary } from '@/components/routing/route-ids';
import { useTranslation } from '@/i18n/react';

function AdStep() {
  const { t } = useTranslation();
  useRouteId('adGroup');
  const adId = useRouteId('ad');
  return (
    <section aria-labelledby="ad-step" className="flex flex-col gap-3 p-6">
      <h1 id="ad-step" className="text-2xl font-semibold">
        {adId === undefined ? t('adsmanager.WIZARD_NEW_AD') : t('adsmanager.WIZARD_AD_TITLE', { adId })}
      </h1>
      <p className="text-muted-foreground">{t('adsmanager.WIZARD_AD_PENDING_TEXT')}</p>
    </section>
  );
}

export const AdStepPending = withRouteIdBoundary(AdStep);
