// @vitest-environment jsdom
// The download needs a document; the mutation run (vitest.mutation.config.mjs) uses Node otherwise.
import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it, vi } from 'vitest';
import {
  csvCell,
  csvHeader,
  downloadCsv,
  escapeCell,
  FILE_NAME_FILTERS_MAX,
  reportCsvText,
  reportFileName,
} from './export-rules';

const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'];

describe('CSV cells', () => {
  it('escapes only a formula start at the very beginning of a cell', () => {
    expect(escapeCell('')).toBe('');
    expect(escapeCell(' =1')).toBe(' =1');
    expect(escapeCell('a=1')).toBe('a=1');
    expect(escapeCell('\n=1')).toBe('\n=1');
    expect(escapeCell("'=1")).toBe("'=1");
    expect(escapeCell('-')).toBe("'-");
  });

  it('no escaped cell starts with a formula character, and escaping twice changes nothing more', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.constantFrom(...FORMULA_STARTS).chain((start) => fc.string().map((rest) => start + rest)),
        ),
        (cell) => {
          const escaped = escapeCell(cell);
          expect(FORMULA_STARTS).not.toContain(escaped[0]);
          expect(escapeCell(escaped)).toBe(escaped);
          expect(escaped).toBe(FORMULA_STARTS.includes(cell[0] ?? '') ? `'${cell}` : cell);
        },
      ),
    );
  });
});

describe('the CSV text', () => {
  it('NS-87 the header is the first line; numbers stay numbers (a negative is not escaped), text is escaped', () => {
    const text = reportCsvText({
      header: ['Campaign name', 'Ad spend (USD)'],
      rows: [
        ['=HYPERLINK("x")', -12.5],
        ['Spring', 100000],
      ],
    });
    expect(text.split('\r\n')).toEqual([
      'Campaign name,Ad spend (USD)',
      '"\'=HYPERLINK(""x"")",-12.5',
      'Spring,100000',
    ]);
    const [header, ...rows] = Papa.parse<(string | number)[]>(text, { dynamicTyping: true, newline: '\r\n' }).data;
    expect(header).toEqual(['Campaign name', 'Ad spend (USD)']);
    expect(rows.map((row) => row[1])).toEqual([-12.5, 100000]);
  });

  it('a spreadsheet reading the file gets every cell back (text escaped, numbers as written), line by line', () => {
    const cellArb = fc.oneof(fc.string({ maxLength: 12 }), fc.double({ noNaN: true, noDefaultInfinity: true }));
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }).chain((width) =>
          fc.record({
            header: fc.array(fc.string({ minLength: 1, maxLength: 8 }), { minLength: width, maxLength: width }),
            rows: fc.array(fc.array(cellArb, { minLength: width, maxLength: width }), { maxLength: 3 }),
          }),
        ),
        (csv) => {
          const text = reportCsvText(csv);
          const read = Papa.parse<string[]>(text, { delimiter: ',', newline: '\r\n' }).data;
          const expected = [csv.header, ...csv.rows].map((line) =>
            line.map((cell) => (typeof cell === 'number' ? String(cell) : escapeCell(cell))),
          );
          expect(read).toEqual(expected);
        },
      ),
    );
  });
});

