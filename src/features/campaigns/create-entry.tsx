/**
 * The screens' way into the campaign builder (issue 28 point 1, NS-07a): "Create campaign" on the
 * landing report and the campaigns list, and in their empty states. Light on purpose: the landing
 * report is the first account screen, so this reads the lines with the header menu's own query
 * (same key, one request) and nothing of the campaigns feature's heavier modules.
 */
import { PlusIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useAccess, useFlag } from '@/access';
import { STALE_TIME } from '@/api/query-client';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/react';
import { paths } from '@/lib/paths';
import { useListLines } from '@generated/campaign-build/campaign-build';
import { linesDecide, mayCreateCampaign } from './create-rules';
import { visibleLines } from './lines';

/** Whether the signed-in user may create a campaign in `accountId` (false while the lines load). */
export function useCanCreateCampaign(accountId: number): boolean {
  const { can, isInternal } = useAccess();
  const input = {
    canWrite: can('adsmanager.campaign.write'),
    isInternal,
    plannerOn: useFlag('enable-campaign-planner'),
    buildKilled: useFlag('disable-campaign-build'),
  };
  const needed = linesDecide(input);
  const lines = useListLines(
    accountId,
    { status: ['ACTIVE', 'DRAFT'] },
    {
      query: {
        enabled: needed,
        staleTime: STALE_TIME.short,
        meta: { suppressErrorToast: true },
        select: (answer) => visibleLines(answer.data, isInternal).length > 0,
      },
    },
  );
  return needed && mayCreateCampaign({ ...input, hasLines: lines.data === true });
}

/** The primary "Create campaign" button of a screen; renders nothing for a user who may not create. */
export function CreateCampaignButton({ accountId }: { accountId: number }) {
  if (!useCanCreateCampaign(accountId)) return null;
  return <CreateCampaignLink accountId={accountId} />;
}

/** The link itself, for a caller that has already asked `useCanCreateCampaign`. */
export function CreateCampaignLink({ accountId }: { accountId: number }) {
  const { t } = useTranslation();
  return (
    <Button asChild>
      <Link to={paths.campaignCreate(accountId)}>
        <PlusIcon aria-hidden="true" />
        {t('adsmanager.CREATE_CAMPAIGN')}
      </Link>
    </Button>
  );
}
