/**
 * The MCC picker's search over the whole reference (1,022 codes), fast enough to answer each
 * keystroke: every option's text is lower-cased once; codes starting with the query come first.
 */
import type { MccOption } from '@/lib/mcc/mcc-reference';

/** How many matches the list shows; more are counted, and typing narrows them. */
export const MCC_RESULT_LIMIT = 20;

export interface MccSearch {
  /** The options matching `query` (a code prefix, or text in the code or name), at most `limit`, and how many in all. */
  search: (query: string, limit?: number) => { matches: MccOption[]; total: number };
  /** The option of a code, when the reference has it. */
  byCode: (code: number) => MccOption | undefined;
}

const codeText = (code: number) => String(code).padStart(4, '0');

export function createMccSearch(options: readonly MccOption[]): MccSearch {
  const indexed = options.map((option) => ({
    option,
    code: codeText(option.mcc),
    text: option.displayName.toLowerCase(),
  }));
  const codes = new Map(options.map((option) => [option.mcc, option]));
  return {
    search(query, limit = MCC_RESULT_LIMIT) {
      const wanted = query.trim().toLowerCase();
      if (wanted === '') return { matches: [], total: 0 };
      const first: MccOption[] = [];
      const rest: MccOption[] = [];
      for (const { option, code, text } of indexed) {
        if (code.startsWith(wanted)) first.push(option);
        else if (text.includes(wanted)) rest.push(option);
      }
      const all = first.concat(rest);
      return { matches: all.slice(0, limit), total: all.length };
    },
    byCode: (code) => codes.get(code),
  };
}
