/**
 * The state of a list screen as it is kept in the URL (design: filters, pages and sorting live in
 * the URL): the screen's own filter parameters, then
 * `sort=<column>` (ascending) or `sort=-<column>` (descending), `page=<1-based>`, `size=<rows>` and
 * `cols=<column>,…` (the hideable columns shown). A screen declares its list once
 * (`defineListState`); reading leaves anything unreadable at its default and writing leaves
 * defaults out, keeping parameters that are not the list's. `useListState`
 * (components/ui/use-list-state.ts) binds this to the router and to the table.
 */
import { isIsoDate } from './calendar-days';

export interface ListSort<TSortId extends string = string> {
  /** The column the list is ordered by. */
  id: TSortId;
  desc: boolean;
}

/** One filter of a list as a URL parameter. */
export interface FilterParam<T> {
  key: string;
  /** The value of the parameter's text (null when absent); unreadable text gives the default. */
  parse: (text: string | null) => T;
  /** The parameter's text; undefined leaves the parameter out (the default). */
  format: (value: T) => string | undefined;
}

export interface ListStateDefinition<TFilters extends object, TSortId extends string, TColumnId extends string> {
  filters: { [K in keyof TFilters]: FilterParam<TFilters[K]> };
  sort: { ids: readonly TSortId[]; default: ListSort<TSortId> };
  pageSize: { options: readonly number[]; default: number };
  /** The columns a user may show or hide, in display order; columns not named here always show. */
  columns?: { ids: readonly TColumnId[]; default: readonly TColumnId[] };
}

export interface ListStateValues<TFilters extends object, TSortId extends string, TColumnId extends string> {
  filters: TFilters;
  sort: ListSort<TSortId>;
  /** 0-based. */
  pageIndex: number;
  pageSize: number;
  /** The hideable columns shown, in the definition's order. */
  columns: TColumnId[];
}

export interface ListStateChange<TFilters extends object, TSortId extends string, TColumnId extends string> {
  filters?: Partial<TFilters>;
  sort?: ListSort<TSortId>;
  pageIndex?: number;
  pageSize?: number;
  columns?: readonly TColumnId[];
}

/** Declares a list (its types are inferred from the filters, sort ids and column ids given). */
export function defineListState<TFilters extends object, TSortId extends string, TColumnId extends string = never>(
  definition: ListStateDefinition<TFilters, TSortId, TColumnId>,
): ListStateDefinition<TFilters, TSortId, TColumnId> {
  return definition;
}

// ------------------------------------------------------------------ filter parameters

/** Free text, trimmed; blank is no filter. */
export function textParam(key: string): FilterParam<string> {
  return {
    key,
    parse: (text) => (text ?? '').trim(),
    format: (value) => (value.trim() === '' ? undefined : value.trim()),
  };
}

/** One of `values`; anything else is `fallback` (left out of the URL), or no filter without one. */
export function choiceParam<T extends string>(key: string, values: readonly T[]): FilterParam<T | undefined>;
export function choiceParam<T extends string>(key: string, values: readonly T[], fallback: T): FilterParam<T>;
export function choiceParam<T extends string>(
  key: string,
  values: readonly T[],
  fallback?: T,
): FilterParam<T | undefined> {
  const isValue = (text: string | null): text is T => text !== null && (values as readonly string[]).includes(text);
  return {
    key,
    parse: (text) => (isValue(text) ? text : fallback),
    format: (value) => (value === fallback ? undefined : value),
  };
}

/** A whole number above 0 (an id); anything else is no filter. */
export function idParam(key: string): FilterParam<number | undefined> {
  return {
    key,
    parse: positiveInteger,
    format: (value) => (value === undefined ? undefined : String(value)),
  };
}

/** Ids (whole numbers above 0), comma-separated and in order; anything unreadable is dropped. */
export function idListParam(key: string): FilterParam<number[]> {
  return {
    key,
    parse: (text) => [...new Set((text ?? '').split(',').flatMap((part) => positiveInteger(part) ?? []))],
    format: (value) => (value.length === 0 ? undefined : value.join(',')),
  };
}

