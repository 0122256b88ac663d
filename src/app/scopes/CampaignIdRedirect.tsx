import { idRead } from '@/api/id-read';
import { useTranslation } from '@/i18n/react';
import { Navigate, useParams } from 'react-router';
import { parseIntegerId } from '@/lib/ids';
import { paths } from '@/lib/paths';
import { useGetCampaignGlobal } from '@generated/campaign-build/campaign-build';
import { ScopeLoading } from './ScopeStatus';

/** `/c/{campaignId}`: find the campaign's account and open its review; not found → the root (SHELL-011). */
export function CampaignIdRedirect() {
  const { t } = useTranslation();
  const campaignId = parseIntegerId(useParams().campaignId ?? '');
  const read = idRead(campaignId);
  const campaign = useGetCampaignGlobal(read.id, {
    query: { ...read.hold, retry: false, meta: { suppressErrorToast: true } },
  });
  if (campaignId === undefined || campaign.isError) return <Navigate to={paths.root} replace />;
  if (!campaign.data) return <ScopeLoading label={t('adsmanager.LOADING_CAMPAIGN')} />;
  return <Navigate to={paths.campaignReview(campaign.data.data.accountId, campaignId)} replace />;
}
