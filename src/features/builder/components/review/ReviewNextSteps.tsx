/**
 * The top of the campaign review (issue 28 points 2 and 3, NS-88): what to build next as the one
 * primary action, the checklist of what blocks submission (each with a link to the step that fixes
 * it), "Submit for review", and for a campaign in review the provider's answer — approve, or return
 * to Draft with a note the review then shows.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { InlineMessage } from '@/components/ui/inline-message';
import { TEXT_LINK } from '@/components/ui/link-styles';
import { Textarea } from '@/components/ui/textarea';
import { useTranslation } from '@/i18n/react';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import type { Campaign } from '@generated/campaign-build/model';
import { approvedStatus, fixStepOf, fixStepPath, nextStep, type NextStep } from '../../next-steps';
import { useCampaignStatusMutation, useCampaignStructure } from '../../queries';
import type { IssuesState } from './ValidationIssues';

export interface ReviewNextStepsProps {
  campaign: Campaign;
  accountId: number;
  /** The campaign's builder path. */
  basePath: string;
  readOnly: boolean;
  /** The user is internal staff with campaign.write: the one who answers a submission. */
  reviewer: boolean;
  issues: IssuesState;
}

export function ReviewNextSteps({ campaign, accountId, basePath, readOnly, reviewer, issues }: ReviewNextStepsProps) {
  const { t } = useTranslation();
  const { campaignStatus } = campaign;
  return (
    <section aria-labelledby="review-next-title" className="grid gap-3 rounded-lg border bg-muted/40 p-4">
      <h2 id="review-next-title" className="text-lg font-semibold">
        {t(campaignStatus === 'InReview' ? 'adsmanager.REVIEW_NEXT_IN_REVIEW' : 'adsmanager.REVIEW_NEXT_TITLE')}
      </h2>
      {campaignStatus === 'Draft' && campaign.reviewNote && (
        <InlineMessage variant="warning" variantLabel={t('adsmanager.REVIEW_RETURNED_LABEL')}>
          {t('adsmanager.REVIEW_RETURNED_NOTE', { note: campaign.reviewNote })}
        </InlineMessage>
      )}
      {campaignStatus === 'Draft' &&
        (readOnly ? (
          <p className="text-sm text-muted-foreground">{t('adsmanager.REVIEW_NEXT_DRAFT_READ_ONLY')}</p>
        ) : (
          <DraftSteps campaign={campaign} accountId={accountId} basePath={basePath} issues={issues} />
        ))}
      {campaignStatus === 'InReview' && (
        <>
          <p className="text-sm">{t('adsmanager.REVIEW_NEXT_IN_REVIEW_TEXT')}</p>
          {reviewer && <ReviewerAnswer campaign={campaign} accountId={accountId} />}
        </>
      )}
    </section>
  );
}

