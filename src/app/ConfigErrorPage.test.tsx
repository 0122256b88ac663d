import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfigError } from '@/config/runtime-config';
import { pageReload } from '@/shell/chunk-reload';
import { ConfigErrorPage, showStartupError } from './ConfigErrorPage';

describe('the start-up error page', () => {
  it('SHELL-026 a missing, malformed or invalid /config.json shows a full page saying which, never a blank page', () => {
    const cases = [
      [new ConfigError('missing', '/config.json', 'answered 404'), /\(\/config\.json\) could not be loaded\./],
      [new ConfigError('malformed', '/config.json', 'Unexpected token <'), /\(\/config\.json\) is not valid JSON\./],
      [
        new ConfigError('invalid', '/config.json', 'oidc clientId must be a non-empty string'),
        /\(\/config\.json\) is not valid: oidc clientId must be a non-empty string\./,
      ],
    ] as const;
    for (const [error, text] of cases) {
      const { unmount } = render(<ConfigErrorPage error={error} />);
      expect(screen.getByRole('main')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Ads Manager could not start' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(text);
      expect(screen.getByText(`Technical details: ${error.message}`)).toBeInTheDocument();
      unmount();
    }
  });

  it('SHELL-026 another start-up failure shows the same page with its message, and Reload reloads', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const root = document.createElement('div');
    root.textContent = 'half-started app';
    document.body.append(root);
    act(() => {
      showStartupError(root, new Error('flags exploded'));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something it needs to start did not work.');
    expect(screen.getByText('Technical details: flags exploded')).toBeInTheDocument();
    expect(screen.queryByText('half-started app')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
    root.remove();
  });
});
