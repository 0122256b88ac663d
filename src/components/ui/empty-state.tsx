import type * as React from 'react';
import { cn } from '@/lib/cn';

export interface EmptyStateProps extends Omit<React.ComponentProps<'div'>, 'title'> {
  /** What is empty, as a heading-like line ("No campaigns yet"). */
  title: React.ReactNode;
  /** One sentence on why, or what to do. */
  text?: React.ReactNode;
  /** The next action: a Button or a link (`<Button asChild><Link …/></Button>`). */
  action?: React.ReactNode;
  /** A decorative icon (rendered aria-hidden by the caller's lucide icon). */
  icon?: React.ReactNode;
}

/** An empty list or result: says so, says why, and offers the next step. */
export function EmptyState({ title, text, action, icon, className, ...props }: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center gap-2 rounded-lg border border-dashed px-6 py-10 text-center',
        className,
      )}
      {...props}
    >
      {icon !== undefined && <div className="text-muted-foreground [&_svg]:size-8">{icon}</div>}
      <p className="font-medium">{title}</p>
      {text !== undefined && <p className="max-w-prose text-sm text-muted-foreground">{text}</p>}
      {action !== undefined && <div className="mt-2">{action}</div>}
    </div>
  );
}
