/**
 * The list engine of the header-paged lists: filter expressions (`campaignId==X;campaignStatus!=Draft;
 * startDateTime>2026-01-01T00:00:00Z`), `orderBy` (leading '-' descending) and paging with the
 * pagination headers.
 */
import { HttpResponse } from 'msw';
import { badRequest, fail, ProblemError } from './respond';

export type Operator = '==' | '!=' | '>=' | '<=' | '>' | '<';
export interface Expression {
  field: string;
  operator: Operator;
  value: string;
}

const EXPRESSION = /^([A-Za-z][A-Za-z0-9_.]*)(==|!=|>=|<=|>|<)(.*)$/;

/** Parses a filter; `undefined` when it is malformed. Field names are matched case-insensitively. */
export function parseFilter(filter: string | null | undefined): Expression[] | undefined {
  if (!filter) return [];
  const parts = filter.split(';').filter((part) => part.trim() !== '');
  const expressions: Expression[] = [];
  for (const part of parts) {
    const match = EXPRESSION.exec(part.trim());
    if (!match) return undefined;
    expressions.push({ field: match[1] ?? '', operator: match[2] as Operator, value: match[3] ?? '' });
  }
  return expressions;
}

function fieldOf(record: object, field: string): unknown {
  const key = Object.keys(record).find((name) => name.toLowerCase() === field.toLowerCase());
  return key === undefined ? undefined : (record as Record<string, unknown>)[key];
}

/** Scalars as text; objects and arrays as JSON (filters and sorts only ever use scalars). */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return value === undefined || value === null ? '' : JSON.stringify(value);
}

function compare(left: unknown, right: string): number {
  if (typeof left === 'number') return left - Number(right);
  if (typeof left === 'boolean') return String(left) === right.toLowerCase() ? 0 : 1;
  const leftText = text(left);
  const leftTime = Date.parse(leftText);
  const rightTime = Date.parse(right);
  if (/^\d{4}-\d{2}-\d{2}/.test(leftText) && !Number.isNaN(leftTime) && !Number.isNaN(rightTime))
    return leftTime - rightTime;
  return leftText.localeCompare(right);
}

/** Whether the order of a value against the filter's value meets the operator. */
const HOLDS: Record<Operator, (order: number) => boolean> = {
  '==': (order) => order === 0,
  '!=': (order) => order !== 0,
  '>': (order) => order > 0,
  '>=': (order) => order >= 0,
  '<': (order) => order < 0,
  '<=': (order) => order <= 0,
};

export function matches(record: object, expressions: readonly Expression[]): boolean {
  return expressions.every(({ field, operator, value }) => {
    const actual = fieldOf(record, field);
    const absent = actual === undefined || actual === null;
    if (value === 'null') return operator === '==' ? absent : !absent;
    if (absent) return operator === '!=';
    return HOLDS[operator](compare(actual, value));
  });
}

/** `-startDateTime` sorts descending; ties keep a stable order. */
export function sortBy<T extends object>(records: readonly T[], orderBy: string | null | undefined): T[] {
  if (!orderBy) return [...records];
  const descending = orderBy.startsWith('-');
  const field = descending ? orderBy.slice(1) : orderBy;
  return [...records].sort((a, b) => {
    const left = fieldOf(a, field);
    const right = fieldOf(b, field);
    if (left === right) return 0;
    if (left === undefined || left === null) return 1;
    if (right === undefined || right === null) return -1;
    const order =
      typeof left === 'number' && typeof right === 'number' ? left - right : text(left).localeCompare(text(right));
    return descending ? -order : order;
  });
}

/** Whether any of `values` contains `search` (case-insensitive); an empty search matches all. */
export function containsText(values: readonly (string | null | undefined)[], search: string | undefined): boolean {
  const needle = search?.trim().toLowerCase() ?? '';
  return needle === '' || values.some((value) => value?.toLowerCase().includes(needle) === true);
}

export interface ListQuery {
  page?: number | undefined;
  perPage?: number | undefined;
  orderBy?: string | undefined;
  filter?: string | undefined;
}

/** One page of a header-paged list: the framework answers `items` with the pagination headers. */
export interface Page<T> {
  readonly items: readonly T[];
  readonly totalCount: number;
  readonly totalPages: number;
}

/** Filters, sorts and pages `records`; a malformed filter throws a 400 naming `filter`. */
export function page<T extends object>(records: readonly T[], query: ListQuery, defaultOrderBy?: string): Page<T> {
  const expressions =
    parseFilter(query.filter) ?? fail(badRequest(`filter: cannot read '${query.filter ?? ''}'`, 'filter'));
  const perPage = query.perPage ?? 10;
  const number = query.page ?? 1;
  const all = sortBy(
    records.filter((record) => matches(record, expressions)),
    query.orderBy ?? defaultOrderBy,
  );
  return {
    items: all.slice((number - 1) * perPage, number * perPage),
    totalCount: all.length,
    totalPages: Math.ceil(all.length / perPage),
  };
}

/** The pagination headers of a page. */
export const pageHeaders = ({ totalCount, totalPages }: Page<unknown>) => ({
  'pagination-totalcount': String(totalCount),
  'pagination-totalpages': String(totalPages),
});

/**
 * Filters, sorts and pages `records`, answering the page with the pagination headers; a malformed
 * filter is a 400 naming `filter`.
 */
export function pagedList(records: readonly object[], query: ListQuery, defaultOrderBy?: string): Response {
  try {
    const one = page(records, query, defaultOrderBy);
    return HttpResponse.json(one.items, { headers: pageHeaders(one) });
  } catch (error) {
    if (error instanceof ProblemError) return error.response;
    throw error;
  }
}
