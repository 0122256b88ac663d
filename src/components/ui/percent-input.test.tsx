import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Field } from '@/components/ui/field';
import { PercentInput } from '@/components/ui/percent-input';

function Harness({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <Field label="Discount (%)">
        <PercentInput value={value} onValueChange={setValue} />
      </Field>
      <output aria-label="stored">{String(value)}</output>
    </>
  );
}

describe('PercentInput (part 2 §5)', () => {
  it('COUNTRY-017 shows the stored fraction ×100: stored 0.125 ↔ shown 12.5', async () => {
    const user = userEvent.setup();
    render(<Harness initial={0.125} />);
    const box = screen.getByRole('textbox', { name: 'Discount (%)' });
    expect(box).toHaveValue('12.5');
    await user.clear(box);
    await user.type(box, '33.33');
    expect(screen.getByRole('status', { name: 'stored' })).toHaveTextContent('0.3333');
  });

  it('COUNTRY-017 stores at most 4 decimals (2 shown) and refuses negatives', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Discount (%)' });
    await user.type(box, '-7.125');
    expect(box).toHaveValue('7.12');
    expect(screen.getByRole('status', { name: 'stored' })).toHaveTextContent('0.0712');
  });
});
