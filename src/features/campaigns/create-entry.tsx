/**
 * The screens' way into the campaign builder (issue 28 point 1, NS-07a): "Create campaign" on the
 * landing report and the campaigns list, and in the list's empty state. Light on purpose: the
 * landing report is the first account screen, so it asks for no lines (the create page says when
 * the account has none) and imports nothing of the campaigns feature's heavier modules.
 */
import { PlusIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useAccess, useFlag } from '@/access';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/react';
import { paths } from '@/lib/paths';
import { linesDecide, mayCreateCampaign } from './create-rules';
import { useHasVisibleLines } from './line-queries';

/**
 * Whether the signed-in user may create a campaign in `accountId` (false while the lines load).
 * Without `checkLines` the account's lines are not asked for: the landing report leaves that to
 * the create page, which says when the account has no line. A lines answer is one the app checks
 * against its schema (API-026), and that check loads 43 KB of schemas the first screen otherwise
 * does without (docs/decisions.md, NS-07a).
 */
export function useCanCreateCampaign(accountId: number, { checkLines = true }: { checkLines?: boolean } = {}): boolean {
  const { can, isInternal } = useAccess();
  const input = {
    canWrite: can('adsmanager.campaign.write'),
    isInternal,
    plannerOn: useFlag('enable-campaign-planner'),
    buildKilled: useFlag('disable-campaign-build'),
  };
  const needed = linesDecide(input);
  const hasLines = useHasVisibleLines(accountId, isInternal, needed && checkLines);
  return needed && mayCreateCampaign({ ...input, hasLines: !checkLines || hasLines });
}

/** The primary "Create campaign" button of a screen; renders nothing for a user who may not create. */
export function CreateCampaignButton({ accountId, checkLines }: { accountId: number; checkLines?: boolean }) {
  if (!useCanCreateCampaign(accountId, { checkLines })) return null;
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
