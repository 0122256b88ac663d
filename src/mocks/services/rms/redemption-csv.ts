/**
 * The CSV file of a redemptions upload (NS-75): a header row
 * `redemptionId,reasonCode,amount,partnerCode,institutionId` and one redemption per row. Every
 * problem is reported as `Row N: …` where N is the line of the file (the header is row 1).
 */
import type { RmsSchemas } from '../../db/types';

export const REDEMPTION_CSV_COLUMNS = ['redemptionId', 'reasonCode', 'amount', 'partnerCode', 'institutionId'] as const;

export interface RedemptionRow {
  redemptionId: number;
  reasonCode: number;
  amount: number;
  partnerCode: RmsSchemas['PartnerCode'];
  institutionId: number;
}

export interface CsvProblem {
  detail: string;
  field: string;
}

export type CsvResult = { ok: true; rows: RedemptionRow[] } | { ok: false; problems: CsvProblem[] };

const PARTNER_CODES: readonly string[] = ['REWARDS_NETWORK', 'SEATED'];
const POSITIVE_INTEGER = /^[1-9]\d*$/;
const INTEGER = /^\d+$/;
const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** Splits one CSV line, honouring double quotes ("a,b" and "" inside quotes). */
function splitLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line.charAt(index);
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells.map((value) => value.trim());
}

/** One data row as a redemption; undefined when it has problems, which it adds to `problems`. */
function checkRow(cells: string[], row: number, seen: Map<number, number>, problems: CsvProblem[]) {
  const before = problems.length;
  const say = (field: string, text: string) => problems.push({ detail: `Row ${row}: ${text}`, field });
  if (cells.length !== REDEMPTION_CSV_COLUMNS.length) {
    say('file', `expected ${REDEMPTION_CSV_COLUMNS.length} columns, found ${cells.length}`);
    return undefined;
  }
  const [redemptionId = '', reasonCode = '', amount = '', partnerCode = '', institutionId = ''] = cells;
  if (!POSITIVE_INTEGER.test(redemptionId))
    say('redemptionId', `redemptionId '${redemptionId}' must be a positive whole number`);
  else {
    const first = seen.get(Number(redemptionId));
    if (first !== undefined) say('redemptionId', `redemptionId ${redemptionId} repeats row ${first}`);
    else seen.set(Number(redemptionId), row);
  }
  if (!INTEGER.test(reasonCode) || Number(reasonCode) > 1023)
    say('reasonCode', `reasonCode '${reasonCode}' must be a whole number from 0 to 1023`);
  if (!AMOUNT.test(amount)) say('amount', `amount '${amount}' must be a non-negative amount with at most 2 decimals`);
  if (!PARTNER_CODES.includes(partnerCode))
    say('partnerCode', `partnerCode '${partnerCode}' must be REWARDS_NETWORK or SEATED`);
  if (!POSITIVE_INTEGER.test(institutionId))
    say('institutionId', `institutionId '${institutionId}' must be a positive whole number`);
  if (problems.length > before) return undefined;
  return {
    redemptionId: Number(redemptionId),
    reasonCode: Number(reasonCode),
    amount: Number(amount),
    partnerCode: partnerCode as RedemptionRow['partnerCode'],
    institutionId: Number(institutionId),
  };
}

/** Reads the whole file; any problem refuses it as a whole. */
export function parseRedemptionCsv(text: string): CsvResult {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  while (lines.length > 0 && (lines[lines.length - 1] ?? '').trim() === '') lines.pop();
  const header = splitLine(lines[0] ?? '');
  if (header.join(',') !== REDEMPTION_CSV_COLUMNS.join(',')) {
    return {
      ok: false,
      problems: [{ detail: `Row 1: the header must be ${REDEMPTION_CSV_COLUMNS.join(',')}`, field: 'file' }],
    };
  }
  if (lines.length < 2)
    return { ok: false, problems: [{ detail: 'Row 2: the file has no redemptions', field: 'file' }] };
  const rows: RedemptionRow[] = [];
  const problems: CsvProblem[] = [];
  const seen = new Map<number, number>();
  lines.slice(1).forEach((line, index) => {
    const row = index + 2;
    if (line.trim() === '') {
      problems.push({ detail: `Row ${row}: the row is empty`, field: 'file' });
      return;
    }
    const checked = checkRow(splitLine(line), row, seen, problems);
    if (checked) rows.push(checked);
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, rows };
}
