/**
 * The ad group step of the builder (part 2 §2, §3): `campaign/{campaignId}/ad-group/create` and
 * `campaign/{campaignId}/ad-group/{adGroupId}`. Reads the campaign, its line's brands and, when
 * editing, the ad group with its audience, criteria and fee; renders the targeting feature's form.
 * A create opens the campaign's review with the new ad group; an edit stays.
 */
import { useNavigate } from 'react-router';
import { useAccount, useFlag } from '@/access';
import { useRouteId, withRouteIdBoundary } from '@/components/routing/route-ids';
import {
  CreateRefusal,
  StepFrame,
  useBuilderScope,
  useCampaign,
  useCampaignLine,
  useCampaignReadOnlyReason,
} from '@/features/builder';
import { CampaignStatusBadge } from '@/features/campaigns';
import { useTranslation } from '@/i18n/react';
import { paths } from '@/lib/paths';
import { AdGroupForm } from '../components/AdGroupForm';
import { AdGroupSummary } from '../components/AdGroupSummary';
import { useAdGroupTargeting } from '../queries';

function AdGroupFormScreen() {
  const { t } = useTranslation();
  const campaignId = useRouteId('campaign') ?? 0;
  const adGroupId = useRouteId('adGroup');
  const { accountId, account } = useAccount();
  const modifiableTargeting = useFlag('enable-modifiable-non-draft-targeting');
  const navigate = useNavigate();
  const campaignQuery = useCampaign(accountId, campaignId);
  const campaign = campaignQuery.data?.data;
  const line = useCampaignLine(accountId, campaign?.lineId ?? undefined);
  const targeting = useAdGroupTargeting(accountId, adGroupId);
  // The builder's frame: inside a plan the builder is read-only (part 2 §2).
  const scope = useBuilderScope();
  const reason = useCampaignReadOnlyReason({ loading: campaignQuery.isPending, error: campaignQuery.error, campaign });
  const error = campaignQuery.error ?? targeting.error;
  const lineSettled = campaign?.lineId == null || line !== undefined;
  const ready = campaign !== undefined && targeting.ready && lineSettled;
  // WIZ-005 (NS-35): an ad group of another campaign is named, not edited here.
  const foreign = targeting.loaded !== undefined && targeting.loaded.adGroup.campaignId !== campaignId;
  const title =
    adGroupId === undefined
      ? t('adsmanager.AD_GROUP_CREATE_TITLE')
      : t('adsmanager.AD_GROUP_EDIT_TITLE', { name: targeting.loaded?.adGroup.name ?? String(adGroupId) });

  // Issue 28 point 6 (NS-95): without write a create page is a refusal and an ad group a view.
  const view = reason === 'noWrite';
  if (view && adGroupId === undefined) {
    return (
      <CreateRefusal
        titleId="ad-group-form-title"
        text={t('adsmanager.AD_GROUP_CREATE_FORBIDDEN', { account: account.name })}
      />
    );
  }

  const form = !ready ? undefined : view && targeting.loaded ? (
    <AdGroupSummary
      loaded={targeting.loaded}
      campaign={campaign}
      country={account.bookingCountry === 'GB' ? 'GB' : 'US'}
      brandIds={line?.brands ?? []}
      status={<CampaignStatusBadge status={targeting.loaded.adGroup.adGroupStatus} />}
      note={t('adsmanager.BUILDER_VIEW_ONLY', { account: account.name })}
    />
  ) : (
    <AdGroupForm
      key={targeting.loaded?.adGroup.adGroupId ?? 'new'}
      accountId={accountId}
      campaign={{
        campaignId,
        campaignPricingModel: campaign.campaignPricingModel,
        currency: campaign.currency,
      }}
      country={account.bookingCountry === 'GB' ? 'GB' : 'US'}
      brandIds={line?.brands ?? []}
      loaded={targeting.loaded}
      readOnly={reason !== undefined || scope?.inPlan === true}
      modifiableTargeting={modifiableTargeting}
      onSaved={async (saved) => {
        if (saved.created) await navigate(paths.campaignReview(accountId, campaignId));
      }}
    />
  );

  return (
    <StepFrame
      titleId="ad-group-form-title"
      title={title}
      review={{ to: paths.campaignReview(accountId, campaignId), label: t('adsmanager.AD_GROUP_TO_REVIEW') }}
      failed={
        error
          ? {
              error,
              message: (message) => t('adsmanager.AD_GROUP_LOAD_FAILED', { message }),
              retryLabel: t('adsmanager.AD_GROUP_RETRY'),
              onRetry: () => {
                if (campaignQuery.error) void campaignQuery.refetch();
                targeting.retry();
              },
            }
          : undefined
      }
      loadingLabel={t('adsmanager.AD_GROUP_LOADING')}
      elsewhere={foreign ? t('adsmanager.WIZARD_AD_GROUP_NOT_IN_CAMPAIGN', { adGroupId: adGroupId ?? '' }) : undefined}
      readOnlyReason={view ? undefined : reason}
    >
      {form}
    </StepFrame>
  );
}

export const AdGroupFormPage = withRouteIdBoundary(AdGroupFormScreen);
