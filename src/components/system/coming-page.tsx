import type { RouteObject } from 'react-router';
import type { MessageKey } from '@/i18n';
import { useTranslation } from '@/i18n/react';
import { SystemPage } from './system-page';

/**
 * A route whose screen is not built yet says so plainly, naming its area (`adsmanager.AREA_…`); it
 * shows no made-up content.
 */
export function ComingPage({ area }: { area: MessageKey }) {
  const { t } = useTranslation();
  return (
    <SystemPage
      title={t('adsmanager.SHELL_COMING_TITLE', { area: t(area) })}
      text={t('adsmanager.SHELL_COMING_TEXT')}
    />
  );
}

/** A placeholder route of `area`; without a path it is the index route. */
export function comingRoute(area: MessageKey, path?: string): RouteObject {
  const element = <ComingPage area={area} />;
  return path === undefined ? { index: true, element } : { path, element };
}
