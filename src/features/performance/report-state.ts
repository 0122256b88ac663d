/**
 * The report's every choice in the URL, so a report is a link one can share:
 * `?range=custom&from=…&to=…&campaign=5001,5002&model=CPS&line=3001&by=week&weekstart=Monday`
 * `&compare=1&where=campaignName:spring&grain=week&metric=roas&sort=-roas&cols=campaignId,…`
 * `&order=campaignName,campaignId,…&widths=campaignName:320,roas:96` (the table's column order and
 * the widths the user gave, issue 27). A saved view is this query string under a name, so it keeps
 * the columns' order and widths too.
 */
import {
  choiceListParam,
  choiceParam,
  columnSizeParam,
  columnTextParam,
  dateParam,
  defineListState,
  flagParam,
  idListParam,
} from '@/lib/list-state';
import { PricingModel } from '@generated/campaign-build/model';
import { BREAKDOWNS, DEFAULT_COLUMNS, REPORT_FIELDS } from './column-rules';
import { MAX_WIDTH, MIN_WIDTH } from './column-widths';
import { DATE_PRESETS, DEFAULT_DATE_PRESET } from './date-range-rules';
import { DAYS_OF_WEEK, REPORT_ROWS_PER_PAGE } from './report-rules';

/** The pricing models a report filters by, from the spec (PricingModel: a line's, a report row's). */
export const PRICING_MODELS = Object.values(PricingModel);
export const CHART_GRAINS = ['day', 'week', 'month'] as const;
export type ChartGrain = (typeof CHART_GRAINS)[number];

export const REPORT_STATE = defineListState({
  filters: {
    preset: choiceParam('range', DATE_PRESETS, DEFAULT_DATE_PRESET),
    from: dateParam('from'),
    to: dateParam('to'),
    campaigns: idListParam('campaign'),
    pricingModels: choiceListParam('model', PRICING_MODELS),
    lines: idListParam('line'),
    breakdown: choiceParam('by', BREAKDOWNS, 'none'),
    weekStart: choiceParam('weekstart', DAYS_OF_WEEK),
    compare: flagParam('compare'),
    where: columnTextParam('where'),
    grain: choiceParam('grain', CHART_GRAINS, 'day'),
    metrics: choiceListParam('metric', REPORT_FIELDS),
    /** The table's column order as the user arranged it; columns not named follow in their own order. */
    order: choiceListParam('order', REPORT_FIELDS),
    /** Widths (px) the user gave columns by resizing them; the others are sized to their content. */
    widths: columnSizeParam('widths', { min: MIN_WIDTH, max: MAX_WIDTH }),
  },
  sort: { ids: REPORT_FIELDS, default: { id: 'campaignId', desc: false } },
  pageSize: { options: [REPORT_ROWS_PER_PAGE], default: REPORT_ROWS_PER_PAGE },
  columns: { ids: REPORT_FIELDS, default: DEFAULT_COLUMNS },
});
