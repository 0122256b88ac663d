/**
 * The line picker of the campaign form: the account's lines the user may see (CAMP-005), each with
 * its number, dates and budget left; the chosen line's dates under the field. A campaign's line that is
 * not in the list (deleted, or not visible) stays shown as "not available".
 */
import type { Ref } from 'react';
import { errorText } from '@/api/errors';
import { LoadError } from '@/components/ui/load-error';
import type { AccountLines } from '@/features/campaigns';
import { useTranslation } from '@/i18n/react';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import type { Line } from '@generated/campaign-build/model';
import { ChoiceField, type Choice } from '@/components/ui/choice-field';

export interface LineFieldProps {
  id: string;
  value: number | null;
  onChange: (lineId: number) => void;
  onBlur?: () => void;
  triggerRef?: Ref<HTMLButtonElement>;
  error?: string | undefined;
  lines: AccountLines;
  /** The chosen line when known (listed, or read by id). */
  line: Line | undefined;
  timeZone: string;
  disabled?: boolean;
}

export function LineField({
  id,
  value,
  onChange,
  onBlur,
  triggerRef,
  error,
  lines,
  line,
  timeZone,
  disabled = false,
}: LineFieldProps) {
  const { t, i18n } = useTranslation();
  const format = { timeZone, locale: i18n.language };
  const money = (amount: number, line: Line) => formatMoney(amount, line.currencyIsoCode, i18n.language);
  // Issue 28 point 5: what is left of the budget, where the server knows the spend (NS-97).
  const budgetText = (candidate: Line) =>
    candidate.remainingBudget === undefined
      ? money(candidate.budget, candidate)
      : t('adsmanager.CAMPAIGN_LINE_BUDGET_LEFT', {
          left: money(candidate.remainingBudget, candidate),
          budget: money(candidate.budget, candidate),
        });
  const optionOf = (candidate: Line): Choice<string> => ({
    value: String(candidate.lineId),
    label: t(
      candidate.status === 'ACTIVE' ? 'adsmanager.CAMPAIGN_LINE_OPTION' : 'adsmanager.CAMPAIGN_LINE_STATUS_OPTION',
      {
        number: candidate.lineNumber,
        status: candidate.status,
        start: formatDate(candidate.startDateTime, format),
        end: formatDate(candidate.endDateTime, format),
        budget: budgetText(candidate),
        // Issue 28 point 5: two lines of the same number are told apart by their IO and pricing model.
        io: candidate.ioNumber,
        model: candidate.pricingModel,
      },
    ),
  });
  const options = lines.lines.map(optionOf);
  if (value !== null && !options.some((option) => option.value === String(value))) {
    options.push(
      line
        ? optionOf(line)
        : { value: String(value), label: t('adsmanager.CAMPAIGN_LINE_UNKNOWN_OPTION', { lineId: value }) },
    );
  }
  const description = line
    ? t('adsmanager.CAMPAIGN_LINE_DATES', {
        start: formatDate(line.startDateTime, format),
        end: formatDate(line.endDateTime, format),
      })
    : !lines.isPending && !lines.error && lines.lines.length === 0
      ? t('adsmanager.CAMPAIGN_LINE_NONE')
      : undefined;

  return (
    <div className="grid gap-2">
      <ChoiceField
        id={id}
        label={t('adsmanager.CAMPAIGN_FIELD_LINE')}
        help={t('adsmanager.CAMPAIGN_HELP_LINE')}
        value={value === null ? '' : String(value)}
        options={options}
        placeholder={t('adsmanager.CAMPAIGN_LINE_PLACEHOLDER')}
        onChange={(next) => {
          onChange(Number(next));
        }}
        {...(onBlur ? { onBlur } : {})}
        {...(triggerRef ? { triggerRef } : {})}
        error={error}
        description={description}
        disabled={disabled}
        required
      />
      {lines.error !== null && lines.error !== undefined && (
        <LoadError
          title={t('adsmanager.CAMPAIGN_LINES_FAILED', { message: errorText(lines.error) })}
          retryLabel={t('adsmanager.CAMPAIGN_RETRY')}
          onRetry={lines.refetch}
        />
      )}
    </div>
  );
}
