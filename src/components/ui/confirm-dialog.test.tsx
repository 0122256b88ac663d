import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';

function Deleting({ onConfirm }: { onConfirm: (reason: string) => Promise<void> }) {
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog
      trigger={<Button variant="destructive-outline">Delete</Button>}
      title="Delete campaign 'Takeaway treats 2026'? It is delivering."
      description="Its ad groups and ads are deleted too."
      confirmLabel="Delete campaign"
      pendingLabel="Deleting…"
      destructive
      errorMessage={(error) => (error instanceof Error ? error.message : 'failed')}
      onConfirm={() => onConfirm(reason)}
    >
      <label htmlFor="reason">Reason</label>
      <Input
        id="reason"
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
        }}
      />
    </ConfirmDialog>
  );
}

describe('ConfirmDialog', () => {
  it('is named by the sentence naming the thing and closes when the work succeeds', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(() => Promise.resolve());
    render(<Deleting onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', {
      name: "Delete campaign 'Takeaway treats 2026'? It is delivering.",
    });
    expect(dialog).toHaveAccessibleDescription('Its ad groups and ads are deleted too.');
    await user.type(screen.getByLabelText('Reason'), 'ended early');
    await user.click(screen.getByRole('button', { name: 'Delete campaign' }));
    expect(onConfirm).toHaveBeenCalledWith('ended early');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('on a failed confirm stays open, shows the error inside and keeps what was typed', async () => {
    const user = userEvent.setup();
    let fail: (error: Error) => void = () => undefined;
    const onConfirm = vi.fn(
      () =>
        new Promise<void>((_, reject) => {
          fail = reject;
        }),
    );
    render(<Deleting onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.type(screen.getByLabelText('Reason'), 'ended early');
    await user.click(screen.getByRole('button', { name: 'Delete campaign' }));

    // Pending: the button says so and cannot be pressed twice; Escape does not close the dialog.
    const pending = screen.getByRole('button', { name: 'Deleting…' });
    expect(pending).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    fail(new Error('The campaign is locked by a bank review.'));
    const dialog = await screen.findByRole('alertdialog');
    expect(await screen.findByRole('alert')).toHaveTextContent('The campaign is locked by a bank review.');
    expect(dialog).toContainElement(screen.getByRole('alert'));
    expect(screen.getByLabelText('Reason')).toHaveValue('ended early');
    expect(screen.getByRole('button', { name: 'Delete campaign' })).toBeEnabled();

    // Cancel closes it and forgets the error.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('uses the solid red button inside the dialog when destructive, the primary one otherwise', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <ConfirmDialog open title="Accept plan 'Q3'?" confirmLabel="Accept plan" onConfirm={() => undefined} />,
    );
    expect(screen.getByRole('button', { name: 'Accept plan' })).toHaveClass('bg-primary');
    rerender(<ConfirmDialog open destructive title="Remove Ann?" confirmLabel="Remove" onConfirm={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveClass('bg-destructive');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('with doneLabel stays open after the work to show its outcome, then closes with that one button', async () => {
    const user = userEvent.setup();
    function Bulk() {
      const [outcome, setOutcome] = useState<string | undefined>(undefined);
      return (
        <ConfirmDialog
          trigger={<Button>Delete selected</Button>}
          title="Delete 2 campaigns?"
          confirmLabel="Delete"
          doneLabel="Done"
          onConfirm={() => {
            setOutcome('Deleted 1 of 2 campaigns.');
          }}
        >
          {outcome !== undefined && <p>{outcome}</p>}
        </ConfirmDialog>
      );
    }
    render(<Bulk />);
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete 2 campaigns?' });
    expect(dialog).toHaveTextContent('Deleted 1 of 2 campaigns.');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // Opened again, it asks again.
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
  });
});
