/**
 * What was decided today in the country (issue 27): each decision with its code and meaning, how
 * many redemptions it moved, who took it and when, newest first. A decided row leaves the table
 * above; here it stays in view with its history. "Today" is the country's calendar day.
 */
import { errorText } from '@/api/errors';
import { SkeletonRows } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useTranslation } from '@/i18n/react';
import { dayInZone, formatDateTime, todayInZone } from '@/lib/dates';
import type { RedemptionCountry } from '@generated/rms/model';
import { useRecentDecisions } from '../queries';
import { countryTimeZone } from '../redemption-rules';
import { ReasonCodeLabel } from './ReasonCodeLabel';

export function DecidedToday({ country }: { country: RedemptionCountry }) {
  const { t, i18n } = useTranslation();
  const decisions = useRecentDecisions(country);
  const timeZone = countryTimeZone(country);
  const today = todayInZone(timeZone);
  const shown = (decisions.data?.data ?? []).filter((decision) => dayInZone(decision.decidedAt, timeZone) === today);
  return (
    <section aria-labelledby="decided-today-title" className="grid gap-2">
      <h2 id="decided-today-title" className="text-lg font-semibold">
        {t('adsmanager.REDEMPTIONS_DECIDED_TODAY')}
      </h2>
      {decisions.error ? (
        <p role="alert" className="text-sm text-destructive">
          {t('adsmanager.REDEMPTIONS_DECIDED_TODAY_FAILED', { message: errorText(decisions.error) })}
        </p>
      ) : decisions.isPending ? (
        <SkeletonRows label={t('adsmanager.REDEMPTIONS_DECIDED_TODAY_LOADING')} rows={2} columns={5} />
      ) : shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('adsmanager.REDEMPTIONS_DECIDED_TODAY_NONE')}</p>
      ) : (
        <Table className="rounded-md border">
          <TableHeader>
            <TableRow>
              <TableHead>{t('adsmanager.REDEMPTIONS_DECIDED_AT')}</TableHead>
              <TableHead>{t('adsmanager.REDEMPTIONS_DECIDED_REASON')}</TableHead>
              <TableHead>{t('adsmanager.REDEMPTIONS_DECIDED_DECISION')}</TableHead>
              <TableHead className="text-right">{t('adsmanager.REDEMPTIONS_DECIDED_COUNT')}</TableHead>
              <TableHead>{t('adsmanager.REDEMPTIONS_DECIDED_BY')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((decision) => (
              <TableRow key={decision.decisionId} className="align-top">
                <TableCell>{formatDateTime(decision.decidedAt, { timeZone, locale: i18n.language })}</TableCell>
                <TableCell>
                  <ReasonCodeLabel code={decision.reasonCode} />
                </TableCell>
                <TableCell>
                  {t(`adsmanager.REDEMPTIONS_DECISION_${decision.decision}`)}
                  {decision.comment ? (
                    <span className="block text-xs text-muted-foreground">{decision.comment}</span>
                  ) : null}
                </TableCell>
                <TableCell className="text-right tabular-nums">{decision.affectedCount}</TableCell>
                <TableCell>{decision.decidedBy}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
