import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { InlineAlert } from '@/components/ui/inline-alert';
import { SkeletonRows } from '@/components/ui/skeleton';
import { StatusBadge, statusTone } from '@/components/ui/status-badge';

describe('InlineAlert', () => {
  it('an error or warning is an alert, info and success a status', () => {
    const { rerender } = render(<InlineAlert variant="error">Could not load the chart</InlineAlert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the chart');
    expect(screen.getByRole('alert')).toHaveClass('text-destructive');
    rerender(<InlineAlert variant="warning">Partial data</InlineAlert>);
    expect(screen.getByRole('alert')).toHaveClass('text-warning');
    rerender(<InlineAlert variant="success">Saved</InlineAlert>);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    rerender(
      <InlineAlert variant="info" title="Note" appearance="box">
        Sent at 9:00
      </InlineAlert>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('NoteSent at 9:00');
    expect(screen.getByRole('status')).toHaveClass('border', 'bg-info-subtle');
  });
});

describe('EmptyState', () => {
  it('says what is empty, why, and offers the next action', () => {
    render(
      <EmptyState
        title="No scheduled reports yet"
        text="A scheduled report e-mails the report on a day you choose."
        action={<Button>Schedule a report</Button>}
      />,
    );
    expect(screen.getByText('No scheduled reports yet')).toBeInTheDocument();
    expect(screen.getByText(/e-mails the report/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schedule a report' })).toBeInTheDocument();
  });
});

describe('SkeletonRows', () => {
  it('announces loading once and draws the rows and cells asked for', () => {
    const { container } = render(<SkeletonRows label="Loading campaigns…" rows={3} columns={5} />);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Loading campaigns…');
    expect(container.querySelectorAll('[data-slot=skeleton-row]')).toHaveLength(3);
    expect(container.querySelectorAll('[data-slot=skeleton]')).toHaveLength(15);
  });
});

describe('StatusBadge', () => {
  it('gives each status one colour whatever the API spelling, and shows its text', () => {
    render(<StatusBadge status="InReview">In review</StatusBadge>);
    expect(screen.getByText('In review')).toHaveAttribute('data-tone', 'progress');
    expect(statusTone('Active')).toBe('positive');
    expect(statusTone('ACTIVE')).toBe('positive');
    expect(statusTone('awaiting_pricing_update')).toBe('attention');
    expect(statusTone('Data Insufficient')).toBe('attention');
    expect(statusTone('Rejected')).toBe('negative');
    expect(statusTone('Failed')).toBe('negative');
    expect(statusTone('Draft')).toBe('draft');
    expect(statusTone('Inactive')).toBe('neutral');
    expect(statusTone('something new')).toBe('neutral');
  });
});
