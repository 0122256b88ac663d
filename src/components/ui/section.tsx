import * as React from 'react';
import { ChevronDownIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

export interface SectionProps extends Omit<React.ComponentProps<'div'>, 'title'> {
  /** The section's title: a heading (h2 by default) that also names the group. */
  title: React.ReactNode;
  /** One sentence under the title. */
  description?: React.ReactNode;
  /** The heading level (2 for a form's sections, 3 for a section inside one). */
  level?: 2 | 3;
  /** Controls after the title (an "+ Add" button, a count). */
  actions?: React.ReactNode;
  /** A collapsible section gets a disclosure button on its title; `defaultOpen` says how it starts. */
  collapsible?: boolean;
  defaultOpen?: boolean;
  /** Shown beside the title of a closed collapsible section (what it holds). */
  summary?: React.ReactNode;
  /** Disables every control inside (a read-only form). */
  disabled?: boolean;
  /** `plain` drops the card border (a section inside another). */
  variant?: 'card' | 'plain';
}

/**
 * A titled part of a form, instead of a raw `<fieldset>` with a browser `<legend>` cutting through
 * its border: a real heading, an optional one-line description, actions beside the title, and
 * optionally a disclosure button that opens and closes the content (aria-expanded /
 * aria-controls). The content is a group named by the heading (a fieldset without a legend, sized
 * to its column), so `disabled` disables every native control in it while the disclosure button,
 * outside it, still opens a read-only section.
 */
export function Section({
  title,
  description,
  level = 2,
  actions,
  collapsible = false,
  defaultOpen = true,
  summary,
  disabled,
  variant = 'card',
  className,
  children,
  id,
  ...props
}: SectionProps) {
  const generated = React.useId();
  const base = id ?? `section-${generated}`;
  const titleId = `${base}-title`;
  const descriptionId = `${base}-description`;
  const contentId = `${base}-content`;
  const [open, setOpen] = React.useState(defaultOpen);
  // A section that starts closed because it was empty opens when what it shows arrives later (a
  // saved ad loaded into the same form): a held value is never hidden. Closing stays the user's.
  const [startedOpen, setStartedOpen] = React.useState(defaultOpen);
  if (defaultOpen !== startedOpen) {
    setStartedOpen(defaultOpen);
    if (defaultOpen) setOpen(true);
  }
  const shown = !collapsible || open;
  const Heading = level === 2 ? 'h2' : 'h3';
  const hasDescription = description !== undefined && description !== null && description !== false;

  return (
    <div
      id={id}
      data-slot="section"
      className={cn(
        'grid min-w-0 gap-4',
        variant === 'card' && 'rounded-lg border border-border bg-card p-4 sm:p-5',
        className,
      )}
      {...props}
    >
      <div className="flex min-w-0 flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="grid min-w-0 gap-1">
          <Heading id={titleId} className={cn('font-semibold', level === 2 ? 'text-base' : 'text-sm')}>
            {collapsible ? (
              <button
                type="button"
                aria-expanded={open}
                aria-controls={contentId}
                className="-mx-1 inline-flex items-center gap-1 rounded px-1 text-left hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                onClick={() => {
                  setOpen((was) => !was);
                }}
              >
                <ChevronDownIcon
                  aria-hidden="true"
                  className={cn('size-4 shrink-0 transition-transform', !open && '-rotate-90')}
                />
                {title}
              </button>
            ) : (
              title
            )}
          </Heading>
          {hasDescription && (
            <p id={descriptionId} className="text-sm text-muted-foreground">
              {description}
            </p>
          )}
          {collapsible && !open && summary !== undefined && <p className="text-sm text-muted-foreground">{summary}</p>}
        </div>
        {actions !== undefined && shown && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
      {shown && (
        <fieldset
          id={contentId}
          aria-labelledby={titleId}
          aria-describedby={hasDescription ? descriptionId : undefined}
          disabled={disabled}
          className="m-0 grid min-w-0 gap-4 border-0 p-0"
        >
          {children}
        </fieldset>
      )}
    </div>
  );
}