/** Several of `values`, comma-separated; unknown ones are dropped. */
export function choiceListParam<T extends string>(key: string, values: readonly T[]): FilterParam<T[]> {
  const isValue = (text: string): text is T => (values as readonly string[]).includes(text);
  return {
    key,
    parse: (text) => [...new Set((text ?? '').split(',').filter(isValue))],
    format: (value) => (value.length === 0 ? undefined : value.join(',')),
  };
}

/** A plain date 'YYYY-MM-DD'; anything else is no value. */
export function dateParam(key: string): FilterParam<string | undefined> {
  return {
    key,
    parse: (text) => (text !== null && isIsoDate(text) ? text : undefined),
    format: (value) => value,
  };
}

/** On when the parameter is `1`; off (left out) otherwise. */
export function flagParam(key: string): FilterParam<boolean> {
  return { key, parse: (text) => text === '1', format: (value) => (value ? '1' : undefined) };
}

/**
 * Free text per column (a table's column filters): `column:text` pairs, each part URI-encoded,
 * comma-separated; blank texts are left out.
 */
export function columnTextParam(key: string): FilterParam<Readonly<Record<string, string>>> {
  return {
    key,
    parse: (text) =>
      columnPairs(text, (raw) => {
        const value = safeDecode(raw)?.trim();
        return value || undefined;
      }),
    format: (value) => {
      const pairs = Object.entries(value)
        .filter(([, text]) => text.trim() !== '')
        .map(([column, text]) => `${encodeURIComponent(column)}:${encodeURIComponent(text.trim())}`);
      return pairs.length === 0 ? undefined : pairs.join(',');
    },
  };
}

/**
 * A size in whole pixels per column (a table's column widths): `column:px` pairs, comma-separated;
 * a size outside `min`…`max` or not a whole number is left out.
 */
export function columnSizeParam(
  key: string,
  { min, max }: { min: number; max: number },
): FilterParam<Readonly<Record<string, number>>> {
  return {
    key,
    parse: (text) =>
      columnPairs(text, (raw) => {
        const size = positiveInteger(raw);
        return size !== undefined && size >= min && size <= max ? size : undefined;
      }),
    format: (value) => {
      const pairs = Object.entries(value).map(
        ([column, size]) => `${encodeURIComponent(column)}:${String(Math.round(size))}`,
      );
      return pairs.length === 0 ? undefined : pairs.join(',');
    },
  };
}

/** `column:value` pairs, comma-separated, as a record; a pair whose value `read` refuses is left out. */
function columnPairs<T>(text: string | null, read: (raw: string) => T | undefined): Record<string, T> {
  const entries: [string, T][] = [];
  for (const pair of (text ?? '').split(',')) {
    const at = pair.indexOf(':');
    if (at <= 0) continue;
    const column = safeDecode(pair.slice(0, at));
    const value = read(pair.slice(at + 1));
    if (column !== undefined && value !== undefined) entries.push([column, value]);
  }
  return Object.fromEntries(entries);
}

function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

