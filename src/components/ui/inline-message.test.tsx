import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INLINE_MESSAGE_VARIANTS, InlineMessage } from '@/components/ui/inline-message';

describe('InlineMessage', () => {
  it('SHELL-066 annotation messages come in variants error, warning, info and flagged', () => {
    expect(INLINE_MESSAGE_VARIANTS).toEqual(['error', 'warning', 'info', 'flagged']);
    const { container } = render(
      <>
        <InlineMessage variant="error" title="Budget">
          Too low
        </InlineMessage>
        <InlineMessage variant="warning" title="Dates">
          Ends soon
        </InlineMessage>
        <InlineMessage variant="info">Draft saved</InlineMessage>
        <InlineMessage variant="flagged" title="Review">
          Flagged by compliance
        </InlineMessage>
      </>,
    );
    // only the error is an alert
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveAccessibleName('Error: Budget');
    expect(alerts[0]).toHaveTextContent('Too low');

    const notes = screen.getAllByRole('note');
    expect(notes.map((n) => n.getAttribute('data-variant'))).toEqual(['warning', 'info', 'flagged']);
    expect(screen.getByRole('note', { name: 'Warning: Dates' })).toHaveTextContent('Ends soon');
    expect(screen.getByRole('note', { name: 'Info:' })).toHaveTextContent('Draft saved');
    expect(screen.getByRole('note', { name: 'Flagged: Review' })).toHaveTextContent('Flagged by compliance');

    // a distinct, decorative icon and a distinct colour per variant
    const messages = container.querySelectorAll('[data-slot="inline-message"]');
    const icons = [...messages].map((m) => m.querySelector('svg'));
    icons.forEach((icon) => {
      expect(icon).toHaveAttribute('aria-hidden', 'true');
    });
    expect(new Set(icons.map((icon) => icon?.getAttribute('class'))).size).toBe(4);
    expect(new Set([...messages].map((m) => m.className)).size).toBe(4);
  });

  it('takes a translated variant label', () => {
    render(<InlineMessage variant="warning" variantLabel="Avertissement" title="Dates" />);
    expect(screen.getByRole('note', { name: 'Avertissement: Dates' })).toBeInTheDocument();
  });
});
