/**
 * The ad step of the builder (part 2 §2, §3): `ad-group/{id}/ad/create`, `ad-group/{id}/ad/{adId}`
 * and, behind its flag, the inactive-ad fix form `ad-group/{id}/ad/{adId}/fix` (NS-51). Reads the
 * campaign, its line's brands with their store segments and, when editing, the ad with its creative
 * and redeeming merchants; renders the ads feature's form. A create opens the campaign's review at
 * its top, where the next step waits (issue 28: another ad, another ad group, or submit); an edit
 * stays.
 */
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useAccount } from '@/access';
import { useRouteId, withRouteIdBoundary } from '@/components/routing/route-ids';
import {
  accountTimeZone,
  CreateRefusal,
  StepFrame,
  useBuilderScope,
  useCampaign,
  useCampaignLine,
  useCampaignReadOnlyReason,
} from '@/features/builder';
import { CampaignStatusBadge } from '@/features/campaigns';
import { useTranslation } from '@/i18n/react';
import { dayInZone } from '@/lib/dates';
import { paths, SEGMENTS } from '@/lib/paths';
import { brandOptionsOf } from '../ad-form-rules';
import { AdForm } from '../components/AdForm';
import { AdSummary } from '../components/AdSummary';
import { useAdToEdit, useBrandStoreSegments } from '../queries';

function AdFormScreen({ fix }: { fix: boolean }) {
  const { t } = useTranslation();
  const campaignId = useRouteId('campaign') ?? 0;
  const adGroupId = useRouteId('adGroup') ?? 0;
  const adId = useRouteId('ad');
  const { accountId, account } = useAccount();
  const navigate = useNavigate();
  const scope = useBuilderScope();
  const campaignQuery = useCampaign(accountId, campaignId);
  const campaign = campaignQuery.data?.data;
  const line = useCampaignLine(accountId, campaign?.lineId ?? undefined);
  const edit = useAdToEdit(accountId, adId);
  const brandIds = useMemo(
    () => [...new Set([...(line?.brands ?? []), ...(edit.loaded?.ad.brands ?? [])])],
    [line?.brands, edit.loaded?.ad.brands],
  );
  const segments = useBrandStoreSegments(accountId, brandIds);
  const merchants = edit.loaded?.merchants;
  const brandOptions = useMemo(() => brandOptionsOf(segments.brands, merchants), [segments.brands, merchants]);
  const reason = useCampaignReadOnlyReason({ loading: campaignQuery.isPending, error: campaignQuery.error, campaign });
  const error = campaignQuery.error ?? edit.error;
  const lineSettled = campaign?.lineId == null || line !== undefined;
  const ready = campaign !== undefined && edit.ready && lineSettled && !segments.pending;
  // WIZ-005 (NS-35): an ad of another ad group is named, not edited here.
  const foreign = edit.loaded !== undefined && edit.loaded.ad.adGroupId !== adGroupId;
  const name = edit.loaded?.ad.name ?? String(adId ?? '');
  const title =
    adId === undefined
      ? t('adsmanager.AD_CREATE_TITLE')
      : t(fix ? 'adsmanager.AD_FIX_TITLE' : 'adsmanager.AD_EDIT_TITLE', { name });
  // Issue 28 point 5: a new reward is redeemable over the campaign's run (its days in the booking zone).
  const timeZone = accountTimeZone(account);
  const campaignRun = useMemo(
    () =>
      campaign && {
        start: dayInZone(campaign.startDateTime, timeZone),
        end: dayInZone(campaign.endDateTime, timeZone),
      },
    [campaign, timeZone],
  );
  const reviewPath = scope ? `${scope.basePath}/${SEGMENTS.review}` : paths.campaignReview(accountId, campaignId);

  // Issue 28 point 6 (NS-95): without write a create page is a refusal and an ad a view.
  const view = reason === 'noWrite';
  if (view && adId === undefined) {
    return (
      <CreateRefusal titleId="ad-form-title" text={t('adsmanager.AD_CREATE_FORBIDDEN', { account: account.name })} />
    );
  }

  const country = account.bookingCountry === 'GB' ? 'GB' : 'US';
  const form = !ready ? undefined : view && edit.loaded ? (
    <AdSummary
      loaded={edit.loaded}
      country={country}
      currency={campaign.currency}
      brandOptions={brandOptions}
      status={<CampaignStatusBadge status={edit.loaded.ad.adStatus} />}
      note={t('adsmanager.BUILDER_VIEW_ONLY', { account: account.name })}
    />
  ) : (
    <AdForm
      key={edit.loaded?.ad.adId ?? 'new'}
      accountId={accountId}
      adGroupId={adGroupId}
      country={country}
      currency={campaign.currency}
      campaignRun={campaignRun}
      brandOptions={brandOptions}
      loaded={edit.loaded}
      readOnly={reason !== undefined || scope?.inPlan === true}
      onSaved={async (saved) => {
        if (saved.created) await navigate(reviewPath);
      }}
    />
  );

  return (
    <StepFrame
      titleId="ad-form-title"
      title={title}
      review={{ to: paths.campaignReview(accountId, campaignId), label: t('adsmanager.AD_TO_REVIEW') }}
      failed={
        error
          ? {
              error,
              message: (message) => t('adsmanager.AD_LOAD_FAILED', { message }),
              retryLabel: t('adsmanager.AD_RETRY'),
              onRetry: () => {
                if (campaignQuery.error) void campaignQuery.refetch();
                edit.retry();
              },
            }
          : undefined
      }
      loadingLabel={t('adsmanager.AD_LOADING')}
      elsewhere={foreign ? t('adsmanager.AD_NOT_IN_AD_GROUP', { adId: adId ?? '' }) : undefined}
      readOnlyReason={view ? undefined : reason}
    >
      {form}
    </StepFrame>
  );
}

export const AdFormPage = withRouteIdBoundary(function AdForm() {
  return <AdFormScreen fix={false} />;
});
/** NS-51: the inactive-ad fix form — the ad form of the ad, titled as its fix. */
export const AdFixPage = withRouteIdBoundary(function AdFix() {
  return <AdFormScreen fix />;
});
