import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateField, displayDate, earliestDate } from '@/components/ui/date-field';

afterEach(() => {
  vi.useRealTimers();
});

describe('DateField', () => {
  it('NS-32 SHELL-067 sets min to two years before today by default and holds an ISO date', () => {
    render(<DateField label="Start date" defaultValue="2026-03-01" />);
    const input = screen.getByLabelText('Start date');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('min', earliestDate());
    expect(input).toHaveValue('2026-03-01');
    expect(earliestDate(new Date(2026, 4, 17, 15, 30))).toBe('2024-05-17');
    expect(earliestDate(new Date(2024, 1, 29))).toBe('2022-02-28');
  });

  it('NS-32 refuses a date before the minimum at the field, naming the limit in the app format', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DateField label="Start date" min="2026-01-10" max="2026-12-31" onChange={onChange} />);
    const input = screen.getByLabelText<HTMLInputElement>('Start date');
    await user.type(input, '2025-12-31');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Choose a date on or after 01/10/2026.');
    expect(input.validity.valid).toBe(false);
    expect(onChange).toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, '2026-02-01');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input.validity.valid).toBe(true);

    await user.clear(input);
    await user.type(input, '2027-01-01');
    expect(input).toHaveAccessibleDescription('Choose a date on or before 12/31/2026.');
  });

  it('NS-32 a saved date older than the floor stays valid, so the form still saves; a picked one is refused', async () => {
    const user = userEvent.setup();
    render(<DateField label="Start date" defaultValue="2023-03-01" />);
    const input = screen.getByLabelText<HTMLInputElement>('Start date');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input.validity.valid).toBe(true);

    await user.clear(input);
    await user.type(input, '2023-02-01');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.validity.valid).toBe(false);

    await user.clear(input);
    await user.type(input, '2023-03-01');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input.validity.valid).toBe(true);
  });

  it('NS-32 an old date typed into an empty field is refused, however many renders follow', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<DateField label="Start date" />);
    const input = screen.getByLabelText<HTMLInputElement>('Start date');
    await user.type(input, '2023-03-01');
    rerender(<DateField label="Start date" />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.validity.valid).toBe(false);
  });

  it('a caller min earlier than two years ago does not lower the NS-32 floor', () => {
    render(<DateField label="From" min="1999-01-01" />);
    expect(screen.getByLabelText('From')).toHaveAttribute('min', earliestDate());
  });

  it('shows the caller error first and writes dates per locale', () => {
    render(<DateField label="End date" error="End must follow start" defaultValue="2026-05-01" />);
    expect(screen.getByLabelText('End date')).toHaveAccessibleDescription('End must follow start');
    expect(displayDate('2026-05-17', 'en-US')).toBe('05/17/2026');
    expect(displayDate('2026-05-17', 'en-GB')).toBe('17/05/2026');
  });
});
