/**
 * The campaign form (part 2 §2): `campaign/create`, `plan/{planId}/specification/create` (sets
 * planId) and `campaign/{campaignId}` (edit). Create opens the new campaign's review; edit saves
 * through the ads-manager PATCH and stays.
 */
import { Link, useNavigate } from 'react-router';
import { useAccount, useCan } from '@/access';
import { etagOf } from '@/components/forms/concurrency';
import { useTranslation } from '@/i18n/react';
import { paths } from '@/lib/paths';
import { CampaignForm } from '../components/campaign-form/CampaignForm';
import { CampaignLoadState } from '../components/campaign-form/CampaignLoadState';
import { CampaignSummary } from '../components/campaign-form/CampaignSummary';
import { CreateRefusal } from '../components/wizard/StepFrame';
import { NearStartBadge, ReadOnlyBanner } from '../components/campaign-form/ReadOnlyBanner';
import { campaignReadOnlyReason, isNearStart } from '../campaign-form-rules';
import { useCampaign } from '../queries';
import { useCampaignReadOnlyReason } from '../use-read-only';
import { useRouteId, withRouteIdBoundary } from '@/components/routing/route-ids';
import { TEXT_LINK } from '@/components/ui/link-styles';
import { cn } from '@/lib/cn';

function CampaignFormScreen() {
  const campaignId = useRouteId('campaign');
  const planId = useRouteId('plan');
  return campaignId === undefined ? <CampaignCreate planId={planId} /> : <CampaignEdit campaignId={campaignId} />;
}

export const CampaignFormPage = withRouteIdBoundary(CampaignFormScreen);

function CampaignCreate({ planId }: { planId: number | undefined }) {
  const { t } = useTranslation();
  const { accountId, account } = useAccount();
  const canWrite = useCan('adsmanager.campaign.write');
  const navigate = useNavigate();
  const reason = campaignReadOnlyReason({ loading: false, error: false, campaign: undefined, account, canWrite });
  // Issue 28 point 6 (NS-07a): without write a create page is a refusal, not a greyed-out form.
  if (!canWrite) {
    return (
      <CreateRefusal
        titleId="campaign-form-title"
        text={t('adsmanager.CAMPAIGN_CREATE_FORBIDDEN', { account: account.name })}
      />
    );
  }
  return (
    <section aria-labelledby="campaign-form-title" className="grid gap-4 p-6">
      <h1 id="campaign-form-title" className="text-2xl font-semibold">
        {planId === undefined
          ? t('adsmanager.CAMPAIGN_CREATE_TITLE')
          : t('adsmanager.CAMPAIGN_CREATE_IN_PLAN_TITLE', { planId })}
      </h1>
      {reason !== undefined && <ReadOnlyBanner reason={reason} />}
      <CampaignForm
        mode="create"
        planId={planId}
        readOnlyReason={reason}
        submitLabel={t('adsmanager.CAMPAIGN_CREATE_SUBMIT')}
        onSaved={async ({ campaignId }) => {
          await navigate(
            planId === undefined
              ? paths.campaignReview(accountId, campaignId)
              : paths.planCampaignReview(accountId, planId, campaignId),
          );
        }}
      />
    </section>
  );
}

function CampaignEdit({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation();
  const { accountId, account } = useAccount();
  const query = useCampaign(accountId, campaignId);
  const campaign = query.data?.data;
  const reason = useCampaignReadOnlyReason({ loading: query.isPending, error: query.error, campaign });

  return (
    <section aria-labelledby="campaign-form-title" className="grid gap-4 p-6">
      <h1 id="campaign-form-title" className="text-2xl font-semibold">
        {t('adsmanager.CAMPAIGN_EDIT_TITLE', { name: campaign?.name ?? String(campaignId) })}
      </h1>
      {!campaign ? (
        <CampaignLoadState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <Link to={paths.campaignReview(accountId, campaignId)} className={cn(TEXT_LINK, 'text-sm')}>
              {t('adsmanager.CAMPAIGN_TO_REVIEW')}
            </Link>
            {isNearStart(campaign, account) && <NearStartBadge />}
          </div>
          {reason === 'noWrite' ? (
            // Issue 28 point 6 (NS-95): without write the campaign is a view, not a greyed-out form.
            <CampaignSummary campaign={campaign} />
          ) : (
            <>
              {reason !== undefined && <ReadOnlyBanner reason={reason} />}
              <CampaignForm
                mode="edit"
                campaign={campaign}
                version={etagOf(query.data)}
                readOnlyReason={reason}
                submitLabel={t('adsmanager.CAMPAIGN_SAVE_SUBMIT')}
                onSaved={() => undefined}
              />
            </>
          )}
        </>
      )}
    </section>
  );
}
