import { useTranslation } from '@/i18n/react';
import { Navigate, useParams } from 'react-router';
import { parseIntegerId } from '@/lib/ids';
import { paths } from '@/lib/paths';
import { useCampaignById } from './queries';
import { ScopeLoading } from './ScopeStatus';

/** `/c/{campaignId}`: find the campaign's account and open its review; not found → the root (SHELL-011). */
export function CampaignIdRedirect() {
  const { t } = useTranslation();
  const campaignId = parseIntegerId(useParams().campaignId ?? '');
  const campaign = useCampaignById(campaignId);
  if (campaignId === undefined || campaign.isError) return <Navigate to={paths.root} replace />;
  if (!campaign.data) return <ScopeLoading label={t('adsmanager.LOADING_CAMPAIGN')} />;
  return <Navigate to={paths.campaignReview(campaign.data.data.accountId, campaignId)} replace />;
}
