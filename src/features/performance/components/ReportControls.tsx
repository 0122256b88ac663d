/**
 * The report's choices above the table: the date range (presets or custom, in the account's time
 * zone) with the previous-period comparison, the campaign, pricing model and (internal) line
 * filters, and the breakdown with the week's first day (NS-67). Each writes the URL.
 */
import { useState } from 'react';
import { useAccount } from '@/access';
import { errorText } from '@/api/errors';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useAccountLines } from '@/features/campaigns/data';
import { useTranslation } from '@/i18n/react';
import { earliestIsoDate } from '@/lib/calendar-days';
import { DATE_PRESETS, presetRange, previousPeriod, type DatePreset } from '../date-range-rules';
import { formatPlainDate } from '../format-rules';
import { useCampaignChoices } from '../queries';
import { chipSummary, DAYS_OF_WEEK } from '../report-rules';
import { PRICING_MODELS } from '../report-state';
import { ChoiceList } from './ChoiceList';
import type { ReportingCampaign } from '@generated/campaign-build/model';
import type { ReportScreen } from './use-report';

const FIELD = 'grid gap-1 text-sm font-medium';

/**
 * One end of the custom range: a cleared box changes nothing (the range always has both ends). The
 * kit's Input, not DateField: the report names its own range problem (report-problem), and
 * DateField's messages would cost the first account screen's size budget (docs/decisions.md, "The
 * kit on the first screen"). NS-32's minimum is set here.
 */
function DateInput({
  label,
  value,
  invalid,
  onPick,
}: {
  label: string;
  value: string;
  invalid: boolean;
  onPick: (date: string) => void;
}) {
  return (
    <label className={FIELD}>
      {label}
      <Input
        type="date"
        className="w-auto px-2"
        value={value}
        min={earliestIsoDate()}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? 'report-problem' : 'report-time-zone'}
        onChange={(event) => {
          if (event.target.value) onPick(event.target.value);
        }}
      />
    </label>
  );
}

/** A campaign as a choice of the campaign filter, in `group`. */
const campaignChoice = (group: string) => (campaign: ReportingCampaign) => ({
  value: campaign.campaignId,
  label: `${campaign.name} (${String(campaign.campaignId)})`,
  group,
});

export function DateRangeControls({ screen }: { screen: ReportScreen }) {
  const { t, i18n } = useTranslation();
  const { list, range, timeZone, problem } = screen;
  const { filters } = list;
  const dateProblem = problem?.kind === 'fromAfterTo' || problem?.kind === 'beforeEarliest';
  const previous = previousPeriod(screen.applied?.range ?? range);
  const date = (value: string) => formatPlainDate(value, i18n.language);
  /** One end of the range picked: the other is the one last asked for (a custom date or the preset's). */
  const setEnd = (end: 'from' | 'to', date: string) => {
    list.setFilters((current) => ({
      preset: 'custom',
      ...presetRange(current.preset, timeZone, new Date(), { from: current.from, to: current.to }),
      [end]: date,
    }));
  };
  return (
    <div role="group" aria-label={t('adsmanager.REPORT_DATE_RANGE')} className="flex flex-wrap items-end gap-3">
      <label className={FIELD}>
        {t('adsmanager.REPORT_DATE_RANGE')}
        <NativeSelect
          value={filters.preset}
          onChange={(event) => {
            const preset = event.target.value as DatePreset;
            list.setFilters(
              preset === 'custom'
                ? { preset, from: range.from, to: range.to }
                : { preset, from: undefined, to: undefined },
            );
          }}
        >
          {DATE_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {t(`adsmanager.REPORT_PRESET_${preset}`)}
            </option>
          ))}
        </NativeSelect>
      </label>
      <DateInput
        label={t('adsmanager.REPORT_FROM')}
        value={range.from}
        invalid={dateProblem}
        onPick={(from) => {
          setEnd('from', from);
        }}
      />
      <DateInput
        label={t('adsmanager.REPORT_TO')}
        value={range.to}
        invalid={dateProblem}
        onPick={(to) => {
          setEnd('to', to);
        }}
      />
      {/* Native, not the Radix Checkbox: the report is the first screen, on a tight size budget. */}
      <label className="flex h-9 items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={filters.compare}
          onChange={(event) => {
            list.setFilters({ compare: event.target.checked });
          }}
        />
        {t('adsmanager.REPORT_COMPARE')}
      </label>
      <p id="report-time-zone" className="w-full text-xs text-muted-foreground">
        {t('adsmanager.REPORT_TIME_ZONE', { timeZone })}
        {filters.compare &&
          ` · ${t('adsmanager.REPORT_COMPARE_PERIOD', { from: date(previous.from), to: date(previous.to) })}`}
      </p>
    </div>
  );
}

