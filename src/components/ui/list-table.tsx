/**
 * The table of a list screen: one feature set, the defaults every list shares, and the row
 * selection column. A screen composes:
 *
 *   const list = useListState(PLANS_LIST);                       // URL state (use-list-state.ts)
 *   const columns = useMemo(() => planColumns(context), [...]);  // factory in <entity>-columns.tsx
 *   const table = useListTable({ list, columns, data, getRowId });
 *   <VirtualTable table={table} label="Plans" />                 // virtual-table.tsx
 *
 * Sorting belongs to the list state: the rows come already in order from the server, or a screen
 * that holds every row gives the order it sorted and filtered them into (`order`, indexes of `data`),
 * so the table never sorts and builds its rows once per answer; headers use `sortableHeader`
 * (sort-header.tsx). Selection is the table's own state (`row.getIsSelected()`,
 * `table.getSelectedRowModel()`, which holds only rows shown); its checkbox column is
 * select-column.tsx.
 */
import {
  columnResizingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  createColumnHelper,
  memo,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type CellData,
  type Header,
  type OnChangeFn,
  type ReactTable,
  type RowData,
  type RowModel,
  type TableFeatures,
  type TableState,
} from '@tanstack/react-table';
import type { ListState } from './use-list-state';

declare module '@tanstack/table-core' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the parameters must match the declaration merged into
  interface ColumnMeta<TFeatures extends TableFeatures, TData extends RowData, TValue extends CellData = CellData> {
    /** The column's name in words, for controls that name it (the resize handle). */
    label?: string;
  }
}

/** What a list table is told besides its rows: the order a screen shows them in (`order`). */
export interface ListTableMeta {
  order?: readonly number[];
}

/**
 * The rows a list shows: the rows as they came, or, when the screen gives an order, the rows at
 * those indexes (the library's `memo`, on the rows and the order, as its own row models). A sort or
 * a filter of 10,000 rows then moves indexes instead of building 10,000 rows again.
 */
function orderedRowModel(table: {
  options: { meta?: ListTableMeta };
  getPreSortedRowModel: () => RowModel<TableFeatures, RowData>;
}) {
  return memo({
    memoDeps: () => [table.getPreSortedRowModel(), table.options.meta?.order],
    fn: (model, order) => {
      if (!order) return model;
      const rows = order.flatMap((index) => model.rows[index] ?? []);
      return { ...model, rows, flatRows: rows };
    },
  });
}

/** The type of `options.meta` (a type-only slot of the features). */
const TABLE_META: ListTableMeta = {};

/**
 * The features of every list table. A list that needs another one adds it here, so every list
 * keeps one shape. Column sizing is on for every list, and resizing by the user for those that ask
 * (`resizable`, the report table); a column's width is its `size` (px, default 150).
 */
const listTableFeatures = tableFeatures({
  columnVisibilityFeature,
  rowSortingFeature,
  rowSelectionFeature,
  columnSizingFeature,
  columnResizingFeature,
  sortedRowModel: orderedRowModel,
  tableMeta: TABLE_META,
});
export type ListTableFeatures = typeof listTableFeatures;
/** The state a list table re-renders on (renderedState): every slice but the resize in progress. */
export type ListTableState = Omit<TableState<ListTableFeatures>, 'columnResizing'>;
export type ListTable<TData extends RowData> = ReactTable<ListTableFeatures, TData, ListTableState>;

/** The column helper of a list's column factory. */
export const listColumnHelper = <TData extends RowData>() => createColumnHelper<ListTableFeatures, TData>();

export interface UseListTableOptions<TData extends RowData> {
  /**
   * The list state (useListState) that owns sorting and column visibility; a table shown as it
   * comes (no sort, no column choice) has none.
   */
  list?: Pick<
    ListState<object, string, string>,
    'sorting' | 'onSortingChange' | 'columnVisibility' | 'onColumnVisibilityChange'
  >;
  /** From the screen's column factory (`listColumnHelper().columns([...])`), memoized. */
  columns: ColumnDef<ListTableFeatures, TData>[];
  /** The rows, in the order to show unless `order` says otherwise; a stable array (memoized), so the row model is not rebuilt every render. */
  data: TData[];
  /** The indexes of `data`'s rows to show, in order (a screen that sorts and filters every row itself); memoized. */
  order?: readonly number[];
  getRowId: (row: TData) => string;
  /**
   * The user may drag (or move with the arrow keys) a column's edge to resize it; the table then
   * lays out at the columns' widths (VirtualTable). Default false: the browser sizes the columns.
   */
  resizable?: boolean;
  /**
   * Resizable tables whose widths live elsewhere (the URL): the widths (px) by column id, others at
   * their `size`, and where a resize goes. Without them the table keeps the widths itself.
   */
  columnSizing?: Readonly<Record<string, number>>;
  onColumnSizingChange?: OnChangeFn<Record<string, number>>;
}

/**
 * The state the table re-renders on: all but the resize in progress. A drag moves only its handle's
 * guide (VirtualTable's ResizeHandle follows that state alone); the columns take the new width once,
 * when the drag ends — no row or cell renders while the edge moves.
 */
function renderedState(state: TableState<ListTableFeatures>): ListTableState {
  const { columnResizing: _resizing, ...rest } = state;
  return rest;
}

export function useListTable<TData extends RowData>({
  list,
  columns,
  data,
  order,
  getRowId,
  resizable = false,
  columnSizing,
  onColumnSizingChange,
}: UseListTableOptions<TData>): ListTable<TData> {
  return useTable(
    {
      features: listTableFeatures,
      columns,
      data,
      getRowId,
      meta: { order },
      state: {
        ...(list && { sorting: list.sorting, columnVisibility: list.columnVisibility }),
        ...(columnSizing && { columnSizing: { ...columnSizing } }),
      },
      onSortingChange: list?.onSortingChange,
      onColumnSizingChange,
      onColumnVisibilityChange: list?.onColumnVisibilityChange,
      enableMultiSort: false,
      enableSortingRemoval: false,
      enableColumnResizing: resizable,
      columnResizeMode: 'onEnd',
    },
    renderedState,
  );
}

/** ascending / descending on the sorted column's header cell; no attribute on the others. */
export function ariaSort<TData extends RowData>(header: Header<ListTableFeatures, TData>) {
  const sorted = header.column.getIsSorted();
  return sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined;
}
