/**
 * The rows of a VirtualTable as cards, below 768 px (issue 24, phones); loaded on phones only. Each
 * card shows its title (the first labelled column, or `phoneCard.title`) and the key fields (the
 * next few labelled columns, or `phoneCard.fields`) under their column's name, in as many columns as
 * fit; the header row becomes a bar of the headers' controls (sort buttons, select all). The parts
 * of the table are displayed as blocks and grids, which drops their implicit roles in some
 * browsers: explicit roles keep it a table (rows, cells, column headers) for assistive technology.
 * The scroll region and the virtualizer stay VirtualTable's; each card is measured as it renders.
 */
/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- explicit table roles (above) */
import { isValidElement, type ReactNode } from 'react';
import { FlexRender, type Header, type RowData } from '@tanstack/react-table';
import type { Virtualizer } from '@tanstack/react-virtual';
import { cn } from '@/lib/cn';
import { ariaSort, type ListTableFeatures } from './list-table';
import type { VirtualTableProps } from './virtual-table';

export interface PhoneCard {
  /** The column (id) that titles a card. */
  title?: string;
  /** The columns (ids) a card shows under its title. */
  fields?: readonly string[];
}

export interface PhoneTableProps<TData extends RowData> {
  /** VirtualTable's own props. */
  props: VirtualTableProps<TData>;
  /** VirtualTable's row virtualizer, on its scroll region. */
  virtualizer: Virtualizer<HTMLDivElement, HTMLTableRowElement>;
}

export function PhoneTable<TData extends RowData>({ props, virtualizer }: PhoneTableProps<TData>) {
  const { table, label, empty, busy, rowIdentity = 'row', phoneCard } = props;
  const virtualRows = virtualizer.getVirtualItems();
  const paddingTop = virtualRows[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (virtualRows.at(-1)?.end ?? 0);
  const headerGroups = table.getHeaderGroups();
  const { rows } = table.getRowModel();
  const headerRowCount = headerGroups.length;
  const footerHeaders = headerGroups.at(-1)?.headers ?? [];
  const hasFooter = footerHeaders.some((header) => header.column.columnDef.footer !== undefined);
  const labels = new Map(footerHeaders.map((header) => [header.column.id, columnLabel(header)]));
  const titleId = phoneCard?.title ?? footerHeaders.find((header) => labels.get(header.column.id))?.column.id;
  // The key fields: those asked for, else the first PHONE_FIELDS after the title.
  const fields =
    phoneCard?.fields ??
    footerHeaders
      .map((header) => header.column.id)
      .filter((id) => id !== titleId && labels.get(id))
      .slice(0, PHONE_FIELDS);
  const shown = (id: string) => fields.includes(id) || id === SELECT;
  const hasSelect = labels.has(SELECT);
  const card = (id: string, key: string, content: ReactNode, title: boolean) => {
    const name = labels.get(id) ?? '';
    return (
      <td
        key={key}
        role="cell"
        className={cn(
          'block min-w-0 p-0 break-words [&_.text-right]:text-left',
          title
            ? cn('order-first col-span-full font-medium', hasSelect && 'pr-10')
            : id === SELECT && 'absolute top-3 right-3',
        )}
      >
        {!title && name !== '' && (
          <span aria-hidden="true" className="block text-xs text-muted-foreground">
            {name}
          </span>
        )}
        {content}
      </td>
    );
  };
  const first = footerHeaders[0];
  return (
    <table
      role="table"
      aria-label={label}
      aria-rowcount={headerRowCount + rows.length}
      aria-busy={busy || undefined}
      className="block w-full text-sm"
    >
      <thead role="rowgroup" className="block bg-muted/50 [&:has(button,input)]:border-b">
        {headerGroups.map((group, groupIndex) => (
          <tr
            key={group.id}
            role="row"
            aria-rowindex={groupIndex + 1}
            className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 [&:has(button,input)]:py-2"
          >
            {group.headers.map((header) => (
              // Headers without a control (sort, select all) are read, not shown: each card names its fields.
              <th
                key={header.id}
                role="columnheader"
                scope="col"
                aria-sort={ariaSort(header)}
                className="block p-0 text-left font-medium [&:not(:has(button,input))]:sr-only"
              >
                {header.isPlaceholder ? null : <FlexRender header={header} />}
              </th>
            ))}
          </tr>
        ))}
      </thead>
      <tbody role="rowgroup" className="block">
        {rows.length === 0 && empty !== undefined && (
          <tr role="row" className="block">
            <td role="cell" className="block p-8 text-center text-muted-foreground">
              {empty}
            </td>
          </tr>
        )}
        {paddingTop > 0 && <tr aria-hidden="true" className="block" style={{ height: paddingTop }} />}
        {virtualRows.map((virtualRow) => {
          const row = rows[virtualRow.index];
          if (row === undefined) return null;
          return (
            <tr
              key={rowIdentity === 'row' ? row.id : virtualRow.index}
              ref={virtualizer.measureElement}
              data-index={virtualRow.index}
              role="row"
              aria-rowindex={headerRowCount + virtualRow.index + 1}
              className={PHONE_CARD}
            >
              {row
                .getVisibleCells()
                .filter((cell) => shown(cell.column.id) || cell.column.id === titleId)
                .map((cell) =>
                  card(cell.column.id, cell.column.id, <FlexRender cell={cell} />, cell.column.id === titleId),
                )}
            </tr>
          );
        })}
        {paddingBottom > 0 && <tr aria-hidden="true" className="block" style={{ height: paddingBottom }} />}
      </tbody>
      {hasFooter && first && (
        // The totals: the first column's footer titles them, then the fields of the cards.
        <tfoot role="rowgroup" className="block bg-muted">
          <tr role="row" aria-rowindex={headerRowCount + rows.length + 1} className={PHONE_CARD}>
            {footerHeaders
              .filter((header) => header === first || (shown(header.column.id) && header.column.id !== titleId))
              .map((header) =>
                card(
                  header.column.id,
                  header.id,
                  header.isPlaceholder ? null : <FlexRender footer={header} />,
                  header === first,
                ),
              )}
          </tr>
        </tfoot>
      )}
    </table>
  );
}

/** The row selection column's id (select-column.tsx): its checkbox sits in the card's corner. */
const SELECT = 'select';
/** A row as a card (phones): its fields in as many columns as fit. */
const PHONE_CARD = 'relative grid grid-cols-[repeat(auto-fill,minmax(5.5rem,1fr))] gap-x-3 gap-y-2 border-b p-3';
/** Fields a card shows by default besides its title: two or three lines of a phone's width. */
const PHONE_FIELDS = 6;

/**
 * A column's name in words, for the cards (phones): its `meta.label`, its header text, or the label of
 * its sortable header (sort-header.tsx); '' for a header of controls only (select all).
 */
function columnLabel<TData extends RowData>(header: Header<ListTableFeatures, TData>): string {
  const { meta, header: template } = header.column.columnDef;
  if (meta?.label !== undefined) return meta.label;
  if (typeof template === 'string') return template;
  if (typeof template !== 'function') return '';
  const shown: unknown = template(header.getContext());
  if (typeof shown === 'string') return shown;
  return isValidElement<{ label?: unknown }>(shown) && typeof shown.props.label === 'string' ? shown.props.label : '';
}
