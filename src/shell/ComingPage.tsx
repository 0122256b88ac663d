import { useTranslation } from '@/i18n/react';
import type { MessageKey } from '@/i18n';
import { SystemPage } from './page-frame';

/** Areas whose screens arrive with a later release. */
export const COMING_AREAS = {
  campaignBuild: 'adsmanager.AREA_CAMPAIGN_BUILD',
  campaigns: 'adsmanager.AREA_CAMPAIGNS',
  plans: 'adsmanager.AREA_PLANS',
  projections: 'adsmanager.AREA_PROJECTIONS',
  performance: 'adsmanager.AREA_PERFORMANCE',
  reports: 'adsmanager.AREA_REPORTS',
  tvcRequests: 'adsmanager.AREA_TVC_REQUESTS',
  redemptions: 'adsmanager.AREA_REDEMPTIONS',
} as const satisfies Record<string, MessageKey>;

export type ComingArea = keyof typeof COMING_AREAS;

/** A route whose screen is not built yet says so plainly, naming the area; it shows no made-up content. */
export function ComingPage({ area }: { area: ComingArea }) {
  const { t } = useTranslation();
  return (
    <SystemPage
      title={t('adsmanager.SHELL_COMING_TITLE', { area: t(COMING_AREAS[area]) })}
      text={t('adsmanager.SHELL_COMING_TEXT')}
    />
  );
}
