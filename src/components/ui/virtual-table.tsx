/**
 * A table of @tanstack/react-table rows whose body is windowed with @tanstack/react-virtual: only
 * the visible rows (plus overscan) are in the DOM, with spacer rows above and below, so a page of
 * many rows stays fast while the markup stays a real table (headers, cells, row indexes, keyboard
 * scrolling of its focusable region). The header row sticks to the top of the scroll region; the
 * sorted column's header cell carries aria-sort; hidden columns (column visibility) are left out.
 */
import { useCallback, useRef, type ReactNode } from 'react';
import { FlexRender, type Header, type RowData, type Table } from '@tanstack/react-table';
import { observeElementRect, useVirtualizer, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import type { ListTableFeatures } from './list-table';

export const VIRTUAL_TABLE_ROW_HEIGHT = 48;
export const VIRTUAL_TABLE_OVERSCAN = 10;
export const VIRTUAL_TABLE_MAX_HEIGHT = '36rem';
/** The viewport assumed while the scroll box reports no size (before layout, and always in jsdom). */
const FALLBACK_RECT: Rect = { width: 1024, height: 768 };

/**
 * The rows of a windowed table: the scroll region's ref, the virtualizer, the rows to render and the
 * padding rows above and below them. `initialRect` stands in while the region reports no size.
 */
export function useTableVirtualizer({
  count,
  getItemKey,
  rowHeight = VIRTUAL_TABLE_ROW_HEIGHT,
  overscan = VIRTUAL_TABLE_OVERSCAN,
  initialRect = FALLBACK_RECT,
}: {
  count: number;
  getItemKey: (index: number) => string | number;
  rowHeight?: number;
  overscan?: number;
  initialRect?: Rect;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const observeRect = useCallback(
    (instance: Virtualizer<HTMLDivElement, HTMLTableRowElement>, cb: (rect: Rect) => void) =>
      observeElementRect(instance, (rect) => {
        cb(rect.height === 0 ? initialRect : rect);
      }),
    [initialRect],
  );
  // eslint-disable-next-line react-hooks/incompatible-library -- useVirtualizer returns fresh values each render by design
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    getItemKey,
    initialRect,
    observeElementRect: observeRect,
  });
  const virtualRows = virtualizer.getVirtualItems();
  const paddingTop = virtualRows[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (virtualRows.at(-1)?.end ?? 0);
  return { scrollRef, virtualizer, virtualRows, paddingTop, paddingBottom };
}

export interface VirtualTableProps<TData extends RowData> {
  /** The list table (useListTable): its header groups and its rows in order. */
  table: Table<ListTableFeatures, TData>;
  /** Accessible name of the table and of its scroll region. */
  label: string;
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode;
  /** True while new rows load behind the ones shown. */
  busy?: boolean;
  /** Row height in px (default 48). */
  rowHeight?: number;
  /** Rows rendered beyond the visible ones on each side (default 10). */
  overscan?: number;
  /** CSS max-height of the scroll region (default '36rem'). */
  maxHeight?: string;
  /** Viewport size used while the scroll region reports none (first paint, jsdom). Default 1024 × 768. */
  initialRect?: Rect;
  className?: string;
}

export function VirtualTable<TData extends RowData>({
  table,
  label,
  empty,
  busy = false,
  rowHeight = VIRTUAL_TABLE_ROW_HEIGHT,
  overscan = VIRTUAL_TABLE_OVERSCAN,
  maxHeight = VIRTUAL_TABLE_MAX_HEIGHT,
  initialRect = FALLBACK_RECT,
  className,
}: VirtualTableProps<TData>) {
  const headerGroups = table.getHeaderGroups();
  const { rows } = table.getRowModel();
  const { scrollRef, virtualRows, paddingTop, paddingBottom } = useTableVirtualizer({
    count: rows.length,
    getItemKey: (index) => rows[index]?.id ?? index,
    rowHeight,
    overscan,
    initialRect,
  });
  const columnCount = headerGroups.at(-1)?.headers.length ?? 1;
  const headerRowCount = headerGroups.length;

  return (
    <div
      ref={scrollRef}
      data-slot="virtual-table"
      role="region"
      aria-label={label}
      // A scrollable region must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={cn(
        'relative overflow-auto rounded-md border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        className,
      )}
      style={{ maxHeight }}
    >
      {/* Only some rows are in the DOM: aria-rowcount and aria-rowindex tell assistive technology where they are. */}
      <table
        aria-label={label}
        aria-rowcount={headerRowCount + rows.length}
        aria-busy={busy || undefined}
        className="w-full text-sm"
      >
        <TableHeader className="sticky top-0 z-10 bg-background shadow-[0_1px_0_var(--color-border)]">
          {headerGroups.map((group, groupIndex) => (
            <TableRow key={group.id} aria-rowindex={groupIndex + 1}>
              {group.headers.map((header) => (
                <TableHead key={header.id} scope="col" colSpan={header.colSpan} aria-sort={ariaSort(header)}>
                  {header.isPlaceholder ? null : <FlexRender header={header} />}
                </TableHead>
              ))}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {rows.length === 0 && empty !== undefined && (
            <TableRow>
              <TableCell colSpan={columnCount} className="py-8 text-center whitespace-normal text-muted-foreground">
                {empty}
              </TableCell>
            </TableRow>
          )}
          {paddingTop > 0 && (
            <tr aria-hidden="true">
              <td colSpan={columnCount} style={{ height: paddingTop, padding: 0 }} />
            </tr>
          )}
          {virtualRows.map((virtualRow) => {
            const row = rows[virtualRow.index];
            if (row === undefined) return null;
            return (
              <TableRow
                key={row.id}
                data-index={virtualRow.index}
                aria-rowindex={headerRowCount + virtualRow.index + 1}
                style={{ height: rowHeight }}
              >
                {row.getVisibleCells().map((cell) => (
                  <TableCell key={cell.id}>
                    <FlexRender cell={cell} />
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
          {paddingBottom > 0 && (
            <tr aria-hidden="true">
              <td colSpan={columnCount} style={{ height: paddingBottom, padding: 0 }} />
            </tr>
          )}
        </TableBody>
      </table>
    </div>
  );
}

/** ascending / descending on the sorted column's header cell; no attribute on the others. */
function ariaSort<TData extends RowData>(header: Header<ListTableFeatures, TData>) {
  const sorted = header.column.getIsSorted();
  return sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined;
}
