/**
 * The header of a sortable column: a button naming the column with the direction as an icon
 * (↑ ascending, ↓ descending, ↕ not the sort column). A click orders by the column ascending, and
 * a click on the sort column reverses it. The header cell carries aria-sort (VirtualTable).
 */
import type { Column, HeaderContext, RowData } from '@tanstack/react-table';
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react';
import type { ListTableFeatures } from './list-table';

interface SortHeaderProps<TData extends RowData, TValue> {
  column: Column<ListTableFeatures, TData, TValue>;
  label: string;
  /** A tooltip, e.g. "Sort by Name". */
  title?: string;
}

function SortHeader<TData extends RowData, TValue>({ column, label, title }: SortHeaderProps<TData, TValue>) {
  const sorted = column.getIsSorted();
  const Icon = sorted === 'asc' ? ArrowUpIcon : sorted === 'desc' ? ArrowDownIcon : ArrowUpDownIcon;
  return (
    <button
      type="button"
      title={title}
      onClick={() => {
        column.toggleSorting(sorted === 'asc');
      }}
      className="inline-flex items-center gap-1 rounded-sm font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      {label}
      <Icon aria-hidden="true" className={sorted === false ? 'size-4 opacity-40' : 'size-4'} />
    </button>
  );
}

/** A column definition's `header` for a sortable column. */
export function sortableHeader(label: string, title?: string) {
  return function Header<TData extends RowData, TValue>({ column }: HeaderContext<ListTableFeatures, TData, TValue>) {
    return <SortHeader column={column} label={label} title={title} />;
  };
}
