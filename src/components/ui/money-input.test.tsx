import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '@/components/ui/field';
import { MoneyInput } from '@/components/ui/money-input';
import { amount } from '@/lib/form-rules';
import type { Currency } from '@/lib/money';

/** A money box checked as the forms check money: 0 to 1,000 with the currency's 2 decimals. */
function Harness({
  initial = null,
  currency,
  onValue,
}: {
  initial?: number | null;
  currency?: Currency;
  onValue?: (value: number | null) => void;
}) {
  const [value, setValue] = useState<number | null>(initial);
  const check = amount({ min: 0, max: 1000, ...(currency ? { decimals: 2 } : {}) }).safeParse(value);
  const error = value === null || check.success ? undefined : check.error.issues[0]?.message;
  return (
    <>
      <Field label="Budget" error={error}>
        <MoneyInput
          value={value}
          currency={currency}
          onValueChange={(next) => {
            setValue(next);
            onValue?.(next);
          }}
        />
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

const box = () => screen.getByRole('textbox', { name: 'Budget' });
const stored = () => screen.getByRole('status', { name: 'stored' });

describe('MoneyInput (part 2 §5)', () => {
  it('COUNTRY-016 keeps a third decimal as typed and says the currency allows 2', async () => {
    const user = userEvent.setup();
    render(<Harness currency="USD" />);
    await user.type(box(), '10.129');
    expect(box()).toHaveValue('10.129');
    expect(stored()).toHaveTextContent('10.129');
    expect(box()).toHaveAccessibleDescription('Use at most 2 decimal places');
    await user.type(box(), '{Backspace}');
    expect(stored()).toHaveTextContent('10.12');
    expect(box()).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('USD')).toHaveAttribute('aria-hidden', 'true');
  });

  it('COUNTRY-016 refuses a negative amount with its reason instead of dropping the sign', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness currency="GBP" onValue={onValue} />);
    await user.type(box(), '-5');
    expect(box()).toHaveValue('-5');
    expect(onValue).toHaveBeenLastCalledWith(-5);
    expect(box()).toHaveAccessibleDescription('Must not be negative');
  });

  it('text that is not a number stays as typed and is refused, never rewritten to another number', async () => {
    const user = userEvent.setup();
    render(<Harness currency="USD" />);
    for (const typed of ['abc-12,5x', '12,5', '1,000', '1e3']) {
      await user.clear(box());
      await user.type(box(), typed);
      expect(box()).toHaveValue(typed);
      expect(stored()).toHaveTextContent('NaN');
      expect(box()).toHaveAccessibleDescription('Enter a number in digits, with a point for decimals');
    }
  });

  it('without a currency any number of decimals is allowed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(box(), '0.12345');
    expect(stored()).toHaveTextContent('0.12345');
    expect(box()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('an empty box is null; "12." is kept while typing; an outside change is shown', async () => {
    const user = userEvent.setup();
    render(<Harness initial={10} currency="USD" />);
    expect(box()).toHaveValue('10');
    await user.clear(box());
    expect(stored()).toHaveTextContent('null');
    await user.type(box(), '12.');
    expect(box()).toHaveValue('12.');
    expect(stored()).toHaveTextContent('12');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(box()).toHaveValue('42.5');
  });

  it('is labelled and described by its Field', async () => {
    const user = userEvent.setup();
    render(<Harness currency="USD" />);
    await user.type(box(), '1000.01');
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(box()).toHaveAccessibleDescription('Must be at most 1000');
  });
});
