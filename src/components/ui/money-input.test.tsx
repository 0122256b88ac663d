import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '@/components/ui/field';
import { MoneyInput, type MoneyInputProps } from '@/components/ui/money-input';
import type { Currency } from '@/lib/money';

function Harness({
  initial = null,
  currency,
  allowNegative,
  onValue,
}: {
  initial?: number | null;
  currency?: Currency;
  allowNegative?: boolean;
  onValue?: (value: number | null) => void;
}) {
  const [value, setValue] = useState<number | null>(initial);
  const props: MoneyInputProps = {
    value,
    currency,
    onValueChange: (next) => {
      setValue(next);
      onValue?.(next);
    },
  };
  if (allowNegative !== undefined) props.allowNegative = allowNegative;
  return (
    <>
      <Field label="Budget" error={value !== null && value > 1000 ? 'Too much' : undefined}>
        <MoneyInput {...props} />
      </Field>
      <button
        type="button"
        onClick={() => {
          setValue(42.5);
        }}
      >
        Reset
      </button>
      <output aria-label="stored">{String(value)}</output>
    </>
  );
}

describe('MoneyInput (part 2 §5)', () => {
  it('COUNTRY-016 allows 2 decimals when a currency is given', async () => {
    const user = userEvent.setup();
    render(<Harness currency="USD" />);
    const box = screen.getByRole('textbox', { name: 'Budget' });
    await user.type(box, '12.345');
    expect(box).toHaveValue('12.34');
    expect(screen.getByRole('status', { name: 'stored' })).toHaveTextContent('12.34');
    expect(screen.getByText('USD')).toHaveAttribute('aria-hidden', 'true');
  });

  it('COUNTRY-016 rejects negatives by default and accepts them when allowed', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    const { unmount } = render(<Harness currency="GBP" onValue={onValue} />);
    await user.type(screen.getByRole('textbox', { name: 'Budget' }), '-5');
    expect(screen.getByRole('textbox', { name: 'Budget' })).toHaveValue('5');
    expect(onValue).toHaveBeenLastCalledWith(5);
    unmount();
    render(<Harness currency="GBP" allowNegative />);
    await user.type(screen.getByRole('textbox', { name: 'Budget' }), '-5.5');
    expect(screen.getByRole('status', { name: 'stored' })).toHaveTextContent('-5.5');
  });

  it('without a currency any number of decimals is allowed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'Budget' }), '0.12345');
    expect(screen.getByRole('status', { name: 'stored' })).toHaveTextContent('0.12345');
  });

  it('an empty box is null; letters are refused; an outside change is shown', async () => {
    const user = userEvent.setup();
    render(<Harness initial={10} currency="USD" />);
    const box = screen.getByRole('textbox', { name: 'Budget' });
    expect(box).toHaveValue('10');
    await user.type(box, 'abc');
    expect(box).toHaveValue('10');
    await user.clear(box);
    expect(screen.getByRole('status', { name: 'stored' })).toHaveTextContent('null');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(box).toHaveValue('42.5');
  });

  it('is labelled and described by its Field', async () => {
    const user = userEvent.setup();
    render(<Harness currency="USD" />);
    const box = screen.getByRole('textbox', { name: 'Budget' });
    await user.type(box, '1000.01');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Too much');
  });
});
