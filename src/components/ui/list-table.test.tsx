/**
 * The table kit together: list state in the URL (useListState), the list table (useListTable),
 * sortable headers, the selection column and the virtual table, as a screen composes them.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it, vi } from 'vitest';
import { defineListState, textParam } from '@/lib/list-state';
import { listColumnHelper, useListTable } from './list-table';
import { selectColumn } from './select-column';
import { sortableHeader } from './sort-header';
import { useListState, type ColumnStore } from './use-list-state';
import { VirtualTable } from './virtual-table';

interface Fruit {
  id: number;
  name: string;
  color: string;
  price: number;
}
const FRUITS: Fruit[] = [
  { id: 1, name: 'Apple', color: 'red', price: 3 },
  { id: 2, name: 'Banana', color: 'yellow', price: 1 },
  { id: 3, name: 'Cherry', color: 'red', price: 9 },
];

const FRUIT_LIST = defineListState({
  filters: { name: textParam('q') },
  sort: { ids: ['name', 'price'] as const, default: { id: 'name', desc: false } },
  pageSize: { options: [10, 50], default: 10 },
  columns: { ids: ['color', 'price'] as const, default: ['color', 'price'] },
});

const column = listColumnHelper<Fruit>();
const columns = column.columns([
  selectColumn<Fruit>({ all: 'Select all fruit', row: (fruit) => `Select ${fruit.name}` }),
  column.accessor('name', { id: 'name', header: sortableHeader('Name', 'Sort by Name') }),
  column.accessor('color', { id: 'color', header: () => 'Color' }),
  column.accessor('price', { id: 'price', header: sortableHeader('Price') }),
]);

function FruitList({ columnStore }: { columnStore?: ColumnStore }) {
  const list = useListState(FRUIT_LIST, { columnStore });
  const { id, desc } = list.sort;
  // The screen orders the rows (as the server would); the table never sorts.
  const data = useMemo(
    () =>
      FRUITS.filter((fruit) => fruit.name.toLowerCase().includes(list.filters.name.toLowerCase())).sort(
        (a, b) => (id === 'name' ? a.name.localeCompare(b.name) : a.price - b.price) * (desc ? -1 : 1),
      ),
    [list.filters.name, id, desc],
  );
  const table = useListTable({ list, columns, data, getRowId: (fruit) => String(fruit.id) });
  const selected = table.getSelectedRowModel().rows.map((row) => row.original.name);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          list.setFilters({ name: 'an' });
        }}
      >
        Search an
      </button>
      <button
        type="button"
        onClick={() => {
          list.setColumns(['price']);
        }}
      >
        Hide color
      </button>
      <button
        type="button"
        onClick={() => {
          list.setSort({ id: 'price', desc: true });
          list.setFilters({ name: 'an' });
        }}
      >
        Price first, then search an
      </button>
      <button
        type="button"
        onClick={() => {
          // Two clicks handled before the screen re-renders (a slow render yields to the second):
          // each builds on the filters last asked for, not on the ones rendered.
          list.setFilters((current) => ({ name: `${current.name}a` }));
          list.setFilters((current) => ({ name: `${current.name}n` }));
        }}
      >
        Type a, then n
      </button>
      <p>Selected: {selected.join(', ')}</p>
      <VirtualTable table={table} label="Fruit" empty="No fruit" />
    </>
  );
}

function renderList(path = '/fruit', columnStore?: ColumnStore) {
  const router = createMemoryRouter([{ path: '/fruit', element: <FruitList columnStore={columnStore} /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const table = () => screen.getByRole('table', { name: 'Fruit' });
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
const headers = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

describe('the list table kit', () => {
  it('two changes before the URL has rendered both land in it, the second not undoing the first', async () => {
    const { router, user } = renderList('/fruit?page=2');
    await user.click(screen.getByRole('button', { name: 'Price first, then search an' }));
    expect(router.state.location.search).toBe('?sort=-price&q=an');
    expect(names()).toEqual(['Banana']);
  });

  it('REPORT-001 a change made from the filters before the last one has rendered keeps the last one', async () => {
    const { router, user } = renderList('/fruit?sort=-name');
    await user.click(screen.getByRole('button', { name: 'Type a, then n' }));
    expect(router.state.location.search).toBe('?sort=-name&q=an');
    expect(names()).toEqual(['Banana']);
  });

  it('a sortable header orders ascending, then reverses; the URL and aria-sort follow', async () => {
    const { router, user } = renderList('/fruit?page=2');
    expect(names()).toEqual(['Apple', 'Banana', 'Cherry']);
    const name = within(table()).getByRole('columnheader', { name: 'Name' });
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table()).getByRole('columnheader', { name: 'Price' })).not.toHaveAttribute('aria-sort');
    expect(within(name).getByRole('button', { name: 'Name' })).toHaveAttribute('title', 'Sort by Name');

    await user.click(within(table()).getByRole('button', { name: 'Price' }));
    expect(names()).toEqual(['Banana', 'Apple', 'Cherry']);
    // A new order starts again at the first page.
    expect(router.state.location.search).toBe('?sort=price');
    expect(within(table()).getByRole('columnheader', { name: 'Price' })).toHaveAttribute('aria-sort', 'ascending');
    expect(name).not.toHaveAttribute('aria-sort');

    await user.click(within(table()).getByRole('button', { name: 'Price' }));
    expect(names()).toEqual(['Cherry', 'Apple', 'Banana']);
    expect(router.state.location.search).toBe('?sort=-price');
    expect(within(table()).getByRole('columnheader', { name: 'Price' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('reads the list from the URL and writes filters back, keeping other parameters', async () => {
    const { router, user } = renderList('/fruit?sort=-name&tab=info');
    expect(names()).toEqual(['Cherry', 'Banana', 'Apple']);
    await user.click(screen.getByRole('button', { name: 'Search an' }));
    expect(names()).toEqual(['Banana']);
    expect(router.state.location.search).toBe('?sort=-name&tab=info&q=an');
  });

  it('hidden columns leave the header and the rows; the choice lives in the URL', async () => {
    const { router, user } = renderList();
    expect(headers()).toEqual(['', 'Name', 'Color', 'Price']);
    await user.click(screen.getByRole('button', { name: 'Hide color' }));
    expect(headers()).toEqual(['', 'Name', 'Price']);
    expect(within(table()).getAllByRole('row')[1]?.children).toHaveLength(3);
    expect(router.state.location.search).toBe('?cols=price');
  });

  it('with a column store the choice is read from and written to the store, not the URL', async () => {
    const columnStore = { read: vi.fn(() => ['price', 'unknown']), write: vi.fn() };
    const { router, user } = renderList('/fruit', columnStore);
    expect(headers()).toEqual(['', 'Name', 'Price']);
    await user.click(screen.getByRole('button', { name: 'Hide color' }));
    expect(columnStore.write).toHaveBeenCalledWith(['price']);
    expect(router.state.location.search).toBe('');
  });

  it('selects rows one by one or all shown at once; only shown rows count', async () => {
    const { user } = renderList();
    await user.click(screen.getByRole('checkbox', { name: 'Select Cherry' }));
    expect(screen.getByText('Selected: Cherry')).toBeInTheDocument();
    const all = screen.getByRole('checkbox', { name: 'Select all fruit' });
    expect(all).toHaveAttribute('data-state', 'indeterminate');
    await user.click(all);
    expect(screen.getByText('Selected: Apple, Banana, Cherry')).toBeInTheDocument();
    expect(all).toHaveAttribute('data-state', 'checked');

    await user.click(screen.getByRole('button', { name: 'Search an' }));
    expect(screen.getByText('Selected: Banana')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all fruit' })).toHaveAttribute('data-state', 'checked');
    await user.click(screen.getByRole('checkbox', { name: 'Select all fruit' }));
    expect(screen.getByText('Selected:')).toBeInTheDocument();
  });
});
