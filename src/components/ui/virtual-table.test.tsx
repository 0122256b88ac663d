import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listColumnHelper, useListTable } from './list-table';
import { sortableHeader } from './sort-header';
import { VIRTUAL_TABLE_ROW_HEIGHT, VirtualTable } from './virtual-table';

type Item = { id: number; name: string };
const column = listColumnHelper<Item>();
const columns = column.columns([column.accessor('id', { header: 'Id' }), column.accessor('name', { header: 'Name' })]);
const ITEMS: Item[] = Array.from({ length: 1000 }, (_, index) => ({ id: index + 1, name: `Row ${index + 1}` }));

const groupedColumns = column.columns([
  column.group({ id: 'item', header: 'Item', columns: column.columns([...columns]) }),
]);

function Harness({
  items,
  grouped = false,
  initialRect,
}: {
  items: Item[];
  grouped?: boolean;
  initialRect?: { width: number; height: number };
}) {
  const table = useListTable({
    columns: grouped ? groupedColumns : columns,
    data: items,
    getRowId: (item) => String(item.id),
  });
  return <VirtualTable table={table} label="Things" empty="Nothing here" initialRect={initialRect} />;
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Things' }))
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-rowindex') !== '1');

describe('VirtualTable', () => {
  it('ACCT-010 renders only the visible rows of a long page and follows scrolling', async () => {
    render(<Harness items={ITEMS} />);
    const rendered = bodyRows();
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(60);
    expect(screen.getByText('Row 1')).toBeInTheDocument();
    expect(screen.queryByText('Row 500')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Things' })).toHaveAttribute('aria-rowcount', '1001');

    const region = screen.getByRole('region', { name: 'Things' });
    Object.defineProperty(region, 'scrollTop', { configurable: true, value: VIRTUAL_TABLE_ROW_HEIGHT * 499 });
    fireEvent.scroll(region);
    await waitFor(() => {
      expect(screen.getByText('Row 500')).toBeInTheDocument();
    });
    expect(screen.queryByText('Row 1')).not.toBeInTheDocument();
    expect(bodyRows().length).toBeLessThan(60);
  });

  it('shows its empty text when there are no rows', () => {
    render(<Harness items={[]} />);
    expect(screen.getByRole('cell', { name: 'Nothing here' })).toBeInTheDocument();
  });

  it('renders the rows that fit the initial viewport plus the overscan before layout', () => {
    render(<Harness items={ITEMS} initialRect={{ width: 800, height: VIRTUAL_TABLE_ROW_HEIGHT * 5 }} />);
    expect(bodyRows()).toHaveLength(5 + 10);
    expect(screen.getByText('Row 15')).toBeInTheDocument();
    expect(screen.queryByText('Row 16')).not.toBeInTheDocument();
  });

  it('numbers the rows after every header row, so assistive technology knows where a row is', () => {
    render(<Harness items={ITEMS.slice(0, 3)} grouped />);
    const table = screen.getByRole('table', { name: 'Things' });
    expect(table).toHaveAttribute('aria-rowcount', '5');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.getAttribute('aria-rowindex'))).toEqual(['1', '2', '3', '4', '5']);
    expect(within(rows[0] as HTMLElement).getByRole('columnheader', { name: 'Item' })).toHaveAttribute('colspan', '2');
    expect(within(rows[2] as HTMLElement).getByRole('cell', { name: 'Row 1' })).toBeInTheDocument();
  });
});

type Campaign = { id: number; name: string; status: string; budget: string };
const campaignColumn = listColumnHelper<Campaign>();
const campaignColumns = campaignColumn.columns([
  campaignColumn.accessor('name', { header: sortableHeader('Name') }),
  campaignColumn.accessor('id', { header: () => 'Id' }),
  campaignColumn.accessor('status', { header: 'Status' }),
  campaignColumn.accessor('budget', { header: 'Budget', meta: { label: 'Budget (USD)' } }),
]);
const CAMPAIGNS: Campaign[] = [
  { id: 5001, name: 'Spring cash back', status: 'Active', budget: '100,000' },
  { id: 5002, name: 'Loyalty boost', status: 'Draft', budget: '45,000' },
];

function PhoneHarness({ fields }: { fields?: readonly string[] }) {
  const table = useListTable({ columns: campaignColumns, data: CAMPAIGNS, getRowId: (row) => String(row.id) });
  return <VirtualTable table={table} label="Campaigns" phoneCard={fields && { fields }} />;
}

describe('VirtualTable below 768 px (issue 24, phones)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const asPhone = () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  };

  it('shows each row as a card: the first column titles it, the others are named by their column', async () => {
    asPhone();
    render(<PhoneHarness />);
    const table = await screen.findByRole('table', { name: 'Campaigns' });
    const card = within(table).getAllByRole('row')[1] as HTMLElement;
    // Still a table for assistive technology, with its sort control in the header bar.
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Name' })).toBeInTheDocument();
    const cells = within(card).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'Spring cash back',
      'Id5001',
      'StatusActive',
      'Budget (USD)100,000',
    ]);
    // The field names are for the eye: the cells are already named by their column headers.
    expect(within(cells[1] as HTMLElement).getByText('Id')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows only the key fields a screen names, after the title', async () => {
    asPhone();
    render(<PhoneHarness fields={['status']} />);
    const card = within(await screen.findByRole('table', { name: 'Campaigns' })).getAllByRole('row')[2] as HTMLElement;
    expect(
      within(card)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Loyalty boost', 'StatusDraft']);
  });

  it('keeps the table of columns on wider screens', () => {
    render(<PhoneHarness fields={['status']} />);
    const row = within(screen.getByRole('table', { name: 'Campaigns' })).getAllByRole('row')[1] as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Spring cash back', '5001', 'Active', '100,000']);
  });
});
