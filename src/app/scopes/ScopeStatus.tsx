import { useTranslation } from '@/i18n/react';
import { useLoadingTask } from '@/components/loading/loading-tasks';

/** While a scope loads: the loading dialog runs and the page says so to screen readers. */
export function ScopeLoading({ label }: { label: string }) {
  useLoadingTask(true, label);
  return (
    <p role="status" className="sr-only">
      {label}
    </p>
  );
}

/** A scope that cannot load: the message where the page would be, with a retry. */
export function ScopeError({ message, detail, onRetry }: { message: string; detail?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col gap-3 p-8">
      <h1 className="text-xl font-semibold text-foreground">{message}</h1>
      {detail && <p className="text-muted-foreground">{detail}</p>}
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="self-start rounded-md border border-border px-3 py-1.5 text-sm hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {t('adsmanager.RETRY')}
        </button>
      )}
    </main>
  );
}
