/**
 * WIZ-029…038: the review's issues of a campaign — skipped when it is inactive, else from the
 * campaign, its line and the campaign-wide ad groups and ads; with the response-schema flag, the
 * campaign's and the line's answers are checked against their schemas too.
 */
import { useMemo } from 'react';
import { errorText } from '@/api/errors';
import { useFlag } from '@/access';
import { useTranslation } from '@/i18n/react';
import { formatDate } from '@/lib/dates';
import { GetCampaignResponse, GetLineResponse } from '@generated/campaign-build/campaign-build.zod';
import type { Campaign, Line } from '@generated/campaign-build/model';
import { useCampaignStructure } from '../../queries';
import { validateCampaign, type StructureProblem } from '../../validation';
import type { IssuesState } from './ValidationIssues';

export interface ReviewIssuesInput {
  campaign: Campaign;
  accountId: number;
  /** The campaign's name as the review shows it (NS-37). */
  title: string;
  /** The line: found, `null` when it could not be read, undefined while loading or without one. */
  line: Line | null | undefined;
  timeZone: string;
}

export function useReviewIssues({ campaign, accountId, title, line, timeZone }: ReviewIssuesInput): IssuesState {
  const { t, i18n } = useTranslation();
  const checkSchemas = useFlag('validate-api-response-schema');
  const inactive = campaign.campaignStatus === 'Inactive';
  const { adGroups, ads } = useCampaignStructure(accountId, campaign.campaignId, { enabled: !inactive });
  const lineLoading = campaign.lineId != null && line === undefined;

  return useMemo((): IssuesState => {
    if (inactive) return { kind: 'skipped' };
    const failed = adGroups.error ?? ads.error;
    if (failed) {
      return {
        kind: 'failed',
        message: t('adsmanager.REVIEW_ISSUES_STRUCTURE_FAILED', { message: errorText(failed) }),
      };
    }
    if (!adGroups.data || !ads.data || lineLoading) return { kind: 'loading' };
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
        adGroups: adGroups.data.data,
        ads: ads.data.data,
        structure,
        timeZone,
        today: new Date(),
        formatDay: (day) => formatDate(day, { timeZone, locale: i18n.language }),
      }),
    };
  }, [
    inactive,
    adGroups.error,
    adGroups.data,
    ads.error,
    ads.data,
    lineLoading,
    line,
    checkSchemas,
    campaign,
    title,
    timeZone,
    i18n.language,
    t,
  ]);
}
