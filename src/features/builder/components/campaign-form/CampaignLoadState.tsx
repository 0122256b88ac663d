import { errorText } from '@/api/errors';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/i18n/react';

/** WIZ-022: while the campaign loads or after loading failed there is nothing to edit. */
export function CampaignLoadState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!error) return <Spinner label={t('adsmanager.CAMPAIGN_LOADING')} />;
  return (
    <LoadError
      title={t('adsmanager.CAMPAIGN_LOAD_FAILED', { message: errorText(error) })}
      retryLabel={t('adsmanager.CAMPAIGN_RETRY')}
      onRetry={onRetry}
    />
  );
}
