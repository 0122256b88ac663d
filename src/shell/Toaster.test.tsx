import { act, render, screen } from '@testing-library/react';
import { I18nProvider } from '@/i18n/react';
import { toast } from '@/lib/toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { AppToaster, TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS } from './Toaster';

const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

const toastItem = (text: string) => screen.queryByText(text)?.closest('li') ?? null;

function renderToaster() {
  return render(
    <I18nProvider i18n={i18n}>
      <AppToaster />
    </I18nProvider>,
  );
}

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    act(() => {
      toast.dismiss();
      vi.runOnlyPendingTimers();
    });
    vi.useRealTimers();
  });

  it('SHELL-028 a toast closes after 6000 ms by default and is removed 500 ms after closing', () => {
    expect(TOAST_DURATION_MS).toBe(6000);
    expect(TOAST_REMOVE_DELAY_MS).toBe(500);
    renderToaster();
    act(() => {
      toast.error('something went wrong with request', { description: 'The server could not be reached' });
    });
    advance(0);
    expect(toastItem('something went wrong with request')).toHaveAttribute('data-state', 'open');
    expect(screen.getByText('The server could not be reached')).toBeInTheDocument();

    advance(TOAST_DURATION_MS - 1);
    expect(toastItem('something went wrong with request')).toHaveAttribute('data-state', 'open');

    advance(1);
    // Closed: fading out, hidden from assistive technology, not yet removed.
    expect(toastItem('something went wrong with request')).toHaveAttribute('data-state', 'closed');
    expect(screen.queryByRole('button', { name: 'Close notification' })).not.toBeInTheDocument();

    advance(TOAST_REMOVE_DELAY_MS - 1);
    expect(toastItem('something went wrong with request')).not.toBeNull();

    advance(1);
    expect(toastItem('something went wrong with request')).toBeNull();
  });

  it('SHELL-028 a toast closed with its close button is removed 500 ms later', () => {
    renderToaster();
    act(() => {
      toast('Report scheduled');
    });
    advance(0);
    act(() => {
      screen.getByRole('button', { name: 'Close notification' }).click();
    });
    expect(toastItem('Report scheduled')).toHaveAttribute('data-state', 'closed');
    advance(TOAST_REMOVE_DELAY_MS - 1);
    expect(toastItem('Report scheduled')).not.toBeNull();
    advance(1);
    expect(toastItem('Report scheduled')).toBeNull();
  });

  it('SHELL-028 a toast dismissed by code closes and is removed 500 ms later; its own duration wins', () => {
    renderToaster();
    let id: string | number = '';
    act(() => {
      id = toast.success('Saved', { duration: 1000 });
      toast.warning('Still here');
    });
    advance(0);
    expect(screen.getByText('Success:')).toBeInTheDocument();
    advance(1000);
    expect(toastItem('Saved')).toHaveAttribute('data-state', 'closed');
    expect(toastItem('Still here')).toHaveAttribute('data-state', 'open');
    advance(TOAST_REMOVE_DELAY_MS);
    expect(toastItem('Saved')).toBeNull();
    expect(id).not.toBe('');

    act(() => {
      toast.dismiss();
    });
    advance(0);
    expect(toastItem('Still here')).toHaveAttribute('data-state', 'closed');
    advance(TOAST_REMOVE_DELAY_MS);
    expect(toastItem('Still here')).toBeNull();
  });

  it('SHELL-028 a toast raised again with its id replaces it in place; dismissing it by id leaves the others', () => {
    renderToaster();
    act(() => {
      toast.info('Saving 1 of 3…', { id: 'bulk' });
      toast.success('Campaign copied');
    });
    advance(0);
    act(() => {
      toast.info('Saving 2 of 3…', { id: 'bulk' });
    });
    advance(0);
    expect(screen.queryByText('Saving 1 of 3…')).toBeNull();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items.filter((text) => text.includes('Saving'))).toHaveLength(1);
    // The area lists them in the order they came (the newest at the end); the replaced one keeps its place.
    expect(items.findIndex((text) => text.includes('Saving 2 of 3…'))).toBeLessThan(
      items.findIndex((text) => text.includes('Campaign copied')),
    );
    act(() => {
      toast.dismiss('bulk');
    });
    expect(toastItem('Saving 2 of 3…')).toHaveAttribute('data-state', 'closed');
    expect(toastItem('Campaign copied')).toHaveAttribute('data-state', 'open');
  });

  it('SHELL-028 hovering a toast pauses its close timer', () => {
    renderToaster();
    act(() => {
      toast('Read me slowly');
    });
    advance(0);
    const item = toastItem('Read me slowly');
    expect(item).not.toBeNull();
    advance(2000);
    act(() => {
      item?.dispatchEvent(new Event('pointerenter'));
    });
    advance(10_000);
    expect(item).toHaveAttribute('data-state', 'open');
    act(() => {
      item?.dispatchEvent(new Event('pointerleave'));
    });
    advance(TOAST_DURATION_MS - 2000 - 1);
    expect(item).toHaveAttribute('data-state', 'open');
    advance(1);
    expect(item).toHaveAttribute('data-state', 'closed');
  });

  it('SHELL-028 an action button runs its handler and closes the toast', () => {
    renderToaster();
    const undo = vi.fn();
    act(() => {
      toast('Campaign deleted', { action: { label: 'Undo', onClick: undo } });
    });
    advance(0);
    act(() => {
      screen.getByRole('button', { name: 'Undo' }).click();
    });
    expect(undo).toHaveBeenCalledTimes(1);
    expect(toastItem('Campaign deleted')).toHaveAttribute('data-state', 'closed');
  });
});
