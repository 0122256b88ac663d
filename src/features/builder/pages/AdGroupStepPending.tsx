/**
 * The ad-group step (`ad-group/create`, `ad-group/{id}`) until the ad group form is wired in: it
 * checks the ad group id (WIZ-005, NS-35), names the step as the navigator does (WIZ-014) and says
 * the form is not available yet. Replaced by `./AdGroupFormPage` in routes.tsx.
 */
import { useAccount } from '@/access';
import { useRouteId, withRouteIdBoundary } from '@/components/routing/route-ids';
import { InlineMessage } from '@/components/ui/inline-message';
import { useTranslation } from '@/i18n/react';
import { useBuilderScope } from '../components/wizard/builder-context';
import { useCampaignAdGroups } from '../queries';

function AdGroupStep() {
  const { t } = useTranslation();
  const adGroupId = useRouteId('adGroup');
  const { accountId } = useAccount();
  const scope = useBuilderScope();
  const adGroups = useCampaignAdGroups(accountId, scope?.campaign.campaignId);
  const adGroup = adGroups.data?.data.find((group) => group.adGroupId === adGroupId);
  const missing = adGroupId !== undefined && adGroups.isSuccess && adGroup === undefined;
  return (
    <section aria-labelledby="ad-group-step" className="flex flex-col gap-3 p-6">
      <h1 id="ad-group-step" className="text-2xl font-semibold">
        {adGroupId === undefined
          ? t('adsmanager.WIZARD_NEW_AD_GROUP')
          : (adGroup?.name ?? t('adsmanager.WIZARD_STEP_PENDING_TITLE'))}
      </h1>
      {missing ? (
        <InlineMessage variant="error">{t('adsmanager.WIZARD_AD_GROUP_NOT_IN_CAMPAIGN', { adGroupId })}</InlineMessage>
      ) : (
        <p className="text-muted-foreground">{t('adsmanager.WIZARD_STEP_PENDING_TEXT')}</p>
      )}
    </section>
  );
}

export const AdGroupStepPending = withRouteIdBoundary(AdGroupStep);
