/**
 * The table of a list screen: one feature set, the defaults every list shares, and the row
 * selection column. A screen composes:
 *
 *   const list = useListState(PLANS_LIST);                       // URL state (use-list-state.ts)
 *   const columns = useMemo(() => planColumns(context), [...]);  // factory in <entity>-columns.tsx
 *   const table = useListTable({ list, columns, data, getRowId });
 *   <VirtualTable table={table} label="Plans" />                 // virtual-table.tsx
 *
 * Sorting belongs to the list state: the rows come already in order (from the server, or sorted by
 * the screen when it holds every row), so the table never sorts; headers use `sortableHeader`
 * (sort-header.tsx). Selection is the table's own state (`row.getIsSelected()`,
 * `table.getSelectedRowModel()`, which holds only rows shown); its checkbox column is
 * select-column.tsx.
 */
import {
  columnResizingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  createColumnHelper,
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
  /** The rows in the order to show; a stable array (memoized), so the row model is not rebuilt every render. */
  data: TData[];
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
      state: {
        ...(list && { sorting: list.sorting, columnVisibility: list.columnVisibility }),
        ...(columnSizing && { columnSizing: { ...columnSizing } }),
      },
      onSortingChange: list?.onSortingChange,
      onColumnSizingChange,
      onColumnVisibilityChange: list?.onColumnVisibilityChange,
      manualSorting: true,
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
