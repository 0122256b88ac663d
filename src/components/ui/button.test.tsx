import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button, buttonVariants } from '@/components/ui/button';

describe('Button', () => {
  it('renders a type="button" button by default', () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.className).toContain('focus-visible:ring-2');
  });

  it('renders its child with the button classes when asChild', () => {
    render(
      <Button asChild variant="outline" size="sm" className="extra">
        <a href="/campaigns">Campaigns</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Campaigns' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/campaigns');
    expect(link).not.toHaveAttribute('type');
    expect(link).toHaveClass('extra', 'border-input', 'h-8');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('merges conflicting classes (last wins)', () => {
    render(
      <Button size="sm" className="h-12">
        Tall
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Tall' });
    expect(button).toHaveClass('h-12');
    expect(button).not.toHaveClass('h-8');
    expect(buttonVariants({ variant: 'link' })).toContain('underline-offset-4');
  });
});
