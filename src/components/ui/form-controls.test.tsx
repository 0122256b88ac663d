import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { Field, FieldRow } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { RadioGroupField } from '@/components/ui/radio-group';
import { SelectTrigger, Select, SelectValue } from '@/components/ui/select';

describe('NativeSelect', () => {
  it('is labelled by its Field, chooses by keyboard and has the Select look (input border, input height)', async () => {
    const user = userEvent.setup();
    render(
      <Field label="Country" error="Pick a country">
        <NativeSelect defaultValue="">
          <option value="">Choose…</option>
          <option value="US">United States</option>
          <option value="GB">United Kingdom</option>
        </NativeSelect>
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveAccessibleDescription('Pick a country');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(select, 'United Kingdom');
    expect(select).toHaveValue('GB');
    expect(select).toHaveClass('border-input', 'h-9');
  });

  it('Radix Select trigger shares the border token and the Input height', () => {
    render(
      <Select>
        <SelectTrigger aria-label="Frequency">
          <SelectValue placeholder="Choose" />
        </SelectTrigger>
      </Select>,
    );
    expect(screen.getByRole('combobox', { name: 'Frequency' })).toHaveClass('border-input', 'data-[size=default]:h-9');
  });
});

describe('CheckboxGroup', () => {
  function Columns() {
    const [value, setValue] = useState<string[]>(['clicks']);
    return (
      <CheckboxGroup
        label="Columns"
        description="At least one"
        error={value.length === 0 ? 'Pick at least one column' : undefined}
        options={[
          { value: 'impressions', label: 'Impressions' },
          { value: 'clicks', label: 'Clicks' },
          { value: 'spend', label: 'Spend' },
        ]}
        value={value}
        onValueChange={setValue}
      />
    );
  }

  it('is a group named by its label (no fieldset), keeps the options order and shows its error', async () => {
    const user = userEvent.setup();
    const { container } = render(<Columns />);
    const group = screen.getByRole('group', { name: 'Columns' });
    expect(container.querySelector('fieldset')).toBeNull();
    expect(group).toHaveAccessibleDescription('At least one');
    await user.click(screen.getByRole('checkbox', { name: 'Spend' }));
    await user.click(screen.getByRole('checkbox', { name: 'Impressions' }));
    expect(screen.getByRole('checkbox', { name: 'Impressions' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Impressions' }));
    await user.click(screen.getByRole('checkbox', { name: 'Clicks' }));
    await user.click(screen.getByRole('checkbox', { name: 'Spend' }));
    expect(group).toHaveAccessibleDescription('At least one Pick at least one column');
    expect(group).toHaveAttribute('aria-invalid', 'true');
  });

  function Institutions({ order, seen }: { order?: 'options' | 'checked'; seen: number[][] }) {
    const [value, setValue] = useState<number[]>([]);
    return (
      <CheckboxGroup
        label="Institutions"
        order={order}
        options={[
          { value: 11, label: 'First bank' },
          { value: 22, label: 'Second bank' },
          { value: 33, label: 'Third bank' },
        ]}
        value={value}
        onValueChange={(next) => {
          seen.push(next);
          setValue(next);
        }}
      />
    );
  }

  it('takes number values: in the options order by default, in the ticking order with order="checked"', async () => {
    const user = userEvent.setup();
    const byOptions: number[][] = [];
    const { unmount } = render(<Institutions seen={byOptions} />);
    await user.click(screen.getByRole('checkbox', { name: 'Third bank' }));
    await user.click(screen.getByRole('checkbox', { name: 'First bank' }));
    expect(byOptions.at(-1)).toEqual([11, 33]);
    unmount();

    const byTicking: number[][] = [];
    render(<Institutions order="checked" seen={byTicking} />);
    await user.click(screen.getByRole('checkbox', { name: 'Third bank' }));
    await user.click(screen.getByRole('checkbox', { name: 'First bank' }));
    await user.click(screen.getByRole('checkbox', { name: 'Second bank' }));
    expect(byTicking.at(-1)).toEqual([33, 11, 22]);
    await user.click(screen.getByRole('checkbox', { name: 'First bank' }));
    expect(byTicking.at(-1)).toEqual([33, 22]);
    await user.click(screen.getByRole('checkbox', { name: 'First bank' }));
    expect(byTicking.at(-1)).toEqual([33, 22, 11]);
  });
});

describe('RadioGroupField', () => {
  it('is a radiogroup named by its label; arrow keys move the choice', async () => {
    const user = userEvent.setup();
    function Frequency() {
      const [value, setValue] = useState<'daily' | 'weekly'>('daily');
      return (
        <RadioGroupField
          label="Frequency"
          options={[
            { value: 'daily', label: 'Daily' },
            { value: 'weekly', label: 'Weekly' },
          ]}
          value={value}
          onValueChange={setValue}
        />
      );
    }
    render(<Frequency />);
    const group = screen.getByRole('radiogroup', { name: 'Frequency' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Daily' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Daily' }));
    // Radix moves focus a tick after the key goes down and checks what gets focus while it is held.
    await user.keyboard('{ArrowDown>}');
    await waitFor(() => {
      expect(screen.getByRole('radio', { name: 'Weekly' })).toBeChecked();
    });
    await user.keyboard('{/ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Daily' })).not.toBeChecked();
  });
});

describe('FieldRow', () => {
  it('puts its fields in one row of subgrids so controls share a baseline', () => {
    render(
      <FieldRow>
        <Field label="Budget">
          <input />
        </Field>
        <Field label="A label long enough to wrap onto more than one line">
          <input />
        </Field>
      </FieldRow>,
    );
    const row = screen.getByRole('textbox', { name: 'Budget' }).closest('[data-slot=field-row]');
    expect(row).toHaveClass('sm:*:data-[slot=field]:grid-rows-subgrid', 'sm:grid-flow-col');
  });
});