describe('NS-87 cells and headers as data', () => {
  it('money, counts, ids and ROAS are numbers; rates stay fractions; dates ISO; months in words; empty is empty', () => {
    expect(csvCell('adSpend', 100000, 'en-US')).toBe(100000);
    expect(csvCell('impressions', 140001, 'en-US')).toBe(140001);
    expect(csvCell('roas', 7.56, 'en-US')).toBe(7.56);
    expect(csvCell('campaignId', '1001', 'en-US')).toBe(1001);
    expect(csvCell('engagementRate', 0.0756, 'en-US')).toBe(0.0756);
    expect(csvCell('day', '2026-11-08', 'en-GB')).toBe('2026-11-08');
    expect(csvCell('month', 'OCTOBER', 'en-US')).toBe('October');
    expect(csvCell('campaignName', 'Spring', 'en-US')).toBe('Spring');
    expect(csvCell('revenue', null, 'en-US')).toBe('');
    expect(csvCell('revenue', 'n/a', 'en-US')).toBe('n/a');
    expect(csvCell('revenue', Number.POSITIVE_INFINITY, 'en-US')).toBe('');
  });

  it('the currency is in the header of money columns and "fraction" in the header of rates', () => {
    expect(csvHeader('adSpend', 'Ad spend', 'GBP')).toBe('Ad spend (GBP)');
    expect(csvHeader('engagementRate', 'Engagement rate', 'USD')).toBe('Engagement rate (fraction)');
    expect(csvHeader('roas', 'ROAS', 'USD')).toBe('ROAS');
    expect(csvHeader('campaignName', 'Campaign name', 'USD')).toBe('Campaign name');
  });
});

describe('the file name', () => {
  it('names the account, the range and the data date; without a data date it has no "asof"', () => {
    expect(reportFileName(7, '2026-10-01', '2026-10-31', null)).toBe('performance-7-2026-10-01_2026-10-31.csv');
    expect(reportFileName(7, '2026-10-01', '2026-10-31', '')).toBe('performance-7-2026-10-01_2026-10-31.csv');
  });

  it('NS-87 names the filters between the range and the data date, cut to a bounded length', () => {
    expect(reportFileName(7, '2026-10-01', '2026-10-31', '2026-10-20', ['CPS-CPM', 'campaignName-spring sale'])).toBe(
      'performance-7-2026-10-01_2026-10-31-CPS-CPM_campaignName-spring-sale-asof-2026-10-20.csv',
    );
    const long = reportFileName(7, '2026-10-01', '2026-10-31', '2026-10-20', ['x'.repeat(500)]);
    expect(long).toBe(`performance-7-2026-10-01_2026-10-31-${'x'.repeat(FILE_NAME_FILTERS_MAX)}-asof-2026-10-20.csv`);
  });

  it('keeps only letters, digits, _, . and - and trims dashes at the ends', () => {
    expect(reportFileName(7, '2026/10/01', '2026 10 31', '../x')).toBe(
      'performance-7-2026-10-01_2026-10-31-asof-..-x.csv',
    );
    expect(reportFileName(7, '2026-10-01', '2026-10-31', 'a b//')).toBe(
      'performance-7-2026-10-01_2026-10-31-asof-a-b.csv',
    );
    fc.assert(
      fc.property(
        fc.nat(),
        fc.string(),
        fc.string(),
        fc.option(fc.string(), { nil: null }),
        (account, from, to, asOf) => {
          const name = reportFileName(account, from, to, asOf);
          expect(name).toMatch(/^performance-[\w.-]*\.csv$/);
          expect(name).not.toMatch(/-\.csv$/);
        },
      ),
    );
  });
});

describe('the download', () => {
  it('hands the text with a UTF-8 byte order mark to a link named after the file, then lets it go', async () => {
    vi.useFakeTimers();
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:report';
    });
    const revokeObjectURL = vi.fn();
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: createObjectURL });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: revokeObjectURL });
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    try {
      downloadCsv('a,b\r\n1,2', 'performance-7.csv');
      expect(click).toHaveBeenCalledTimes(1);
      const link = clicked[0];
      expect(link?.download).toBe('performance-7.csv');
      expect(link?.href).toBe('blob:report');
      expect(link?.rel).toBe('noopener');
      expect(link?.isConnected).toBe(false);
      expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
      const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(new TextDecoder().decode(bytes.slice(3))).toBe('a,b\r\n1,2');
      expect(revokeObjectURL).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(revokeObjectURL).toHaveBeenCalledWith('blob:report');
    } finally {
      vi.useRealTimers();
    }
  });
});
