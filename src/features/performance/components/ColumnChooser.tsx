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
    />
  );
}
