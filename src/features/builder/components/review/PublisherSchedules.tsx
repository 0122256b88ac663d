import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useTranslation } from '@/i18n/react';
import { formatDate } from '@/lib/dates';
import type { PublisherSchedule } from '@generated/campaign-build/model';

/**
 * NS-05: the campaign's publisher schedules, read-only (the review/publisher variant). COUNTRY-008:
 * where the booking country keeps a campaign's publishers once it is no longer a draft, it says so.
 */
export function PublisherSchedules({
  schedules,
  timeZone,
  lockedIn,
}: {
  schedules: readonly PublisherSchedule[];
  timeZone: string;
  /** The booking country that keeps this campaign's publishers as they are (publishersLockedIn). */
  lockedIn: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const zone = { timeZone, locale: i18n.language };
  return (
    <section aria-labelledby="review-schedules" className="rounded-lg border p-4">
      <h2 id="review-schedules" className="mb-3 text-lg font-semibold">
        {t('adsmanager.REVIEW_SCHEDULES')}
      </h2>
      {lockedIn !== undefined && (
        <p className="mb-3 text-sm text-muted-foreground">
          {t('adsmanager.REVIEW_SCHEDULES_LOCKED', { country: lockedIn })}
        </p>
      )}
      {schedules.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('adsmanager.REVIEW_SCHEDULES_EMPTY')}</p>
      ) : (
        <Table aria-labelledby="review-schedules">
          <TableHeader>
            <TableRow>
              <TableHead>{t('adsmanager.REVIEW_SCHEDULE_VERSION')}</TableHead>
              <TableHead>{t('adsmanager.REVIEW_SCHEDULE_PUBLISHER')}</TableHead>
              <TableHead>{t('adsmanager.REVIEW_SCHEDULE_START')}</TableHead>
              <TableHead>{t('adsmanager.REVIEW_SCHEDULE_END')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {schedules.map((schedule) => (
              <TableRow key={`${schedule.campaignScheduleVersionId}-${schedule.publisherId}-${schedule.startDateTime}`}>
                <TableCell>{schedule.campaignScheduleVersionId}</TableCell>
                <TableCell>{schedule.publisherId}</TableCell>
                <TableCell>{formatDate(schedule.startDateTime, zone)}</TableCell>
                <TableCell>{formatDate(schedule.endDateTime, zone)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
