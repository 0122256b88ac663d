import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, pageReload } from './chunk-reload';
import { ErrorScreen } from './RouteErrorScreen';

describe('a lazy chunk that did not load (a new version was deployed)', () => {
  it("recognises the browsers' and Vite's words for it, and nothing else", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://localhost/assets/UsersPage-Bx1.js',
      'error loading dynamically imported module: http://localhost/assets/UsersPage-Bx1.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/UsersPage-Bx1.css',
    ]) {
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
    }
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('SHELL-026 the error screen offers a reload instead of the unexpected-error page, and Reload reloads', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    render(<ErrorScreen error={new TypeError('Failed to fetch dynamically imported module: /assets/x.js')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'This page needs a reload' })).toBeInTheDocument();
    expect(screen.getByText(/most likely because a new version was installed/)).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
