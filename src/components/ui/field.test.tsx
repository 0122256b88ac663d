import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

describe('Field', () => {
  it('labels the control and links the description', () => {
    render(
      <Field label="Campaign name" description="Shown to advertisers">
        <Input />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Campaign name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Shown to advertisers');
  });

  it('wires aria-invalid and aria-describedby to the error', () => {
    const { rerender } = render(
      <Field label="Budget" htmlFor="budget" description="In major units" error="Budget is required" required>
        <Input aria-describedby="external-hint" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Budget' });
    expect(input).toHaveAttribute('id', 'budget');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input.getAttribute('aria-describedby')).toBe('external-hint budget-description budget-error');
    const error = document.getElementById('budget-error');
    expect(error).toHaveTextContent('Budget is required');
    expect(error).toHaveAttribute('aria-live', 'polite');

    rerender(
      <Field label="Budget" htmlFor="budget" description="In major units" required>
        <Input />
      </Field>,
    );
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input.getAttribute('aria-describedby')).toBe('budget-description');
    expect(document.getElementById('budget-error')).toBeEmptyDOMElement();
  });

  it("keeps the child's own id", () => {
    render(
      <Field label="Notes" error="Too long">
        <textarea id="notes" />
      </Field>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Notes' });
    expect(textarea).toHaveAttribute('id', 'notes');
    expect(textarea).toHaveAccessibleDescription('Too long');
  });
});
