/**
 * API-011: how a list screen's state becomes the query of a header-paged list call
 * (`page`, `perPage`, `orderBy`, `filter`), the shape every campaign-build, bank-approval,
 * reports-api and rms list takes.
 */
export const DEFAULT_PAGE_SIZE = 10;

export type FilterOperator = '==' | '!=' | '>' | '>=' | '<' | '<=';

export interface FilterExpression {
  field: string;
  operator: FilterOperator;
  /** `undefined` leaves the expression out (a filter the user has not set). */
  value: string | number | boolean | undefined;
}

export interface ListState {
  /** 0-based, as tables count pages. */
  pageIndex: number;
  pageSize?: number;
  sort?: { field: string; descending?: boolean };
  filters?: readonly FilterExpression[];
}

export interface ListParams {
  page: number;
  perPage: number;
  orderBy?: string;
  filter?: string;
}

/** `[{campaignId == 42}, {campaignStatus != Draft}]` → `campaignId==42;campaignStatus!=Draft`. */
export function filterExpression(expressions: readonly FilterExpression[]): string | undefined {
  const parts = expressions
    .filter((expression) => expression.value !== undefined && expression.value !== '')
    .map(({ field, operator, value }) => `${field}${operator}${String(value)}`);
  return parts.length > 0 ? parts.join(';') : undefined;
}

export function listParams({ pageIndex, pageSize = DEFAULT_PAGE_SIZE, sort, filters = [] }: ListState): ListParams {
  const params: ListParams = { page: pageIndex + 1, perPage: pageSize };
  if (sort) params.orderBy = `${sort.descending ? '-' : ''}${sort.field}`;
  const filter = filterExpression(filters);
  if (filter !== undefined) params.filter = filter;
  return params;
}
