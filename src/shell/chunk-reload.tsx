/**
 * A lazy chunk that does not load. Each deploy replaces /assets/* with files of new names and the
 * web server answers 404 for the old ones (docs/deploy.md), so a tab opened before the deploy fails
 * the first time it needs a screen it has not loaded yet. Instead of the unexpected-error page, the
 * user is offered a reload, which fetches the new index.html and with it the new chunks.
 */
import { useTranslation } from '@/i18n/react';
import { ACTION_PRIMARY, SystemPage } from '@/components/system/system-page';

/**
 * The browsers' words for a dynamic import that failed (Chromium, Firefox, Safari), and Vite's for
 * a chunk's stylesheet that failed to preload.
 */
const CHUNK_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}

/** Indirection so tests can observe the reload (window.location cannot be stubbed in jsdom). */
export const pageReload = {
  reload(): void {
    window.location.reload();
  },
};

/** Reloads the page: the new index.html, and with it the build's current chunks. */
export function ReloadButton() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={ACTION_PRIMARY}
      onClick={() => {
        pageReload.reload();
      }}
    >
      {t('adsmanager.SHELL_RELOAD')}
    </button>
  );
}

export function ChunkReloadPage() {
  const { t } = useTranslation();
  return (
    <SystemPage title={t('adsmanager.SHELL_RELOAD_NEEDED')} text={t('adsmanager.SHELL_RELOAD_NEEDED_TEXT')}>
      <ReloadButton />
    </SystemPage>
  );
}