function positiveInteger(text: string | null): number | undefined {
  if (text === null || !/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

// ------------------------------------------------------------------ reading and writing

const SORT_KEY = 'sort';
const PAGE_KEY = 'page';
const SIZE_KEY = 'size';
const COLUMNS_KEY = 'cols';

type AnyDefinition = ListStateDefinition<object, string, string>;
const filterParams = (definition: AnyDefinition): [string, FilterParam<unknown>][] =>
  Object.entries(definition.filters as Record<string, FilterParam<unknown>>);

/** The list state in `search`; what is missing or unreadable takes its default. */
export function parseListState<TFilters extends object, TSortId extends string, TColumnId extends string>(
  definition: ListStateDefinition<TFilters, TSortId, TColumnId>,
  search: URLSearchParams,
): ListStateValues<TFilters, TSortId, TColumnId> {
  const filters = Object.fromEntries(
    filterParams(definition).map(([name, param]) => [name, param.parse(search.get(param.key))]),
  ) as TFilters;
  const page = positiveInteger(search.get(PAGE_KEY));
  const size = positiveInteger(search.get(SIZE_KEY));
  return {
    filters,
    sort: parseSort(definition.sort, search.get(SORT_KEY)),
    pageIndex: page === undefined ? 0 : page - 1,
    pageSize: size !== undefined && definition.pageSize.options.includes(size) ? size : definition.pageSize.default,
    columns: parseColumns(definition.columns, search.get(COLUMNS_KEY)),
  };
}

/** `search` with the list state written into it: defaults left out, other parameters kept. */
export function writeListState<TFilters extends object, TSortId extends string, TColumnId extends string>(
  definition: ListStateDefinition<TFilters, TSortId, TColumnId>,
  values: ListStateValues<TFilters, TSortId, TColumnId>,
  search?: URLSearchParams,
): URLSearchParams {
  const next = new URLSearchParams(search);
  const set = (key: string, value: string | undefined) => {
    if (value === undefined) next.delete(key);
    else next.set(key, value);
  };
  const filters = values.filters as Record<string, unknown>;
  for (const [name, param] of filterParams(definition)) set(param.key, param.format(filters[name]));
  const { sort } = values;
  const isDefaultSort = sort.id === definition.sort.default.id && sort.desc === definition.sort.default.desc;
  set(SORT_KEY, isDefaultSort ? undefined : `${sort.desc ? '-' : ''}${sort.id}`);
  set(PAGE_KEY, values.pageIndex > 0 ? String(values.pageIndex + 1) : undefined);
  set(SIZE_KEY, values.pageSize === definition.pageSize.default ? undefined : String(values.pageSize));
  if (definition.columns) {
    const shown = orderColumns(definition.columns.ids, values.columns);
    const isDefault = sameColumns(shown, orderColumns(definition.columns.ids, definition.columns.default));
    set(COLUMNS_KEY, isDefault ? undefined : shown.join(','));
  }
  return next;
}

/** The state after `change`: a new filter, sort or page size starts again at the first page. */
export function changeListState<TFilters extends object, TSortId extends string, TColumnId extends string>(
  definition: ListStateDefinition<TFilters, TSortId, TColumnId>,
  current: ListStateValues<TFilters, TSortId, TColumnId>,
  change: ListStateChange<TFilters, TSortId, TColumnId>,
): ListStateValues<TFilters, TSortId, TColumnId> {
  const backToFirst = change.filters !== undefined || change.sort !== undefined || change.pageSize !== undefined;
  return {
    filters: { ...current.filters, ...change.filters },
    sort: change.sort ?? current.sort,
    pageIndex: change.pageIndex ?? (backToFirst ? 0 : current.pageIndex),
    pageSize: change.pageSize ?? current.pageSize,
    columns:
      change.columns === undefined || !definition.columns
        ? current.columns
        : orderColumns(definition.columns.ids, change.columns),
  };
}

function parseSort<TSortId extends string>(
  sort: ListStateDefinition<object, TSortId, string>['sort'],
  text: string | null,
): ListSort<TSortId> {
  if (!text) return sort.default;
  const desc = text.startsWith('-');
  const id = desc ? text.slice(1) : text;
  const known = sort.ids.find((candidate) => candidate === id);
  return known === undefined ? sort.default : { id: known, desc };
}

function parseColumns<TColumnId extends string>(
  columns: ListStateDefinition<object, string, TColumnId>['columns'],
  text: string | null,
): TColumnId[] {
  if (!columns) return [];
  if (text === null) return orderColumns(columns.ids, columns.default);
  return orderColumns(columns.ids, text.split(','));
}

/** The known ids among `chosen`, in the definition's order (whatever order they were picked in). */
export function orderColumns<TColumnId extends string>(
  ids: readonly TColumnId[],
  chosen: readonly string[],
): TColumnId[] {
  return ids.filter((id) => chosen.includes(id));
}

const sameColumns = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);
