/**
 * The page shown when the app cannot start, most often because /config.json, the one file that
 * differs between mock, dev-uat, uat and prod (docs/deploy.md), is missing or wrong: what happened
 * in words a user can pass on, the exact problem for whoever runs the installation, and a reload.
 * Rendered on its own root (no router, no providers): start-up stopped before the app existed.
 */
import { createRoot } from 'react-dom/client';
import { ConfigError } from '@/config/runtime-config';
import { translate } from '@/i18n';
import { ReloadButton } from '@/shell/chunk-reload';
import { SystemPage } from '@/components/system/system-page';

function whatHappened(error: unknown): string {
  if (!(error instanceof ConfigError)) return translate('adsmanager.CONFIG_ERROR_OTHER');
  const values = { url: error.url, detail: error.detail };
  switch (error.problem) {
    case 'missing':
      return translate('adsmanager.CONFIG_ERROR_MISSING', values);
    case 'malformed':
      return translate('adsmanager.CONFIG_ERROR_MALFORMED', values);
    case 'invalid':
      return translate('adsmanager.CONFIG_ERROR_INVALID', values);
  }
}

export function ConfigErrorPage({ error }: { error: unknown }) {
  return (
    <SystemPage
      title={translate('adsmanager.CONFIG_ERROR_TITLE')}
      text={
        <>
          <p role="alert" className="text-foreground">
            {whatHappened(error)}
          </p>
          <p className="mt-2">{translate('adsmanager.CONFIG_ERROR_HELP')}</p>
          <p className="mt-3 text-sm break-words">
            {translate('adsmanager.CONFIG_ERROR_DETAILS', {
              details: error instanceof Error ? error.message : String(error),
            })}
          </p>
        </>
      }
    >
      <ReloadButton />
    </SystemPage>
  );
}

/** Replaces whatever `root` holds with the start-up error page. */
export function showStartupError(root: HTMLElement, error: unknown): void {
  root.replaceChildren();
  createRoot(root).render(<ConfigErrorPage error={error} />);
}
