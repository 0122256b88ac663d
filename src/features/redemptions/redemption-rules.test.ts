import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RedemptionGroupBy, RedemptionSummary } from '@generated/rms/model';
import { parseListState, writeListState } from '@/lib/list-state';
import {
  countryTimeZone,
  decisionTotals,
  EMPTY_UPLOAD_FORM,
  isCsvFile,
  isRedemptionCountry,
  sortSummaries,
  SUMMARIES_LIST,
  summaryKey,
  uploadFieldOf,
  uploadFormSchema,
  uploadIdentity,
  type SummarySortId,
} from './redemption-rules';

// ------------------------------------------------------------------ summaries as the server groups them

const PARTNERS = ['REWARDS_NETWORK', 'SEATED'] as const;
/** An amount in major units with at most 2 decimals, as the server sends it. */
const amount = fc
  .oneof(fc.integer({ min: 0, max: 1_000 }), fc.integer({ min: 0, max: 10_000_000 }))
  .map((cents) => cents / 100);
const entryOf = (groupBy: RedemptionGroupBy, key: string | number, totalCount: number, totalAmount: number) => ({
  totalCount,
  totalAmount,
  currency: 'USD' as const,
  partnerCode: groupBy === 'PartnerCode' ? (key as (typeof PARTNERS)[number]) : null,
  reasonCode: groupBy === 'ReasonCode' ? (key as number) : null,
  institutionId: groupBy === 'InstitutionId' ? (key as number) : null,
});
/** The entries of one answer: one grouping, each key once (REDEEM-005). */
const answerOf = (groupBy: RedemptionGroupBy) => {
  const keys =
    groupBy === 'PartnerCode'
      ? fc.subarray([...PARTNERS])
      : fc.uniqueArray(fc.integer({ min: 1, max: 1023 }), { maxLength: 30 });
  return keys.chain((unique: readonly (string | number)[]) =>
    fc
      .tuple(...unique.map(() => fc.tuple(fc.integer({ min: 0, max: 100_000 }), amount)))
      .map((totals) => totals.map(([count, total], index) => entryOf(groupBy, unique[index] ?? 0, count, total))),
  );
};
const anyAnswer = fc
  .constantFrom<RedemptionGroupBy>('ReasonCode', 'PartnerCode', 'InstitutionId')
  .chain((groupBy) => answerOf(groupBy).map((entries) => ({ groupBy, entries })));
const anySort = fc.record({
  id: fc.constantFrom<SummarySortId>('key', 'totalCount', 'totalAmount'),
  desc: fc.boolean(),
});

const keyValue = (entry: RedemptionSummary): string | number =>
  entry.partnerCode ?? entry.reasonCode ?? entry.institutionId ?? '';
const compareKeys = (a: string | number, b: string | number) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));

describe('the countries (SHELL-021, REDEEM-002)', () => {
  it('SHELL-021 only lowercase us and gb are countries of the admin area', () => {
    expect(['us', 'gb'].filter(isRedemptionCountry)).toEqual(['us', 'gb']);
    expect(['US', 'GB', 'uk', 'fr', '', ' us', undefined].filter(isRedemptionCountry)).toEqual([]);
  });

  it('REDEEM-002 the most recent redemption is shown in the country’s own time zone', () => {
    expect(countryTimeZone('us')).toBe('America/New_York');
    expect(countryTimeZone('gb')).toBe('Europe/London');
  });
});

describe('the list’s state in the address (REDEEM-002, REDEEM-005, REDEEM-007)', () => {
  const parse = (search: string) => parseListState(SUMMARIES_LIST, new URLSearchParams(search));

  it('REDEEM-002 REDEEM-005 by reason code first, every model, by key, every entry on one page', () => {
    expect(parse('')).toMatchObject({
      filters: { groupBy: 'ReasonCode', redemptionModel: undefined },
      sort: { id: 'key', desc: false },
      pageIndex: 0,
    });
    expect(parse('').pageSize).toBeGreaterThanOrEqual(1000);
  });

  it('REDEEM-005 REDEEM-007 ?group= and ?model= take the spec’s groupings and models; anything else falls back', () => {
    expect(parse('group=PartnerCode&model=ThirdParty&sort=-totalAmount')).toMatchObject({
      filters: { groupBy: 'PartnerCode', redemptionModel: 'ThirdParty' },
      sort: { id: 'totalAmount', desc: true },
    });
    expect(parse('group=InstitutionId&model=ForcedRedemptions').filters).toEqual({
      groupBy: 'InstitutionId',
      redemptionModel: 'ForcedRedemptions',
    });
    expect(parse('group=Country&model=Manual&sort=-partner')).toMatchObject({
      filters: { groupBy: 'ReasonCode', redemptionModel: undefined },
      sort: { id: 'key', desc: false },
    });
  });

  it('REDEEM-002 the defaults stay out of the address; a choice survives a round trip', () => {
    expect(writeListState(SUMMARIES_LIST, parse('')).toString()).toBe('');
    const chosen = 'group=PartnerCode&model=ReviewedRedemptions&sort=-totalCount';
    expect(parse(writeListState(SUMMARIES_LIST, parse(chosen)).toString())).toEqual(parse(chosen));
  });
});

