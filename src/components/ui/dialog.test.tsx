import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

describe('Dialog', () => {
  it('opens, is named by its title and closes with the labelled close button', async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger>Delete</DialogTrigger>
        <DialogContent closeLabel="Close dialog">
          <DialogHeader>
            <DialogTitle>Delete campaign</DialogTitle>
            <DialogDescription>This cannot be undone.</DialogDescription>
          </DialogHeader>
          <DialogFooter>footer</DialogFooter>
        </DialogContent>
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete campaign' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a locked dialog (work running) has no close button and ignores Escape; unlocked, Escape closes it', async () => {
    const user = userEvent.setup();
    const view = (locked: boolean) => (
      <Dialog defaultOpen>
        <DialogContent closeLabel="Close dialog" locked={locked}>
          <DialogTitle>Deleting campaigns</DialogTitle>
          <DialogDescription>3 of 5 done</DialogDescription>
        </DialogContent>
      </Dialog>
    );
    const { rerender } = render(view(true));
    expect(screen.queryByRole('button', { name: 'Close dialog' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Deleting campaigns' })).toBeInTheDocument();
    rerender(view(false));
    expect(screen.getByRole('button', { name: 'Close dialog' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
