/**
 * The campaign review (part 2 §2): `campaign/{id}/review`, `review/comparison`, `review/publisher`
 * (NS-34) and the same inside a plan, read-only (`plan/{planId}/specification/{campaignId}`).
 * Summary, ticket, validation issues, actions (edit, deactivate, duplicate, delete, change log),
 * publisher schedules on the publisher variant (NS-05).
 */
import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '@/api/api-error';
import { errorText } from '@/api/errors';
import { useAccount, useCan, useFlag } from '@/access';
import { CampaignStatusBadge, DeleteCampaignsDialog, DuplicateCampaignDialog } from '@/features/campaigns';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { InlineMessage } from '@/components/ui/inline-message';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/i18n/react';
import { formatDate } from '@/lib/dates';
import { paths, SEGMENTS } from '@/lib/paths';
import {
  useGetCampaign,
  useGetLine,
  useGetPlan,
  useListAdGroups,
  useListAds,
} from '@generated/campaign-build/campaign-build';
import { GetCampaignResponse, GetLineResponse } from '@generated/campaign-build/campaign-build.zod';
import type { Campaign, Line } from '@generated/campaign-build/model';
import { ChangeLogDialog } from '../components/review/ChangeLogDialog';
import { DeactivateDialog } from '../components/review/DeactivateDialog';
import { PublisherSchedules } from '../components/review/PublisherSchedules';
import { ReviewSummary } from '../components/review/ReviewSummary';
import { ValidationIssues, type IssuesState } from '../components/review/ValidationIssues';
import { accountTimeZone, campaignQueryParams, campaignReadOnlyReason, isNearStart } from '../campaign-form-rules';
import { campaignTitle, canDeactivate, comparisonTargets } from '../review';
import { InvalidRouteId, useRouteId, withRouteIdBoundary } from '@/components/routing/route-ids';
import { validateCampaign, type StructureProblem } from '../validation';

/** Part 2 §9: ad group and ad campaign-wide loads. */
export const CAMPAIGN_WIDE_PAGE_SIZE = 500;

export type ReviewVariant = 'review' | 'comparison' | 'publisher';

export function reviewVariantOf(pathname: string): ReviewVariant {
  const path = pathname.replace(/\/+$/, '');
  if (path.endsWith(`/${SEGMENTS.reviewPublisher}`)) return 'publisher';
  if (path.endsWith(`/${SEGMENTS.reviewComparison}`)) return 'comparison';
  return 'review';
}

function CampaignReview() {
  const campaignId = useRouteId('campaign');
  const planId = useRouteId('plan');
  if (campaignId === undefined) return <InvalidRouteId kind="campaign" />;
  return <CampaignReviewOf campaignId={campaignId} planId={planId} />;
}

/** WIZ-003, WIZ-005: every review route variant, with route ids checked first. */
export const CampaignReviewPage = withRouteIdBoundary(CampaignReview);

function CampaignReviewOf({ campaignId, planId }: { campaignId: number; planId: number | undefined }) {
  const { t } = useTranslation();
  const { accountId, account } = useAccount();
  const { pathname } = useLocation();
  const variant = reviewVariantOf(pathname);
  const query = useGetCampaign(
    accountId,
    campaignId,
    campaignQueryParams({ includePublisherSchedules: variant === 'publisher' }),
    { query: { meta: { suppressErrorToast: true } } },
  );
  const backPath = planId === undefined ? paths.campaigns(accountId) : paths.planReview(accountId, planId);
  const backLabel = t(planId === undefined ? 'adsmanager.REVIEW_BACK_TO_CAMPAIGNS' : 'adsmanager.REVIEW_BACK_TO_PLAN');

  if (query.isPending) {
    return (
      <div className="p-6">
        <Spinner label={t('adsmanager.REVIEW_LOADING')} />
      </div>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <section aria-labelledby="review-error" className="flex flex-col gap-3 p-6">
        <h1 id="review-error" className="text-2xl font-semibold">
          {t(notFound ? 'adsmanager.REVIEW_NOT_FOUND' : 'adsmanager.REVIEW_TITLE')}
        </h1>
        <InlineMessage variant="error">
          {notFound
            ? t('adsmanager.REVIEW_NOT_FOUND_TEXT', { campaignId })
            : t('adsmanager.REVIEW_LOAD_FAILED', { message: errorText(query.error) })}
        </InlineMessage>
        <div className="flex gap-3">
          {!notFound && (
            <Button variant="outline" onClick={() => void query.refetch()}>
              {t('adsmanager.REVIEW_RETRY')}
            </Button>
          )}
          <Link to={backPath} className="self-center font-medium text-primary underline underline-offset-4">
            {backLabel}
          </Link>
        </div>
      </section>
    );
  }
  return (
    <LoadedReview
      campaign={query.data.data}
      accountId={accountId}
      account={account}
      planId={planId}
      variant={variant}
      backPath={backPath}
      backLabel={backLabel}
    />
  );
}

