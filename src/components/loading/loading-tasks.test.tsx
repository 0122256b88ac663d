import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nProvider } from '@/i18n/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { LOADER_LOOP_SECONDS, LoadingDialog, LoadingTasksProvider, useLoadingTask } from './loading-tasks';

function Task({ name, label }: { name: string; label?: string }) {
  const [running, setRunning] = useState(true);
  useLoadingTask(running, label);
  return (
    <button
      type="button"
      onClick={() => {
        setRunning((value) => !value);
      }}
    >
      {running ? `finish ${name}` : `restart ${name}`}
    </button>
  );
}

function Harness({ children }: { children: React.ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <LoadingTasksProvider>
        {children}
        <LoadingDialog />
      </LoadingTasksProvider>
    </I18nProvider>
  );
}

describe('loading dialog', () => {
  it('SHELL-027 shows while any registered loading task runs and disappears when none is left', async () => {
    const user = userEvent.setup();
    render(
      <Harness>
        <Task name="account" label="Loading the account…" />
        <Task name="access" />
      </Harness>,
    );
    const dialog = screen.getByRole('status', { name: 'Loading the account…' });
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    expect(dialog).toHaveTextContent('Loading the account…');

    await user.click(screen.getByRole('button', { name: 'finish account' }));
    // One task still runs: the dialog stays, now with the generic label.
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'finish access' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'restart access' }));
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  });

  it('SHELL-027 the loader animation loops every 4.5 s and stops for reduced motion', () => {
    render(
      <Harness>
        <Task name="report" label="Running the report…" />
      </Harness>,
    );
    expect(LOADER_LOOP_SECONDS).toBe(4.5);
    const loader = screen.getByRole('status').querySelector('[data-slot="loader"]');
    expect(loader).toBeInstanceOf(HTMLElement);
    expect((loader as HTMLElement).style.animationDuration).toBe('4.5s');
    expect(loader).toHaveClass('animate-spin', 'motion-reduce:animate-none');
  });

  it('SHELL-027 a task unmounting while it runs leaves the dialog', () => {
    const { rerender } = render(
      <Harness>
        <Task name="page" />
      </Harness>,
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    rerender(
      <Harness>
        <p>done</p>
      </Harness>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('SHELL-027 without a provider, registering a task is harmless', () => {
    render(
      <I18nProvider i18n={i18n}>
        <Task name="orphan" />
        <LoadingDialog />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'finish orphan' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