describe('the entries (REDEEM-003, REDEEM-005)', () => {
  it('REDEEM-005 an entry’s key is its partner, reason code or institution, whichever it is grouped by', () => {
    expect(summaryKey(entryOf('PartnerCode', 'SEATED', 1, 1))).toBe('SEATED');
    expect(summaryKey(entryOf('ReasonCode', 20, 1, 1))).toBe('20');
    expect(summaryKey(entryOf('InstitutionId', 11, 1, 1))).toBe('11');
    expect(summaryKey({ ...entryOf('InstitutionId', 11, 1, 1), institutionId: null })).toBe('');
  });

  it('REDEEM-005 property: the keys of one answer are distinct (they identify the rows and the selection)', () => {
    fc.assert(
      fc.property(anyAnswer, ({ entries }) => {
        const keys = entries.map(summaryKey);
        expect(new Set(keys).size).toBe(keys.length);
      }),
    );
  });

  it('REDEEM-002 by key, reason codes and institutions go by number (9 before 10 before 130), partners by name', () => {
    const codes = [130, 9, 10, 2].map((code) => entryOf('ReasonCode', code, 1, 1));
    expect(sortSummaries(codes, { id: 'key', desc: false }).map(summaryKey)).toEqual(['2', '9', '10', '130']);
    expect(sortSummaries(codes, { id: 'key', desc: true }).map(summaryKey)).toEqual(['130', '10', '9', '2']);
    const partners = ['SEATED', 'REWARDS_NETWORK'].map((partner) => entryOf('PartnerCode', partner, 1, 1));
    expect(sortSummaries(partners, { id: 'key', desc: false }).map(summaryKey)).toEqual(['REWARDS_NETWORK', 'SEATED']);
  });

  it('REDEEM-002 by count or amount, equal ones by key; largest first when descending', () => {
    const entries = [
      entryOf('ReasonCode', 64, 3, 30),
      entryOf('ReasonCode', 20, 40, 300.25),
      entryOf('ReasonCode', 4, 3, 45),
      entryOf('ReasonCode', 2, 7, 30),
    ];
    expect(sortSummaries(entries, { id: 'totalCount', desc: false }).map(summaryKey)).toEqual(['4', '64', '2', '20']);
    expect(sortSummaries(entries, { id: 'totalAmount', desc: false }).map(summaryKey)).toEqual(['2', '64', '4', '20']);
    expect(sortSummaries(entries, { id: 'totalAmount', desc: true }).map(summaryKey)).toEqual(['20', '4', '64', '2']);
  });

  it('REDEEM-002 property: any answer in any order is the same entries, ordered by the chosen column, then by key, and reversed when descending', () => {
    fc.assert(
      fc.property(anyAnswer, anySort, ({ entries }, sort) => {
        const before = JSON.stringify(entries);
        const sorted = sortSummaries(entries, sort);
        expect(JSON.stringify(entries)).toBe(before);
        expect([...sorted].sort((a, b) => compareKeys(keyValue(a), keyValue(b)))).toEqual(
          [...entries].sort((a, b) => compareKeys(keyValue(a), keyValue(b))),
        );
        const value = (entry: RedemptionSummary) => (sort.id === 'key' ? 0 : entry[sort.id]);
        for (let index = 1; index < sorted.length; index += 1) {
          const [a, b] = sort.desc ? [sorted[index], sorted[index - 1]] : [sorted[index - 1], sorted[index]];
          if (!a || !b) continue;
          const order = value(a) - value(b) || compareKeys(keyValue(a), keyValue(b));
          expect(order).toBeLessThan(0);
        }
      }),
    );
  });
});

