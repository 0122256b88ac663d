/**
 * The campaign review (part 2 §2): `campaign/{id}/review`, `review/comparison`, `review/publisher`
 * (NS-34) and the same inside a plan, read-only (`plan/{planId}/specification/{campaignId}`).
 * Summary, ticket, validation issues, actions (edit, deactivate, duplicate, delete, change log),
 * publisher schedules on the publisher variant (NS-05).
 */
import { useEffect, useState } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { Link, useLocation } from 'react-router';
import { ApiError } from '@/api/api-error';
import { errorText } from '@/api/errors';
import { useAccount, useAccess, useCan } from '@/access';
import { InvalidRouteId, useRouteId, withRouteIdBoundary } from '@/components/routing/route-ids';
import { InlineMessage } from '@/components/ui/inline-message';
import { Spinner } from '@/components/ui/spinner';
import { BankApprovalPanel } from '@/features/bank-approval';
import { useTranslation } from '@/i18n/react';
import { paths } from '@/lib/paths';
import type { Campaign } from '@generated/campaign-build/model';
import { AdGroupList } from '../components/ad-groups/AdGroupList';
import { CampaignAds } from '../components/ad-groups/CampaignAds';
import { useBuilderScope } from '../components/wizard/builder-context';
import { CampaignDelivery } from '../components/review/CampaignDelivery';
import { PublisherSchedules } from '../components/review/PublisherSchedules';
import { ReviewActions } from '../components/review/ReviewActions';
import { ReviewHeader } from '../components/review/ReviewHeader';
import { ReviewNextSteps } from '../components/review/ReviewNextSteps';
import { ReviewSummary } from '../components/review/ReviewSummary';
import { useReviewIssues } from '../components/review/use-review-issues';
import { ValidationIssues } from '../components/review/ValidationIssues';
import { accountTimeZone, campaignReadOnlyReason, isNearStart } from '../campaign-form-rules';
import { useCampaign, useCampaignLine, usePlanStatus } from '../queries';
import { campaignTitle, publishersLockedIn, reviewVariantOf, type ReviewVariant } from '../review';
import { hasDelivered } from '../components/review/run-rules';
import { TEXT_LINK } from '@/components/ui/link-styles';
import { cn } from '@/lib/cn';

function CampaignReview() {
  const campaignId = useRouteId('campaign');
  const planId = useRouteId('plan');
  if (campaignId === undefined) return <InvalidRouteId kind="campaign" />;
  return <CampaignReviewOf campaignId={campaignId} planId={planId} />;
}

/** WIZ-003, WIZ-005: every review route variant, with route ids checked first. */
export const CampaignReviewPage = withRouteIdBoundary(CampaignReview);

interface Back {
  backPath: string;
  backLabel: string;
}

function CampaignReviewOf({ campaignId, planId }: { campaignId: number; planId: number | undefined }) {
  const { t } = useTranslation();
  const { accountId } = useAccount();
  const variant = reviewVariantOf(useLocation().pathname);
  const query = useCampaign(accountId, campaignId, { includePublisherSchedules: variant === 'publisher' });
  const back: Back = {
    backPath: planId === undefined ? paths.campaigns(accountId) : paths.planReview(accountId, planId),
    backLabel: t(planId === undefined ? 'adsmanager.REVIEW_BACK_TO_CAMPAIGNS' : 'adsmanager.REVIEW_BACK_TO_PLAN'),
  };

  if (query.isPending) {
    return (
      <div className="p-6">
        <Spinner label={t('adsmanager.REVIEW_LOADING')} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <ReviewLoadFailed campaignId={campaignId} error={query.error} onRetry={() => void query.refetch()} {...back} />
    );
  }
  return <LoadedReview campaign={query.data.data} planId={planId} variant={variant} {...back} />;
}

