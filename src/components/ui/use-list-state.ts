/**
 * A list screen's state (filters, sort, page, page size, shown columns) read from and written to
 * the URL (src/lib/list-state.ts), with the table's sorting and column visibility bound to it so a
 * header click or a column choice lands in the URL. Changes replace the history entry.
 *
 *   const list = useListState(CAMPAIGNS_LIST);
 *   list.filters.campaignType; list.setFilters({ campaignType: 'FIXED_CLO' }); list.setPage(2);
 *   const table = useListTable({ list, columns, data, getRowId });
 *
 * The definition is a module constant (defineListState), so the parsed state is kept between
 * renders. Column visibility lives in the URL unless a `columnStore` is given (the campaign list
 * keeps each user's choice in their storage, CAMP-028); the store is read once, on mount.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { OnChangeFn, SortingState, ColumnVisibilityState } from '@tanstack/react-table';
import {
  changeListState,
  orderColumns,
  parseListState,
  writeListState,
  type ListSort,
  type ListStateChange,
  type ListStateDefinition,
  type ListStateValues,
} from '@/lib/list-state';

/** Where a list keeps its column choice instead of the URL. */
export interface ColumnStore {
  /** The stored choice; unknown ids are dropped. */
  read: () => readonly string[];
  /** The choice, in the definition's order. */
  write: (columns: readonly string[]) => void;
}

export interface ListState<
  TFilters extends object,
  TSortId extends string,
  TColumnId extends string,
> extends ListStateValues<TFilters, TSortId, TColumnId> {
  /**
   * Changes filters; the list goes back to its first page. An update that depends on the filters
   * (a box added to a choice, one end of a range) passes a function: it gets the filters last asked
   * for, which the screen on show may not have rendered yet.
   */
  setFilters: (filters: Partial<TFilters> | ((current: TFilters) => Partial<TFilters>)) => void;
  /** Orders the list; back to the first page. */
  setSort: (sort: ListSort<TSortId>) => void;
  setPage: (pageIndex: number) => void;
  /** Back to the first page. */
  setPageSize: (pageSize: number) => void;
  /** Shows these columns; a function gets the columns last asked for (as setFilters). */
  setColumns: (columns: readonly TColumnId[] | ((current: readonly TColumnId[]) => readonly TColumnId[])) => void;
  /** The sort as the table's sorting state, and its change handler (for useListTable). */
  sorting: SortingState;
  onSortingChange: OnChangeFn<SortingState>;
  /** The shown columns as the table's column visibility, and its change handler (for useListTable). */
  columnVisibility: ColumnVisibilityState;
  onColumnVisibilityChange: OnChangeFn<ColumnVisibilityState>;
}

/** The list state of a definition: `ListStateOf<typeof CAMPAIGNS_LIST>`. */
export type ListStateOf<TDefinition> =
  TDefinition extends ListStateDefinition<infer TFilters, infer TSortId, infer TColumnId>
    ? ListState<TFilters, TSortId, TColumnId>
    : never;

export function useListState<TFilters extends object, TSortId extends string, TColumnId extends string>(
  definition: ListStateDefinition<TFilters, TSortId, TColumnId>,
  { columnStore }: { columnStore?: ColumnStore } = {},
): ListState<TFilters, TSortId, TColumnId> {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const fromUrl = useMemo(() => parseListState(definition, new URLSearchParams(search)), [definition, search]);
  const hideable = definition.columns?.ids;
  const [stored, setStored] = useState<TColumnId[] | undefined>(() =>
    columnStore && hideable ? orderColumns(hideable, columnStore.read()) : undefined,
  );
  const values = useMemo(() => (stored === undefined ? fromUrl : { ...fromUrl, columns: stored }), [fromUrl, stored]);

  /**
   * The searches this hook asked for that the screen has not shown yet, in order, and the one it
   * was showing. A navigation lands a moment later (React Router may wait for the route tables, and
   * renders it as a transition), and a screen may show one of them while later ones are still on
   * their way: a change that started from the URL shown would undo those. So each change starts
   * from the last search asked for while the screen shows this chain; any other URL (Back, a link)
   * starts a new one. A change that depends on the state is a function of that last search
   * (setFilters, setColumns), never of the values the screen was rendered with.
   */
  const written = useRef<{ shown: string; asked: string[] } | undefined>(undefined);
  const change = useCallback(
    (
      next:
        | ListStateChange<TFilters, TSortId, TColumnId>
        | ((current: ListStateValues<TFilters, TSortId, TColumnId>) => ListStateChange<TFilters, TSortId, TColumnId>),
    ) => {
      const chain = written.current;
      const inChain = chain !== undefined && (chain.shown === search || chain.asked.includes(search));
      // Asked for and shown already: only the later ones are still on their way.
      const onTheirWay = inChain ? chain.asked.slice(chain.asked.indexOf(search) + 1) : [];
      const previous = new URLSearchParams(onTheirWay.at(-1) ?? search);
      const asked = parseListState(definition, previous);
      if (typeof next === 'function') next = next(asked);
      if (next.columns !== undefined && columnStore && hideable) {
        const columns = orderColumns(hideable, next.columns);
        columnStore.write(columns);
        setStored(columns);
        return;
      }
      const nextSearch = writeListState(definition, changeListState(definition, asked, next), previous);
      written.current = { shown: search, asked: [...onTheirWay, nextSearch.toString()] };
      setSearchParams(nextSearch, { replace: true });
    },
    [columnStore, definition, hideable, search, setSearchParams],
  );

  const sorting = useMemo<SortingState>(() => [{ id: values.sort.id, desc: values.sort.desc }], [values.sort]);
  const columnVisibility = useMemo<ColumnVisibilityState>(
    () => Object.fromEntries((hideable ?? []).map((id) => [id, values.columns.includes(id)])),
    [hideable, values.columns],
  );

  return {
    ...values,
    setFilters: (filters) => {
      change(typeof filters === 'function' ? (current) => ({ filters: filters(current.filters) }) : { filters });
    },
    setSort: (sort) => {
      change({ sort });
    },
    setPage: (pageIndex) => {
      change({ pageIndex });
    },
    setPageSize: (pageSize) => {
      change({ pageSize });
    },
    setColumns: (columns) => {
      change(typeof columns === 'function' ? (current) => ({ columns: columns(current.columns) }) : { columns });
    },
    sorting,
    onSortingChange: (updater) => {
      const [first] = typeof updater === 'function' ? updater(sorting) : updater;
      const id = definition.sort.ids.find((candidate) => candidate === first?.id);
      if (first !== undefined && id !== undefined) change({ sort: { id, desc: first.desc } });
    },
    columnVisibility,
    onColumnVisibilityChange: (updater) => {
      const next = typeof updater === 'function' ? updater(columnVisibility) : updater;
      change({ columns: (hideable ?? []).filter((id) => next[id] ?? true) });
    },
  };
}
