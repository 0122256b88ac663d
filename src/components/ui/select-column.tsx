/**
 * The row selection column of a list table (list-table.tsx), apart so that lists without selection
 * (the report on the first screen) do not load the checkbox.
 */
import type { ColumnDef, RowData } from '@tanstack/react-table';
import { Checkbox } from './checkbox';
import { listColumnHelper, type ListTableFeatures } from './list-table';

/** The first column of a list whose rows can be selected: a checkbox per row and one for all shown rows. */
export function selectColumn<TData extends RowData>(labels: {
  all: string;
  row: (row: TData) => string;
}): ColumnDef<ListTableFeatures, TData> {
  return listColumnHelper<TData>().display({
    id: 'select',
    header: ({ table }) => {
      const selected = table.getSelectedRowModel().rows.length;
      const checked = selected === 0 ? false : selected === table.getRowModel().rows.length ? true : 'indeterminate';
      return (
        <Checkbox
          aria-label={labels.all}
          checked={checked}
          onCheckedChange={(value) => {
            table.toggleAllRowsSelected(value === true, { deselectAll: true });
          }}
        />
      );
    },
    cell: ({ row }) => (
      <Checkbox
        aria-label={labels.row(row.original)}
        checked={row.getIsSelected()}
        onCheckedChange={(value) => {
          row.toggleSelected(value === true);
        }}
      />
    ),
  });
}