interface LoadedReviewProps {
  campaign: Campaign;
  accountId: number;
  account: ReturnType<typeof useAccount>['account'];
  planId: number | undefined;
  variant: ReviewVariant;
  backPath: string;
  backLabel: string;
}

function LoadedReview({ campaign, accountId, account, planId, variant, backPath, backLabel }: LoadedReviewProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const canWrite = useCan('adsmanager.campaign.write');
  const checkSchemas = useFlag('validate-api-response-schema');
  const plannerOn = useFlag('enable-campaign-planner');
  const [dialog, setDialog] = useState<'deactivate' | 'changeLog' | 'duplicate' | 'delete' | undefined>();
  const timeZone = accountTimeZone(account);
  const title = campaignTitle(campaign, t);
  const { campaignId } = campaign;

  const lineId = campaign.lineId ?? undefined;
  const lineQuery = useGetLine(accountId, lineId ?? 0, {
    query: { enabled: lineId !== undefined, meta: { suppressErrorToast: true }, retry: false },
  });
  const line: Line | null | undefined =
    lineId === undefined ? undefined : lineQuery.isSuccess ? lineQuery.data.data : lineQuery.isError ? null : undefined;

  const planStatusQuery = useGetPlan(accountId, campaign.planId ?? 0, {
    query: { enabled: campaign.planId != null, meta: { suppressErrorToast: true } },
  });
  const planStatus = planStatusQuery.data?.data.status;

  const filter = `campaignId==${String(campaignId)}`;
  const list = { page: 1, perPage: CAMPAIGN_WIDE_PAGE_SIZE, filter };
  const inactive = campaign.campaignStatus === 'Inactive';
  const adGroupsQuery = useListAdGroups(accountId, list, {
    query: { enabled: !inactive, meta: { suppressErrorToast: true } },
  });
  const adsQuery = useListAds(accountId, list, { query: { enabled: !inactive, meta: { suppressErrorToast: true } } });

  const issues = useMemo((): IssuesState => {
    if (inactive) return { kind: 'skipped' };
    const failed = adGroupsQuery.error ?? adsQuery.error;
    if (failed)
      return {
        kind: 'failed',
        message: t('adsmanager.REVIEW_ISSUES_STRUCTURE_FAILED', { message: errorText(failed) }),
      };
    if (!adGroupsQuery.data || !adsQuery.data || (lineId !== undefined && line === undefined))
      return { kind: 'loading' };
    const structure: { entity: string; problems: StructureProblem[] }[] = [];
    if (checkSchemas) {
      const campaignCheck = GetCampaignResponse.safeParse(campaign);
      if (!campaignCheck.success) structure.push({ entity: title, problems: campaignCheck.error.issues });
      const lineCheck = line ? GetLineResponse.safeParse(line) : undefined;
      if (line && lineCheck && !lineCheck.success) {
        structure.push({ entity: line.lineNumber, problems: lineCheck.error.issues });
      }
    }
    return {
      kind: 'ready',
      groups: validateCampaign({
        campaign,
        campaignName: title,
        line,
        adGroups: adGroupsQuery.data.data,
        ads: adsQuery.data.data,
        structure,
        timeZone,
        today: new Date(),
        formatDay: (day) => formatDate(day, { timeZone, locale: i18n.language }),
      }),
    };
  }, [
    inactive,
    adGroupsQuery.error,
    adGroupsQuery.data,
    adsQuery.error,
    adsQuery.data,
    lineId,
    line,
    checkSchemas,
    campaign,
    title,
    timeZone,
    i18n.language,
    t,
  ]);

  // Inside a plan the builder is read-only (part 2 §2).
  const readOnly =
    planId !== undefined ||
    campaignReadOnlyReason({ loading: false, error: false, campaign, account, canWrite }) !== undefined;
  const nearStart = isNearStart(campaign, account);
  const targets = variant === 'comparison' ? comparisonTargets(search) : [];

  return (
    <div className="flex flex-col gap-4 p-6">
      <header className="flex flex-col gap-2">
        <Link to={backPath} className="w-fit text-sm text-primary underline underline-offset-4">
          {backLabel}
        </Link>
        <p className="text-sm text-muted-foreground">{t('adsmanager.REVIEW_TITLE')}</p>
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-semibold">{title}</h1>
          {variant !== 'review' && (
            <Badge variant="secondary">
              {t(
                variant === 'comparison'
                  ? 'adsmanager.REVIEW_VARIANT_COMPARISON'
                  : 'adsmanager.REVIEW_VARIANT_PUBLISHER',
              )}
            </Badge>
          )}
          <CampaignStatusBadge status={campaign.campaignStatus} />
          {readOnly && <Badge variant="outline">{t('adsmanager.REVIEW_READ_ONLY')}</Badge>}
        </div>
        {variant === 'comparison' && (
          <p className="text-sm">
            {targets.length === 0
              ? t('adsmanager.REVIEW_COMPARED_WITH_NOTHING')
              : targets
                  .map((target) =>
                    t(
                      target.kind === 'plan'
                        ? 'adsmanager.REVIEW_COMPARED_WITH_PLAN'
                        : 'adsmanager.REVIEW_COMPARED_WITH_BASE',
                      {
                        id: target.id,
                      },
                    ),
                  )
                  .join(' · ')}
          </p>
        )}
      </header>

      {nearStart && <InlineMessage variant="info">{t('adsmanager.REVIEW_NEAR_START')}</InlineMessage>}

      <div role="toolbar" aria-label={t('adsmanager.REVIEW_ACTIONS')} className="flex flex-wrap gap-2">
        {!readOnly && (
          <>
            <Button asChild>
              <Link to={paths.campaign(accountId, campaignId)}>{t('adsmanager.REVIEW_EDIT')}</Link>
            </Button>
            {canDeactivate(campaign) && (
              <Button
                variant="outline"
                onClick={() => {
                  setDialog('deactivate');
                }}
              >
                {t('adsmanager.REVIEW_DEACTIVATE')}
              </Button>
            )}
            <Button
              variant="outline"
              onClick={() => {
                setDialog('duplicate');
              }}
            >
              {t('adsmanager.REVIEW_DUPLICATE')}
            </Button>
            <Button
              variant="outline"
              onClick={() => {
                setDialog('delete');
              }}
            >
              {t('adsmanager.REVIEW_DELETE')}
            </Button>
          </>
        )}
        <Button
          variant="outline"
          onClick={() => {
            setDialog('changeLog');
          }}
        >
          {t('adsmanager.REVIEW_CHANGE_LOG')}
        </Button>
        {/* WIZ-016: adding ad groups needs campaign.write (not read-only); WIZ-017: the planner's extras. */}
        {!readOnly && (
          <Button variant="outline" asChild>
            <Link to={paths.adGroupCreate(accountId, campaignId)}>{t('adsmanager.REVIEW_CREATE_AD_GROUP')}</Link>
          </Button>
        )}
        {!readOnly && plannerOn && (
          <Button variant="outline" asChild>
            <Link to={paths.adGroupImport(accountId, campaignId)}>{t('adsmanager.REVIEW_IMPORT_AD_GROUPS')}</Link>
          </Button>
        )}
        {plannerOn && campaign.planId != null && planId === undefined && (
          <Button variant="link" asChild>
            <Link to={paths.planReview(accountId, campaign.planId)}>{t('adsmanager.REVIEW_GO_TO_PLAN')}</Link>
          </Button>
        )}
      </div>

      <ReviewSummary
        campaign={campaign}
        accountId={accountId}
        timeZone={timeZone}
        line={line}
        planStatus={planStatus}
      />
      <ValidationIssues state={issues} />
      {variant === 'publisher' && (
        <PublisherSchedules schedules={campaign.publisherSchedules ?? []} timeZone={timeZone} />
      )}

      <DeactivateDialog
        open={dialog === 'deactivate'}
        onOpenChange={(open) => {
          setDialog(open ? 'deactivate' : undefined);
        }}
        accountId={accountId}
        campaignId={campaignId}
        campaignName={title}
      />
      <ChangeLogDialog
        open={dialog === 'changeLog'}
        onOpenChange={(open) => {
          setDialog(open ? 'changeLog' : undefined);
        }}
        accountId={accountId}
        campaignId={campaignId}
        campaignName={title}
        timeZone={timeZone}
      />
      {!readOnly && (
        <>
          <DuplicateCampaignDialog
            accountId={accountId}
            campaign={{ campaignId, name: title }}
            open={dialog === 'duplicate'}
            onOpenChange={(open) => {
              setDialog(open ? 'duplicate' : undefined);
            }}
          />
          <DeleteCampaignsDialog
            accountId={accountId}
            campaignIds={[campaignId]}
            open={dialog === 'delete'}
            onOpenChange={(open) => {
              setDialog(open ? 'delete' : undefined);
            }}
            onFinished={(result) => {
              if (result.succeeded.includes(campaignId)) void navigate(paths.campaigns(accountId));
            }}
          />
        </>
      )}
    </div>
  );
}
