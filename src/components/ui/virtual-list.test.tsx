import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VIRTUAL_MAX_HEIGHT, VIRTUAL_OVERSCAN, VIRTUAL_ROW_HEIGHT, VirtualList } from '@/components/ui/virtual-list';

const RECT = { width: 800, height: 384 }; // 24rem at 16px

function scrollTo(element: HTMLElement, top: number) {
  Object.defineProperty(element, 'scrollTop', { configurable: true, value: top });
  fireEvent.scroll(element);
}

describe('VirtualList', () => {
  const items = Array.from({ length: 10_000 }, (_, i) => ({ id: `id-${i}`, name: `Row ${i}` }));

  it('SHELL-030 the virtualised list uses row height 56 px, overscan 10 rows and max height 24rem', async () => {
    expect(VIRTUAL_ROW_HEIGHT).toBe(56);
    expect(VIRTUAL_OVERSCAN).toBe(10);
    expect(VIRTUAL_MAX_HEIGHT).toBe('24rem');
    render(
      <VirtualList
        items={items}
        getKey={(item) => item.id}
        renderRow={(item) => <span>{item.name}</span>}
        ariaLabel="Campaigns"
        initialRect={RECT}
      />,
    );
    const list = screen.getByRole('listbox', { name: 'Campaigns' });
    expect(list.style.maxHeight).toBe('24rem');
    expect(list).toHaveAttribute('tabindex', '0');

    const rows = screen.getAllByRole('option');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(40);
    // visible rows (384 / 56 → 7) + 10 overscan below
    expect(rows).toHaveLength(Math.ceil(RECT.height / 56) + 10);
    expect(rows[0]).toHaveStyle({ height: '56px' });
    expect(rows[0]).toHaveAttribute('aria-setsize', '10000');
    expect(screen.getByText('Row 0')).toBeInTheDocument();
    expect(screen.queryByText('Row 100')).not.toBeInTheDocument();

    scrollTo(list, 56 * 5000);
    await waitFor(() => {
      expect(screen.getByText('Row 5000')).toBeInTheDocument();
    });
    expect(screen.queryByText('Row 0')).not.toBeInTheDocument();
    const after = screen.getAllByRole('option');
    expect(after.length).toBeLessThanOrEqual(40);
    // overscan 10 above the first visible row
    expect(screen.getByText('Row 4990')).toBeInTheDocument();
    expect(screen.queryByText('Row 4989')).not.toBeInTheDocument();
  });

  it('calls onEndReached once the last rendered row is within overscan of the end', async () => {
    const onEndReached = vi.fn();
    const few = items.slice(0, 100);
    render(
      <VirtualList
        items={few}
        getKey={(item) => item.id}
        renderRow={(item) => item.name}
        ariaLabel="Results"
        role="list"
        onEndReached={onEndReached}
        initialRect={RECT}
      />,
    );
    expect(onEndReached).not.toHaveBeenCalled();
    const list = screen.getByRole('list', { name: 'Results' });
    expect(screen.getAllByRole('listitem').length).toBeLessThanOrEqual(40);
    scrollTo(list, 56 * 100 - RECT.height);
    await waitFor(() => {
      expect(onEndReached).toHaveBeenCalledTimes(1);
    });
  });

  it('renders every row of a short list', () => {
    render(
      <VirtualList
        items={items.slice(0, 3)}
        getKey={(item) => item.id}
        renderRow={(item) => item.name}
        ariaLabel="Short"
        initialRect={RECT}
      />,
    );
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });
});
