/** Rules of scheduled reports (NS-61): the schedule fields and when a report runs next. */
import type { ReportsApiSchemas } from '../../db/types';
import { badRequest } from '../../server/respond';
import { DAYS_OF_WEEK } from './query';

export type ScheduledReport = ReportsApiSchemas['ScheduledReport'];
type Schedule = Pick<ScheduledReport, 'frequency' | 'dayOfWeek' | 'dayOfMonth'>;

/** Scheduled reports run at this hour (UTC). */
export const RUN_HOUR_UTC = 12;

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

/** The next run strictly after `now` (RUN_HOUR_UTC on the scheduled day), as an ISO instant. */
export function nextRun({ frequency, dayOfWeek, dayOfMonth }: Schedule, now: Date): string {
  const at = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day, RUN_HOUR_UTC));
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const today = now.getUTCDate();
  let next: Date;
  if (frequency === 'Monthly') {
    next = at(year, month, dayOfMonth ?? 1);
    if (next <= now) next = at(year, month + 1, dayOfMonth ?? 1);
  } else if (frequency === 'Weekly') {
    const wanted = DAYS_OF_WEEK.indexOf(dayOfWeek ?? 'Monday');
    next = at(year, month, today + ((wanted - now.getUTCDay() + 7) % 7));
    if (next <= now) next = new Date(next.getTime() + 7 * 86_400_000);
  } else {
    next = at(year, month, today);
    if (next <= now) next = at(year, month, today + 1);
  }
  return next.toISOString();
}
