import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { deferredModule, useDeferredModule } from './use-deferred-module';

describe('code loaded on first use', () => {
  it('one request serves every caller; a failed load can be tried again', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('code');
    const get = deferredModule(load);
    await expect(get()).rejects.toThrow('offline');
    await expect(Promise.all([get(), get()])).resolves.toEqual(['code', 'code']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('pointing at the trigger only loads; activating it mounts the popup once the code is there', async () => {
    let resolve: (value: { Popup: () => React.JSX.Element }) => void = () => undefined;
    const load = vi.fn(
      () =>
        new Promise<{ Popup: () => React.JSX.Element }>((done) => {
          resolve = done;
        }),
    );
    const get = deferredModule(load);
    function Trigger() {
      const popup = useDeferredModule(get);
      if (popup.module) return <popup.module.Popup />;
      return (
        <button type="button" aria-busy={popup.pending} onPointerEnter={popup.preload} onClick={popup.request}>
          Open
        </button>
      );
    }
    const user = userEvent.setup();
    render(<Trigger />);
    await user.hover(screen.getByRole('button', { name: 'Open' }));
    expect(load).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'Open' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => {
      resolve({ Popup: () => <div role="dialog" aria-label="Popup" /> });
      await Promise.resolve();
    });
    expect(await screen.findByRole('dialog', { name: 'Popup' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