describe('what a decision covers (REDEEM-010…012)', () => {
  it('REDEEM-010 the confirmation’s count and amount are the selected entries’ sums, to the cent', () => {
    expect(decisionTotals([])).toEqual({ summaries: 0, count: 0, amount: 0 });
    expect(
      decisionTotals([
        { totalCount: 40, totalAmount: 300.25 },
        { totalCount: 2, totalAmount: 18.25 },
      ]),
    ).toEqual({ summaries: 2, count: 42, amount: 318.5 });
    // 0.01 * 100 + 0.14 * 100 is 15.000000000000002 in floating point; money is summed in cents.
    expect(
      decisionTotals([
        { totalCount: 1, totalAmount: 0.01 },
        { totalCount: 1, totalAmount: 0.14 },
      ]).amount,
    ).toBe(0.15);
  });

  it('REDEEM-010 property: the amount of any selection is the exact sum of its amounts in cents, whatever the order', () => {
    const entry = fc.record({ totalCount: fc.integer({ min: 0, max: 100_000 }), totalAmount: amount });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 40 }), (entries) => {
        const totals = decisionTotals(entries);
        const cents = entries.reduce((total, one) => total + Math.round(one.totalAmount * 100), 0);
        expect(totals).toEqual({
          summaries: entries.length,
          count: entries.reduce((total, one) => total + one.totalCount, 0),
          amount: cents / 100,
        });
        // Never more than 2 decimals on screen, and the same in any order.
        expect(Math.round(totals.amount * 100) / 100).toBe(totals.amount);
        expect(decisionTotals([...entries].reverse())).toEqual(totals);
      }),
    );
  });
});

describe('the upload (REDEEM-014, NS-75)', () => {
  const file = (name: string, content = 'redemptionId\n1\n', type = 'text/csv') => new File([content], name, { type });

  it('NS-75 a CSV file is named .csv (any case) or typed text/csv', () => {
    expect(
      [
        { name: 'redemptions.csv', type: '' },
        { name: 'REDEMPTIONS.CSV', type: 'application/octet-stream' },
        { name: 'export', type: 'text/csv' },
      ].every(isCsvFile),
    ).toBe(true);
    expect(
      [
        { name: 'redemptions.csv.txt', type: 'text/plain' },
        { name: 'redemptions.xlsx', type: 'application/vnd.ms-excel' },
        { name: 'csv', type: '' },
      ].some(isCsvFile),
    ).toBe(false);
  });

  it('REDEEM-014 the form refuses no file, a file that is not CSV and an empty file at the file field, naming the file', () => {
    const fileError = (input: unknown) => {
      const parsed = uploadFormSchema.safeParse({ file: input, redemptionModel: 'ThirdParty' });
      return parsed.success ? undefined : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
    };
    expect(fileError(undefined)).toEqual([['file', 'Choose a CSV file.']]);
    expect(fileError('redemptions.csv')).toEqual([['file', 'Choose a CSV file.']]);
    expect(fileError(file('notes.txt', 'hello', 'text/plain'))).toEqual([
      ['file', 'notes.txt is not a CSV file. Choose a .csv file.'],
    ]);
    expect(fileError(file('empty.csv', ''))).toEqual([['file', 'empty.csv is empty. Choose a file with redemptions.']]);
    expect(fileError(file('good.csv'))).toBeUndefined();
  });

  it('REDEEM-007 REDEEM-014 the redemption model is one of the three; the form starts with Reviewed redemptions and no file', () => {
    for (const redemptionModel of ['ForcedRedemptions', 'ReviewedRedemptions', 'ThirdParty'] as const) {
      expect(uploadFormSchema.safeParse({ file: file('a.csv'), redemptionModel }).success).toBe(true);
    }
    for (const redemptionModel of ['', 'Manual', undefined]) {
      const parsed = uploadFormSchema.safeParse({ file: file('a.csv'), redemptionModel });
      expect(parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'))).toEqual([
        'redemptionModel',
      ]);
    }
    expect(EMPTY_UPLOAD_FORM).toEqual({ file: undefined, redemptionModel: 'ReviewedRedemptions' });
  });

  it('REDEEM-014 a server error names a form field only when it is one of the form’s', () => {
    expect(['file', 'redemptionModel', 'reasonCode', 'rows[0].amount', ''].map(uploadFieldOf)).toEqual([
      'file',
      'redemptionModel',
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('REDEEM-014 the same file and model again is the same upload (a retry); another file or model is another', () => {
    const first = new File(['a,b\n1,2\n'], 'us.csv', { type: 'text/csv', lastModified: 1_700_000_000_000 });
    const again = new File(['a,b\n1,2\n'], 'us.csv', { type: 'text/csv', lastModified: 1_700_000_000_000 });
    const other = new File(['a,b\n1,2\n3,4\n'], 'us.csv', { type: 'text/csv', lastModified: 1_700_000_000_000 });
    const identity = (chosen: File, redemptionModel: 'ThirdParty' | 'ReviewedRedemptions' = 'ThirdParty') =>
      JSON.stringify(uploadIdentity({ file: chosen, redemptionModel }));
    expect(identity(again)).toBe(identity(first));
    expect(identity(other)).not.toBe(identity(first));
    expect(identity(first, 'ReviewedRedemptions')).not.toBe(identity(first));
    expect(uploadIdentity({ file: first, redemptionModel: 'ThirdParty' })).toMatchObject({
      name: 'us.csv',
      size: 8,
      lastModified: 1_700_000_000_000,
    });
  });
});