function DraftSteps({
  campaign,
  accountId,
  basePath,
  issues,
}: Pick<ReviewNextStepsProps, 'campaign' | 'accountId' | 'basePath' | 'issues'>) {
  const { t } = useTranslation();
  const { adGroups, ads } = useCampaignStructure(accountId, campaign.campaignId, { enabled: true });
  const submit = useCampaignStatusMutation({
    onChanged: () => {
      toast.success(t('adsmanager.REVIEW_SUBMITTED'));
    },
  });
  if (!adGroups.data || !ads.data || issues.kind === 'loading') {
    return <p className="text-sm text-muted-foreground">{t('adsmanager.REVIEW_ISSUES_LOADING')}</p>;
  }
  const groups = adGroups.data.data;
  const step = nextStep(groups, ads.data.data);
  const blocking = issues.kind === 'ready' ? issues.groups.flatMap((group) => group.issues) : [];
  const adGroupPath = (id: number) => `${basePath}/ad-group/${String(id)}/ad/create`;
  return (
    <>
      <p className="text-sm">{t(STEP_TEXT[step.kind], step.kind === 'addAd' ? { name: step.adGroupName } : {})}</p>
      {blocking.length > 0 && (
        <div className="grid gap-1">
          <h3 className="text-sm font-medium">{t('adsmanager.REVIEW_CHECKLIST', { count: blocking.length })}</h3>
          <ul aria-label={t('adsmanager.REVIEW_CHECKLIST_LABEL')} className="grid gap-1 text-sm">
            {blocking.map((issue) => (
              <li key={`${issue.entity}|${issue.key}`} className="flex flex-wrap items-baseline gap-x-2">
                <span>
                  <span className="font-medium">{issue.entity}:</span> {t(issue.key, issue.values)}
                </span>
                <Link to={fixStepPath(basePath, fixStepOf(issue, groups))} className={cn(TEXT_LINK, 'text-sm')}>
                  {t('adsmanager.REVIEW_CHECKLIST_FIX')}
                  <span className="sr-only">: {issue.entity}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <StepActions step={step} basePath={basePath} adGroupPath={adGroupPath} />
        {step.kind === 'complete' && (
          <Button
            disabled={blocking.length > 0 || issues.kind !== 'ready' || submit.isPending}
            aria-describedby={blocking.length > 0 ? 'review-submit-why' : undefined}
            onClick={() => {
              submit.mutate({ accountId, campaignId: campaign.campaignId, data: { status: 'InReview' } });
            }}
          >
            {t(submit.isPending ? 'adsmanager.REVIEW_SUBMITTING' : 'adsmanager.REVIEW_SUBMIT')}
          </Button>
        )}
      </div>
      {step.kind === 'complete' && blocking.length > 0 && (
        <p id="review-submit-why" className="text-sm text-muted-foreground">
          {t('adsmanager.REVIEW_SUBMIT_BLOCKED')}
        </p>
      )}
      {submit.error !== null && (
        <InlineMessage variant="error">
          {t('adsmanager.REVIEW_SUBMIT_FAILED', { message: errorText(submit.error) })}
        </InlineMessage>
      )}
    </>
  );
}

const STEP_TEXT = {
  addAdGroup: 'adsmanager.REVIEW_NEXT_ADD_AD_GROUP_TEXT',
  addAd: 'adsmanager.REVIEW_NEXT_ADD_AD_TEXT',
  complete: 'adsmanager.REVIEW_NEXT_COMPLETE_TEXT',
} as const;

/** The building actions: the next step as the primary one; once complete, "add another" as outlined ones. */
function StepActions({
  step,
  basePath,
  adGroupPath,
}: {
  step: NextStep;
  basePath: string;
  adGroupPath: (id: number) => string;
}) {
  const { t } = useTranslation();
  const newAdGroup = `${basePath}/ad-group/create`;
  if (step.kind === 'addAdGroup') {
    return (
      <Button asChild>
        <Link to={newAdGroup}>{t('adsmanager.REVIEW_ADD_AD_GROUP')}</Link>
      </Button>
    );
  }
  if (step.kind === 'addAd') {
    return (
      <Button asChild>
        <Link to={adGroupPath(step.adGroupId)}>{t('adsmanager.REVIEW_ADD_AD')}</Link>
      </Button>
    );
  }
  return (
    <>
      <Button variant="outline" asChild>
        <Link to={adGroupPath(step.lastAdGroupId)}>{t('adsmanager.REVIEW_ADD_ANOTHER_AD')}</Link>
      </Button>
      <Button variant="outline" asChild>
        <Link to={newAdGroup}>{t('adsmanager.REVIEW_ADD_ANOTHER_AD_GROUP')}</Link>
      </Button>
    </>
  );
}

/** NS-88: the provider's answer — approve (Scheduled, or Active once started), or return with a note. */
function ReviewerAnswer({ campaign, accountId }: { campaign: Campaign; accountId: number }) {
  const { t } = useTranslation();
  const [returning, setReturning] = useState(false);
  const [note, setNote] = useState('');
  const approve = useCampaignStatusMutation({
    onChanged: () => {
      toast.success(t('adsmanager.REVIEW_APPROVED'));
    },
  });
  const giveBack = useCampaignStatusMutation({
    onChanged: () => {
      toast.success(t('adsmanager.REVIEW_RETURNED'));
    },
  });
  const { campaignId } = campaign;
  return (
    <>
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={approve.isPending}
          onClick={() => {
            approve.mutate({ accountId, campaignId, data: { status: approvedStatus(campaign, new Date()) } });
          }}
        >
          {t('adsmanager.REVIEW_APPROVE')}
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            setReturning(true);
          }}
        >
          {t('adsmanager.REVIEW_RETURN')}
        </Button>
      </div>
      {approve.error !== null && (
        <InlineMessage variant="error">
          {t('adsmanager.REVIEW_APPROVE_FAILED', { message: errorText(approve.error) })}
        </InlineMessage>
      )}
      <ConfirmDialog
        open={returning}
        onOpenChange={(open) => {
          if (!open) giveBack.reset();
          setReturning(open);
        }}
        title={t('adsmanager.REVIEW_RETURN_TITLE')}
        description={t('adsmanager.REVIEW_RETURN_DESCRIPTION')}
        confirmLabel={t('adsmanager.REVIEW_RETURN_CONFIRM')}
        cancelLabel={t('adsmanager.REVIEW_CANCEL')}
        errorMessage={(error) => t('adsmanager.REVIEW_RETURN_FAILED', { message: errorText(error) })}
        // A return says why: the button waits for the note, and the field says so.
        confirmDisabled={note.trim() === ''}
        onConfirm={() => giveBack.mutateAsync({ accountId, campaignId, data: { status: 'Draft', note: note.trim() } })}
      >
        <Field
          label={t('adsmanager.REVIEW_RETURN_NOTE')}
          description={t('adsmanager.REVIEW_RETURN_NOTE_REQUIRED')}
          required
        >
          <Textarea
            value={note}
            maxLength={1000}
            onChange={(event) => {
              setNote(event.target.value);
            }}
          />
        </Field>
      </ConfirmDialog>
    </>
  );
}
