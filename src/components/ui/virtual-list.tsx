import * as React from 'react';
import { observeElementRect, useVirtualizer, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import { cn } from '@/lib/cn';

/** SHELL-030: the virtualised list uses row height 56 px, overscan 10 rows and max height 24rem. */
export const VIRTUAL_ROW_HEIGHT = 56;
export const VIRTUAL_OVERSCAN = 10;
export const VIRTUAL_MAX_HEIGHT = '24rem';
/** Stands in while the list reports no size (a popup before its layout, jsdom): the default max height. */
const FALLBACK_RECT: Rect = { width: 0, height: 384 };

export interface VirtualListProps<T> {
  items: readonly T[];
  /** Stable key of an item (used as React key and by the virtualizer). */
  getKey: (item: T, index: number) => React.Key;
  /** Content of one row; the row wrapper (role option/listitem, fixed height) is rendered by VirtualList. */
  renderRow: (item: T, index: number) => React.ReactNode;
  /** Row height in px (default 56). */
  rowHeight?: number;
  /** Rows rendered beyond the visible ones on each side (default 10). */
  overscan?: number;
  /** CSS max-height of the scroll container (default '24rem'). */
  maxHeight?: string;
  /** Accessible name of the list (the scroll container is focusable, so it needs one). */
  ariaLabel: string;
  /** Called once per item count when the last rendered row is within `overscan` rows of the end. */
  onEndReached?: () => void;
  /** 'listbox' (default) makes rows role="option"; 'list' makes them role="listitem". */
  role?: 'listbox' | 'list';
  /** For listbox rows: whether the row is selected (aria-selected). */
  isSelected?: (item: T, index: number) => boolean;
  /** Viewport size used while the element reports none (a popup before its layout, jsdom); default 384 px high. */
  initialRect?: Rect;
  className?: string;
  rowClassName?: string;
}

/**
 * A windowed list (@tanstack/react-virtual): only the visible rows plus `overscan` are in the DOM.
 * The scroll container is focusable (tabIndex 0) and named by `ariaLabel`; arrow keys / Page keys
 * scroll natively, Home / End jump to the first / last row.
 */
export function VirtualList<T>({
  items,
  getKey,
  renderRow,
  rowHeight = VIRTUAL_ROW_HEIGHT,
  overscan = VIRTUAL_OVERSCAN,
  maxHeight = VIRTUAL_MAX_HEIGHT,
  ariaLabel,
  onEndReached,
  role = 'listbox',
  isSelected,
  initialRect = FALLBACK_RECT,
  className,
  rowClassName,
}: VirtualListProps<T>) {
  const scrollRef = React.useRef<HTMLDivElement>(null);
  const count = items.length;

  const observeRect = React.useCallback(
    (instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: Rect) => void) =>
      observeElementRect(instance, (rect) => {
        cb(rect.height === 0 ? initialRect : rect);
      }),
    [initialRect],
  );

  // eslint-disable-next-line react-hooks/incompatible-library -- useVirtualizer returns fresh values each render by design
  const virtualizer = useVirtualizer<HTMLDivElement, Element>({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : getKey(item, index);
    },
    initialRect,
    observeElementRect: observeRect,
  });

  const virtualItems = virtualizer.getVirtualItems();
  const lastRendered = virtualItems.at(-1)?.index;

  const onEndReachedRef = React.useRef(onEndReached);
  React.useEffect(() => {
    onEndReachedRef.current = onEndReached;
  }, [onEndReached]);
  const firedForCount = React.useRef<number | null>(null);
  React.useEffect(() => {
    if (lastRendered === undefined || count === 0) return;
    if (lastRendered >= count - 1 - overscan && firedForCount.current !== count) {
      firedForCount.current = count;
      onEndReachedRef.current?.();
    }
  }, [lastRendered, count, overscan]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || count === 0) return;
    if (event.key === 'Home') {
      event.preventDefault();
      virtualizer.scrollToIndex(0, { align: 'start' });
    } else if (event.key === 'End') {
      event.preventDefault();
      virtualizer.scrollToIndex(count - 1, { align: 'end' });
    }
  };

  const rowRole = role === 'listbox' ? 'option' : 'listitem';

  return (
    // Home / End on the focused scroll region; its role (listbox or list) is a prop lint cannot see statically.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={scrollRef}
      data-slot="virtual-list"
      role={role}
      aria-label={ariaLabel}
      // A scrollable region must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      onKeyDown={onKeyDown}
      className={cn(
        'relative overflow-auto rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none',
        className,
      )}
      style={{ maxHeight }}
    >
      <div role="presentation" style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
        {virtualItems.map((virtualRow) => {
          const item = items[virtualRow.index];
          if (item === undefined) return null;
          return (
            <div
              key={virtualRow.key}
              data-index={virtualRow.index}
              role={rowRole}
              aria-posinset={virtualRow.index + 1}
              aria-setsize={count}
              aria-selected={rowRole === 'option' ? (isSelected?.(item, virtualRow.index) ?? false) : undefined}
              className={cn('absolute top-0 left-0 flex w-full items-center', rowClassName)}
              style={{ height: rowHeight, transform: `translateY(${virtualRow.start}px)` }}
            >
              {renderRow(item, virtualRow.index)}
            </div>
          );
        })}
      </div>
    </div>
  );
}