export function FilterControls({ screen, oneCampaign }: { screen: ReportScreen; oneCampaign: boolean }) {
  const { t } = useTranslation();
  const { accountId } = useAccount();
  const { list, isInternal, breakdowns, breakdown, columns } = screen;
  const { filters } = list;
  const [campaignsWanted, setCampaignsWanted] = useState(filters.campaigns.length > 0);
  const campaigns = useCampaignChoices(accountId, campaignsWanted && !oneCampaign);
  const [linesWanted, setLinesWanted] = useState(filters.lines.length > 0);
  const lines = useAccountLines(accountId, { enabled: linesWanted && isInternal });
  // Chips name what is chosen ('CPS, CPM'); a campaign or line not loaded yet reads as its id.
  const more = (names: string, count: number) => t('adsmanager.REPORT_FILTER_MORE', { names, count });
  const campaignName = new Map([...campaigns.recent, ...campaigns.others].map((c) => [c.campaignId, c.name]));
  const lineName = new Map(
    lines.lines.map((line) => [line.lineId, t('adsmanager.REPORT_FILTER_LINE', { number: line.lineNumber })]),
  );

  return (
    <div className="flex flex-wrap items-end gap-3">
      {!oneCampaign && (
        <ChoiceList
          label={t('adsmanager.REPORT_FILTER_CAMPAIGNS')}
          summary={chipSummary(
            filters.campaigns.map((id) => campaignName.get(id) ?? String(id)),
            t('adsmanager.REPORT_FILTER_CAMPAIGNS_ALL'),
            more,
          )}
          onOpen={() => {
            setCampaignsWanted(true);
          }}
          searchLabel={t('adsmanager.REPORT_FILTER_CAMPAIGNS_SEARCH')}
          emptyText={t('adsmanager.REPORT_FILTER_CAMPAIGNS_NONE')}
          clearLabel={t('adsmanager.REPORT_FILTER_CLEAR')}
          status={
            campaigns.error ? (
              <p role="alert" className="text-destructive">
                {t('adsmanager.REPORT_FILTER_CAMPAIGNS_FAILED', { message: errorText(campaigns.error) })}
              </p>
            ) : campaigns.isPending ? (
              <p>{t('adsmanager.REPORT_LOADING')}</p>
            ) : undefined
          }
          choices={[
            ...campaigns.recent.map(campaignChoice(t('adsmanager.REPORT_FILTER_CAMPAIGNS_RECENT'))),
            ...campaigns.others.map(campaignChoice(t('adsmanager.REPORT_FILTER_CAMPAIGNS_OTHERS'))),
          ]}
          selected={filters.campaigns}
          onChange={(update) => {
            list.setFilters((current) => ({ campaigns: update(current.campaigns) }));
          }}
        />
      )}
      <ChoiceList
        label={t('adsmanager.REPORT_FILTER_MODELS')}
        summary={chipSummary(filters.pricingModels, t('adsmanager.REPORT_FILTER_MODELS_ALL'), more)}
        clearLabel={t('adsmanager.REPORT_FILTER_CLEAR')}
        choices={PRICING_MODELS.map((model) => ({ value: model, label: model }))}
        selected={filters.pricingModels}
        onChange={(update) => {
          list.setFilters((current) => ({ pricingModels: update(current.pricingModels) }));
        }}
      />
      {isInternal && (
        <ChoiceList
          label={t('adsmanager.REPORT_FILTER_LINES')}
          summary={chipSummary(
            filters.lines.map((id) => lineName.get(id) ?? String(id)),
            t('adsmanager.REPORT_FILTER_LINES_ALL'),
            more,
          )}
          clearLabel={t('adsmanager.REPORT_FILTER_CLEAR')}
          onOpen={() => {
            setLinesWanted(true);
          }}
          status={lines.isPending ? <p>{t('adsmanager.REPORT_LOADING')}</p> : undefined}
          choices={lines.lines.map((line) => ({
            value: line.lineId,
            label: t('adsmanager.REPORT_FILTER_LINE', { number: line.lineNumber }),
          }))}
          selected={filters.lines}
          onChange={(update) => {
            list.setFilters((current) => ({ lines: update(current.lines) }));
          }}
        />
      )}
      <label className={FIELD}>
        {t('adsmanager.REPORT_BREAKDOWN')}
        <NativeSelect
          value={breakdown}
          onChange={(event) => {
            const next = breakdowns.find((candidate) => candidate === event.target.value) ?? 'none';
            list.setFilters({ breakdown: next });
          }}
        >
          {breakdowns.map((option) => (
            <option key={option} value={option}>
              {t(`adsmanager.REPORT_BREAKDOWN_${option}`)}
            </option>
          ))}
        </NativeSelect>
      </label>
      {columns.includes('weekStartDate') && (
        <label className={FIELD}>
          {t('adsmanager.REPORT_WEEK_START')}
          <NativeSelect
            value={filters.weekStart ?? ''}
            onChange={(event) => {
              const day = DAYS_OF_WEEK.find((candidate) => candidate === event.target.value);
              list.setFilters({ weekStart: day });
            }}
          >
            <option value="">{t('adsmanager.REPORT_WEEK_START_DEFAULT')}</option>
            {DAYS_OF_WEEK.map((day) => (
              <option key={day} value={day}>
                {t(`adsmanager.REPORT_DAY_${day}`)}
              </option>
            ))}
          </NativeSelect>
        </label>
      )}
    </div>
  );
}
