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

/** CAMP-007: the values of `keys` found in `lookup`, in the order of `keys`; keys the lookup lacks are dropped. */
export function dropMissing<K, V>(keys: Iterable<K>, lookup: ReadonlyMap<K, V>): V[] {
  const found: V[] = [];
  for (const key of keys) {
    const value = lookup.get(key);
    if (value !== undefined) found.push(value);
  }
  return found;
}

const isList = <L>(lines: readonly L[] | ReadonlyMap<number, L>): lines is readonly L[] => Array.isArray(lines);

/** CAMP-007: the lines with these ids; ids with no line (deleted, unknown, not visible) are dropped. */
export function dropMissingLines<L extends { lineId: number }>(
  lineIds: Iterable<number | null | undefined>,
  lines: readonly L[] | ReadonlyMap<number, L>,
): L[] {
  const lookup: ReadonlyMap<number, L> = isList(lines) ? lineLookup(lines) : lines;
  const ids: number[] = [];
  for (const id of lineIds) if (id != null) ids.push(id);
  return dropMissing(ids, lookup);
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

/** CAMP-002: the line with its dates as plain dates. */
export function toLineForm(line: Line): LineForm {
  return { ...line, startDate: datePart(line.startDateTime), endDate: datePart(line.endDateTime) };
}
