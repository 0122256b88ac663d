/**
 * `campaign/{campaignId}/fix` (NS-51): the campaign form with what blocks the campaign listed on
 * top; only the failing fields can be edited. Saving goes through the same PATCH and the issues are
 * checked again on the saved campaign.
 */
import { etagOf } from '@/components/forms/concurrency';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useAccount } from '@/access';
import { useLine } from '@/features/campaigns';
import { InlineMessage } from '@/components/ui/inline-message';
import { useTranslation } from '@/i18n/react';
import { todayInZone } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { CampaignForm } from '../components/campaign-form/CampaignForm';
import { CampaignLoadState } from '../components/campaign-form/CampaignLoadState';
import { ReadOnlyBanner } from '../components/campaign-form/ReadOnlyBanner';
import { accountTimeZone, campaignFixIssues, toCampaignFormValues } from '../campaign-form-rules';
import { useCampaign } from '../queries';
import { useCampaignReadOnlyReason } from '../use-read-only';
import { useRouteId, withRouteIdBoundary } from '@/components/routing/route-ids';
import { TEXT_LINK } from '@/components/ui/link-styles';
import { cn } from '@/lib/cn';

function CampaignFixScreen() {
  const { t, i18n } = useTranslation();
  const { accountId, account } = useAccount();
  const campaignId = useRouteId('campaign') ?? 0;
  const query = useCampaign(accountId, campaignId);
  const campaign = query.data?.data;
  const lineRead = useLine(accountId, campaign?.lineId);
  const reason = useCampaignReadOnlyReason({ loading: query.isPending, error: query.error, campaign });

  const issues = useMemo(() => {
    if (!campaign || lineRead.isPending) return undefined;
    const timeZone = accountTimeZone(account);
    return campaignFixIssues(toCampaignFormValues(campaign, account), {
      country: account.bookingCountry,
      mode: 'edit',
      line: lineRead.line,
      lineId: campaign.lineId ?? null,
      lineFound: lineRead.line !== undefined,
      status: campaign.campaignStatus,
      today: todayInZone(timeZone),
      timeZone,
      locale: i18n.language,
    });
  }, [campaign, lineRead.isPending, lineRead.line, account, i18n.language]);
  const editable = useMemo(() => new Set(issues?.map((issue) => issue.field)), [issues]);

  return (
    <section aria-labelledby="campaign-fix-title" className="grid gap-4 p-6">
      <h1 id="campaign-fix-title" className="text-2xl font-semibold">
        {t('adsmanager.CAMPAIGN_FIX_TITLE', { name: campaign?.name ?? String(campaignId) })}
      </h1>
      {!campaign || issues === undefined ? (
        <CampaignLoadState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Link to={paths.campaignReview(accountId, campaign.campaignId)} className={cn(TEXT_LINK, 'text-sm')}>
            {t('adsmanager.CAMPAIGN_TO_REVIEW')}
          </Link>
          {reason !== undefined && <ReadOnlyBanner reason={reason} />}
          {issues.length === 0 ? (
            <InlineMessage variant="info" title={t('adsmanager.CAMPAIGN_FIX_NOTHING')} />
          ) : (
            <InlineMessage variant="error" title={t('adsmanager.CAMPAIGN_FIX_ISSUES')}>
              <p>{t('adsmanager.CAMPAIGN_FIX_INTRO')}</p>
              <ul className="list-disc pl-5">
                {issues.map((issue) => (
                  <li key={`${issue.field}:${issue.message}`}>{issue.message}</li>
                ))}
              </ul>
            </InlineMessage>
          )}
          <CampaignForm
            mode="fix"
            campaign={campaign}
            version={etagOf(query.data)}
            readOnlyReason={reason}
            editable={editable}
            validateOnMount
            submitLabel={t('adsmanager.CAMPAIGN_FIX_SUBMIT')}
            onSaved={() => undefined}
          />
        </>
      )}
    </section>
  );
}

export const CampaignFixPage = withRouteIdBoundary(CampaignFixScreen);
