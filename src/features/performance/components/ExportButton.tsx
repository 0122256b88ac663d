/**
 * CSV export of the table's rows and columns as data (export-rules.ts, NS-87): the header first,
 * numbers as numbers; the date range, the filters and the "data as of" date in the file name. The
 * export code (papaparse) loads on the first click.
 */
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { errorText } from '@/api/errors';
import { PageCommand } from '@/components/page-commands/page-commands';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/react';
import { shownRowOrder, type ColumnFilterStore } from './column-filters';
import type { ReportScreen } from './use-report';
import { columnLabelKey } from '../column-rules';

export function ExportButton({ screen, filters: columnFilters }: { screen: ReportScreen; filters: ColumnFilterStore }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const { report, order, shownColumns, format, account, list } = screen;
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
      const { csvCell, csvHeader, downloadCsv, reportCsvText, reportFileName } = await import('../export-rules');
      const range = screen.applied?.range ?? screen.range;
      const { filters } = list;
      const where = columnFilters.get();
      const rows = shownRowOrder(answer.rows, order, where, format)
        .map((index) => answer.rows[index])
        .filter((row) => row !== undefined);
      // The file name carries what the file holds: range, filters, data as of (NS-87).
      const filterParts = [
        filters.campaigns.length > 0 && `campaigns-${filters.campaigns.join('-')}`,
        filters.pricingModels.length > 0 && filters.pricingModels.join('-'),
        filters.lines.length > 0 && `lines-${filters.lines.join('-')}`,
        ...Object.entries(where)
          .filter(([, text]) => text.trim() !== '')
          .map(([field, text]) => `${field}-${text.trim()}`),
      ].filter((part): part is string => typeof part === 'string');
      const text = reportCsvText({
        header: shownColumns.map((field) => csvHeader(field, t(columnLabelKey(field)), format.currency)),
        rows: rows.map((row) => shownColumns.map((field) => csvCell(field, row[field] ?? null, format.locale))),
      });
      downloadCsv(text, reportFileName(account.id, range.from, range.to, answer.dataCompleteDate, filterParts));
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
