import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ChipPicker } from '@/components/ui/chip-picker';

const OPTIONS = [
  { value: 101, label: 'Acme Fuel – all stores' },
  { value: 102, label: 'Acme Fuel – online' },
  { value: 201, label: 'Rival Gas – all stores' },
];

function Picker({ initial = [] }: { initial?: number[] }) {
  const [value, setValue] = useState<number[]>(initial);
  return (
    <>
      <ChipPicker
        id="segments"
        label="Segments"
        options={OPTIONS}
        value={value}
        onChange={setValue}
        selectedText={(count) => `${String(count)} selected`}
        removeLabel={(name) => `Remove ${name}`}
        noMatchText="No segment matches."
        labelOf={(id) => `#${String(id)}`}
      />
      <output aria-label="value">{value.join(',')}</output>
    </>
  );
}

const chips = () =>
  within(screen.getByRole('list', { name: 'Segments' }))
    .getAllByRole('listitem')
    .map((chip) => chip.textContent);

describe('ChipPicker', () => {
  it('searches, picks with the pointer and shows chips with "n selected"; a chip’s button removes it', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    expect(screen.getByText('0 selected')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Segments' }), 'acme all');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Acme Fuel – all stores']);
    await user.click(screen.getByRole('option', { name: 'Acme Fuel – all stores' }));
    expect(screen.getByRole('option', { name: 'Acme Fuel – all stores' })).toHaveAttribute('aria-selected', 'true');
    await user.clear(screen.getByRole('combobox', { name: 'Segments' }));
    await user.type(screen.getByRole('combobox', { name: 'Segments' }), 'rival');
    await user.click(screen.getByRole('option', { name: 'Rival Gas – all stores' }));
    expect(chips()).toEqual(['Acme Fuel – all stores', 'Rival Gas – all stores']);
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'value' })).toHaveTextContent('101,201');
    await user.click(screen.getByRole('button', { name: 'Remove Acme Fuel – all stores' }));
    expect(chips()).toEqual(['Rival Gas – all stores']);
    expect(screen.getByRole('status', { name: 'value' })).toHaveTextContent('201');
  });

  it('works from the keyboard: arrows, Enter picks and unpicks, Escape closes, Backspace removes the last chip', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const box = screen.getByRole('combobox', { name: 'Segments' });
    await user.click(box);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(box).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Acme Fuel – all stores' }).id,
    );
    expect(chips()).toEqual(['Acme Fuel – all stores']);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(chips()).toEqual(['Acme Fuel – all stores', 'Rival Gas – all stores']);
    await user.keyboard('{Enter}');
    expect(chips()).toEqual(['Acme Fuel – all stores']);
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(screen.queryByRole('list', { name: 'Segments' })).not.toBeInTheDocument();
    expect(screen.getByText('0 selected')).toBeInTheDocument();
  });

  it('says when nothing matches, and names a chosen value it has no option for', async () => {
    const user = userEvent.setup();
    render(<Picker initial={[999]} />);
    expect(chips()).toEqual(['#999']);
    await user.type(screen.getByRole('combobox', { name: 'Segments' }), 'zzz');
    expect(screen.getByText('No segment matches.')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });
});
