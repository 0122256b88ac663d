import type { useTranslation } from '@/i18n/react';
import { formatDate, type ZoneFormatOptions } from '@/lib/dates';
import type { Campaign, Line } from '@generated/campaign-build/model';

/**
 * The campaign's line in words: "Line 1 (Jan 1, 2026 to Dec 31, 2026)", "—" without one, or
 * that it is loading (`undefined`) or missing (`null`): the campaign's view (NS-95) and the review.
 */
export function campaignLineText(
  campaign: Pick<Campaign, 'lineId'>,
  line: Line | null | undefined,
  t: ReturnType<typeof useTranslation>['t'],
  zone: ZoneFormatOptions,
): string {
  if (campaign.lineId == null) return t('adsmanager.REVIEW_NONE');
  if (line === undefined) return t('adsmanager.REVIEW_LINE_LOADING');
  if (line === null) return t('adsmanager.REVIEW_LINE_MISSING', { lineId: campaign.lineId });
  return t('adsmanager.REVIEW_FIELD_LINE_VALUE', {
    lineNumber: line.lineNumber,
    start: formatDate(line.startDateTime, zone),
    end: formatDate(line.endDateTime, zone),
  });
}