/** A campaign that does not exist says so (never a blank page); another failure offers Retry. */
function ReviewLoadFailed({
  campaignId,
  error,
  onRetry,
  backPath,
  backLabel,
}: Back & { campaignId: number; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <section aria-labelledby="review-error" className="flex flex-col gap-3 p-6">
      <h1 id="review-error" className="text-2xl font-semibold">
        {t(notFound ? 'adsmanager.REVIEW_NOT_FOUND' : 'adsmanager.REVIEW_TITLE')}
      </h1>
      {notFound ? (
        <InlineMessage variant="error">{t('adsmanager.REVIEW_NOT_FOUND_TEXT', { campaignId })}</InlineMessage>
      ) : (
        <LoadError
          title={t('adsmanager.REVIEW_LOAD_FAILED', { message: errorText(error) })}
          retryLabel={t('adsmanager.REVIEW_RETRY')}
          onRetry={onRetry}
        />
      )}
      <Link to={backPath} className={cn(TEXT_LINK, 'w-fit')}>
        {backLabel}
      </Link>
    </section>
  );
}

interface LoadedReviewProps extends Back {
  campaign: Campaign;
  planId: number | undefined;
  variant: ReviewVariant;
}

function LoadedReview({ campaign, planId, variant, backPath, backLabel }: LoadedReviewProps) {
  const { t } = useTranslation();
  const { accountId, account } = useAccount();
  const canWrite = useCan('adsmanager.campaign.write');
  const { isInternal } = useAccess();
  const timeZone = accountTimeZone(account);
  const title = campaignTitle(campaign, t);
  const line = useCampaignLine(accountId, campaign.lineId ?? undefined);
  const planStatus = usePlanStatus(accountId, campaign.planId);
  const issues = useReviewIssues({ campaign, accountId, title, line, timeZone });
  const basePath = useBuilderScope()?.basePath ?? paths.campaign(accountId, campaign.campaignId);
  // One "now" per visit: the delivery query and pacing stay put while the page is open.
  const [now] = useState(() => new Date());
  const delivered = planId === undefined && hasDelivered(campaign, now);
  // Inside a plan the builder is read-only (part 2 §2).
  const readOnly =
    planId !== undefined ||
    campaignReadOnlyReason({ loading: false, error: false, campaign, account, canWrite, internal: isInternal }) !==
      undefined;

  // Issue 28 point 2: every step that lands here (a save, a link) opens the review at its top.
  const { campaignId } = campaign;
  useEffect(() => {
    (document.scrollingElement ?? document.documentElement).scrollTop = 0;
  }, [campaignId]);

  return (
    <div className="flex flex-col gap-4 p-6">
      <ReviewHeader
        campaign={campaign}
        title={title}
        variant={variant}
        readOnly={readOnly}
        backPath={backPath}
        backLabel={backLabel}
      />
      {isNearStart(campaign, account) && (
        <InlineMessage variant="info">{t('adsmanager.REVIEW_NEAR_START')}</InlineMessage>
      )}
      {planId === undefined && (
        <ReviewNextSteps
          campaign={campaign}
          accountId={accountId}
          basePath={basePath}
          readOnly={readOnly}
          reviewer={isInternal && canWrite}
          issues={issues}
        />
      )}
      <ReviewActions
        campaign={campaign}
        accountId={accountId}
        title={title}
        planId={planId}
        readOnly={readOnly}
        timeZone={timeZone}
      />
      <div className={cn('grid items-start gap-4', delivered && 'lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]')}>
        <ReviewSummary
          campaign={campaign}
          accountId={accountId}
          timeZone={timeZone}
          line={line}
          planStatus={planStatus}
        />
        {delivered && <CampaignDelivery campaign={campaign} accountId={accountId} timeZone={timeZone} now={now} />}
      </div>
      <AdGroupList accountId={accountId} campaignId={campaign.campaignId} basePath={basePath} readOnly={readOnly} />
      <CampaignAds
        accountId={accountId}
        campaign={campaign}
        timeZone={timeZone}
        basePath={basePath}
        readOnly={readOnly}
      />
      <ValidationIssues state={issues} />
      <BankApprovalPanel campaignId={campaign.campaignId} />
      {variant === 'publisher' && (
        <PublisherSchedules
          schedules={campaign.publisherSchedules ?? []}
          timeZone={timeZone}
          lockedIn={publishersLockedIn(campaign, account.bookingCountry)}
        />
      )}
    </div>
  );
}
