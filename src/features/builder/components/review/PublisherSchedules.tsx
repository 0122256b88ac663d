import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useTranslation } from '@/i18n/react';
import { formatDate } from '@/lib/dates';
import type { PublisherSchedule } from '@generated/campaign-build/model';

/** NS-05: the campaign's publisher schedules, read-only (the review/publisher variant). */
export function PublisherSchedules({
  schedules,
  timeZone,
}: {
  schedules: readonly PublisherSchedule[];
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  const zone = { timeZone, locale: i18n.language };
  return (
    <section aria-labelledby="review-schedules" className="rounded-lg border p-4">
      <h2 id="review-schedules" className="mb-3 text-lg font-semibold">
        {t('adsmanager.REVIEW_SCHEDULES')}
      </h2>
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
