import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Input } from '@/components/ui/input';
import { Section } from '@/components/ui/section';

describe('Section', () => {
  it('is a group named by its heading; disabled disables the controls inside', () => {
    render(
      <Section title="Fee" description="What the ad group costs" disabled>
        <Input aria-label="Fee amount" />
      </Section>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Fee' })).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Fee' });
    expect(group).toHaveAccessibleDescription('What the ad group costs');
    expect(screen.getByRole('textbox', { name: 'Fee amount' })).toBeDisabled();
  });

  it('a collapsible section opens and closes from its title, also when read-only', async () => {
    const user = userEvent.setup();
    render(
      <Section title="Custom audiences" collapsible defaultOpen={false} summary="2 chosen" disabled>
        <Input aria-label="File" />
      </Section>,
    );
    const toggle = screen.getByRole('button', { name: 'Custom audiences' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('2 chosen')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'File' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Custom audiences' })).toHaveAttribute(
      'id',
      toggle.getAttribute('aria-controls'),
    );
    expect(screen.getByRole('textbox', { name: 'File' })).toBeInTheDocument();
  });

  it('a closed section opens when what it holds arrives later (a saved ad loaded into the form); closing stays the user’s', async () => {
    const user = userEvent.setup();
    const view = (holds: boolean) => (
      <Section title="Links and beacons" collapsible defaultOpen={holds}>
        <Input aria-label="Display link URL" />
      </Section>
    );
    const { rerender } = render(view(false));
    expect(screen.queryByRole('textbox', { name: 'Display link URL' })).not.toBeInTheDocument();
    rerender(view(true));
    expect(screen.getByRole('textbox', { name: 'Display link URL' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Links and beacons' }));
    rerender(view(true));
    expect(screen.queryByRole('textbox', { name: 'Display link URL' })).not.toBeInTheDocument();
  });
});
