import { errorText } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { InlineMessage } from '@/components/ui/inline-message';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/i18n/react';

/** WIZ-022: while the campaign loads or after loading failed there is nothing to edit. */
export function CampaignLoadState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!error) return <Spinner label={t('adsmanager.CAMPAIGN_LOADING')} />;
  return (
    <InlineMessage variant="error" title={t('adsmanager.CAMPAIGN_LOAD_FAILED', { message: errorText(error) })}>
      <Button type="button" variant="outline" size="sm" onClick={onRetry}>
        {t('adsmanager.CAMPAIGN_RETRY')}
      </Button>
    </InlineMessage>
  );
}
