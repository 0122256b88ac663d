/**
 * The redemptions admin (part 3 §3 "Redemption review", NS-75): the countries, how the summaries
 * are grouped, filtered and ordered (state in the URL), what a decision on some summaries covers,
 * and the upload form (a CSV file and its redemption model, checked before it is sent).
 */
import * as z from 'zod';
import type { RedemptionCountry, RedemptionGroupBy, RedemptionModel, RedemptionSummary } from '@generated/rms/model';
import { translate } from '@/i18n';
import { countryRules } from '@/lib/countries';
import { enumField } from '@/lib/form-rules';
import { choiceParam, defineListState, type ListSort } from '@/lib/list-state';

/** SHELL-021: the countries of the admin area, lowercase as in the path. */
export const REDEMPTION_COUNTRIES = ['us', 'gb'] as const satisfies readonly RedemptionCountry[];

export function isRedemptionCountry(value: string | undefined): value is RedemptionCountry {
  return (REDEMPTION_COUNTRIES as readonly (string | undefined)[]).includes(value);
}

/** The time zone a country's redemption times are shown in. */
export const countryTimeZone = (country: RedemptionCountry): string => countryRules(country).timeZone;

/** REDEEM-005: the keys the summaries are grouped by; by reason code first (REDEEM-002). */
export const GROUPINGS = ['ReasonCode', 'PartnerCode', 'InstitutionId'] as const satisfies readonly RedemptionGroupBy[];
/** REDEEM-007. */
export const REDEMPTION_MODELS = [
  'ForcedRedemptions',
  'ReviewedRedemptions',
  'ThirdParty',
] as const satisfies readonly RedemptionModel[];

export const SUMMARY_SORT_IDS = ['key', 'totalCount', 'totalAmount'] as const;
export type SummarySortId = (typeof SUMMARY_SORT_IDS)[number];

/** Summaries are not paged: every entry of the answer is shown. */
const ALL_SUMMARIES = 1000;

/** `?group=PartnerCode&model=ThirdParty&sort=-totalAmount`; by reason code, every model, by key. */
export const SUMMARIES_LIST = defineListState({
  filters: {
    groupBy: choiceParam('group', GROUPINGS, 'ReasonCode'),
    redemptionModel: choiceParam('model', REDEMPTION_MODELS),
  },
  sort: { ids: SUMMARY_SORT_IDS, default: { id: 'key', desc: false } },
  pageSize: { options: [ALL_SUMMARIES], default: ALL_SUMMARIES },
});

/** The grouping key of an entry: its partner, reason code or institution (the others are null). */
export function summaryKey(summary: RedemptionSummary): string {
  return String(summary.partnerCode ?? summary.reasonCode ?? summary.institutionId ?? '');
}

/** The entries in the list's order: by key (codes and institutions as numbers), count or amount. */
export function sortSummaries(
  summaries: readonly RedemptionSummary[],
  { id, desc }: ListSort<SummarySortId>,
): RedemptionSummary[] {
  const keyOrder = (a: RedemptionSummary, b: RedemptionSummary) =>
    (a.partnerCode ?? '').localeCompare(b.partnerCode ?? '') ||
    (a.reasonCode ?? 0) - (b.reasonCode ?? 0) ||
    (a.institutionId ?? 0) - (b.institutionId ?? 0);
  const order = (a: RedemptionSummary, b: RedemptionSummary) =>
    id === 'key' ? keyOrder(a, b) : a[id] - b[id] || keyOrder(a, b);
  return [...summaries].sort((a, b) => (desc ? order(b, a) : order(a, b)));
}

export interface DecisionTotals {
  /** Summaries decided on. */
  summaries: number;
  /** Redemptions in them. */
  count: number;
  /** Their amount, in major units of the country's currency. */
  amount: number;
}

/** What a decision covers: the confirmation names the count and amount. */
export function decisionTotals(
  summaries: readonly Pick<RedemptionSummary, 'totalCount' | 'totalAmount'>[],
): DecisionTotals {
  const cents = summaries.reduce((sum, summary) => sum + Math.round(summary.totalAmount * 100), 0);
  return {
    summaries: summaries.length,
    count: summaries.reduce((sum, summary) => sum + summary.totalCount, 0),
    amount: cents / 100,
  };
}

// ------------------------------------------------------------------ the upload (REDEEM-014)

/** NS-75: a redemptions file is a CSV file. */
export function isCsvFile(file: Pick<File, 'name' | 'type'>): boolean {
  return /\.csv$/i.test(file.name) || file.type === 'text/csv';
}

/** The file field: a CSV file that is not empty, refused before anything is sent. */
const csvFile = z.custom<File | undefined>().transform((file, context) => {
  const refuse = (message: string) => {
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  if (!(file instanceof File)) return refuse(translate('adsmanager.REDEMPTIONS_UPLOAD_FILE_REQUIRED'));
  if (!isCsvFile(file)) return refuse(translate('adsmanager.REDEMPTIONS_UPLOAD_NOT_CSV', { name: file.name }));
  if (file.size === 0) return refuse(translate('adsmanager.REDEMPTIONS_UPLOAD_EMPTY', { name: file.name }));
  return file;
});

export const uploadFormSchema = z.object({
  file: csvFile,
  redemptionModel: enumField(REDEMPTION_MODELS),
});

export type UploadFormInput = z.input<typeof uploadFormSchema>;
export type UploadFormOutput = z.output<typeof uploadFormSchema>;

export const EMPTY_UPLOAD_FORM: UploadFormInput = { file: undefined, redemptionModel: 'ReviewedRedemptions' };

/** The server's fields of an upload are the form's. */
export function uploadFieldOf(field: string): keyof UploadFormInput | undefined {
  return field === 'file' || field === 'redemptionModel' ? field : undefined;
}

/**
 * What identifies an upload for its Idempotency-Key: the same file and model again is a retry,
 * another file is another upload (a File alone serialises to {}).
 */
export function uploadIdentity({ file, redemptionModel }: UploadFormOutput) {
  return { name: file.name, size: file.size, lastModified: file.lastModified, type: file.type, redemptionModel };
}
