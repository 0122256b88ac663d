/**
 * The column picker (REPORT-001): the columns this user is offered (internal-only ones to internal
 * users, REPORT-005; DMA where it reports, NS-60), grouped into dimensions and measures; the
 * breakdown's columns are required and cannot be taken out (REPORT-006, NS-64); a column set puts
 * the default or a pricing model's columns in place (REPORT-008, NS-66: CPM has none).
 */
import { NativeSelect } from '@/components/ui/native-select';
import { useTranslation } from '@/i18n/react';
import {
  columnLabelKey,
  COLUMN_SET_MODELS,
  DEFAULT_COLUMNS,
  PRICING_MODEL_COLUMN_SETS,
  isFact,
  movedColumn,
  reportColumn,
  requiredBy,
  type ReportField,
} from '../column-rules';
import { ChoiceList } from './ChoiceList';
import type { ReportScreen } from './use-report';

export function ColumnChooser({ screen }: { screen: ReportScreen }) {
  const { t } = useTranslation();
  const { list, offered, breakdown, columns } = screen;
  const required = new Set(requiredBy(breakdown));
  const dimensions = t('adsmanager.REPORT_COLUMNS_DIMENSIONS');
  const measures = t('adsmanager.REPORT_COLUMNS_MEASURES');
  const choose = (update: (current: readonly ReportField[]) => readonly ReportField[]) => {
    list.setColumns((current) => update(current).filter((field) => !required.has(field)));
  };

  return (
    <ChoiceList<ReportField>
      label={t('adsmanager.REPORT_COLUMNS')}
      summary={t('adsmanager.REPORT_COLUMNS_SUMMARY', { count: columns.length })}
      header={
        <label className="grid gap-1 text-sm font-medium">
          {t('adsmanager.REPORT_COLUMN_SET')}
          <NativeSelect
            controlSize="sm"
            value=""
            onChange={(event) => {
              const model = COLUMN_SET_MODELS.find((candidate) => candidate === event.target.value);
              choose(() => (model ? PRICING_MODEL_COLUMN_SETS[model] : DEFAULT_COLUMNS));
            }}
          >
            <option value="" disabled>
              {t('adsmanager.REPORT_COLUMN_SET_CHOOSE')}
            </option>
            <option value="default">{t('adsmanager.REPORT_COLUMN_SET_DEFAULT')}</option>
            {COLUMN_SET_MODELS.map((model) => (
              <option key={model} value={model}>
                {t('adsmanager.REPORT_COLUMN_SET_MODEL', { model })}
              </option>
            ))}
          </NativeSelect>
        </label>
      }
      choices={offered.map((field) => ({
        value: field,
        label: t(columnLabelKey(field)),
        group: isFact(field) ? measures : dimensions,
        ...(required.has(field) && { locked: true, note: t('adsmanager.REPORT_COLUMN_REQUIRED') }),
        ...(!required.has(field) &&
          reportColumn(field).internalOnly && { note: t('adsmanager.REPORT_COLUMN_INTERNAL') }),
      }))}
      selected={columns}
      onChange={choose}
      footer={<ColumnOrder screen={screen} />}
    />
  );
}

/**
 * The table's column order (issue 27): each shown column with buttons that move it one place left
 * or right — a keyboard path, where dragging a header is not — and a way back to the columns' own
 * order and content widths. The order and the widths are in the URL, so a saved view keeps them.
 */
function ColumnOrder({ screen }: { screen: ReportScreen }) {
  const { t } = useTranslation();
  const { list, shownColumns } = screen;
  const { order, widths } = list.filters;
  const move = (field: ReportField, step: -1 | 1) => {
    list.setFilters({ order: movedColumn(shownColumns, field, step) });
  };
  const arrow =
    'inline-flex size-7 items-center justify-center rounded border border-input hover:bg-accent disabled:opacity-40';
  return (
    <div role="group" aria-label={t('adsmanager.REPORT_COLUMN_ORDER')} className="grid gap-1 border-t pt-2">
      <p className="text-xs font-semibold text-muted-foreground uppercase">{t('adsmanager.REPORT_COLUMN_ORDER')}</p>
      <ol className="grid gap-1">
        {shownColumns.map((field, index) => {
          const column = t(columnLabelKey(field));
          return (
            <li key={field} className="flex items-center gap-1">
              <span className="min-w-0 flex-1 truncate">{column}</span>
              <button
                type="button"
                aria-label={t('adsmanager.REPORT_COLUMN_MOVE_LEFT', { column })}
                disabled={index === 0}
                onClick={() => {
                  move(field, -1);
                }}
                className={arrow}
              >
                <span aria-hidden="true">←</span>
              </button>
              <button
                type="button"
                aria-label={t('adsmanager.REPORT_COLUMN_MOVE_RIGHT', { column })}
                disabled={index === shownColumns.length - 1}
                onClick={() => {
                  move(field, 1);
                }}
                className={arrow}
              >
                <span aria-hidden="true">→</span>
              </button>
            </li>
          );
        })}
      </ol>
      {(order.length > 0 || Object.keys(widths).length > 0) && (
        <button
          type="button"
          onClick={() => {
            list.setFilters({ order: [], widths: {} });
          }}
          className="justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('adsmanager.REPORT_COLUMN_LAYOUT_RESET')}
        </button>
      )}
    </div>
  );
}
