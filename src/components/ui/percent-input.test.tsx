import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Field } from '@/components/ui/field';
import { PercentInput } from '@/components/ui/percent-input';
import { percentAmount } from '@/lib/form-rules';

/** A percent box checked as the forms check a percent: a fraction of 0 to 1 with 4 decimals. */
function Harness({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  const check = percentAmount({ max: 1 }).safeParse(value);
  const error = value === null || check.success ? undefined : check.error.issues[0]?.message;
  return (
    <>
      <Field label="Discount (%)" error={error}>
        <PercentInput value={value} onValueChange={setValue} />
      </Field>
      <output aria-label="stored">{String(value)}</output>
    </>
  );
}

const box = () => screen.getByRole('textbox', { name: 'Discount (%)' });
const stored = () => screen.getByRole('status', { name: 'stored' });

describe('PercentInput (part 2 §5)', () => {
  it('COUNTRY-017 shows the stored fraction ×100: stored 0.125 ↔ shown 12.5', async () => {
    const user = userEvent.setup();
    render(<Harness initial={0.125} />);
    expect(box()).toHaveValue('12.5');
    await user.clear(box());
    await user.type(box(), '33.33');
    expect(stored()).toHaveTextContent('0.3333');
    expect(box()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('COUNTRY-017 a fraction with more than 4 decimals is refused as typed, not rounded', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(box(), '12.34567');
    expect(box()).toHaveValue('12.34567');
    expect(stored()).toHaveTextContent('0.1234567');
    expect(box()).toHaveAccessibleDescription('Use at most 2 decimal places');
  });

  it('COUNTRY-017 refuses a negative percent and one above 100 with their reasons', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(box(), '-7.12');
    expect(box()).toHaveValue('-7.12');
    expect(box()).toHaveAccessibleDescription('Must not be negative');
    await user.clear(box());
    await user.type(box(), '100.5');
    expect(box()).toHaveAccessibleDescription('Must be at most 100');
  });
});
