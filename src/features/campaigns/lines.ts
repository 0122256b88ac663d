/**
 * Rules of an account's funding lines (part 2 §3 Line, §7 Lines, §8): which statuses a user sees,
 * a line read where 404 means "no such line", dropping lines missing from lookups, and the line
 * form shape. The reads themselves are in queries.ts.
 */
import { ApiError } from '@/api/api-error';
import type { Line, LineStatus } from '@generated/campaign-build/model';

/** CAMP-005: the statuses the lines call asks for — ACTIVE and DRAFT for internal users, ACTIVE for external ones. */
export function lineStatusesFor(isInternal: boolean): LineStatus[] {
  return isInternal ? ['ACTIVE', 'DRAFT'] : ['ACTIVE'];
}

/** CAMP-005: external users see only ACTIVE lines whatever a server answers; internal users see every status. */
export function visibleLines(lines: readonly Line[], isInternal: boolean): Line[] {
  return isInternal ? [...lines] : lines.filter((line) => line.status === 'ACTIVE');
}

export interface AccountLines {
  lines: Line[];
  isPending: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

export interface LineRead {
  /** undefined while loading, when no line id is given, when the line does not exist (404) or on error. */
  line: Line | undefined;
  isPending: boolean;
  /** A failure other than 404; a 404 is an absent line, not an error. */
  error: unknown;
}

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** Lines by id, for lookups. */
export function lineLookup<L extends { lineId: number }>(lines: readonly L[]): Map<number, L> {
  return new Map(lines.map((line) => [line.lineId, line]));
}

/**
 * CAMP-007: the values of `keys` found in `lookup`, in the order of `keys`; keys the lookup lacks
 * are dropped. No screen looks lines up by a list of ids yet (CAMP-007 is the spec's rule for when one does).
 * @specShape
 */
export function dropMissing<K, V>(keys: Iterable<K>, lookup: ReadonlyMap<K, V>): V[] {
  const found: V[] = [];
  for (const key of keys) {
    const value = lookup.get(key);
    if (value !== undefined) found.push(value);
  }
  return found;
}

/** The line as the campaign form shows it: its fields plus startDate and endDate. */
export type LineForm = Line & {
  /** CAMP-002: the date part of startDateTime, 'YYYY-MM-DD'. */
  startDate: string;
  /** CAMP-002: the date part of endDateTime, 'YYYY-MM-DD'. */
  endDate: string;
};

/** The date part of an ISO date-time as written ('2026-01-01T00:00:00-05:00' → '2026-01-01'). */
const datePart = (isoDateTime: string): string => isoDateTime.slice(0, 10);

/**
 * CAMP-002: the line with its dates as plain dates — the spec's line form shape; the line picker
 * formats the dates itself, so only its test calls this.
 * @specShape
 */
export function toLineForm(line: Line): LineForm {
  return { ...line, startDate: datePart(line.startDateTime), endDate: datePart(line.endDateTime) };
}
