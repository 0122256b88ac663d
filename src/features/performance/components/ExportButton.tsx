/**
 * CSV export of exactly what the table shows (export-rules.ts): the account, the date range, the
 * filters and the "data as of" date on top and in the file name, then the columns in order, the
 * rows as shown and the totals. The export code (papaparse) loads on the first click.
 */
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { errorText } from '@/api/errors';
import { PageCommand } from '@/components/page-commands/page-commands';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/react';
import { formatCell, formatPlainDate } from '../format-rules';
import { filteredRows, type ColumnFilterStore } from './column-filters';
import type { ReportScreen } from './use-report';
import { columnLabelKey, isFact } from '../column-rules';

export function ExportButton({ screen, filters: columnFilters }: { screen: ReportScreen; filters: ColumnFilterStore }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const { report, rows: sortedRows, shownColumns, format, account, list } = screen;
  const answer = report.answer;
  // Before the report arrives the button stands disabled, so the toolbar keeps its shape.
  if (!answer) {
    return (
      <Button type="button" variant="outline" disabled>
        {t('adsmanager.REPORT_EXPORT')}
      </Button>
    );
  }

  const exportCsv = async () => {
    setBusy(true);
    try {
      const { downloadCsv, reportCsvText, reportFileName } = await import('../export-rules');
      const range = screen.applied?.range ?? screen.range;
      const date = (value: string) => formatPlainDate(value, format.locale);
      const { filters } = list;
      const where = columnFilters.get();
      const rows = filteredRows(sortedRows, where, format);
      const filterText = [
        filters.campaigns.length > 0 && `${t('adsmanager.REPORT_FILTER_CAMPAIGNS')}: ${filters.campaigns.join(' ')}`,
        filters.pricingModels.length > 0 &&
          `${t('adsmanager.REPORT_FILTER_MODELS')}: ${filters.pricingModels.join(' ')}`,
        filters.lines.length > 0 && `${t('adsmanager.REPORT_FILTER_LINES')}: ${filters.lines.join(' ')}`,
        ...Object.entries(where)
          .filter(([, text]) => text.trim() !== '')
          .map(([field, text]) => `${t(columnLabelKey(field as never))} ~ ${text.trim()}`),
      ].filter((part): part is string => typeof part === 'string');
      const text = reportCsvText({
        about: [
          [t('adsmanager.REPORT_CSV_ACCOUNT'), `${account.name} (${String(account.id)})`],
          [t('adsmanager.REPORT_CSV_RANGE'), `${date(range.from)} – ${date(range.to)}`],
          [
            t('adsmanager.REPORT_CSV_FILTERS'),
            filterText.length > 0 ? filterText.join('; ') : t('adsmanager.REPORT_CSV_NONE'),
          ],
          [
            t('adsmanager.REPORT_CSV_DATA_AS_OF'),
            answer.dataCompleteDate ? date(answer.dataCompleteDate) : t('adsmanager.REPORT_CSV_UNKNOWN'),
          ],
        ],
        header: shownColumns.map((field) => t(columnLabelKey(field))),
        rows: rows.map((row) => shownColumns.map((field) => formatCell(field, row[field] ?? null, format))),
        totals:
          answer.totals &&
          shownColumns.map((field, index) =>
            isFact(field)
              ? formatCell(field, answer.totals?.[field] ?? null, format)
              : index === 0
                ? t('adsmanager.REPORT_TOTALS')
                : '',
          ),
      });
      downloadCsv(text, reportFileName(account.id, range.from, range.to, answer.dataCompleteDate));
    } catch (error) {
      toast.error(t('adsmanager.REPORT_EXPORT_FAILED', { message: errorText(error) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {/* The palette's "Export CSV" (issue 26) runs the same export. */}
      <PageCommand id="export-csv" labelKey="adsmanager.REPORT_EXPORT" run={() => void exportCsv()} disabled={busy} />
      <Button type="button" variant="outline" disabled={busy} onClick={() => void exportCsv()}>
        {busy ? t('adsmanager.REPORT_EXPORTING') : t('adsmanager.REPORT_EXPORT')}
      </Button>
    </>
  );
}
