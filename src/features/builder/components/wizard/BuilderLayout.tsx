/**
 * The builder's frame below `campaign/{id}` and `plan/{planId}/specification/{id}`: the left
 * navigator beside the current step (part 2 §2). It reads the campaign, its ad groups (ADG-004) and
 * its ads once for every step, and opens `review?ad_group={id}` on that ad group, or on the searched
 * ad when the ID search named one (WIZ-004). An invalid plan or campaign id is named here, an
 * invalid ad group or ad id by the step page (NS-35).
 */
import { LoadError } from '@/components/ui/load-error';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation, useParams, useResolvedPath } from 'react-router';
import { useAccount, useAccess, useCan } from '@/access';
import { errorText } from '@/api/errors';
import { InvalidRouteId, readRouteId } from '@/components/routing/route-ids';
import { useTranslation } from '@/i18n/react';
import { parseIntegerId } from '@/lib/ids';
import { SEGMENTS, searchedAdIn } from '@/lib/paths';
import type { Campaign } from '@generated/campaign-build/model';
import { campaignReadOnlyReason } from '../../campaign-form-rules';
import { campaignAdsQueryOptions, useCampaign, useCampaignAdGroups } from '../../queries';
import { campaignTitle } from '../../review';
import { wizardAdGroups, wizardPlace, wizardSteps, type WizardPlace } from '../../wizard';
import { BuilderScopeContext, type BuilderScope } from './builder-context';
import { WizardNavigator } from './WizardNavigator';

export function BuilderLayout() {
  const params = useParams();
  const campaign = readRouteId(params, 'campaign');
  const plan = readRouteId(params, 'plan');
  // NS-35: an invalid id says which kind it is, on every step (the outermost id first).
  if (plan.status === 'invalid') return <InvalidRouteId kind="plan" />;
  if (campaign.status === 'invalid') return <InvalidRouteId kind="campaign" />;
  if (campaign.status !== 'valid') return <Outlet />;
  return <BuilderFrame campaignId={campaign.id} inPlan={plan.status === 'valid'} />;
}

function BuilderFrame({ campaignId, inPlan }: { campaignId: number; inPlan: boolean }) {
  const { accountId, account } = useAccount();
  const canWrite = useCan('adsmanager.campaign.write');
  const { isInternal } = useAccess();
  const basePath = useResolvedPath('.').pathname;
  const location = useLocation();
  const { pathname, search } = location;
  const state: unknown = location.state;
  const place = wizardPlace(pathname.startsWith(basePath) ? pathname.slice(basePath.length) : '', inPlan);
  const campaignQuery = useCampaign(accountId, campaignId);
  const campaign = campaignQuery.data?.data;

  // WIZ-004: the review's ?ad_group= opens that ad group, or the searched ad inside it.
  const adGroupParam = place.kind === 'review' ? new URLSearchParams(search).get(SEGMENTS.adGroupParam) : null;
  const adGroupId = adGroupParam === null ? undefined : parseIntegerId(adGroupParam);
  if (adGroupParam !== null && adGroupId !== undefined) {
    const adId = searchedAdIn(state, adGroupId);
    const adGroupPath = `${basePath}/ad-group/${String(adGroupId)}`;
    return <Navigate replace to={adId === undefined ? adGroupPath : `${adGroupPath}/ad/${String(adId)}`} />;
  }
  const readOnly =
    inPlan ||
    campaignReadOnlyReason({
      loading: campaignQuery.isPending,
      error: campaignQuery.isError,
      campaign,
      account,
      canWrite,
      internal: isInternal,
    }) !== undefined;
  const scope: BuilderScope | undefined = campaign && { campaign, readOnly, basePath, inPlan };

  return (
    <BuilderScopeContext value={scope}>
      <div className="flex min-h-full max-md:flex-col">
        {campaign && <Navigator campaign={campaign} scope={{ readOnly, basePath, inPlan }} place={place} />}
        <div className="min-w-0 flex-1">{adGroupParam !== null ? <InvalidRouteId kind="adGroup" /> : <Outlet />}</div>
      </div>
    </BuilderScopeContext>
  );
}

interface NavigatorProps {
  campaign: Campaign;
  scope: Omit<BuilderScope, 'campaign'>;
  place: WizardPlace;
}

/** The navigator once the campaign is known; its ad groups and ads come from the campaign-wide reads. */
function Navigator({ campaign, scope, place }: NavigatorProps) {
  const { t } = useTranslation();
  const { accountId } = useAccount();
  const adGroups = useCampaignAdGroups(accountId, campaign.campaignId);
  const ads = useQuery(campaignAdsQueryOptions(accountId, campaign.campaignId));
  if (adGroups.isError) {
    return (
      <div className="w-64 shrink-0 border-r border-border py-4 pr-2 max-md:w-full max-md:border-r-0 max-md:border-b max-md:px-4">
        <LoadError
          title={t('adsmanager.AD_GROUPS_LOAD_FAILED', { message: errorText(adGroups.error) })}
          retryLabel={t('adsmanager.AD_GROUPS_RETRY')}
          onRetry={() => adGroups.refetch()}
        />
      </div>
    );
  }
  if (adGroups.isPending)
    return <div className="w-64 shrink-0 border-r border-border max-md:hidden" aria-busy="true" />;
  const steps = wizardSteps({
    campaign: {
      campaignId: campaign.campaignId,
      name: campaignTitle(campaign, t),
      planId: campaign.planId,
      campaignPricingModel: campaign.campaignPricingModel,
    },
    inPlan: scope.inPlan,
    adGroups: wizardAdGroups(adGroups.data.data, ads.data?.data ?? []),
    readOnly: scope.readOnly,
    importMode: place.kind === 'import',
    onNewAdGroup: place.kind === 'newAdGroup',
  });
  return <WizardNavigator steps={steps} place={place} basePath={scope.basePath} />;
}
