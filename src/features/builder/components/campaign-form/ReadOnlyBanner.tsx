import { Badge } from '@/components/ui/badge';
import { InlineMessage } from '@/components/ui/inline-message';
import type { MessageKey } from '@/i18n';
import { useTranslation } from '@/i18n/react';
import type { ReadOnlyReason } from '../../campaign-form-rules';

const REASON: Record<ReadOnlyReason, MessageKey> = {
  loading: 'adsmanager.CAMPAIGN_READ_ONLY_loading',
  error: 'adsmanager.CAMPAIGN_READ_ONLY_error',
  accountFlagged: 'adsmanager.CAMPAIGN_READ_ONLY_accountFlagged',
  inactive: 'adsmanager.CAMPAIGN_READ_ONLY_inactive',
  restrictedPricingModel: 'adsmanager.CAMPAIGN_READ_ONLY_restrictedPricingModel',
  snapshot: 'adsmanager.CAMPAIGN_READ_ONLY_snapshot',
  noWrite: 'adsmanager.CAMPAIGN_READ_ONLY_noWrite',
  inReview: 'adsmanager.CAMPAIGN_READ_ONLY_inReview',
};

/** Part 2 §4: why the campaign cannot be edited. */
export function ReadOnlyBanner({ reason }: { reason: ReadOnlyReason }) {
  const { t } = useTranslation();
  return (
    <InlineMessage variant="warning" title={t('adsmanager.CAMPAIGN_READ_ONLY_TITLE')} data-reason={reason}>
      {t(REASON[reason])}
    </InlineMessage>
  );
}

/** NS-39: near-start is an informational badge only. */
export function NearStartBadge() {
  const { t } = useTranslation();
  return <Badge variant="secondary">{t('adsmanager.CAMPAIGN_NEAR_START')}</Badge>;
}
