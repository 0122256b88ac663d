/**
 * The review's actions (part 2 §2): edit, deactivate (CAMP-022), duplicate, delete, change log
 * (AUDIT-005), create and import ad groups (WIZ-016, WIZ-017), go to plan; and their dialogs.
 * Read-only reviews keep only the change log (and the way to the plan).
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useFlag } from '@/access';
import { DeleteCampaignsDialog, DuplicateCampaignDialog } from '@/features/campaigns';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/react';
import { paths } from '@/lib/paths';
import type { Campaign } from '@generated/campaign-build/model';
import { canDeactivate } from '../../review';
import { ChangeLogDialog } from './ChangeLogDialog';
import { DeactivateDialog } from './DeactivateDialog';

type ReviewDialog = 'deactivate' | 'changeLog' | 'duplicate' | 'delete';

export interface ReviewActionsProps {
  campaign: Campaign;
  accountId: number;
  title: string;
  /** The plan of a review inside a plan (read-only, no way "to the plan"). */
  planId: number | undefined;
  readOnly: boolean;
  timeZone: string;
}

export function ReviewActions({ campaign, accountId, title, planId, readOnly, timeZone }: ReviewActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const plannerOn = useFlag('enable-campaign-planner');
  const [dialog, setDialog] = useState<ReviewDialog | undefined>();
  const { campaignId } = campaign;
  const openFor = (name: ReviewDialog) => (open: boolean) => {
    setDialog(open ? name : undefined);
  };
  const opener = (name: ReviewDialog) => () => {
    setDialog(name);
  };

  return (
    <>
      <div role="toolbar" aria-label={t('adsmanager.REVIEW_ACTIONS')} className="flex flex-wrap gap-2">
        {!readOnly && (
          <>
            {/* The primary action is the next step above (issue 28); editing is one of the others. */}
            <Button variant="outline" asChild>
              <Link to={paths.campaign(accountId, campaignId)}>{t('adsmanager.REVIEW_EDIT')}</Link>
            </Button>
            {canDeactivate(campaign) && (
              <Button variant="outline" onClick={opener('deactivate')}>
                {t('adsmanager.REVIEW_DEACTIVATE')}
              </Button>
            )}
            <Button variant="outline" onClick={opener('duplicate')}>
              {t('adsmanager.REVIEW_DUPLICATE')}
            </Button>
            <Button variant="destructive-outline" onClick={opener('delete')}>
              {t('adsmanager.REVIEW_DELETE')}
            </Button>
          </>
        )}
        <Button variant="outline" onClick={opener('changeLog')}>
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
      <DeactivateDialog
        open={dialog === 'deactivate'}
        onOpenChange={openFor('deactivate')}
        accountId={accountId}
        campaignId={campaignId}
        campaignName={title}
      />
      <ChangeLogDialog
        open={dialog === 'changeLog'}
        onOpenChange={openFor('changeLog')}
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
            onOpenChange={openFor('duplicate')}
          />
          <DeleteCampaignsDialog
            accountId={accountId}
            campaigns={[{ campaignId, name: title, campaignStatus: campaign.campaignStatus }]}
            open={dialog === 'delete'}
            onOpenChange={openFor('delete')}
            onFinished={(result) => {
              if (result.succeeded.includes(campaignId)) void navigate(paths.campaigns(accountId));
            }}
          />
        </>
      )}
    </>
  );
}
