/**
 * Rules of scheduled reports (NS-61): the schedule fields and when a report runs — at RUN_HOUR
 * local time of the report's time zone (the account's booking time zone), on the scheduled day of
 * that zone's calendar.
 */
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import type { ReportsApiSchemas } from '../../db/types';
import { badRequest } from '../../server/respond';
import { DAYS_OF_WEEK } from './query';

export type ScheduledReport = ReportsApiSchemas['ScheduledReport'];
type Schedule = Pick<ScheduledReport, 'frequency' | 'dayOfWeek' | 'dayOfMonth'>;

/** Scheduled reports run at this hour of the report's time zone (the seed's runs too). */
export const RUN_HOUR = 6;

/**
 * dayOfWeek is required for Weekly and dayOfMonth for Monthly; each is null for the other
 * frequencies. A 400 naming the field otherwise.
 */
export function checkSchedule({ frequency, dayOfWeek, dayOfMonth }: Schedule): Response | undefined {
  if (frequency === 'Weekly' && dayOfWeek == null)
    return badRequest('dayOfWeek: required for a Weekly report', 'dayOfWeek');
  if (frequency !== 'Weekly' && dayOfWeek != null)
    return badRequest(`dayOfWeek: must be null for a ${frequency} report`, 'dayOfWeek');
  if (frequency === 'Monthly' && dayOfMonth == null)
    return badRequest('dayOfMonth: required for a Monthly report', 'dayOfMonth');
  if (frequency !== 'Monthly' && dayOfMonth != null)
    return badRequest(`dayOfMonth: must be null for a ${frequency} report`, 'dayOfMonth');
  return undefined;
}

/** RUN_HOUR on the zone's calendar day (year, month 0-based, day; overflow rolls over). */
function runAt(timeZone: string, year: number, month: number, day: number): Date {
  const plain = new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
  return fromZonedTime(`${plain}T${String(RUN_HOUR).padStart(2, '0')}:00:00`, timeZone);
}

/** The scheduled run on or after the zone's day of `now`, and the one before it, in order. */
function runsAround({ frequency, dayOfWeek, dayOfMonth }: Schedule, timeZone: string, now: Date): Date[] {
  const [year = 0, month = 1, day = 1] = formatInTimeZone(now, timeZone, 'yyyy-MM-dd').split('-').map(Number);
  const at = (offset: number) => {
    if (frequency === 'Monthly') return runAt(timeZone, year, month - 1 + offset, dayOfMonth ?? 1);
    if (frequency === 'Weekly') {
      const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
      const ahead = (DAYS_OF_WEEK.indexOf(dayOfWeek ?? 'Monday') - weekday + 7) % 7;
      return runAt(timeZone, year, month - 1, day + ahead + 7 * offset);
    }
    return runAt(timeZone, year, month - 1, day + offset);
  };
  return [at(-1), at(0), at(1)];
}

/** The next run strictly after `now`, as an ISO instant. */
export function nextRun(schedule: Schedule, timeZone: string, now: Date): string {
  return (runsAround(schedule, timeZone, now).find((run) => run > now) ?? now).toISOString();
}

/** The last run at or before `now` (the run before the next one), as an ISO instant. */
export function lastRun(schedule: Schedule, timeZone: string, now: Date): string {
  return (runsAround(schedule, timeZone, now).findLast((run) => run <= now) ?? now).toISOString();
}

/**
 * The report as of `now`: an Active report whose next run has passed has run since (the fake
 * backend sends nothing): its last run is the latest scheduled one, its next run the one after now.
 */
export function asOf(report: ScheduledReport, now: Date): ScheduledReport {
  if (report.status !== 'Active' || report.nextRunDateTime === null || new Date(report.nextRunDateTime) > now)
    return report;
  return {
    ...report,
    lastRunDateTime: lastRun(report, report.timeZone, now),
    nextRunDateTime: nextRun(report, report.timeZone, now),
  };
}
