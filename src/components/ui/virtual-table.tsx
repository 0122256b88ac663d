/**
 * A table of @tanstack/react-table rows whose body is windowed with @tanstack/react-virtual: only
 * the visible rows (plus overscan) are in the DOM, with spacer rows above and below, so a page of
 * many rows stays fast while the markup stays a real table (headers, cells, row indexes, keyboard
 * scrolling of its focusable region). The header row sticks to the top of the scroll region; the
 * sorted column's header cell carries aria-sort; hidden columns (column visibility) are left out.
 * Columns with a `footer` (a totals row) get a footer row that sticks to the bottom. A table made
 * `resizable` (useListTable) lays out at its columns' widths, with a resize handle at each
 * resizable header's edge (drag it, or focus it and use the arrow keys); its columns are windowed
 * too: body and footer rows render the columns in view (aria-colindex on their cells,
 * aria-colcount on the table) between two spacer cells, while the header row keeps every column.
 *
 * Below 768 px (issue 24, phones) the same table shows each row as a card (./virtual-table-cards.tsx,
 * loaded on phones only) in the same scroll region: the rows are measured as they render, and
 * columns are neither sized nor windowed.
 */
import {
  Fragment,
  lazy,
  Suspense,
  useCallback,
  useRef,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import { FlexRender, Subscribe, type Header, type RowData, type Table } from '@tanstack/react-table';
import { elementScroll, useVirtualizer, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import { TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { ariaSort, type ListTableFeatures } from './list-table';
import { useIsPhone } from './use-media-query';
import type { PhoneCard, PhoneTableProps } from './virtual-table-cards';

// Generic again: lazy() keeps the props of one row type only.
const PhoneTable = lazy(() =>
  import('./virtual-table-cards').then((module) => ({ default: module.PhoneTable })),
) as unknown as <TData extends RowData>(props: PhoneTableProps<TData>) => ReactNode;

export const VIRTUAL_TABLE_ROW_HEIGHT = 48;
export const VIRTUAL_TABLE_OVERSCAN = 10;
export const VIRTUAL_TABLE_MAX_HEIGHT = '36rem';
/** Pixels one arrow key press moves a column's edge (Shift: RESIZE_STEP_LARGE). */
const RESIZE_STEP = 16;
const RESIZE_STEP_LARGE = 64;
/** The narrowest a column with no minSize of its own is resized to. */
const MIN_COLUMN_WIDTH = 40;
/**
 * The size assumed while the scroll box reports none (its first paint, and always in jsdom): as wide
 * as the window, so a sized table's first paint has every column in view (jsdom: 1024 × 768).
 */
const FALLBACK_RECT: Rect = { width: typeof window === 'undefined' ? 1024 : window.innerWidth, height: 768 };
/** Columns rendered beyond the visible ones on each side (sized tables). */
const COLUMN_OVERSCAN = 2;

const positionKey = (index: number) => index;

/** The scroll regions that have scrolled since they mounted (the others are at their start). */
const scrolledRegions = new WeakSet<Element>();
/**
 * The size each table's region (by its label) last reported: the table opened again paints the
 * rows and columns that fit it, so its real size, once reported, asks for no other ones.
 */
const regionSizes = new Map<string, Rect>();

/** A region's scroll offset, read when it scrolls (a region that has not scrolled is at 0). */
function observeOffsetOnScroll<TItem extends Element>(
  instance: Virtualizer<HTMLDivElement, TItem>,
  cb: (offset: number, isScrolling: boolean) => void,
) {
  const element = instance.scrollElement;
  if (!element) return;
  let offset = 0;
  let settle: ReturnType<typeof setTimeout> | undefined;
  const onScroll = () => {
    scrolledRegions.add(element);
    offset = instance.options.horizontal ? element.scrollLeft : element.scrollTop;
    cb(offset, true);
    clearTimeout(settle);
    settle = setTimeout(() => {
      cb(offset, false);
    }, instance.options.isScrollingResetDelay);
  };
  element.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    element.removeEventListener('scroll', onScroll);
    clearTimeout(settle);
  };
}

/** The library's scroll, but not the mount's scroll to the start of a region that has not scrolled: it is there. */
function scrollUnlessAtStart<TItem extends Element>(
  offset: number,
  options: Parameters<typeof elementScroll>[1],
  instance: Virtualizer<HTMLDivElement, TItem>,
) {
  const element = instance.scrollElement;
  if (element && !scrolledRegions.has(element) && offset === 0 && options.adjustments === undefined) return;
  elementScroll(offset, options, instance);
}

/**
 * How a virtualizer of this table watches its scroll region: only once the browser has laid the
 * page out. The library's own observers read the region's size and scroll offset, and scroll it to
 * its start, in the layout effect that mounts it — a layout of the whole page forced in the middle
 * of the commit, then the rows rendered again before the first paint (profiled on the report: ~45 ms
 * of forced layout and ~23 ms of render per navigation). Here a new region is at its start and of
 * `initialRect`'s size until its ResizeObserver reports (after the browser's own layout), and its
 * offset is read when it scrolls: the first paint shows the rows that fit `initialRect`, and the
 * rows render again only if the region's real size shows other ones.
 */
function useAfterLayoutObservers<TItem extends Element>(initialRect: Rect, sizeKey?: string) {
  type Instance = Virtualizer<HTMLDivElement, TItem>;
  const observeRect = useCallback(
    (instance: Instance, cb: (rect: Rect) => void) => {
      const element = instance.scrollElement;
      const Observer = instance.targetWindow?.ResizeObserver;
      if (!element || !Observer) return;
      const observer = new Observer(([entry]) => {
        const box = entry?.borderBoxSize[0];
        const rect = box ? { width: box.inlineSize, height: box.blockSize } : element.getBoundingClientRect();
        if (rect.height === 0) {
          cb(initialRect);
          return;
        }
        const size = { width: Math.round(rect.width), height: Math.round(rect.height) };
        if (sizeKey !== undefined) regionSizes.set(sizeKey, size);
        cb(size);
      });
      observer.observe(element, { box: 'border-box' });
      return () => {
        observer.disconnect();
      };
    },
    [initialRect, sizeKey],
  );
  return {
    observeElementRect: observeRect,
    observeElementOffset: observeOffsetOnScroll,
    scrollToFn: scrollUnlessAtStart,
  };
}

/**
 * The columns of a sized table in view (plus COLUMN_OVERSCAN on each side), from the same scroll region
 * as its rows: the first and last leaf column index to render. All columns when `enabled` is false.
 */
function useColumnWindow({
  scrollRef,
  sizes,
  enabled,
  initialRect,
  sizeKey,
}: {
  scrollRef: RefObject<HTMLDivElement | null>;
  sizes: readonly number[];
  enabled: boolean;
  initialRect: Rect;
  sizeKey?: string;
}): { first: number; last: number; scrolled: boolean } {
  const observers = useAfterLayoutObservers<HTMLTableCellElement>(initialRect, sizeKey);
  const sizesKey = sizes.join(',');
  // A new key function when a width changes makes the virtualizer measure the columns again.
  const getItemKey = useCallback((index: number) => `${sizesKey}:${String(index)}`, [sizesKey]);
  // eslint-disable-next-line react-hooks/incompatible-library -- useVirtualizer returns fresh values each render by design
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableCellElement>({
    horizontal: true,
    count: enabled ? sizes.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => sizes[index] ?? 0,
    overscan: COLUMN_OVERSCAN,
    getItemKey,
    initialRect,
    ...observers,
  });
  const items = virtualizer.getVirtualItems();
  // The virtualizer renders again when a sideways scroll starts and ends, so this stays current.
  const scrolled = (virtualizer.scrollOffset ?? 0) > 0;
  if (!enabled || items.length === 0) return { first: 0, last: sizes.length - 1, scrolled };
  return { first: items[0]?.index ?? 0, last: items.at(-1)?.index ?? sizes.length - 1, scrolled };
}

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
  sizeKey,
}: {
  count: number;
  getItemKey: (index: number) => string | number;
  rowHeight?: number;
  overscan?: number;
  initialRect?: Rect;
  /** Remember the region's size under this name: the next mount starts from it (VirtualTable: its label). */
  sizeKey?: string;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const observers = useAfterLayoutObservers<HTMLTableRowElement>(initialRect, sizeKey);
  // eslint-disable-next-line react-hooks/incompatible-library -- useVirtualizer returns fresh values each render by design
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    getItemKey,
    initialRect,
    ...observers,
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
  /** Viewport size used while the scroll region reports none (first paint, jsdom). Default the window's width × 768. */
  initialRect?: Rect;
  className?: string;
  /** Accessible name of a column's resize handle, from the column's `meta.label` (resizable tables). */
  resizeLabel?: (column: string) => string;
  /**
   * 'row' (default): a row element belongs to its row, so focus and any state inside follow the row
   * when the order changes. 'position': the row elements stay where they are and take the new
   * rows' contents — a sort or a filter updates cells instead of replacing every row (the report:
   * nothing inside a row to keep).
   */
  rowIdentity?: 'row' | 'position';
  /**
   * The card of a row below 768 px: the column (id) that titles it, and the columns (ids) shown
   * under it; by default the first labelled column, then the next six labelled ones.
   */
  phoneCard?: PhoneCard;
  /**
   * Resizable tables: this many leading columns stay in view when the table scrolls sideways (the
   * report's name column). Default 0.
   */
  frozen?: number;
}

export function VirtualTable<TData extends RowData>(props: VirtualTableProps<TData>) {
  const {
    table,
    label,
    empty,
    busy = false,
    rowHeight = VIRTUAL_TABLE_ROW_HEIGHT,
    overscan = VIRTUAL_TABLE_OVERSCAN,
    maxHeight = VIRTUAL_TABLE_MAX_HEIGHT,
    initialRect: givenRect,
    className,
    resizeLabel = (column) => `Resize ${column}`,
    rowIdentity = 'row',
    frozen: frozenWanted = 0,
  } = props;
  const phone = useIsPhone();
  const initialRect = givenRect ?? regionSizes.get(label) ?? FALLBACK_RECT;
  const headerGroups = table.getHeaderGroups();
  const { rows } = table.getRowModel();
  // Cards (phones) are measured, so their sizes are kept by row; fixed-height rows need no key of
  // their own: keyed by position, a sort or a filter gives the virtualizer nothing to lay out again
  // (a new key function makes it measure all rows and render once more, synchronously).
  const rowKey = useCallback((index: number) => rows[index]?.id ?? index, [rows]);
  const getItemKey = phone ? rowKey : positionKey;
  const { scrollRef, virtualizer, virtualRows, paddingTop, paddingBottom } = useTableVirtualizer({
    count: rows.length,
    getItemKey,
    // A card is some lines high; the rows are measured as they render.
    rowHeight: phone ? rowHeight * 3 : rowHeight,
    overscan,
    initialRect,
    sizeKey: label,
  });
  const columnCount = headerGroups.at(-1)?.headers.length ?? 1;
  const headerRowCount = headerGroups.length;
  const sized = table.options.enableColumnResizing === true && !phone;
  const footerHeaders = headerGroups.at(-1)?.headers ?? [];
  const hasFooter = footerHeaders.some((header) => header.column.columnDef.footer !== undefined);
  const width = (header: Header<ListTableFeatures, TData>, dragged = 0) =>
    sized
      ? { width: Math.max(header.column.columnDef.minSize ?? MIN_COLUMN_WIDTH, Math.round(header.getSize() + dragged)) }
      : undefined;
  // Sized columns are windowed too: a row renders the columns in view, with a spacer cell on each
  // side spanning the others (the header row keeps every column, so it still sets their widths).
  const { first, last, scrolled } = useColumnWindow({
    scrollRef,
    sizes: footerHeaders.map((header) => header.getSize()),
    enabled: sized && headerRowCount === 1,
    initialRect,
    sizeKey: label,
  });
  // Frozen columns always render, stuck to the left edge at the sum of the widths before them;
  // the window covers the columns after them.
  const frozen = sized && headerRowCount === 1 ? Math.min(frozenWanted, columnCount) : 0;
  // Stuck only once the table has scrolled sideways: at the left edge a frozen cell sits where it
  // would anyway, and each sticky cell is a composited layer of its own (two frozen columns of 25
  // rows: 44 layers, ~20 ms of layerizing and painting every time the rows change).
  const stuck = frozen > 0 && scrolled;
  const lefts = footerHeaders.slice(0, frozen).reduce<number[]>((all, header, index) => {
    all.push(index === 0 ? 0 : (all[index - 1] ?? 0) + (footerHeaders[index - 1]?.getSize() ?? 0));
    return all;
  }, []);
  const from = Math.max(first, frozen);
  const before = from - frozen;
  const after = columnCount - 1 - last;
  const windowed = before > 0 || after > 0;
  const spacer = (span: number, side: string) =>
    span > 0 && <td key={side} aria-hidden="true" colSpan={span} style={{ padding: 0 }} />;
  /** The columns a row renders, by index: the frozen ones, then the window after them. */
  const shownIndexes = [
    ...Array.from({ length: frozen }, (_, index) => index),
    ...Array.from({ length: Math.max(0, last - from + 1) }, (_, index) => from + index),
  ];
  const frozenStyle = (index: number): CSSProperties | undefined =>
    stuck && index < frozen ? { position: 'sticky', left: lefts[index] ?? 0 } : undefined;
  const frozenClass = (index: number, background: string) =>
    stuck &&
    index < frozen &&
    cn('z-[1]', background, index === frozen - 1 && 'shadow-[inset_-1px_0_0_var(--color-border)]');

  // The scroll region of the rows, named like the table.
  const region = (content: ReactNode) => (
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
      {content}
    </div>
  );

  if (phone) {
    return region(
      // The cards' code loads on phones only (issue 24); the table shows once it is here.
      <Suspense>
        <PhoneTable props={props} virtualizer={virtualizer} />
      </Suspense>,
    );
  }

  return region(
    <>
      {/* Only some rows are in the DOM: aria-rowcount and aria-rowindex tell assistive technology where they are. */}
      <table
        aria-label={label}
        aria-rowcount={headerRowCount + rows.length}
        aria-colcount={windowed ? columnCount : undefined}
        aria-busy={busy || undefined}
        className={cn('text-sm', sized ? 'table-fixed' : 'w-full')}
        style={sized ? { width: table.getTotalSize(), minWidth: '100%' } : undefined}
      >
        <TableHeader className="sticky top-0 z-10 bg-background shadow-[0_1px_0_var(--color-border)]">
          {headerGroups.map((group, groupIndex) => (
            <TableRow key={group.id} aria-rowindex={groupIndex + 1}>
              {group.headers.map((header) => {
                const head = (dragged: number | null) => (
                  <TableHead
                    key={header.id}
                    scope="col"
                    colSpan={header.colSpan}
                    aria-sort={ariaSort(header)}
                    aria-colindex={windowed ? header.index + 1 : undefined}
                    style={{ ...width(header, dragged ?? 0), ...frozenStyle(header.index) }}
                    className={cn(
                      sized && 'relative overflow-hidden text-ellipsis',
                      frozenClass(header.index, 'bg-background'),
                    )}
                  >
                    {header.isPlaceholder ? null : <FlexRender header={header} />}
                    {sized && header.column.getCanResize() && (
                      <ResizeHandle header={header} label={resizeLabel} dragging={dragged !== null} />
                    )}
                  </TableHead>
                );
                // While its edge is dragged, a header cell alone follows the pointer: the fixed table
                // layout moves the column's cells without rendering them (the width lands on release).
                return sized ? (
                  <Subscribe
                    key={header.id}
                    source={table.atoms.columnResizing}
                    selector={(resizing) =>
                      resizing.isResizingColumn === header.column.id ? (resizing.deltaOffset ?? 0) : null
                    }
                  >
                    {head}
                  </Subscribe>
                ) : (
                  head(null)
                );
              })}
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
            const cells = row.getVisibleCells();
            return (
              <TableRow
                key={rowIdentity === 'row' ? row.id : virtualRow.index}
                data-index={virtualRow.index}
                aria-rowindex={headerRowCount + virtualRow.index + 1}
                style={{ height: rowHeight }}
              >
                {shownIndexes.map((columnIndex, position) => {
                  const cell = cells[columnIndex];
                  return (
                    cell && (
                      <Fragment key={cell.column.id}>
                        {position === frozen && spacer(before, 'before')}
                        <TableCell
                          aria-colindex={windowed ? columnIndex + 1 : undefined}
                          style={frozenStyle(columnIndex)}
                          // Sized columns and rows: a cell's content cannot change its size, so the browser
                          // lays out and paints a changed cell alone (a sort or filter changes every cell).
                          className={cn(
                            sized && 'overflow-hidden text-ellipsis [contain:strict]',
                            // Its own background hides what scrolls under it; its own border keeps the row line.
                            frozenClass(columnIndex, 'border-b bg-background'),
                          )}
                        >
                          <FlexRender cell={cell} />
                        </TableCell>
                      </Fragment>
                    )
                  );
                })}
                {shownIndexes.length === frozen && spacer(before, 'before')}
                {spacer(after, 'after')}
              </TableRow>
            );
          })}
          {paddingBottom > 0 && (
            <tr aria-hidden="true">
              <td colSpan={columnCount} style={{ height: paddingBottom, padding: 0 }} />
            </tr>
          )}
        </TableBody>
        {hasFooter && (
          <TableFooter className="sticky bottom-0 z-10 bg-muted shadow-[0_-1px_0_var(--color-border)]">
            <TableRow aria-rowindex={headerRowCount + rows.length + 1}>
              {shownIndexes.map((columnIndex, position) => {
                const header = footerHeaders[columnIndex];
                return (
                  header && (
                    <Fragment key={header.id}>
                      {position === frozen && spacer(before, 'before')}
                      <TableCell
                        aria-colindex={windowed ? columnIndex + 1 : undefined}
                        style={frozenStyle(columnIndex)}
                        className={cn(sized && 'overflow-hidden text-ellipsis', frozenClass(columnIndex, 'bg-muted'))}
                      >
                        {header.isPlaceholder ? null : <FlexRender footer={header} />}
                      </TableCell>
                    </Fragment>
                  )
                );
              })}
              {shownIndexes.length === frozen && spacer(before, 'before')}
              {spacer(after, 'after')}
            </TableRow>
          </TableFooter>
        )}
      </table>
    </>,
  );
}

/**
 * The edge of a resizable column: drag it (the header follows the pointer, the column takes the
 * width on release; a double click gives it its own width back), or focus it and press ← / →
 * (Shift: larger steps), Home for the narrowest — the ARIA window splitter's keyboard path (WCAG 2.1.1).
 */
function ResizeHandle<TData extends RowData>({
  header,
  label,
  dragging,
}: {
  header: Header<ListTableFeatures, TData>;
  label: (column: string) => string;
  dragging: boolean;
}) {
  const { column } = header;
  const resize = header.getResizeHandler();
  const min = column.columnDef.minSize ?? MIN_COLUMN_WIDTH;
  return (
    // A focusable separator is the ARIA window splitter: a widget, moved with the arrow keys.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={label(column.columnDef.meta?.label ?? column.id)}
      aria-valuenow={header.getSize()}
      aria-valuemin={min}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the splitter is a widget (above)
      tabIndex={0}
      onMouseDown={resize}
      onTouchStart={resize}
      // A double click gives the column its own width back.
      onDoubleClick={() => {
        column.resetSize();
      }}
      onKeyDown={(event) => {
        const step = event.shiftKey ? RESIZE_STEP_LARGE : RESIZE_STEP;
        // From the width last set, not the one rendered: a second key may come before the render.
        const sized =
          event.key === 'ArrowRight'
            ? (size: number) => size + step
            : event.key === 'ArrowLeft'
              ? (size: number) => size - step
              : event.key === 'Home'
                ? () => min
                : undefined;
        if (sized === undefined) return;
        event.preventDefault();
        header.getContext().table.setColumnSizing((sizes) => ({
          ...sizes,
          [column.id]: Math.max(min, sized(sizes[column.id] ?? header.getSize())),
        }));
      }}
      className={cn(
        // A wide grip with a thin line at the column's edge: visible, and easy to catch with a pointer.
        'group absolute top-0 right-0 flex h-full w-2.5 cursor-col-resize touch-none justify-end select-none focus-visible:outline-none',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'h-full w-px bg-border group-hover:w-1 group-hover:bg-primary group-focus-visible:w-1 group-focus-visible:bg-ring',
          dragging && 'w-1 bg-primary',
        )}
      />
    </div>
  );
}
